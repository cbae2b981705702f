import { requestConsentChoice } from '@/lib/consent/consent';
import { ServedButton } from '@/ui/ServedButton';

/** "Cookie settings": the visitor can change or withdraw their cookie choice at any time. */
export function CookieSettingsButton({ className = 'link-button' }: { className?: string }) {
  return (
    <ServedButton className={className} onClick={requestConsentChoice}>
      Cookie settings
    </ServedButton>
  );
}

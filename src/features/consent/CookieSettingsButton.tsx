import { requestConsentChoice } from '@/lib/consent/consent';
import { useHydrated } from '@/lib/useHydrated';

/** "Cookie settings": the visitor can change or withdraw their cookie choice at any time. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={className ?? 'link-button'}
      aria-disabled={hydrated ? undefined : true}
      onClick={hydrated ? requestConsentChoice : undefined}
    >
      Cookie settings
    </button>
  );
}

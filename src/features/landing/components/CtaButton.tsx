import { AppLink } from '@/ui/AppLink';
import type { CSSProperties } from 'react';
import { ServedButton } from '@/ui/ServedButton';
import { isAppPath, safeExternalUrl } from '@/lib/url';
import { opensLeadForm, REGISTRATION_PATH } from '../links';
import { useLanding } from './LandingContext';
import { useRegistrationTarget } from './useRegistrationTarget';

interface CtaButtonProps {
  target: string | undefined;
  label: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A call to action: a link to its target, or with an empty target a button opening the lead form.
 * A target is an http(s) address or a path of this app (`lib/url`); anything else a server page
 * may name (`//host`, `data:`, `javascript:`) links to the registration entry instead, as a page
 * with no button address does.
 */
export function CtaButton({
  target,
  label,
  className = 'button button--primary button--large',
  style,
}: CtaButtonProps) {
  const { openLeadForm } = useLanding();
  const to = useRegistrationTarget(target ?? '');
  if (opensLeadForm(target)) {
    return (
      <ServedButton className={className} style={style} onClick={openLeadForm}>
        {label}
      </ServedButton>
    );
  }
  const external = safeExternalUrl(to.trim());
  if (external) {
    return (
      <a className={className} style={style} href={external} rel="noopener">
        {label}
      </a>
    );
  }
  return (
    <AppLink
      className={className}
      style={style}
      to={isAppPath(to.trim()) ? to.trim() : REGISTRATION_PATH}
    >
      {label}
    </AppLink>
  );
}

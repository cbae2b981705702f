import { Link } from 'react-router-dom';
import type { CSSProperties } from 'react';
import { ServedButton } from '@/ui/ServedButton';
import { isExternal, opensLeadForm } from '../links';
import { useLanding } from './LandingContext';
import { useRegistrationTarget } from './useRegistrationTarget';

interface CtaButtonProps {
  target: string | undefined;
  label: string;
  className?: string;
  style?: CSSProperties;
}

/** A call to action: a link to its target, or with an empty target a button opening the lead form. */
export function CtaButton({ target, label, className = 'button button--primary button--large', style }: CtaButtonProps) {
  const { openLeadForm } = useLanding();
  const to = useRegistrationTarget(target ?? '');
  if (opensLeadForm(target)) {
    return (
      <ServedButton className={className} style={style} onClick={openLeadForm}>
        {label}
      </ServedButton>
    );
  }
  if (isExternal(to)) {
    return (
      <a className={className} style={style} href={to} rel="noopener">
        {label}
      </a>
    );
  }
  return (
    <Link className={className} style={style} to={to}>
      {label}
    </Link>
  );
}

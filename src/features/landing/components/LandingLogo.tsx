import { BrandLogo } from '@/ui/BrandLogo';
import type { LogoVariant } from '../model';

/** The special logos of spec 3 §2: the brand mark with the programme or event it belongs to. */
const LABELS: Record<LogoVariant, string> = {
  default: '',
  'retreat-interest': 'Retreats',
  'summer-interest': 'Summer Shred',
  'summer-kickstart': 'Summer Kickstart',
  'confidence-course': 'Confidence Course',
  'results-with-baby': 'Results with Baby',
};

export function LandingLogo({ variant = 'default' }: { variant?: LogoVariant }) {
  const label = LABELS[variant];
  return (
    <span className={`landing-logo landing-logo--${variant}`}>
      <BrandLogo />
      {label ? <span className="landing-logo__label">{label}</span> : null}
    </span>
  );
}

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

/** The brand link's name holds the logo's visible words, RWL and its label, in order (WCAG 2.5.3, label in name). */
export function brandName(variant: LogoVariant = 'default'): string {
  const label = LABELS[variant];
  return label ? `RWL ${label} home` : 'RWL home';
}

export function LandingLogo({ variant = 'default' }: { variant?: LogoVariant }) {
  const label = LABELS[variant];
  return (
    <span className={`landing-logo landing-logo--${variant}`}>
      <BrandLogo />
      {/* A space between the wordmark and the label: the link's visible words read "RWL <label>". */}
      {label ? (
        <>
          {' '}
          <span className="landing-logo__label">{label}</span>
        </>
      ) : null}
    </span>
  );
}

import { barWidth } from '../model';
import './progressBar.css';

interface ProgressBarProps {
  /** How many steps the bar has (7 plus one per preference item on /registration; 8 on /rwl-coacho-reg3). */
  steps: number;
  /** The 1-based position of the current step. */
  current: number;
  label?: string;
}

/** The registration progress bar: its width is computed per step. */
export function ProgressBar({ steps, current, label = 'Registration progress' }: ProgressBarProps) {
  const width = barWidth(current, steps);
  return (
    <div className="reg-progress">
      <div
        className="reg-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={steps}
        aria-valuenow={Math.min(current, steps)}
        aria-valuetext={`Step ${Math.min(current, steps)} of ${steps}`}
      >
        <div className="reg-progress__fill" style={{ width: `${width}%` }} />
      </div>
      <p className="reg-progress__label">{`Step ${Math.min(current, steps)} of ${steps}`}</p>
    </div>
  );
}

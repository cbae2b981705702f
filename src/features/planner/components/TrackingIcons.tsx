import type { TrackingIcon } from '../model';

const LABELS: Record<TrackingIcon, { label: string; icon: string }> = {
  water: { label: 'Water', icon: '💧' },
  mood: { label: 'Mood', icon: '🙂' },
  sleep: { label: 'Sleep', icon: '🌙' },
  exercise: { label: 'Exercise done', icon: '🏃' },
};

/** One tap toggles an icon; a change made offline is marked until it is sent. */
export function TrackingIcons({
  icons,
  values,
  waiting,
  onToggle,
}: {
  icons: TrackingIcon[];
  values: Record<TrackingIcon, 0 | 1>;
  waiting: ReadonlySet<string>;
  onToggle: (icon: TrackingIcon, value: 0 | 1) => void;
}) {
  return (
    <section className="planner-tracking" aria-label="Tracking">
      <ul>
        {icons.map((icon) => (
          <li key={icon}>
            <button
              type="button"
              className="planner-tracking__icon"
              aria-pressed={values[icon] === 1}
              onClick={() => onToggle(icon, values[icon] === 1 ? 0 : 1)}
            >
              <span aria-hidden="true">{LABELS[icon].icon}</span> {LABELS[icon].label}
              {waiting.has(`icon:${icon}`) ? (
                <span className="planner-waiting"> (waiting to send)</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

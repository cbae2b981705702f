import { RANGE_OPTIONS, type RangeDays } from '../model';

/** The graph's range: the last 7, 15 (default, spec 3 §9), 30 or 90 days. */
export function RangePicker({
  value,
  onChange,
}: {
  value: RangeDays;
  onChange: (days: RangeDays) => void;
}) {
  return (
    <fieldset className="progress-range">
      <legend>Show the last</legend>
      {RANGE_OPTIONS.map((days) => (
        <label key={days} className="progress-range__option">
          <input
            type="radio"
            name="progress-range"
            value={days}
            checked={value === days}
            onChange={() => onChange(days)}
          />
          {days} days
        </label>
      ))}
    </fieldset>
  );
}

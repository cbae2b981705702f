import type { ProFilterChoices, ProFilters } from '../model';

/** Speciality, place and online: each change filters the list at once. */
export function ProFiltersForm({
  filters,
  choices,
  onChange,
}: {
  filters: ProFilters;
  choices: ProFilterChoices | undefined;
  onChange: (filters: ProFilters) => void;
}) {
  // A value from the address that the server does not list stays choosable, so the select shows it.
  const withCurrent = (values: string[], current: string) =>
    current && !values.includes(current) ? [current, ...values] : values;
  return (
    <form
      className="pro-filters"
      aria-label="Filter professionals"
      onSubmit={(event) => event.preventDefault()}
    >
      <label>
        Speciality
        <select
          value={filters.speciality}
          onChange={(event) => onChange({ ...filters, speciality: event.target.value })}
        >
          <option value="">Any speciality</option>
          {withCurrent(choices?.specialities ?? [], filters.speciality).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <label>
        Place
        <select
          value={filters.place}
          onChange={(event) => onChange({ ...filters, place: event.target.value })}
        >
          <option value="">Anywhere</option>
          {withCurrent(choices?.places ?? [], filters.place).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <label className="pro-filters__check">
        <input
          type="checkbox"
          checked={filters.online}
          onChange={(event) => onChange({ ...filters, online: event.target.checked })}
        />
        Online
      </label>
    </form>
  );
}

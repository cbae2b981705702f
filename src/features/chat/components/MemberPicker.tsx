import { useId, useState } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { Avatar } from '@/ui/Avatar';
import { personName, type ChatPerson } from '../model';
import { useSearchMembersQuery } from '../chatApi';
import { useSettledText } from './useSettledText';
import { failureMessage } from '@/lib/failureMessage';

interface MemberPickerProps {
  label: string;
  selected: ChatPerson[];
  onChange: (people: ChatPerson[]) => void;
  /** Offer "Select all shown" (bulk messages go to many members). */
  allowSelectAll?: boolean;
  /** People already in (not offered again). */
  exclude?: string[];
  error?: string;
}

/** Staff pick members by name (searchMembers); the chosen ones show as removable chips. */
export function MemberPicker({
  label,
  selected,
  onChange,
  allowSelectAll,
  exclude = [],
  error,
}: MemberPickerProps) {
  const [search, setSearch] = useState('');
  const asked = useSettledText(search, search ? 300 : 0);
  // What was found last stays shown while a new search is on its way.
  const found = useSearchMembersQuery(asked);
  const results = found.data ?? [];
  const loading = found.isFetching;
  const failure = found.isError ? failureMessage(found.error) : '';
  const searchId = useId();
  const errorId = useId();

  const chosen = new Set(selected.map((person) => person.user_id));
  const excluded = new Set(exclude);
  const shown = results.filter((person) => !excluded.has(person.user_id));
  const toggle = (person: ChatPerson) => {
    onChange(
      chosen.has(person.user_id)
        ? selected.filter((item) => item.user_id !== person.user_id)
        : [...selected, person],
    );
  };

  return (
    <fieldset className="member-picker" aria-describedby={error ? errorId : undefined}>
      <legend>
        {label} ({selected.length} chosen)
      </legend>
      <div className="field">
        <label htmlFor={searchId}>Find members by name</label>
        <input
          maxLength={MAX_LENGTH.search}
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search members"
        />
      </div>
      {allowSelectAll && shown.length ? (
        <button
          type="button"
          className="link-button"
          onClick={() =>
            onChange([...selected, ...shown.filter((person) => !chosen.has(person.user_id))])
          }
        >
          Select all shown ({shown.length})
        </button>
      ) : null}
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      {loading && !results.length ? <p role="status">Searching…</p> : null}
      {!loading && !shown.length && !failure ? <p>No members found.</p> : null}
      {shown.length ? (
        <ul className="member-picker__list" aria-label="Members">
          {shown.map((person) => {
            const name = personName(person);
            return (
              <li key={person.user_id} className="member-picker__item">
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.has(person.user_id)}
                    onChange={() => toggle(person)}
                  />
                  <Avatar name={name} src={person.image || undefined} size={32} />
                  <span>{name}</span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      {selected.length ? (
        <div className="member-picker__chips" aria-label="Chosen members">
          {selected.map((person) => (
            <span key={person.user_id} className="member-chip">
              {personName(person)}
              <button
                type="button"
                aria-label={`Remove ${personName(person)}`}
                onClick={() => toggle(person)}
              >
                ×
              </button>
            </span>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

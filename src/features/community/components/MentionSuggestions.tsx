import { useImperativeHandle, useLayoutEffect, useState, type Ref } from 'react';
import { useSearchPeopleQuery } from '@/features/friends';
import { isMentionName } from '../mentionTyping';

/** What the text box asks of the list: a key pressed while it shows (true when it took it). */
export interface MentionListHandle {
  press: (key: string) => boolean;
}

/** What the text box says about the list (aria-expanded, aria-activedescendant). */
export interface MentionListState {
  expanded: boolean;
  activeId?: string;
  /** The search answered and no member matches: the list says so instead of opening. */
  noMatch?: boolean;
}

const MOST_SHOWN = 8;

/**
 * The members whose name or user name holds what follows the "@" (friends search_user), as the
 * listbox of the text box's combobox. Loaded on the first "@name": the friends calls come with it.
 * One list per typed name (the text box keys it by the name), so only that name's answer shows.
 */
export default function MentionSuggestions({
  id,
  query,
  typed,
  onPick,
  onState,
  ref,
}: {
  id: string;
  query: string;
  /** The name typed so far (the search may be for its start while the rest settles). */
  typed: string;
  onPick: (username: string) => void;
  onState: (state: MentionListState) => void;
  ref: Ref<MentionListHandle>;
}) {
  const { currentData } = useSearchPeopleQuery(query);
  // Only user names the text parser reads whole can be mentioned; a name typed in full already is.
  const found = (currentData ?? []).filter((person) => isMentionName(person.username));
  const people = found
    .filter((person) => person.username.toLowerCase() !== typed)
    .slice(0, MOST_SHOWN);
  const noMatch = currentData !== undefined && found.length === 0;
  const [active, setActive] = useState(0);
  const optionId = (userId: number) => `${id}-${userId}`;
  const current = people[active];
  const activeId = current ? optionId(current.user_id) : undefined;

  // Before paint: the text box never shows a list that its aria-expanded does not announce.
  useLayoutEffect(() => {
    onState({ expanded: people.length > 0, activeId, noMatch });
  }, [people.length, activeId, noMatch, onState]);
  useLayoutEffect(() => () => onState({ expanded: false }), [onState]);

  useImperativeHandle(ref, () => ({
    press(key) {
      if (people.length === 0) return false;
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        const step = key === 'ArrowDown' ? 1 : people.length - 1;
        setActive((active + step) % people.length);
        return true;
      }
      if ((key === 'Enter' || key === 'Tab') && current) {
        onPick(current.username);
        return true;
      }
      return false;
    },
  }));

  if (noMatch)
    return (
      <p role="status" className="mention-list mention-list--none">
        No members match @{typed}.
      </p>
    );
  // The name is typed in full already, or the search failed: the text box stays as it is.
  if (people.length === 0) return null;
  return (
    <ul id={id} role="listbox" aria-label="Members to mention" className="mention-list">
      {people.map((person, index) => (
        // Keys are taken by the text box (aria-activedescendant); a click or tap picks here.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={person.user_id}
          id={optionId(person.user_id)}
          role="option"
          aria-selected={index === active}
          className="mention-list__option"
          // Keeps the focus (and the caret) in the text box.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => setActive(index)}
          onClick={() => onPick(person.username)}
        >
          <span className="mention-list__name">
            {`${person.first_name} ${person.last_name}`.trim() || 'Member'}
          </span>{' '}
          <span className="mention-list__username">@{person.username}</span>
        </li>
      ))}
    </ul>
  );
}

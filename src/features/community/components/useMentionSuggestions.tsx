import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { insertMention, mentionAt } from '../mentionTyping';
import type { MentionListHandle, MentionListState } from './MentionSuggestions';

// The list and the friends search come with the first "@name" typed, not with the page.
const MentionSuggestions = lazy(() => import('./MentionSuggestions'));

const SEARCH_DELAY_MS = 250;
const CLOSED: MentionListState = { expanded: false };

/** A name once the typing has paused. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (settled === value) return;
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, settled]);
  return settled;
}

/**
 * Member suggestions while "@name" is typed in a text box (the ARIA combobox pattern): the text
 * box gets `fieldProps`, `suggestions` goes right after it. The members are searched once the
 * typing pauses, never for "@" alone. ArrowUp and ArrowDown move, Enter or Tab picks, Escape
 * closes; a click or a tap picks too. A pick puts "@username" in place of what was typed (within
 * `maxLength`) with the caret after it.
 */
export function useMentionSuggestions(
  text: string,
  onText: (value: string) => void,
  maxLength: number,
) {
  const listId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const list = useRef<MentionListHandle>(null);
  const caretAfterPick = useRef<number | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const [listState, setListState] = useState(CLOSED);

  const token = caret === null ? null : mentionAt(text, caret);
  const open = token !== null && token.start !== closedAt;
  const typed = open ? token.query.toLowerCase() : '';
  const settled = useSettled(typed);
  // The answer for the start of the name still fits while the rest settles; another name waits.
  const query = open && settled && typed.startsWith(settled) ? settled : '';
  const shown = query !== '' && listState.expanded;
  const saysNoMatch = query !== '' && listState.noMatch === true;

  useLayoutEffect(() => {
    const at = caretAfterPick.current;
    if (at === null || !field.current) return;
    caretAfterPick.current = null;
    field.current.setSelectionRange(at, at);
  }, [text]);

  const follow = (element: HTMLTextAreaElement) => {
    const at = element.selectionStart === element.selectionEnd ? element.selectionStart : null;
    setCaret(at);
    // Escape closes the list for that name only.
    if (at === null || mentionAt(element.value, at)?.start !== closedAt) setClosedAt(null);
  };

  const pick = (username: string) => {
    if (!token) return;
    const next = insertMention(text, token, username, maxLength);
    if (!next) {
      setClosedAt(token.start);
      return;
    }
    caretAfterPick.current = next.caret;
    setCaret(next.caret);
    onText(next.text);
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((!shown && !saysNoMatch) || !token || event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setClosedAt(token.start);
    } else if (list.current?.press(event.key)) event.preventDefault();
  };

  return {
    fieldProps: {
      ref: field,
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': shown,
      'aria-controls': shown ? listId : undefined,
      'aria-activedescendant': shown ? listState.activeId : undefined,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        onText(event.target.value);
        follow(event.target);
      },
      onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) => follow(event.currentTarget),
      onBlur: () => setCaret(null),
      onKeyDown,
    },
    suggestions: query ? (
      <Suspense fallback={null}>
        <MentionSuggestions
          key={query}
          ref={list}
          id={listId}
          query={query}
          typed={typed}
          onPick={pick}
          onState={setListState}
        />
      </Suspense>
    ) : null,
  };
}

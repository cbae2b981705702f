import { useState } from 'react';
import { local, session, storageKeys } from '@/lib/storage';

/** How many places keep a draft at once: the oldest goes first. */
const MOST_KEPT = 20;

type Drafts = Record<string, string>;

/** The signed-in member's drafts (none when another member's are stored). */
function read(): Drafts {
  try {
    const stored: unknown = JSON.parse(session.get(storageKeys.textDrafts) ?? '{}');
    if (!stored || typeof stored !== 'object') return {};
    const { member, drafts } = stored as { member?: unknown; drafts?: unknown };
    if (member !== local.get(storageKeys.userId) || !drafts || typeof drafts !== 'object')
      return {};
    return Object.fromEntries(
      Object.entries(drafts).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** Stores the place's text as its newest draft (undefined: no draft there). */
function write(place: string, text: string | undefined): void {
  const drafts = read();
  delete drafts[place];
  if (text !== undefined) drafts[place] = text;
  const kept = Object.entries(drafts).slice(-MOST_KEPT);
  if (kept.length === 0) session.remove(storageKeys.textDrafts);
  else
    session.set(
      storageKeys.textDrafts,
      JSON.stringify({ member: local.get(storageKeys.userId), drafts: Object.fromEntries(kept) }),
    );
}

/**
 * What a member was writing and has not sent (a post, a comment, a chat message), per place, for
 * this tab: a reload, a visit elsewhere in the app or a sign-in again after the session ran out
 * loses nothing. Session storage only (gone with the tab), kept for one member, cleared at logout.
 */
export const textDrafts = {
  get(place: string): string {
    return read()[place] ?? '';
  },
  /**
   * The draft of a field that starts from saved text (notes, About me), emptied ones included:
   * undefined when there is none, so the saved text shows.
   */
  find(place: string): string | undefined {
    return read()[place];
  },
  /** An empty text is no draft: the place is forgotten. */
  set(place: string, text: string): void {
    write(place, text || undefined);
  },
  /**
   * Keeps the text even when it is empty: a field that starts from saved text and was emptied on
   * purpose comes back empty, not with the saved text. `set(place, '')` forgets it.
   */
  keep(place: string, text: string): void {
    write(place, text);
  },
  clear(): void {
    session.remove(storageKeys.textDrafts);
  },
};

/**
 * A text field's value that is kept as the draft of `place` while it is typed (see textDrafts).
 * With no place (editing something already sent) it is plain state starting at `initial`. When
 * the place changes (the same box on another post), the box shows that place's draft.
 */
export function useTextDraft(place: string | null, initial = ''): [string, (text: string) => void] {
  const read = () => ({ place, text: place ? textDrafts.get(place) : initial });
  const [draft, setDraft] = useState(read);
  let current = draft;
  if (draft.place !== place) {
    current = read();
    setDraft(current);
  }
  const change = (text: string) => {
    setDraft({ place, text });
    if (place) textDrafts.set(place, text);
  };
  return [current.text, change];
}

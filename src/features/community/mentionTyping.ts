/**
 * Typing a mention (pure rules): the "@partial" at the caret and the text once a member is picked.
 * Kept out of model.ts, which every community page loads first: only the text boxes use them.
 * A mention is what splitPostText (model.ts) reads: "@" then 1 to 50 letters, digits or _.
 */

const MENTION_NAME = /^[\p{L}\p{N}_]{1,50}$/u;
const PARTIAL_MENTION = /(?:^|[^\p{L}\p{N}_])@([\p{L}\p{N}_]{1,50})$/u;
const WORD_START = /^[\p{L}\p{N}_]*/u;

/** A user name the text parser reads whole as a mention (letters, digits and _, at most 50). */
export function isMentionName(username: string): boolean {
  return MENTION_NAME.test(username);
}

/** The "@partial" being typed: where its "@" starts, where its word ends, and what is typed. */
export interface MentionToken {
  start: number;
  end: number;
  query: string;
}

/**
 * The mention the caret is in: "@" at the start or after a space or sign (not in an email
 * address), then 1 to 50 letters, digits or _ up to the caret. "@" alone is none.
 */
export function mentionAt(text: string, caret: number): MentionToken | null {
  const query = PARTIAL_MENTION.exec(text.slice(0, caret))?.[1];
  if (!query) return null;
  const start = caret - query.length - 1;
  const end = caret + (WORD_START.exec(text.slice(caret))?.[0].length ?? 0);
  return end - start - 1 > 50 ? null : { start, end, query };
}

/**
 * The text with the picked member in place of the "@partial" ("@username", a space added at the
 * end of the text, the caret after it and its space), or null when it would pass the text's limit.
 */
export function insertMention(
  text: string,
  token: MentionToken,
  username: string,
  max: number,
): { text: string; caret: number } | null {
  const before = `${text.slice(0, token.start)}@${username}`;
  const after = text.slice(token.end);
  const spaced = after === '' ? ' ' : after;
  const next = `${before}${spaced}`.length <= max ? `${before}${spaced}` : `${before}${after}`;
  if (next.length > max) return null;
  return { text: next, caret: before.length + (/^\s/.test(next.slice(before.length)) ? 1 : 0) };
}

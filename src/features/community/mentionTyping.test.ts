import { describe, expect, it } from 'vitest';
import { mentionsOf, POST_MAX_LENGTH } from './model';
import { insertMention, isMentionName, mentionAt } from './mentionTyping';

describe('typing a mention', () => {
  it('finds the "@partial" at the caret: not "@" alone, not an email, not a long word', () => {
    expect(mentionAt('Well done @sa', 13)).toEqual({ start: 10, end: 13, query: 'sa' });
    expect(mentionAt('@Sam', 4)).toEqual({ start: 0, end: 4, query: 'Sam' });
    expect(mentionAt('(@jo) hi', 4)).toEqual({ start: 1, end: 4, query: 'jo' });
    // The caret inside the word: the query is what comes before it, the word is replaced whole.
    expect(mentionAt('hi @samg there', 6)).toEqual({ start: 3, end: 8, query: 'sa' });
    expect(mentionAt('Well done @', 11)).toBeNull();
    expect(mentionAt('mail jo@example', 15)).toBeNull();
    expect(mentionAt('@sam green', 10)).toBeNull();
    expect(mentionAt('@sam ', 5)).toBeNull();
    expect(mentionAt(`@${'a'.repeat(50)}`, 51)).toEqual({
      start: 0,
      end: 51,
      query: 'a'.repeat(50),
    });
    expect(mentionAt(`@${'a'.repeat(51)}`, 51)).toBeNull();
    expect(mentionAt(`@${'a'.repeat(20)}`, 5)).toEqual({ start: 0, end: 21, query: 'aaaa' });
    expect(mentionAt(`@${'a'.repeat(60)}`, 5)).toBeNull();
  });

  it('puts the picked member in place of the "@partial", with the caret after it', () => {
    const typed = 'Well done @sa';
    const picked = insertMention(typed, mentionAt(typed, 13)!, 'samgreen', POST_MAX_LENGTH);
    expect(picked).toEqual({ text: 'Well done @samgreen ', caret: 20 });
    expect(mentionsOf(picked!.text)).toEqual(['samgreen']);

    const middle = 'hi @samg, there';
    expect(insertMention(middle, mentionAt(middle, 6)!, 'samgreen', 100)).toEqual({
      text: 'hi @samgreen, there',
      caret: 12,
    });
    const spaced = 'hi @sa there';
    expect(insertMention(spaced, mentionAt(spaced, 6)!, 'samgreen', 100)).toEqual({
      text: 'hi @samgreen there',
      caret: 13,
    });
  });

  it('keeps a pick within the text limit, and reads which names make a whole mention', () => {
    const typed = `${'x'.repeat(6)} @sa`;
    const token = mentionAt(typed, typed.length)!;
    expect(insertMention(typed, token, 'samgreen', 16)).toEqual({
      text: 'xxxxxx @samgreen',
      caret: 16,
    });
    expect(insertMention(typed, token, 'samgreen', 15)).toBeNull();
    expect(isMentionName('samgreen')).toBe(true);
    expect(isMentionName('jo_taylor2')).toBe(true);
    expect(isMentionName('jo.taylor')).toBe(false);
    expect(isMentionName('')).toBe(false);
    expect(isMentionName('a'.repeat(51))).toBe(false);
  });
});

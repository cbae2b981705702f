import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  commentTextError,
  counterText,
  EMPTY_COMMENT_MESSAGE,
  EMPTY_POST_MESSAGE,
  hashtagsOf,
  IMAGE_SIZE_MESSAGE,
  isCommunityInviteCode,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  MEDIA_TYPE_MESSAGE,
  mediaError,
  mentionsOf,
  moveCommunity,
  POST_MAX_LENGTH,
  postTextError,
  readSearch,
  routeId,
  scheduleError,
  SCHEDULE_PAST_MESSAGE,
  splitPostText,
  tooLongMessage,
  VIDEO_SIZE_MESSAGE,
  withLike,
} from './model';

describe('the community invite link rule (spec 1 §2)', () => {
  it('is 11 alphanumerics ending in R8j', () => {
    expect(isCommunityInviteCode('SumShr01R8j')).toBe(true);
    expect(isCommunityInviteCode('VipRet01R8j')).toBe(true);
    expect(isCommunityInviteCode('SumShr0R8j')).toBe(false);
    expect(isCommunityInviteCode('SumShr012R8j')).toBe(false);
    expect(isCommunityInviteCode('SumShr01R8J')).toBe(false);
    expect(isCommunityInviteCode('Sum-hr01R8j')).toBe(false);
    expect(isCommunityInviteCode('')).toBe(false);
  });
});

describe('text limits', () => {
  it('refuses an empty or blank post without media, accepts media alone', () => {
    expect(postTextError('', 0)).toBe(EMPTY_POST_MESSAGE);
    expect(postTextError('   \n ', 0)).toBe(EMPTY_POST_MESSAGE);
    expect(postTextError('', 1)).toBeUndefined();
    expect(postTextError('Hello', 0)).toBeUndefined();
  });

  it('refuses text over the limit, accepts text at the limit', () => {
    expect(postTextError('a'.repeat(POST_MAX_LENGTH), 0)).toBeUndefined();
    expect(postTextError('a'.repeat(POST_MAX_LENGTH + 1), 0)).toBe(tooLongMessage(POST_MAX_LENGTH));
    expect(commentTextError('a'.repeat(COMMENT_MAX_LENGTH + 1))).toBe(
      tooLongMessage(COMMENT_MAX_LENGTH),
    );
    expect(commentTextError('  ')).toBe(EMPTY_COMMENT_MESSAGE);
    expect(commentTextError('Nice!')).toBeUndefined();
    expect(counterText(12, 2000)).toBe('12 / 2000');
  });
});

describe('media rules (spec 3 §5 extensions)', () => {
  it('takes .jpg, .jpeg, .gif, .png, .mp4 and .mov in any case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.gif', 'd.Png', 'e.mp4', 'f.MOV'])
      expect(mediaError({ name, size: 100 })).toBeUndefined();
  });

  it('refuses other types with the extension list, and files over the size limit', () => {
    expect(mediaError({ name: 'notes.pdf', size: 100 })).toBe(MEDIA_TYPE_MESSAGE);
    expect(mediaError({ name: 'photo.jpg.exe', size: 100 })).toBe(MEDIA_TYPE_MESSAGE);
    expect(mediaError({ name: 'clip.webm', size: 100 })).toBe(MEDIA_TYPE_MESSAGE);
    expect(MEDIA_TYPE_MESSAGE).toContain('.jpg, .jpeg, .gif, .png, .mp4 and .mov');
    expect(mediaError({ name: 'big.png', size: MAX_IMAGE_BYTES + 1 })).toBe(IMAGE_SIZE_MESSAGE);
    expect(mediaError({ name: 'ok.png', size: MAX_IMAGE_BYTES })).toBeUndefined();
    expect(mediaError({ name: 'big.mp4', size: MAX_VIDEO_BYTES + 1 })).toBe(VIDEO_SIZE_MESSAGE);
    expect(mediaError({ name: 'ok.mov', size: MAX_IMAGE_BYTES + 1 })).toBeUndefined();
  });
});

describe('mentions and hashtags', () => {
  it('splits text into plain parts, @mentions and #hashtags, keeping HTML as text', () => {
    expect(splitPostText('Go @samgreen! #SummerShred <b>x</b>')).toEqual([
      { kind: 'text', value: 'Go ' },
      { kind: 'mention', value: '@samgreen', name: 'samgreen' },
      { kind: 'text', value: '! ' },
      { kind: 'hashtag', value: '#SummerShred', tag: 'summershred' },
      { kind: 'text', value: ' <b>x</b>' },
    ]);
  });

  it('does not take an email address or a word-joined # for a tag or a mention', () => {
    expect(mentionsOf('mail me at jo@example.com')).toEqual([]);
    expect(hashtagsOf('C#sharp and #mealprep, #MealPrep')).toEqual(['mealprep']);
    expect(mentionsOf('@aishakhan and @JoTaylor')).toEqual(['aishakhan', 'jotaylor']);
  });

  it('reads a search as a #hashtag or an @name', () => {
    expect(readSearch(' #summershred ')).toEqual({ kind: 'hashtag', term: 'summershred' });
    expect(readSearch('@Sam')).toEqual({ kind: 'name', term: 'Sam' });
    expect(readSearch('Sam Green')).toEqual({ kind: 'name', term: 'Sam Green' });
    expect(readSearch('#')).toBeNull();
    expect(readSearch('   ')).toBeNull();
  });
});

describe('likes, order, schedule and ids', () => {
  it('changes the count with the member’s own like only', () => {
    const post = { is_liked: 0 as const, like_count: 12 };
    expect(withLike(post, true)).toEqual({ is_liked: 1, like_count: 13 });
    expect(withLike(withLike(post, true), false)).toEqual(post);
    expect(withLike(post, false)).toBe(post);
    expect(withLike({ is_liked: 1 as const, like_count: 0 }, false).like_count).toBe(0);
  });

  it('moves a community up or down, not past the ends', () => {
    const list = [1, 2, 3].map((community_id) => ({ community_id }));
    expect(moveCommunity(list, 2, -1).map((item) => item.community_id)).toEqual([2, 1, 3]);
    expect(moveCommunity(list, 3, 1).map((item) => item.community_id)).toEqual([1, 2, 3]);
  });

  it('schedules only in the future; reads only positive whole ids', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(scheduleError('', now)).toBe(SCHEDULE_PAST_MESSAGE);
    expect(scheduleError('2026-11-26T09:00:00Z', now)).toBe(SCHEDULE_PAST_MESSAGE);
    expect(scheduleError('2026-11-27T09:00:00Z', now)).toBeUndefined();
    expect(routeId('12')).toBe(12);
    expect(routeId('0')).toBeNull();
    expect(routeId('1e3')).toBeNull();
    expect(routeId(undefined)).toBeNull();
  });
});

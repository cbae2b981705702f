import { describe, expect, it } from 'vitest';
import {
  canLoadNextPage,
  isEndPage,
  mergePage,
  mergePages,
  nextNotificationStart,
  groupChatAccessSchema,
  notificationDataSchema,
  notificationPageSchema,
  type NotificationPage,
} from './model';

function page(newIds: number[], oldIds: number[]): NotificationPage {
  return notificationPageSchema.parse([
    {
      records: {
        new: newIds.map((id) => ({ notification_id: id, title: `n${id}` })),
        old: oldIds.map((id) => ({ notification_id: id, title: `o${id}` })),
      },
      count: { new_count: newIds.length, old_count: oldIds.length },
    },
  ]);
}

describe('notification pages', () => {
  it('loads the next page only with 30 or more loaded items, not after the end flag or while loading', () => {
    expect(canLoadNextPage(29, false, false)).toBe(false);
    expect(canLoadNextPage(30, false, false)).toBe(true);
    expect(canLoadNextPage(75, true, false)).toBe(false);
    expect(canLoadNextPage(60, false, true)).toBe(false);
  });

  it('a page with no old and no new records is the end', () => {
    expect(isEndPage(page([], []))).toBe(true);
    expect(isEndPage(page([], [1]))).toBe(false);
  });

  it('merges pages without duplicates', () => {
    const first = mergePage({ fresh: [], read: [] }, page([1, 2], [3]));
    const second = mergePage(first, page([], [3, 4]));
    expect(second.fresh.map((item) => item.notification_id)).toEqual([1, 2]);
    expect(second.read.map((item) => item.notification_id)).toEqual([3, 4]);
  });

  it('asks for the next page at the loaded count, from 30 loaded until a later page is empty', () => {
    const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
    const first = page(ids(1, 10), ids(11, 20));
    expect(nextNotificationStart([first])).toBe(30);
    expect(nextNotificationStart([page(ids(1, 5), ids(6, 24))])).toBeUndefined();
    const second = page([], ids(31, 30));
    expect(nextNotificationStart([first, second])).toBe(60);
    expect(nextNotificationStart([first, second, page([], [])])).toBeUndefined();
    expect(nextNotificationStart([page([], [])])).toBeUndefined();
    expect(mergePages([first, page([], [30, 31])]).read).toHaveLength(21);
  });

  it('reads missing fields with defaults (null and numbers as text)', () => {
    const parsed = notificationPageSchema.parse([
      { records: { new: [{ notification_id: '5', type_id: 7, url: null }] } },
    ]);
    expect(parsed.records.new[0]).toMatchObject({
      notification_id: 5,
      type_id: '7',
      url: '',
      title: '',
    });
    expect(parsed.records.old).toEqual([]);
    expect(parsed.count).toEqual({ new_count: 0, old_count: 0 });
  });

  it('reads the post a community notification opens from data[0].screen_data[0], strictly', () => {
    expect(
      notificationDataSchema.parse([{ screen_data: [{ community_id: 4, post_id: '77' }] }]),
    ).toEqual({ screen_data: { community_id: '4', post_id: '77' } });
    expect(notificationDataSchema.safeParse([{ screen_data: [] }]).success).toBe(false);
    expect(notificationDataSchema.safeParse([]).success).toBe(false);
    expect(notificationDataSchema.safeParse([{ screen_data: [{ community_id: 4 }] }]).success).toBe(
      false,
    );
  });

  it('reads the group chat access flag strictly', () => {
    expect(groupChatAccessSchema.parse([{ access: '1' }])).toEqual({ access: 1 });
    expect(groupChatAccessSchema.safeParse([{ access: 'yes' }]).success).toBe(false);
    expect(groupChatAccessSchema.safeParse([{}]).success).toBe(false);
  });
});

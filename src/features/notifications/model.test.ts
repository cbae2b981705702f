import { describe, expect, it } from 'vitest';
import {
  canLoadNextPage,
  isEndPage,
  mergePage,
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
});

import * as z from 'zod/mini';
import {
  cosmeticList,
  cosmeticNumber,
  cosmeticOr,
  firstItem,
  strictId,
  strictNumber,
} from '@/lib/api/schemas';

/** A notification of spec 1 §3. */
const text = cosmeticOr(
  z.pipe(
    z.union([z.string(), z.number(), z.null()]),
    z.transform((value) => (value === null ? '' : String(value))),
  ),
  '',
);
const number = cosmeticNumber(0);

export const notificationSchema = z.object({
  notification_id: number,
  title: text,
  sub_title: text,
  type: text,
  type_id: text,
  screen: text,
  screen_id: text,
  post_community_id: text,
  media: text,
  url: text,
  updated_date: text,
  user_image: text,
  first_name: text,
  last_name: text,
  is_staff: number,
  magazine_id: text,
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** The list reply: data[0].records.new / .old and data[0].count.new_count / old_count. */
/** The reply of notification/list: its first item is the page. */
export const notificationPageSchema = firstItem(
  z.object({
    records: z.object({
      new: cosmeticList(notificationSchema),
      old: cosmeticList(notificationSchema),
    }),
    count: cosmeticOr(z.object({ new_count: number, old_count: number }), {
      new_count: 0,
      old_count: 0,
    }),
  }),
);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Spec 1 §9: offset starts at 0; the next page only when 30 or more items are loaded. */
export const NOTIFICATION_PAGE_MIN = 30;

export function canLoadNextPage(loaded: number, ended: boolean, loading: boolean): boolean {
  return !ended && !loading && loaded >= NOTIFICATION_PAGE_MIN;
}

/** A later page with no old and no new records sets the end flag. */
export function isEndPage(page: NotificationPage): boolean {
  return page.records.new.length === 0 && page.records.old.length === 0;
}

/** Every loaded page as one list of New and Read notifications, without duplicates. */
export function mergePages(pages: readonly NotificationPage[]): {
  fresh: AppNotification[];
  read: AppNotification[];
} {
  return pages.reduce(mergePage, { fresh: [], read: [] });
}

/**
 * The offset of the next page (spec 1 §9): the number of notifications loaded, or none when
 * fewer than 30 are loaded or a later page came back empty (the end flag).
 */
export function nextNotificationStart(pages: readonly NotificationPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || (pages.length > 1 && isEndPage(last))) return undefined;
  const merged = mergePages(pages);
  const loaded = merged.fresh.length + merged.read.length;
  return canLoadNextPage(loaded, false, false) ? loaded : undefined;
}

/** Adds a page to what is loaded, without duplicates (a notification may move between pages). */
export function mergePage(
  current: { fresh: AppNotification[]; read: AppNotification[] },
  page: NotificationPage,
): { fresh: AppNotification[]; read: AppNotification[] } {
  const seen = new Set([...current.fresh, ...current.read].map((item) => item.notification_id));
  const fresh = page.records.new.filter((item) => !seen.has(item.notification_id));
  const read = page.records.old.filter((item) => !seen.has(item.notification_id));
  return { fresh: [...current.fresh, ...fresh], read: [...current.read, ...read] };
}

export const sessionStatusSchema = z.object({
  type: text,
  session_id: text,
  zoom_id: text,
  zoom_pass: text,
  join_with_platform: text,
  join_url: text,
});
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export const magazineLookupSchema = z.object({
  category_slug: text,
  subcategory_slug: text,
  slug: text,
});
export type MagazineLookup = z.infer<typeof magazineLookupSchema>;

/** The post a community notification opens: ids strict (a wrong id opens the wrong post). */
export const screenDataSchema = z.object({ community_id: strictId, post_id: strictId });
export type ScreenData = z.infer<typeof screenDataSchema>;

/** The reply of notification/data: data[0].screen_data[0] is the post; none is an error. */
export const notificationDataSchema = firstItem(
  z.object({ screen_data: firstItem(screenDataSchema) }),
);

/** The reply of community/group_chat_access: data[0].access, an access flag read strictly. */
export const groupChatAccessSchema = firstItem(z.object({ access: strictNumber }));

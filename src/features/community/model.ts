import * as z from 'zod/mini';
import {
  cosmeticList,
  cosmeticNumber,
  cosmeticText,
  strictId,
  strictNumber,
} from '@/lib/api/schemas';
import {
  COMMENT_MAX_LENGTH,
  EMPTY_COMMENT_MESSAGE,
  EMPTY_POST_MESSAGE,
  MAX_POST_FILES,
  POST_MAX_LENGTH,
  SCHEDULE_PAST_MESSAGE,
  communityTooLongMessage,
} from '@/lib/validation/bodies/community';

/**
 * Community rules and the shapes of the community calls (spec 1 §2 community routes and the R8j
 * invite link rule; spec 3 §5 media extensions, §7 "Community and friends").
 */

// ---------------------------------------------------------------------------------------------
// Limits and messages (the spec shows no community limits: these are the app's own)

export {
  COMMENT_MAX_LENGTH,
  EMPTY_COMMENT_MESSAGE,
  EMPTY_POST_MESSAGE,
  MAX_POST_FILES,
  POST_MAX_LENGTH,
  SCHEDULE_PAST_MESSAGE,
};
export const SEARCH_MAX_LENGTH = 100;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const FEED_PAGE_SIZE = 10;

export const MEDIA_TYPE_MESSAGE =
  'Only .jpg, .jpeg, .gif, .png, .mp4 and .mov files can be posted.';
export const IMAGE_SIZE_MESSAGE = 'Photos can be at most 10 MB.';
export const VIDEO_SIZE_MESSAGE = 'Videos can be at most 50 MB.';
export const TOO_MANY_FILES_MESSAGE = `You can add at most ${MAX_POST_FILES} photos or videos.`;

// ---------------------------------------------------------------------------------------------
// Pure rules

/** The unique community invite link: 11 alphanumerics ending in R8j (spec 1 §2). */
export function isCommunityInviteCode(value: string): boolean {
  return /^[A-Za-z0-9]{8}R8j$/.test(value);
}

/** Media upload extensions (spec 3 §5), case-insensitive. */
export function isAllowedMedia(fileName: string): boolean {
  return /\.(jpe?g|gif|png|mp4|mov)$/i.test(fileName.trim());
}

export function isVideoFile(fileName: string): boolean {
  return /\.(mp4|mov)$/i.test(fileName.trim());
}

/** Why a chosen file cannot be posted (type, then size), or undefined when it can. */
export function mediaError(file: { name: string; size: number }): string | undefined {
  if (!isAllowedMedia(file.name)) return MEDIA_TYPE_MESSAGE;
  if (isVideoFile(file.name)) return file.size > MAX_VIDEO_BYTES ? VIDEO_SIZE_MESSAGE : undefined;
  return file.size > MAX_IMAGE_BYTES ? IMAGE_SIZE_MESSAGE : undefined;
}

export const tooLongMessage = communityTooLongMessage;

/** Why a post cannot be sent, or undefined. Media alone is a post; blank text is not. */
export function postTextError(text: string, mediaCount: number): string | undefined {
  if (text.length > POST_MAX_LENGTH) return tooLongMessage(POST_MAX_LENGTH);
  if (!text.trim() && mediaCount === 0) return EMPTY_POST_MESSAGE;
  return undefined;
}

export function commentTextError(text: string): string | undefined {
  if (text.length > COMMENT_MAX_LENGTH) return tooLongMessage(COMMENT_MAX_LENGTH);
  if (!text.trim()) return EMPTY_COMMENT_MESSAGE;
  return undefined;
}

/** "12 / 2000": what a counter under a text box says. */
export function counterText(length: number, max: number): string {
  return `${length} / ${max}`;
}

export type TextPart =
  | { kind: 'text'; value: string }
  | { kind: 'mention'; value: string; name: string }
  | { kind: 'hashtag'; value: string; tag: string };

const TOKEN = /(^|[^\p{L}\p{N}_])([@#])([\p{L}\p{N}_]{1,50})/gu;

/** Splits post or comment text into plain text, @mentions and #hashtags (shown as text nodes, never HTML). */
export function splitPostText(value: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of value.matchAll(TOKEN)) {
    const lead = match[1] ?? '';
    const sign = match[2] ?? '';
    const word = match[3] ?? '';
    const start = (match.index ?? 0) + lead.length;
    if (start > last) parts.push({ kind: 'text', value: value.slice(last, start) });
    const token = `${sign}${word}`;
    parts.push(
      sign === '@'
        ? { kind: 'mention', value: token, name: word.toLowerCase() }
        : { kind: 'hashtag', value: token, tag: word.toLowerCase() },
    );
    last = start + token.length;
  }
  if (last < value.length) parts.push({ kind: 'text', value: value.slice(last) });
  return parts;
}

export function hashtagsOf(value: string): string[] {
  return [
    ...new Set(splitPostText(value).flatMap((part) => (part.kind === 'hashtag' ? [part.tag] : []))),
  ];
}

export function mentionsOf(value: string): string[] {
  return [
    ...new Set(
      splitPostText(value).flatMap((part) => (part.kind === 'mention' ? [part.name] : [])),
    ),
  ];
}

/** A search is by @name or #hashtag: what the search field's text asks for. */
export function readSearch(value: string): { kind: 'name' | 'hashtag'; term: string } | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('#')) {
    const term = trimmed.slice(1).trim();
    return term ? { kind: 'hashtag', term } : null;
  }
  const term = trimmed.replace(/^@/, '').trim();
  return term ? { kind: 'name', term } : null;
}

/** The post after a like or an unlike: the count follows the member's own like. */
export function withLike<T extends { is_liked: 0 | 1; like_count: number }>(
  item: T,
  liked: boolean,
): T {
  if ((item.is_liked === 1) === liked) return item;
  return {
    ...item,
    is_liked: liked ? 1 : 0,
    like_count: Math.max(0, item.like_count + (liked ? 1 : -1)),
  };
}

export function likesLabel(count: number): string {
  return count === 1 ? '1 like' : `${count} likes`;
}

export function commentsLabel(count: number): string {
  return count === 1 ? '1 comment' : `${count} comments`;
}

export function newPostsLabel(count: number): string {
  return count === 1 ? '1 new post' : `${count} new posts`;
}

/** The communities in the staff's order after moving one up (-1) or down (+1). */
export function moveCommunity<T extends { community_id: number }>(
  list: readonly T[],
  communityId: number,
  step: -1 | 1,
): T[] {
  const from = list.findIndex((item) => item.community_id === communityId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** A schedule time (datetime-local value) must be in the future. */
export function scheduleError(value: string, now = Date.now()): string | undefined {
  const time = new Date(value).getTime();
  if (!value || Number.isNaN(time) || time <= now) return SCHEDULE_PAST_MESSAGE;
  return undefined;
}

/** A route id: a positive whole number, else null (the page shows "not found"). */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

// ---------------------------------------------------------------------------------------------
// Paths

export const communityPath = (communityId: number) => `/home/community/${communityId}`;
export const postPath = (communityId: number, postId: number) =>
  `/home/community/${communityId}/${postId}`;
export const likesPath = (communityId: number, postId: number) =>
  `/home/community/${communityId}/${postId}/likes`;
export const searchPath = (communityId: number, query = '') =>
  `/home/community/${communityId}/search${query ? `?q=${encodeURIComponent(query)}` : ''}`;
export const createPath = (communityId: number, postId?: number) =>
  `/home/community/${communityId}/create${postId ? `/${postId}` : ''}`;
export const schedulePath = (communityId: number) => `/home/community/${communityId}/schedule`;
/** A member's public profile (the friends area's screen), where a mention or an author's name leads. */
export const profilePath = (userId: number) => `/home/profileview/${userId}`;

// ---------------------------------------------------------------------------------------------
// Reply schemas (ids, counts and flags strict; names and texts lenient)

const text = cosmeticText('');
const flag = z.pipe(
  strictNumber,
  z.transform((value): 0 | 1 => (value === 1 ? 1 : 0)),
);
const count = z.pipe(
  strictNumber,
  z.transform((value) => Math.max(0, Math.trunc(value))),
);
const numericId = z.pipe(strictId, z.transform(Number));

export const personSchema = z.object({
  user_id: numericId,
  first_name: text,
  last_name: text,
  username: text,
  image: text,
  /** The RWL Team badge: a role, read strictly. */
  is_staff: strictNumber,
});
export type CommunityPerson = z.infer<typeof personSchema>;

/** A member the text mentions (by user name), as the server found them. */
export const mentionSchema = z.object({ user_id: numericId, username: text });
export type Mention = z.infer<typeof mentionSchema>;
const mentions = cosmeticList(mentionSchema);

export const communitySchema = z.object({
  community_id: numericId,
  title: z.string(),
  description: text,
  image: text,
});
export type Community = z.infer<typeof communitySchema>;

/** A community sold separately, not bought yet (community/for_sale): its price is strict. */
export const communityForSaleSchema = z.extend(communitySchema, {
  price: strictNumber,
  currency_symbol: text,
});
export type CommunityForSale = z.infer<typeof communityForSaleSchema>;

export const mediaSchema = z.object({ url: z.string(), video: flag });
export type PostMedia = z.infer<typeof mediaSchema>;

export const postSchema = z.object({
  post_id: numericId,
  community_id: numericId,
  author: personSchema,
  text,
  mentions,
  media: cosmeticList(mediaSchema),
  created_at: text,
  scheduled_at: text,
  like_count: count,
  comment_count: count,
  is_liked: flag,
  is_mine: flag,
});
export type Post = z.infer<typeof postSchema>;

export interface Comment {
  comment_id: number;
  post_id: number;
  parent_id: number;
  author: CommunityPerson;
  text: string;
  mentions: Mention[];
  created_at: string;
  like_count: number;
  is_liked: 0 | 1;
  is_mine: 0 | 1;
  replies: Comment[];
}

const replySchema = z.object({
  comment_id: numericId,
  post_id: numericId,
  parent_id: cosmeticNumber(0),
  author: personSchema,
  text,
  mentions,
  created_at: text,
  like_count: count,
  is_liked: flag,
  is_mine: flag,
});

export const commentSchema = z.object({
  ...replySchema.shape,
  replies: cosmeticList(replySchema),
});

export function toComment(value: z.infer<typeof commentSchema>): Comment {
  return { ...value, replies: value.replies.map((reply) => ({ ...reply, replies: [] })) };
}

export const postsPageSchema = z.object({
  posts: z.array(postSchema),
  currentPage: count,
  hasNextPage: z.boolean(),
});

/**
 * One page of a feed. The first page also carries the posts others made since it was loaded
 * (pushed by the realtime channel), shown as the "new posts" pill until the member opens them.
 */
export interface PostsPage {
  posts: Post[];
  currentPage: number;
  hasNextPage: boolean;
  incoming: Post[];
}

export const singlePostSchema = z.object({
  post: postSchema,
  comments: z.array(commentSchema),
});
export interface SinglePost {
  post: Post;
  comments: Comment[];
}

export const verifyInviteSchema = z.object({
  community_id: numericId,
  access: flag,
  title: text,
});
export type InviteCheck = z.infer<typeof verifyInviteSchema>;

export const uploadedMediaSchema = z.array(mediaSchema).check(z.minLength(1));

/** Every post of the feed's pages, in order. */
export function flattenPosts(pages: readonly PostsPage[] | undefined): Post[] {
  return pages ? pages.flatMap((page) => page.posts) : [];
}

export function authorName(person: Pick<CommunityPerson, 'first_name' | 'last_name'>): string {
  return `${person.first_name} ${person.last_name}`.trim() || 'Member';
}

// ---------------------------------------------------------------------------------------------
// Realtime: posts and comments others make (declaration merging into the channel's event map)

export const postCreatedEventSchema = z.object({ post: postSchema });
export const commentCreatedEventSchema = z.object({
  community_id: numericId,
  post_id: numericId,
  comment: replySchema,
});

declare module '@/lib/realtime/events' {
  interface RealtimeServerEvents {
    communityPostCreated: unknown;
    communityCommentCreated: unknown;
  }
}

import * as z from 'zod/mini';
import {
  cosmeticList,
  cosmeticNumber,
  cosmeticText,
  strictId,
  strictNumber,
} from '@/lib/api/schemas';
import type { LocationProblem } from '@/lib/geolocation';

/**
 * Friends and public profiles (spec 1 §2 routes, §3 privacy flags hide_profile, can_find,
 * can_request, §6 a badge per tier; spec 3 §7 "Community and friends": friends, recommanded,
 * pending_requests, sent_requests, counter, request, search_user, near_me, send_follow_request).
 */

// ---------------------------------------------------------------------------------------------
// Paths

export const FRIENDS_PATH = '/home/friends/suggestion';
export const FRIENDS_NEAR_ME_PATH = '/home/friendsnearme';
export const profileViewPath = (userId: number) => `/home/profileview/${userId}`;
export const messengerPath = (userId: number) =>
  `/home/messenger?rec=${encodeURIComponent(userId)}`;

// ---------------------------------------------------------------------------------------------
// Words (the spec shows none for these screens: these are the app's own)

export const SEARCH_MAX_LENGTH = 100;
export const PRIVATE_PROFILE_TITLE = 'This profile is private.';
export const privateProfileText = (name: string) =>
  `${name} only shares their profile with friends.`;
export const noRequestsText = (name: string) => `${name} is not accepting friend requests.`;

export const LOCATION_MESSAGES: Record<LocationProblem, string> = {
  refused:
    'Location access is turned off for this site, so we cannot show people near you. Allow location in your browser settings and try again, or search for friends by name.',
  unavailable:
    'Your location is not available right now, so we cannot show people near you. Try again, or search for friends by name.',
};

// ---------------------------------------------------------------------------------------------
// Pure rules

/** Where the member stands with someone: none, friends, request sent, request received. */
export type FriendStatus = 'none' | 'friends' | 'sent' | 'received';

const STATUS_BY_CODE: Record<number, FriendStatus> = {
  0: 'none',
  1: 'friends',
  2: 'sent',
  3: 'received',
};

export const TIER_LABELS: Record<number, string> = {
  1: 'Free',
  2: 'Premium',
  3: 'Expert',
  4: 'Ambassador',
};

/** The tier badge's words (spec 1 §6: a badge per tier), or '' for an unknown tier. */
export function tierLabel(type: number): string {
  return TIER_LABELS[type] ?? '';
}

export function personName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim() || 'Member';
}

export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function mutualLabel(count: number): string {
  return count > 0 ? countLabel(count, 'mutual friend', 'mutual friends') : '';
}

export function distanceLabel(miles: number): string {
  if (miles < 0.1) return 'Less than 0.1 miles away';
  const rounded = miles < 10 ? miles.toFixed(1) : String(Math.round(miles));
  return `${rounded} ${rounded === '1.0' ? 'mile' : 'miles'} away`;
}

/** What the friend button does for someone, from where the member stands with them. */
export type FriendAction =
  | { kind: 'send' }
  | { kind: 'cancel' }
  | { kind: 'answer' }
  | { kind: 'friends' }
  | { kind: 'closed' };

export function friendAction(person: {
  friend_status: FriendStatus;
  can_request: 0 | 1;
}): FriendAction {
  switch (person.friend_status) {
    case 'friends':
      return { kind: 'friends' };
    case 'sent':
      return { kind: 'cancel' };
    case 'received':
      return { kind: 'answer' };
    default:
      return person.can_request === 1 ? { kind: 'send' } : { kind: 'closed' };
  }
}

/** The trimmed search term, or null when nothing is asked. */
export function readSearch(value: string): string | null {
  const term = value.trim();
  return term ? term.slice(0, SEARCH_MAX_LENGTH) : null;
}

/** A route id: a positive whole number, else null (the page shows "not found"). */
export function routeUserId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

// ---------------------------------------------------------------------------------------------
// Reply schemas (ids, relations and privacy flags strict; names, texts and counts cosmetic)

const flag = z.pipe(
  strictNumber,
  z.transform((value): 0 | 1 => (value === 1 ? 1 : 0)),
);
/** A member id: a positive whole number, else the reply is unreadable. */
const numericId = z.pipe(
  strictId,
  z.transform((value, context) => {
    const id = Number(value);
    if (Number.isInteger(id) && id > 0) return id;
    context.issues.push({ code: 'custom', message: 'Not a member id', input: value });
    return z.NEVER;
  }),
);
/** 0 none, 1 friends, 2 request sent, 3 request received; anything else is unreadable. */
const friendStatus = z.pipe(
  strictNumber,
  z.transform((value, context): FriendStatus => {
    const status = STATUS_BY_CODE[value];
    if (status) return status;
    context.issues.push({ code: 'custom', message: 'Unknown friend status', input: value });
    return z.NEVER;
  }),
);

export const personSchema = z.object({
  user_id: numericId,
  first_name: cosmeticText(),
  last_name: cosmeticText(),
  username: cosmeticText(),
  image: cosmeticText(),
  type: cosmeticNumber(1),
  city: cosmeticText(),
  mutual_friends: cosmeticNumber(),
  friend_status: friendStatus,
  is_following: flag,
  can_request: flag,
  distance: z.optional(cosmeticNumber()),
});
export type FriendPerson = z.infer<typeof personSchema>;

export const peopleSchema = z.array(personSchema);

export const counterSchema = z.object({
  friends: cosmeticNumber(),
  pending_requests: cosmeticNumber(),
  sent_requests: cosmeticNumber(),
  following: cosmeticNumber(),
  /** The app's own addition to the spec's counter (0 from a server that does not send it). */
  followers: cosmeticNumber(),
});
export type FriendCounter = z.infer<typeof counterSchema>;

export const badgeSchema = z.object({ badge_id: numericId, title: cosmeticText() });

export const profileSchema = z.object({
  user_id: numericId,
  first_name: cosmeticText(),
  last_name: cosmeticText(),
  username: cosmeticText(),
  image: cosmeticText(),
  type: cosmeticNumber(1),
  hide_profile: flag,
  can_request: flag,
  friend_status: friendStatus,
  is_following: flag,
  is_me: flag,
  about_me: cosmeticText(),
  city: cosmeticText(),
  badges: cosmeticList(badgeSchema),
  friends_count: cosmeticNumber(),
  followers_count: cosmeticNumber(),
});
export type PublicProfile = z.infer<typeof profileSchema>;

const userPostSchema = z.object({
  post_id: numericId,
  community_id: numericId,
  text: cosmeticText(),
  media: cosmeticList(z.object({ url: z.string(), video: cosmeticNumber(0) })),
  created_at: cosmeticText(),
  like_count: cosmeticNumber(),
  comment_count: cosmeticNumber(),
});

export const userPostsPageSchema = z.object({
  posts: z.array(userPostSchema),
  currentPage: strictNumber,
  hasNextPage: z.boolean(),
});
export type UserPostsPage = z.infer<typeof userPostsPageSchema>;

/** What a request call does to the relation (spec 3 §7 POST friends/request). */
/** What a member does about a friendship: ask, answer, take back a request, or end it. */
export type RequestAction = 'send' | 'accept' | 'decline' | 'cancel' | 'remove';

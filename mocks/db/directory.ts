/**
 * The directory every area of the mock reads its people from: the demo accounts (users.ts, who
 * log in) and the members table (membersTables.ts, who do not), one list with one shape. The
 * community's authors, the friends screen and profiles, and the chat's people are views of it.
 */
import { db } from './store';
import type { MockUser } from './users';
import type { MockMember } from './membersTables';

const bit = (value: unknown, fallback: 0 | 1): 0 | 1 =>
  value === undefined || value === null || value === '' ? fallback : Number(value) === 1 ? 1 : 0;

/** A demo account as a member of the directory: its privacy flags (spec 1 §3) when it has them. */
function accountMember(user: MockUser): MockMember {
  return {
    user_id: user.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    image: user.img,
    type: user.type,
    is_staff: user.is_staff === 1 ? 1 : 0,
    about_me: typeof user.about_me === 'string' ? user.about_me : '',
    city: '',
    latitude: null,
    longitude: null,
    hide_profile: bit(user.hide_profile, 0),
    can_find: bit(user.can_find, 1),
    can_request: bit(user.can_request, 1),
    badges: [],
  };
}

/** Every member: the members table, then the demo accounts (hypnotherapy users are not members). */
export function allMembers(): MockMember[] {
  const data = db.get();
  return [...data.members, ...data.users.filter((user) => !user.hypno).map(accountMember)];
}

/** One member by id (a number or its text), or undefined when there is no such member. */
export function memberById(userId: unknown): MockMember | undefined {
  const id = Number(userId);
  if (!Number.isInteger(id)) return undefined;
  const data = db.get();
  const user = data.users.find((candidate) => candidate.user_id === id && !candidate.hypno);
  if (user) return accountMember(user);
  return data.members.find((candidate) => candidate.user_id === id);
}

/** Whether the member has a place (the friends screen's suggestions and near me need one). */
export function hasPlace(
  member: MockMember,
): member is MockMember & { latitude: number; longitude: number } {
  return Number.isFinite(member.latitude) && Number.isFinite(member.longitude);
}

/** The user ids `followerId` follows (the one follow relation: friendsTables.ts `follows`). */
export function followedIds(followerId: number): number[] {
  return db
    .get()
    .follows.filter((follow) => follow.follower === followerId)
    .map((follow) => follow.followee);
}

/**
 * Friends and public profiles (spec 3 §7 "Community and friends"): GET friends/friends,
 * recommanded, pending_requests, sent_requests, counter; POST friends/request (send, accept,
 * decline, cancel, remove), search_user, near_me, send_follow_request. The public profile is
 * POST friends/profile (the app's own path: the spec names no profile call), the people the
 * member follows GET friends/following and those who follow them GET friends/followers (the
 * app's own paths too), the member's posts POST community/get_user_post. Privacy flags (spec 1 §3, §6): hide_profile keeps the profile
 * and posts to friends, can_find keeps a member out of search, suggestions and near me,
 * can_request refuses friend requests. The people are the one directory of members
 * (mocks/db/directory.ts), the same the community and the chat read.
 */
import { db } from '../db/store';
import type { MockUser } from '../db/users';
import { allMembers, hasPlace, memberById } from '../db/directory';
import type { MockMember } from '../db/membersTables';
import { wirePost } from './community';
import { fail, memberRoute, ok, str } from './respond';

const NOT_FOUND = 'This member could not be found.';
const PRIVATE_PROFILE = 'This profile is private.';
const NO_REQUESTS = 'This member is not accepting friend requests.';
const SEARCH_MAX = 100;
const NEAR_ME_MILES = 30;
const POSTS_PAGE_SIZE = 10;

type FriendStatus = 0 | 1 | 2 | 3;

function areFriends(a: number, b: number): boolean {
  return db
    .get()
    .friendships.some(([one, two]) => (one === a && two === b) || (one === b && two === a));
}

function friendIds(userId: number): number[] {
  return db
    .get()
    .friendships.flatMap(([one, two]) => (one === userId ? [two] : two === userId ? [one] : []));
}

/** 0 none, 1 friends, 2 the viewer sent a request, 3 the viewer received one. */
function friendStatus(viewerId: number, userId: number): FriendStatus {
  if (areFriends(viewerId, userId)) return 1;
  const requests = db.get().friendRequests;
  if (requests.some((request) => request.from === viewerId && request.to === userId)) return 2;
  if (requests.some((request) => request.from === userId && request.to === viewerId)) return 3;
  return 0;
}

function isFollowing(viewerId: number, userId: number): boolean {
  return db
    .get()
    .follows.some((follow) => follow.follower === viewerId && follow.followee === userId);
}

function mutualFriends(viewerId: number, userId: number): number {
  const mine = new Set(friendIds(viewerId));
  return friendIds(userId).filter((id) => mine.has(id)).length;
}

function wirePerson(person: MockMember, viewerId: number, extra: object = {}) {
  return {
    user_id: person.user_id,
    first_name: person.first_name,
    last_name: person.last_name,
    username: person.username,
    image: person.image,
    type: person.type,
    city: person.city,
    mutual_friends: mutualFriends(viewerId, person.user_id),
    friend_status: friendStatus(viewerId, person.user_id),
    is_following: isFollowing(viewerId, person.user_id) ? 1 : 0,
    can_request: person.can_request,
    ...extra,
  };
}

function people(ids: number[], viewerId: number) {
  return ids.flatMap((id) => {
    const person = memberById(id);
    return person ? [wirePerson(person, viewerId)] : [];
  });
}

/** Who a member may find by name: findable, not themselves. */
function discoverable(user: MockUser): MockMember[] {
  return allMembers().filter((person) => person.can_find === 1 && person.user_id !== user.user_id);
}

/** Suggestions and near me come from the members with a place (the demo accounts have none). */
function suggestable(user: MockUser) {
  return discoverable(user).filter(hasPlace);
}

/** Whether the member declined a friend request from this person. */
function declinedBy(userId: number, personId: number): boolean {
  return db.get().declinedRequests.some((entry) => entry.to === userId && entry.from === personId);
}

function milesBetween(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

function isCommunityMember(user: MockUser, communityId: number): boolean {
  const data = db.get();
  const community = data.communities.find((item) => item.community_id === communityId);
  return Boolean(
    community &&
    (community.everyMember ||
      (data.communityMembers[String(user.user_id)] ?? []).includes(communityId)),
  );
}

/** The profile is shown in full to the member, their friends, and everyone when not hidden. */
function canSeeProfile(viewer: MockUser, person: MockMember): boolean {
  return (
    person.hide_profile === 0 ||
    person.user_id === viewer.user_id ||
    areFriends(viewer.user_id, person.user_id)
  );
}

function removeRequest(from: number, to: number): boolean {
  return db.update((data) => {
    const before = data.friendRequests.length;
    data.friendRequests = data.friendRequests.filter(
      (request) => !(request.from === from && request.to === to),
    );
    return data.friendRequests.length < before;
  });
}

function unfriend(a: number, b: number): void {
  db.update((data) => {
    data.friendships = data.friendships.filter(
      ([one, two]) => !((one === a && two === b) || (one === b && two === a)),
    );
  });
}

function befriend(a: number, b: number): void {
  removeRequest(a, b);
  removeRequest(b, a);
  db.update((data) => {
    if (!areFriends(a, b)) data.friendships.push([a, b]);
  });
}

/**
 * The other side of the member's friend requests, the latest first: who sent them the requests
 * they `received`, or whom they `sent` theirs.
 */
function requesters(userId: number, side: 'received' | 'sent'): number[] {
  const received = side === 'received';
  return db
    .get()
    .friendRequests.filter((request) => (received ? request.to : request.from) === userId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((request) => (received ? request.from : request.to));
}

/** The other side of the member's follows, the latest first: whom they follow, or who follows them. */
function followPeople(userId: number, side: 'following' | 'followers'): number[] {
  const following = side === 'following';
  return db
    .get()
    .follows.filter((follow) => (following ? follow.follower : follow.followee) === userId)
    .map((follow) => (following ? follow.followee : follow.follower))
    .reverse();
}

/** A list of people, as the signed-in member sees them, whose ids `ids` picks. */
function peopleRoute(path: string, ids: (userId: number) => number[]) {
  return memberRoute('get', path, ({ user }) => ok(people(ids(user.user_id), user.user_id)));
}

export const friendsHandlers = [
  peopleRoute('friends/friends', friendIds),

  memberRoute('get', 'friends/recommanded', ({ user }) =>
    ok(
      suggestable(user)
        .filter(
          (person) =>
            friendStatus(user.user_id, person.user_id) === 0 &&
            !declinedBy(user.user_id, person.user_id),
        )
        .map((person) => wirePerson(person, user.user_id))
        .sort((a, b) => b.mutual_friends - a.mutual_friends || a.user_id - b.user_id),
    ),
  ),

  peopleRoute('friends/pending_requests', (id) => requesters(id, 'received')),
  peopleRoute('friends/sent_requests', (id) => requesters(id, 'sent')),
  peopleRoute('friends/following', (id) => followPeople(id, 'following')),
  peopleRoute('friends/followers', (id) => followPeople(id, 'followers')),

  memberRoute('get', 'friends/counter', ({ user }) => {
    return ok({
      friends: friendIds(user.user_id).length,
      pending_requests: requesters(user.user_id, 'received').length,
      sent_requests: requesters(user.user_id, 'sent').length,
      following: followPeople(user.user_id, 'following').length,
      followers: followPeople(user.user_id, 'followers').length,
    });
  }),

  memberRoute('post', 'friends/request', ({ user, body }) => {
    const person = memberById(body.user_id);
    if (!person) return fail(NOT_FOUND);
    const viewerId = user.user_id;
    const action = str(body.action);
    switch (action) {
      case 'send': {
        if (person.user_id === viewerId) return fail('You cannot send yourself a friend request.');
        const status = friendStatus(viewerId, person.user_id);
        if (status === 1) return fail('You are already friends.');
        if (status === 2) return fail('You have already sent a friend request.');
        // They asked first: sending one back makes them friends.
        if (status === 3) {
          befriend(viewerId, person.user_id);
          return ok(wirePerson(person, viewerId), 'You are now friends.');
        }
        if (person.can_request !== 1) return fail(NO_REQUESTS);
        db.update((data) => {
          data.friendRequests.push({
            from: viewerId,
            to: person.user_id,
            created_at: new Date().toISOString(),
          });
        });
        return ok(wirePerson(person, viewerId), 'Friend request sent.');
      }
      case 'accept':
        if (friendStatus(viewerId, person.user_id) !== 3)
          return fail('This friend request is no longer available.');
        befriend(viewerId, person.user_id);
        return ok(wirePerson(person, viewerId), 'You are now friends.');
      case 'decline':
        if (!removeRequest(person.user_id, viewerId))
          return fail('This friend request is no longer available.');
        db.update((data) => {
          data.declinedRequests.push({ from: person.user_id, to: viewerId });
        });
        return ok(wirePerson(person, viewerId), 'Friend request declined.');
      case 'cancel':
        if (!removeRequest(viewerId, person.user_id))
          return fail('This friend request is no longer available.');
        return ok(wirePerson(person, viewerId), 'Friend request cancelled.');
      case 'remove':
        if (friendStatus(viewerId, person.user_id) !== 1) return fail('You are not friends.');
        unfriend(viewerId, person.user_id);
        return ok(wirePerson(person, viewerId), 'Removed from your friends.');
      default:
        return fail('Please choose send, accept, decline, cancel or remove.');
    }
  }),

  memberRoute('post', 'friends/search_user', ({ user, body }) => {
    const search = str(body.search).trim().toLowerCase();
    if (!search) return fail('Please enter a name to search for.');
    if (search.length > SEARCH_MAX) return fail(`Please use at most ${SEARCH_MAX} characters.`);
    return ok(
      discoverable(user)
        .filter((person) =>
          [`${person.first_name} ${person.last_name}`, person.username].some((name) =>
            name.toLowerCase().includes(search),
          ),
        )
        .map((person) => wirePerson(person, user.user_id)),
    );
  }),

  memberRoute('post', 'friends/near_me', ({ user, body }) => {
    const latitude = Number(body.latitude);
    const longitude = Number(body.longitude);
    if (
      typeof body.latitude !== 'number' ||
      typeof body.longitude !== 'number' ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    )
      return fail('Your location could not be read.');
    return ok(
      suggestable(user)
        .map((person) => ({ person, miles: milesBetween({ latitude, longitude }, person) }))
        .filter(({ miles }) => miles <= NEAR_ME_MILES)
        .sort((a, b) => a.miles - b.miles)
        .slice(0, 30)
        .map(({ person, miles }) =>
          wirePerson(person, user.user_id, { distance: Math.round(miles * 10) / 10 }),
        ),
    );
  }),

  memberRoute('post', 'friends/send_follow_request', ({ user, body }) => {
    const person = memberById(body.user_id);
    if (!person) return fail(NOT_FOUND);
    if (person.user_id === user.user_id) return fail('You cannot follow yourself.');
    const follow = Number(body.follow) === 1;
    db.update((data) => {
      data.follows = data.follows.filter(
        (item) => !(item.follower === user.user_id && item.followee === person.user_id),
      );
      if (follow) data.follows.push({ follower: user.user_id, followee: person.user_id });
    });
    return ok(
      wirePerson(person, user.user_id),
      follow ? `You are following ${person.first_name}.` : `You unfollowed ${person.first_name}.`,
    );
  }),

  memberRoute('post', 'friends/profile', ({ user, body }) => {
    const person = memberById(body.user_id);
    if (!person) return fail(NOT_FOUND);
    const visible = canSeeProfile(user, person);
    const data = db.get();
    return ok({
      user_id: person.user_id,
      first_name: person.first_name,
      last_name: person.last_name,
      username: person.username,
      image: person.image,
      type: person.type,
      hide_profile: visible ? 0 : 1,
      can_request: person.can_request,
      friend_status: friendStatus(user.user_id, person.user_id),
      is_following: isFollowing(user.user_id, person.user_id) ? 1 : 0,
      is_me: person.user_id === user.user_id ? 1 : 0,
      about_me: visible ? person.about_me : '',
      city: visible ? person.city : '',
      badges: visible ? person.badges.map((title, index) => ({ badge_id: index + 1, title })) : [],
      friends_count: visible ? friendIds(person.user_id).length : 0,
      followers_count: visible
        ? data.follows.filter((follow) => follow.followee === person.user_id).length
        : 0,
    });
  }),

  memberRoute('post', 'community/get_user_post', ({ user, body }) => {
    const person = memberById(body.user_id);
    if (!person) return fail(NOT_FOUND);
    if (!canSeeProfile(user, person)) return fail(PRIVATE_PROFILE);
    const page = Math.max(1, Math.floor(Number(body.page)) || 1);
    const now = Date.now();
    const posts = db
      .get()
      .communityPosts.filter(
        (post) =>
          post.user_id === person.user_id &&
          (!post.scheduled_at || new Date(post.scheduled_at).getTime() <= now) &&
          isCommunityMember(user, post.community_id),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const start = (page - 1) * POSTS_PAGE_SIZE;
    return ok({
      posts: posts
        .slice(start, start + POSTS_PAGE_SIZE)
        .map((post) => wirePost(post, user.user_id)),
      currentPage: page,
      hasNextPage: start + POSTS_PAGE_SIZE < posts.length,
    });
  }),
];

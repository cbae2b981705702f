/**
 * Community (spec 3 §7 "Community and friends"): GET community (the member's communities, in the
 * staff's order); POST community/posts, single_post, post (create, edit, schedule), comment,
 * like, post_delete, comment_delete, search_username_or_hashtag, list_who_liked,
 * scheduled_posts_list, verify_community_group_string, give_community_direct_access, hide_post,
 * hide_user_community, community_reorder; community/upload_media takes the photos and videos
 * of a post. New posts and comments are pushed on the realtime channel to everyone else.
 * Posts and comments carry `mentions` (the app's own field): the members their @names name.
 */
import { HttpResponse } from 'msw';
import { db } from '../db/store';
import type { MockUser } from '../db/users';
import {
  COMMUNITY_AUTHORS,
  type MockCommunityComment,
  type MockCommunityMedia,
  type MockCommunityPost,
} from '../db/communityTables';
import { allMembers, memberById } from '../db/directory';
import { realtimeServer } from '../realtime/server';
import { communityCommentBody, communityPostBody } from '../../src/lib/validation/requestBodies';
import { fail, memberRoute, ok, refusedBody, str } from './respond';
import { hasBought, purchaseLock } from './oneTime';

const PAGE_SIZE = 10;
const MEDIA_PATTERN = /\.(jpe?g|gif|png|mp4|mov)$/i;
const VIDEO_PATTERN = /\.(mp4|mov)$/i;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
const MEDIA_TYPE_ERROR = 'Only .jpg, .jpeg, .gif, .png, .mp4 and .mov files can be posted.';
const NO_COMMUNITY_ACCESS = "You don't have access this community.";
const NOT_FOUND = 'This post could not be found.';

/** A post's or comment's author: a member of the one directory (mocks/db/directory.ts). */
function person(userId: number) {
  const known = memberById(userId);
  return {
    user_id: userId,
    first_name: known?.first_name ?? 'RWL',
    last_name: known?.last_name ?? 'Member',
    username: known?.username ?? `member${userId}`,
    image: known?.image ?? '',
    is_staff: known?.is_staff ?? 0,
  };
}

function isMember(user: MockUser, communityId: number): boolean {
  const data = db.get();
  const community = data.communities.find((item) => item.community_id === communityId);
  if (!community) return false;
  return (
    community.everyMember ||
    (data.communityMembers[String(user.user_id)] ?? []).includes(communityId) ||
    // A community sold separately is joined by buying it.
    hasBought(user, 'community', communityId)
  );
}

const isLive = (post: MockCommunityPost, now = Date.now()) =>
  !post.scheduled_at || new Date(post.scheduled_at).getTime() <= now;

function commentCount(postId: number): number {
  return db.get().communityComments.filter((comment) => comment.post_id === postId).length;
}

const MENTION = /(?:^|[^\p{L}\p{N}_])@([\p{L}\p{N}_]{1,50})/gu;

/**
 * The members a text mentions by user name, with their ids (the app links each to the member's
 * profile): people who can be found (can_find) and the demo accounts; other names stay text.
 */
function mentionsIn(text: string): { user_id: number; username: string }[] {
  const names = new Set([...text.matchAll(MENTION)].map((match) => (match[1] ?? '').toLowerCase()));
  if (names.size === 0) return [];
  const people = allMembers().filter((person) => person.can_find === 1);
  return [...names].flatMap((name) => {
    const found = people.find((person) => person.username.toLowerCase() === name);
    return found ? [{ user_id: found.user_id, username: found.username }] : [];
  });
}

export function wirePost(post: MockCommunityPost, viewerId: number) {
  return {
    post_id: post.post_id,
    community_id: post.community_id,
    author: person(post.user_id),
    text: post.text,
    mentions: mentionsIn(post.text),
    media: post.media,
    created_at: post.scheduled_at || post.created_at,
    scheduled_at: isLive(post) ? '' : post.scheduled_at,
    like_count: post.likes.length,
    comment_count: commentCount(post.post_id),
    is_liked: post.likes.includes(viewerId) ? 1 : 0,
    is_mine: post.user_id === viewerId ? 1 : 0,
  };
}

function wireComment(comment: MockCommunityComment, viewerId: number) {
  return {
    comment_id: comment.comment_id,
    post_id: comment.post_id,
    parent_id: comment.parent_id,
    author: person(comment.user_id),
    text: comment.text,
    mentions: mentionsIn(comment.text),
    created_at: comment.created_at,
    like_count: comment.likes.length,
    is_liked: comment.likes.includes(viewerId) ? 1 : 0,
    is_mine: comment.user_id === viewerId ? 1 : 0,
  };
}

/** The live posts of a community a member sees, newest first (hidden posts and people left out). */
function feedFor(user: MockUser, communityId: number): MockCommunityPost[] {
  const data = db.get();
  const hiddenPosts = data.communityHiddenPosts[String(user.user_id)] ?? [];
  const hiddenUsers = data.communityHiddenUsers[String(user.user_id)] ?? [];
  return data.communityPosts
    .filter(
      (post) =>
        post.community_id === communityId &&
        isLive(post) &&
        !hiddenPosts.includes(post.post_id) &&
        !hiddenUsers.includes(post.user_id),
    )
    .sort((a, b) => (b.scheduled_at || b.created_at).localeCompare(a.scheduled_at || a.created_at));
}

function findPost(id: unknown): MockCommunityPost | undefined {
  return db.get().communityPosts.find((post) => post.post_id === Number(id));
}

function nextId(): number {
  return db.update((data) => {
    data.nextCommunityId += 1;
    return data.nextCommunityId;
  });
}

function readMedia(value: unknown): MockCommunityMedia[] | null {
  if (value === undefined || value === null || value === '') return [];
  if (!Array.isArray(value) || value.length > 4) return null;
  const media: MockCommunityMedia[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') return null;
    const url = str((item as { url?: unknown }).url);
    if (!url) return null;
    media.push({ url, video: Number((item as { video?: unknown }).video) === 1 ? 1 : 0 });
  }
  return media;
}

/** Pushes a new post to everyone connected (each client keeps it for its own community). */
function announcePost(post: MockCommunityPost): void {
  realtimeServer.push('communityPostCreated', { post: wirePost(post, 0) });
}

function announceComment(comment: MockCommunityComment, communityId: number): void {
  realtimeServer.push('communityCommentCreated', {
    community_id: communityId,
    post_id: comment.post_id,
    comment: wireComment(comment, 0),
  });
}

const utcNow = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** What a mention sits in: a comment (or reply), or a post. */
interface MentionPlace {
  text: string;
  user_id: number;
  post_id: number;
}

/**
 * The members a comment or a post mentions, other than its author, are told so, and at once over
 * the channel their unread count moves. A comment's mention is a notification of type
 * post_comment_replied_mention (spec 1 §2); the spec names no type for a post's mention, so it
 * goes as post_create, whose click opens the post too.
 */
function notifyMentioned(place: MentionPlace, communityId: number, kind: 'comment' | 'post'): void {
  const named = mentionsIn(place.text).filter((mention) => mention.user_id !== place.user_id);
  if (named.length === 0) return;
  const author = person(place.user_id);
  db.update((data) => {
    let id = Math.max(0, ...data.notifications.map((item) => item.notification_id));
    for (const { user_id } of named) {
      id += 1;
      data.notifications.push({
        notification_id: id,
        user_id,
        title: `${author.first_name} ${author.last_name} mentioned you in a ${kind}`.trim(),
        sub_title: place.text.slice(0, 120),
        type: kind === 'comment' ? 'post_comment_replied_mention' : 'post_create',
        type_id: String(place.post_id),
        screen: '',
        screen_id: '',
        post_community_id: String(communityId),
        media: '',
        url: '',
        updated_date: utcNow(),
        user_image: author.image,
        first_name: author.first_name,
        last_name: author.last_name,
        is_staff: author.is_staff,
        magazine_id: '',
        is_read: 0,
        community_id: String(communityId),
        post_id: String(place.post_id),
      });
    }
  });
  const notifications = db.get().notifications;
  for (const { user_id } of named) {
    const count = notifications.filter((item) => item.user_id === user_id && !item.is_read).length;
    realtimeServer.push('unreadNotification', { count }, user_id);
  }
}

export const communityHandlers = [
  memberRoute('get', 'community', ({ user }) => {
    const data = db.get();
    const order = data.communityOrder;
    const rank = (id: number) => {
      const index = order.indexOf(id);
      return index < 0 ? order.length + id : index;
    };
    return ok(
      data.communities
        .filter((community) => isMember(user, community.community_id))
        .sort((a, b) => rank(a.community_id) - rank(b.community_id))
        .map(({ community_id, title, description, image }) => ({
          community_id,
          title,
          description,
          image,
        })),
    );
  }),

  /** Communities sold separately that the member has not bought: what they are and cost (issue 33). */
  memberRoute('get', 'community/for_sale', ({ user }) => {
    const data = db.get();
    return ok(
      data.communities.flatMap(({ community_id, title, description, image }) => {
        if (isMember(user, community_id)) return [];
        const lock = purchaseLock(user, 'community', community_id);
        return lock
          ? [
              {
                community_id,
                title,
                description,
                image,
                price: lock.price,
                currency_symbol: lock.currency_symbol,
              },
            ]
          : [];
      }),
    );
  }),

  memberRoute('post', 'community/community_reorder', ({ user, body }) => {
    if (user.is_staff !== 1) return fail('Only the RWL Team can reorder communities.');
    const order = Array.isArray(body.order) ? body.order.map(Number) : [];
    const known = new Set(db.get().communities.map((community) => community.community_id));
    if (!order.length || order.some((id) => !known.has(id)))
      return fail('Please send the communities in their new order.');
    db.update((data) => {
      data.communityOrder = order;
    });
    return ok([], 'The order of the communities is saved.');
  }),

  memberRoute('post', 'community/posts', ({ user, body }) => {
    const communityId = Number(body.community_id);
    if (!isMember(user, communityId)) return fail(NO_COMMUNITY_ACCESS);
    const page = Math.max(1, Math.floor(Number(body.page)) || 1);
    const posts = feedFor(user, communityId);
    const start = (page - 1) * PAGE_SIZE;
    return ok({
      posts: posts.slice(start, start + PAGE_SIZE).map((post) => wirePost(post, user.user_id)),
      currentPage: page,
      hasNextPage: start + PAGE_SIZE < posts.length,
    });
  }),

  memberRoute('post', 'community/single_post', ({ user, body }) => {
    const post = findPost(body.post_id);
    if (!post || post.community_id !== Number(body.community_id)) return fail(NOT_FOUND);
    if (!isMember(user, post.community_id)) return fail(NO_COMMUNITY_ACCESS);
    if (!isLive(post) && post.user_id !== user.user_id) return fail(NOT_FOUND);
    const comments = db
      .get()
      .communityComments.filter((comment) => comment.post_id === post.post_id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
    return ok({
      post: wirePost(post, user.user_id),
      comments: comments
        .filter((comment) => comment.parent_id === 0)
        .map((comment) => ({
          ...wireComment(comment, user.user_id),
          replies: comments
            .filter((reply) => reply.parent_id === comment.comment_id)
            .map((reply) => wireComment(reply, user.user_id)),
        })),
    });
  }),

  memberRoute('post', 'community/upload_media', async ({ request }) => {
    let files: File[] = [];
    try {
      const form = await request.formData();
      files = form.getAll('file').filter((value): value is File => value instanceof File);
    } catch {
      files = [];
    }
    if (!files.length) return fail('Please choose a photo or video.');
    if (files.length > 4) return fail('You can add at most 4 photos or videos.');
    for (const file of files) {
      if (!MEDIA_PATTERN.test(file.name)) return fail(MEDIA_TYPE_ERROR);
      const video = VIDEO_PATTERN.test(file.name);
      if (file.size > (video ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES))
        return fail(video ? 'Videos can be at most 50 MB.' : 'Photos can be at most 10 MB.');
    }
    return HttpResponse.json({
      status: 1,
      message: 'Uploaded',
      data: files.map((file) => ({
        url:
          typeof URL.createObjectURL === 'function'
            ? URL.createObjectURL(file)
            : `/uploads/${encodeURIComponent(file.name)}`,
        video: VIDEO_PATTERN.test(file.name) ? 1 : 0,
      })),
    });
  }),

  memberRoute('post', 'community/post', ({ user, body }) => {
    const communityId = Number(body.community_id);
    if (!isMember(user, communityId)) return fail(NO_COMMUNITY_ACCESS);
    // The post form's own rules: text or media (at most 4), 2000 characters, a future schedule.
    const refused = refusedBody(communityPostBody, body);
    if (refused) return refused;
    const text = str(body.text);
    const media = readMedia(body.media) ?? [];
    const schedule = str(body.schedule_date);
    const postId = Number(body.post_id) || 0;
    if (postId) {
      const existing = findPost(postId);
      if (!existing || existing.community_id !== communityId) return fail(NOT_FOUND);
      if (existing.user_id !== user.user_id) return fail('You can only edit your own posts.');
      db.update((data) => {
        const post = data.communityPosts.find((item) => item.post_id === postId);
        if (post) {
          post.text = text;
          post.media = media;
          if (schedule) post.scheduled_at = new Date(schedule).toISOString();
        }
      });
      return ok(wirePost(findPost(postId)!, user.user_id), 'Your post is updated.');
    }
    const post: MockCommunityPost = {
      post_id: nextId(),
      community_id: communityId,
      user_id: user.user_id,
      text,
      media,
      created_at: new Date().toISOString(),
      scheduled_at: schedule ? new Date(schedule).toISOString() : '',
      likes: [],
    };
    db.update((data) => {
      data.communityPosts.push(post);
    });
    if (!schedule) {
      announcePost(post);
      notifyMentioned(post, communityId, 'post');
    }
    return ok(
      wirePost(post, user.user_id),
      schedule ? 'Your post is scheduled.' : 'Your post is shared.',
    );
  }),

  memberRoute('post', 'community/comment', ({ user, body }) => {
    const post = findPost(body.post_id);
    if (!post || !isLive(post)) return fail(NOT_FOUND);
    if (!isMember(user, post.community_id)) return fail(NO_COMMUNITY_ACCESS);
    // The comment box's own rules: not blank, at most 1000 characters.
    const refused = refusedBody(communityCommentBody, body);
    if (refused) return refused;
    const text = str(body.text);
    let parentId = Number(body.parent_id) || 0;
    if (parentId) {
      const parent = db.get().communityComments.find((item) => item.comment_id === parentId);
      if (!parent || parent.post_id !== post.post_id)
        return fail('This comment could not be found.');
      // Replies are one level deep: a reply to a reply joins its thread.
      parentId = parent.parent_id || parent.comment_id;
    }
    const comment: MockCommunityComment = {
      comment_id: nextId(),
      post_id: post.post_id,
      user_id: user.user_id,
      parent_id: parentId,
      text,
      created_at: new Date().toISOString(),
      likes: [],
    };
    db.update((data) => {
      data.communityComments.push(comment);
    });
    announceComment(comment, post.community_id);
    notifyMentioned(comment, post.community_id, 'comment');
    return ok(wireComment(comment, user.user_id), 'Comment added.');
  }),

  memberRoute('post', 'community/like', ({ user, body }) => {
    const post = findPost(body.post_id);
    if (!post || !isLive(post)) return fail(NOT_FOUND);
    if (!isMember(user, post.community_id)) return fail(NO_COMMUNITY_ACCESS);
    const liked = Number(body.like) === 1;
    const commentId = Number(body.comment_id) || 0;
    const toggle = (likes: number[]) =>
      liked
        ? likes.includes(user.user_id)
          ? likes
          : [...likes, user.user_id]
        : likes.filter((id) => id !== user.user_id);
    if (commentId) {
      const found = db
        .get()
        .communityComments.some(
          (item) => item.comment_id === commentId && item.post_id === post.post_id,
        );
      if (!found) return fail('This comment could not be found.');
      db.update((data) => {
        const comment = data.communityComments.find((item) => item.comment_id === commentId);
        if (comment) comment.likes = toggle(comment.likes);
      });
    } else {
      db.update((data) => {
        const target = data.communityPosts.find((item) => item.post_id === post.post_id);
        if (target) target.likes = toggle(target.likes);
      });
    }
    return ok([], liked ? 'Liked' : 'Unliked');
  }),

  memberRoute('post', 'community/post_delete', ({ user, body }) => {
    const post = findPost(body.post_id);
    if (!post) return fail(NOT_FOUND);
    if (post.user_id !== user.user_id && user.is_staff !== 1)
      return fail('You can only delete your own posts.');
    db.update((data) => {
      data.communityPosts = data.communityPosts.filter((item) => item.post_id !== post.post_id);
      data.communityComments = data.communityComments.filter(
        (item) => item.post_id !== post.post_id,
      );
    });
    return ok([], 'Your post is deleted.');
  }),

  memberRoute('post', 'community/comment_delete', ({ user, body }) => {
    const commentId = Number(body.comment_id);
    const comment = db.get().communityComments.find((item) => item.comment_id === commentId);
    if (!comment) return fail('This comment could not be found.');
    if (comment.user_id !== user.user_id && user.is_staff !== 1)
      return fail('You can only delete your own comments.');
    db.update((data) => {
      data.communityComments = data.communityComments.filter(
        (item) => item.comment_id !== commentId && item.parent_id !== commentId,
      );
    });
    return ok([], 'Your comment is deleted.');
  }),

  memberRoute('post', 'community/hide_post', ({ user, body }) => {
    const post = findPost(body.post_id);
    if (!post) return fail(NOT_FOUND);
    db.update((data) => {
      const key = String(user.user_id);
      data.communityHiddenPosts[key] = [...(data.communityHiddenPosts[key] ?? []), post.post_id];
    });
    return ok([], 'The post is hidden.');
  }),

  memberRoute('post', 'community/hide_user_community', ({ user, body }) => {
    const hidden = Number(body.user_id);
    if (!hidden || hidden === user.user_id) return fail('You cannot hide yourself.');
    db.update((data) => {
      const key = String(user.user_id);
      data.communityHiddenUsers[key] = [...(data.communityHiddenUsers[key] ?? []), hidden];
    });
    return ok([], 'Their posts are hidden.');
  }),

  memberRoute('post', 'community/search_username_or_hashtag', ({ user, body }) => {
    const communityId = Number(body.community_id);
    if (!isMember(user, communityId)) return fail(NO_COMMUNITY_ACCESS);
    const search = str(body.search).trim().toLowerCase();
    if (!search) return fail('Please enter a name or a #hashtag.');
    const posts = feedFor(user, communityId).filter((post) => {
      if (search.startsWith('#')) {
        const tag = search.slice(1);
        return new RegExp(`#${tag.replace(/[^\p{L}\p{N}_]/gu, '')}(?![\\p{L}\\p{N}_])`, 'iu').test(
          post.text,
        );
      }
      const term = search.replace(/^@/, '');
      const author = person(post.user_id);
      return `${author.first_name} ${author.last_name} ${author.username}`
        .toLowerCase()
        .includes(term);
    });
    return ok(posts.slice(0, 50).map((post) => wirePost(post, user.user_id)));
  }),

  memberRoute('post', 'community/list_who_liked', ({ user, body }) => {
    const post = findPost(body.post_id);
    if (!post || !isLive(post)) return fail(NOT_FOUND);
    if (!isMember(user, post.community_id)) return fail(NO_COMMUNITY_ACCESS);
    return ok(post.likes.map((id) => person(id)));
  }),

  memberRoute('post', 'community/scheduled_posts_list', ({ user, body }) => {
    const communityId = Number(body.community_id);
    if (!isMember(user, communityId)) return fail(NO_COMMUNITY_ACCESS);
    return ok(
      db
        .get()
        .communityPosts.filter(
          (post) =>
            post.community_id === communityId && post.user_id === user.user_id && !isLive(post),
        )
        .sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at))
        .map((post) => wirePost(post, user.user_id)),
    );
  }),

  memberRoute('post', 'community/verify_community_group_string', ({ user, body }) => {
    const code = str(body.string);
    const invite = db.get().communityInvites.find((item) => item.code === code);
    if (!invite) return fail('This invite link is not valid.');
    const community = db
      .get()
      .communities.find((item) => item.community_id === invite.community_id);
    const access = invite.accessTypes.includes(user.type) ? 1 : 0;
    if (!access)
      return fail(NO_COMMUNITY_ACCESS, 200, { community_id: invite.community_id, access });
    return ok({ community_id: invite.community_id, access, title: community?.title ?? '' });
  }),

  memberRoute('post', 'community/give_community_direct_access', ({ user, body }) => {
    const communityId = Number(body.community_id);
    const invite = db
      .get()
      .communityInvites.find(
        (item) => item.community_id === communityId && item.accessTypes.includes(user.type),
      );
    if (!invite) return fail(NO_COMMUNITY_ACCESS);
    db.update((data) => {
      const key = String(user.user_id);
      const joined = data.communityMembers[key] ?? [];
      if (!joined.includes(communityId)) data.communityMembers[key] = [...joined, communityId];
    });
    return ok([], 'Welcome to the community!');
  }),
];

/**
 * window.__mock community controls: another member posts or comments (pushed to everyone);
 * seedCommunityPosts(count, communityId?) adds `count` text posts by the seeded members to a
 * community (default 1), a minute apart and older than every post there (scripts/bench-community.mjs:
 * a feed of 1,000 posts).
 */
export const communityMockControl = {
  seedCommunityPosts(count: number, communityId = 1): number {
    const data = db.get();
    const authors = COMMUNITY_AUTHORS;
    const oldest = Math.min(
      Date.now(),
      ...data.communityPosts
        .filter((post) => post.community_id === communityId)
        .map((post) => Date.parse(post.scheduled_at || post.created_at)),
    );
    const posts: MockCommunityPost[] = Array.from({ length: count }, (_, index) => ({
      post_id: nextId(),
      community_id: communityId,
      user_id: authors[index % authors.length] ?? 202,
      text: `Seeded post ${index + 1}: today's workout done, feeling strong! #progress`,
      media: [],
      created_at: new Date(oldest - (index + 1) * 60_000).toISOString(),
      scheduled_at: '',
      likes: [],
    }));
    db.update((state) => {
      state.communityPosts.push(...posts);
    });
    return posts.length;
  },
  communityPostFromMember(input: { communityId?: number; userId?: number; text?: string } = {}) {
    const post: MockCommunityPost = {
      post_id: nextId(),
      community_id: input.communityId ?? 1,
      user_id: input.userId ?? 202,
      text: input.text ?? 'Just finished my workout! #summershred',
      media: [],
      created_at: new Date().toISOString(),
      scheduled_at: '',
      likes: [],
    };
    db.update((data) => {
      data.communityPosts.push(post);
    });
    announcePost(post);
    return post.post_id;
  },
  communityCommentFromMember(input: { postId: number; userId?: number; text?: string }) {
    const post = findPost(input.postId);
    if (!post) return null;
    const comment: MockCommunityComment = {
      comment_id: nextId(),
      post_id: post.post_id,
      user_id: input.userId ?? 203,
      parent_id: 0,
      text: input.text ?? 'Great work!',
      created_at: new Date().toISOString(),
      likes: [],
    };
    db.update((data) => {
      data.communityComments.push(comment);
    });
    announceComment(comment, post.community_id);
    return comment.comment_id;
  },
};

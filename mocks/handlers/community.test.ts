import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../src/lib/api/request';
import { authSession } from '../../src/lib/auth/session';
import { db } from '../db/store';
import { realtimeServer } from '../realtime/server';
import { communityMockControl } from './community';

interface FeedPage {
  posts: { post_id: number; text: string }[];
  currentPage: number;
  hasNextPage: boolean;
}

function feedPage(page: number) {
  return apiRequest<FeedPage>({
    url: 'community/posts',
    method: 'POST',
    body: { community_id: 1, page },
  });
}

describe('window.__mock.seedCommunityPosts (scripts/bench-community.mjs)', () => {
  it('adds the posts to community 1 after the seeded ones, and the feed pages through all of them', async () => {
    db.update((state) => {
      state.sessions['token-community'] = 102;
    });
    authSession.saveMember('token-community', 102);
    const first = await feedPage(1);
    const before = first.data.posts[0];

    expect(communityMockControl.seedCommunityPosts(1000)).toBe(1000);
    const top = await feedPage(1);
    // The seeded posts are older: the newest post is still the one shown before.
    expect(top.data.posts[0]?.post_id).toBe(before?.post_id);
    expect(top.data.hasNextPage).toBe(true);

    let seen = 0;
    let page = 1;
    let last: FeedPage | undefined;
    do {
      last = (await feedPage(page)).data;
      seen += last.posts.filter((post) => post.text.startsWith('Seeded post ')).length;
      page += 1;
    } while (last.hasNextPage);
    expect(seen).toBe(1000);
    expect(last.posts.at(-1)?.text).toMatch(/^Seeded post 1000:/);
  });
});

describe('community/comment mentions', () => {
  it('names the members a comment mentions, leaving out people who cannot be found', async () => {
    db.update((state) => {
      state.sessions['token-mentions'] = 102;
    });
    authSession.saveMember('token-mentions', 102);
    const { data } = await apiRequest<{ text: string; mentions: unknown }>({
      url: 'community/comment',
      method: 'POST',
      body: {
        community_id: 1,
        post_id: 9003,
        parent_id: 0,
        text: 'Thanks @SamGreen and @taraquinn, @nobody and jo@aishakhan',
      },
    });
    // 208 Tara Quinn has can_find 0; "jo@aishakhan" is not a mention.
    expect(data.mentions).toEqual([{ user_id: 201, username: 'samgreen' }]);
  });
});

describe('community/comment mention notifications', () => {
  it('tells the members mentioned, not the author: a notification opening the post and their unread count at once', async () => {
    db.update((state) => {
      state.sessions['token-mention-notify'] = 102;
    });
    authSession.saveMember('token-mention-notify', 102);
    const pushed = vi.spyOn(realtimeServer, 'push');
    const before = db.get().notifications.filter((item) => item.user_id === 101).length;

    await apiRequest({
      url: 'community/comment',
      method: 'POST',
      body: { community_id: 1, post_id: 9003, parent_id: 0, text: 'Well done @free and @premium' },
    });

    const forFree = db.get().notifications.filter((item) => item.user_id === 101);
    expect(forFree).toHaveLength(before + 1);
    expect(forFree.at(-1)).toMatchObject({
      type: 'post_comment_replied_mention',
      title: 'Priya Premium mentioned you in a comment',
      community_id: '1',
      post_id: '9003',
      is_read: 0,
    });
    const unread = forFree.filter((item) => item.is_read === 0).length;
    expect(pushed).toHaveBeenCalledWith('unreadNotification', { count: unread }, 101);
    // The author mentioned themself: no notification, no push.
    expect(pushed).not.toHaveBeenCalledWith('unreadNotification', expect.anything(), 102);
    pushed.mockRestore();
  });

  it('a shared post tells the members it mentions (as post_create, opening the post); a scheduled one does not yet', async () => {
    db.update((state) => {
      state.sessions['token-mention-post'] = 102;
    });
    authSession.saveMember('token-mention-post', 102);
    const pushed = vi.spyOn(realtimeServer, 'push');
    const before = db.get().notifications.filter((item) => item.user_id === 101).length;

    const { data } = await apiRequest<{ post_id: number }>({
      url: 'community/post',
      method: 'POST',
      body: {
        community_id: 1,
        post_id: 0,
        text: 'Morning run with @free',
        media: [],
        schedule_date: '',
      },
    });

    const forFree = db.get().notifications.filter((item) => item.user_id === 101);
    expect(forFree).toHaveLength(before + 1);
    expect(forFree.at(-1)).toMatchObject({
      type: 'post_create',
      title: 'Priya Premium mentioned you in a post',
      community_id: '1',
      post_id: String(data.post_id),
      is_read: 0,
    });
    const unread = forFree.filter((item) => item.is_read === 0).length;
    expect(pushed).toHaveBeenCalledWith('unreadNotification', { count: unread }, 101);

    const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 16);
    await apiRequest({
      url: 'community/post',
      method: 'POST',
      body: {
        community_id: 1,
        post_id: 0,
        text: 'Sunday with @free',
        media: [],
        schedule_date: later,
      },
    });
    expect(db.get().notifications.filter((item) => item.user_id === 101)).toHaveLength(before + 1);
    pushed.mockRestore();
  });
});

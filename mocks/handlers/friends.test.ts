import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../src/lib/api/request';
import { authSession } from '../../src/lib/auth/session';
import { db } from '../db/store';
import { chatRealtime } from '../realtime/areas/chat';

function signIn(userId: number) {
  db.update((state) => {
    state.sessions[`token-friends-${userId}`] = userId;
  });
  authSession.saveMember(`token-friends-${userId}`, userId);
}

async function post(url: string, body: unknown): Promise<unknown> {
  return (await apiRequest({ url, method: 'POST', body })).data;
}

async function refusal(url: string, body: unknown): Promise<string> {
  try {
    await post(url, body);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${url} accepted ${JSON.stringify(body)}`);
}

describe('friends mock: the privacy flags are kept by the server, not only by the screens', () => {
  it('keeps a hidden profile and its posts to friends', async () => {
    signIn(102);
    const hidden = (await post('friends/profile', { user_id: 206 })) as Record<string, unknown>;
    expect(hidden).toMatchObject({ hide_profile: 1, about_me: '', badges: [], friends_count: 0 });
    expect(await refusal('community/get_user_post', { user_id: 206 })).toBe(
      'This profile is private.',
    );
    // Once friends, the profile opens.
    db.update((state) => {
      state.friendships.push([102, 206]);
    });
    const open = (await post('friends/profile', { user_id: 206 })) as Record<string, unknown>;
    expect(open).toMatchObject({ hide_profile: 0, friend_status: 1 });
  });

  it('refuses a request to someone who takes none, and never finds someone who cannot be found', async () => {
    signIn(102);
    expect(await refusal('friends/request', { user_id: 207, action: 'send' })).toBe(
      'This member is not accepting friend requests.',
    );
    const found = (await post('friends/search_user', { search: 'tara' })) as unknown[];
    expect(found).toEqual([]);
    const near = (await post('friends/near_me', { latitude: 51.5074, longitude: -0.1278 })) as {
      user_id: number;
    }[];
    expect(near.map((person) => person.user_id)).not.toContain(208);
  });

  it('answers only requests that are waiting, and a request back makes friends', async () => {
    signIn(102);
    expect(await refusal('friends/request', { user_id: 205, action: 'accept' })).toBe(
      'This friend request is no longer available.',
    );
    expect(await refusal('friends/request', { user_id: 202, action: 'cancel' })).toBe(
      'This friend request is no longer available.',
    );
    const aisha = (await post('friends/request', { user_id: 202, action: 'send' })) as {
      friend_status: number;
    };
    expect(aisha.friend_status).toBe(1);
    expect(db.get().friendRequests.some((request) => request.from === 202)).toBe(false);
  });
});

describe('friends mock: a declined request', () => {
  it('does not come back as a suggestion to the member who declined it', async () => {
    const suggested = async () =>
      (
        (await apiRequest({ url: 'friends/recommanded', method: 'GET' })).data as {
          user_id: number;
        }[]
      ).map((person) => person.user_id);
    // Jo Taylor (203) is a suggestion to a member who does not know her...
    signIn(101);
    expect(await suggested()).toContain(203);
    // ...but not to the member who declined her request.
    signIn(102);
    await post('friends/request', { user_id: 203, action: 'decline' });
    expect(db.get().friendRequests.some((request) => request.from === 203)).toBe(false);
    expect(await suggested()).not.toContain(203);
  });
});

describe('friends mock: one follow list for the whole product', () => {
  /** The messenger's "People you follow" tab (messageList tab 1) as the member sees it. */
  function peopleYouFollow(userId: number) {
    const user = db.get().users.find((candidate) => candidate.user_id === userId)!;
    const reply = chatRealtime.messageList!({
      user,
      data: { tab: 1, searchName: '', page: 1, limit: 50 },
      push: () => undefined,
    }) as {
      data: {
        user_id: string;
        first_name: string;
        last_name: string;
        image: string;
        isFollowing: number;
      }[];
    };
    return reply.data;
  }

  it('puts someone followed on the friends screen in the messenger tab, and takes them out on unfollow', async () => {
    signIn(102);
    const before = peopleYouFollow(102);
    expect(before.map((person) => person.user_id)).not.toContain('201');

    await post('friends/send_follow_request', { user_id: 201, follow: 1 });
    const sam = peopleYouFollow(102).find((person) => person.user_id === '201');
    const profile = db.get().members.find((person) => person.user_id === 201)!;
    expect(sam).toMatchObject({ first_name: 'Sam', image: profile.image, isFollowing: 1 });
    // The rest of the tab is what it was.
    expect(
      peopleYouFollow(102)
        .map((person) => person.user_id)
        .filter((id) => id !== '201'),
    ).toEqual(before.map((person) => person.user_id));

    await post('friends/send_follow_request', { user_id: 201, follow: 0 });
    expect(peopleYouFollow(102).map((person) => person.user_id)).not.toContain('201');
    expect(peopleYouFollow(102)).toEqual(before);
  });

  it('lists someone met on the friends screen in the messenger, and opening them starts a direct chat', async () => {
    signIn(102);
    const premium = db.get().users.find((candidate) => candidate.user_id === 102)!;
    const ask = (en: string, data: Record<string, unknown>) =>
      chatRealtime[en]!({ user: premium, data, push: () => undefined }) as Record<string, unknown>;
    const all = (searchName: string) =>
      (
        ask('messageList', { tab: 0, searchName, page: 1, limit: 50 }) as {
          data: { user_id: string }[];
        }
      ).data.map((person) => person.user_id);
    // Ben Carter (207) is one of the members: the messenger lists him as the friends screen does.
    expect(all('ben')).toContain('207');
    // Tara Quinn (208) cannot be found: neither screen lists her.
    expect(all('tara')).not.toContain('208');

    await post('friends/send_follow_request', { user_id: 207, follow: 1 });
    expect(peopleYouFollow(102).find((person) => person.user_id === '207')).toMatchObject({
      first_name: 'Ben',
      last_name: 'Carter',
      isFollowing: 1,
    });
    const opened = ask('getConversation', { receiverId: '207' }) as {
      status: number;
      chat: { chId: string };
    };
    expect(opened.status).toBe(1);
    expect(
      ask('sendMessage', { receiverId: '207', mTy: 1, msg: 'Hello Ben', cid: 'c-207' }),
    ).toMatchObject({
      status: 1,
    });
    expect(db.get().chats.find((chat) => chat.chId === opened.chat.chId)?.members).toEqual([
      102, 207,
    ]);
  });

  it('lists the friends screen’s seeded follows in the messenger tab, each marked as followed', () => {
    const following = db
      .get()
      .follows.filter((follow) => follow.follower === 102)
      .map((follow) => String(follow.followee));
    const tab = peopleYouFollow(102);
    expect(tab.map((person) => person.user_id).sort()).toEqual([...following].sort());
    expect(tab.every((person) => person.isFollowing === 1)).toBe(true);
  });
});

describe('one set of people: friends, profiles, the community and the chat read one directory', () => {
  interface Named {
    user_id: number | string;
    first_name: string;
    last_name: string;
    image: string;
  }
  const premium = () => db.get().users.find((candidate) => candidate.user_id === 102)!;
  // Every page of the messenger's All tab for a search (at most 50 people a page).
  const chatAll = (searchName: string) => {
    const people: Named[] = [];
    for (let page = 1; ; page += 1) {
      const { data, hasNextPage } = chatRealtime.messageList!({
        user: premium(),
        data: { tab: 0, searchName, page, limit: 50 },
        push: () => undefined,
      }) as { data: Named[]; hasNextPage: boolean };
      people.push(...data);
      if (!hasNextPage) return people;
    }
  };
  const nameOf = (person: Named | undefined) =>
    person ? `${person.first_name} ${person.last_name}|${person.image}` : '';

  it('shows a member changed in the directory the same on the friends screen, the profile, the community and the chat', async () => {
    signIn(102);
    db.update((data) => {
      const sam = data.members.find((person) => person.user_id === 201)!;
      sam.first_name = 'Samantha';
      sam.image = '/images/avatar-sam.svg';
    });
    const expected = 'Samantha Green|/images/avatar-sam.svg';
    const found = (await post('friends/search_user', { search: 'samantha' })) as Named[];
    expect(nameOf(found.find((person) => Number(person.user_id) === 201))).toBe(expected);
    const profile = (await post('friends/profile', { user_id: 201 })) as Named;
    expect(nameOf(profile)).toBe(expected);
    const feed = (await post('community/posts', { community_id: 1, page: 1 })) as {
      posts: { author: Named }[];
    };
    const authored = feed.posts.find((item) => Number(item.author.user_id) === 201);
    expect(nameOf(authored?.author)).toBe(expected);
    expect(nameOf(chatAll('samantha').find((person) => Number(person.user_id) === 201))).toBe(
      expected,
    );
  });

  it('lets the messenger list everyone the friends search finds, and no one it hides', async () => {
    signIn(102);
    const searched = (await post('friends/search_user', { search: 'a' })) as Named[];
    const listed = new Set(chatAll('a').map((person) => Number(person.user_id)));
    expect(searched.length).toBeGreaterThan(30);
    expect(searched.filter((person) => !listed.has(Number(person.user_id)))).toEqual([]);
    // 331-336 chose not to be found (Sarah Gill, 331): in neither list, still messageable by id.
    expect(searched.some((person) => Number(person.user_id) === 331)).toBe(false);
    expect(listed.has(331)).toBe(false);
  });

  it('changes only the asking member’s own follows', async () => {
    // A follower named in the body is not who asks: the follow is the asker's.
    signIn(101);
    await post('friends/send_follow_request', { user_id: 301, follow: 1, follower: 102 });
    expect(db.get().follows).toContainEqual({ follower: 101, followee: 301 });
    // Unfollowing takes away the asker's follow only: the other member's stays.
    signIn(102);
    await post('friends/send_follow_request', { user_id: 301, follow: 0, follower: 101 });
    expect(db.get().follows).not.toContainEqual({ follower: 102, followee: 301 });
    expect(db.get().follows).toContainEqual({ follower: 101, followee: 301 });
  });
});

/**
 * Mock tables of how members stand to each other (issue 15): friendships, friend requests and the
 * product's one follow list, between the people of the one directory (membersTables.ts and the
 * demo accounts), seeded from ../shared/contract.md "Content areas": premium@example.com (102) has
 * pending requests from 202 Aisha Khan and 203 Jo Taylor, a sent request to 204 Mia Brown and
 * suggestions including 205 Leah Wood; members 301-312 are premium's friends.
 */
export interface MockFriendRequest {
  from: number;
  to: number;
  created_at: string;
}

export interface FriendsTables {
  /** Friend pairs, each once (order does not matter). */
  friendships: [number, number][];
  /** Requests waiting for an answer; an answered or cancelled request is removed. */
  friendRequests: MockFriendRequest[];
  /** Requests declined: the member who declined is not offered the sender as a suggestion. */
  declinedRequests: { from: number; to: number }[];
  /**
   * The product's one follow list: the friends screen's following and followers, and the
   * messenger's "People you follow" tab (messageList tab 1 in mocks/realtime/areas/chat.ts).
   */
  follows: { follower: number; followee: number }[];
}

export function seedFriendsTables(): FriendsTables {
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  const premiumFriends = Array.from({ length: 12 }, (_, index): [number, number] => [
    102,
    301 + index,
  ]);
  return {
    friendships: [...premiumFriends, [201, 202], [201, 203], [201, 204], [201, 205], [201, 301]],
    friendRequests: [
      { from: 202, to: 102, created_at: at(3) },
      { from: 203, to: 102, created_at: at(26) },
      { from: 102, to: 204, created_at: at(50) },
    ],
    declinedRequests: [],
    follows: [
      { follower: 102, followee: 301 },
      { follower: 102, followee: 302 },
      { follower: 202, followee: 201 },
      { follower: 203, followee: 201 },
      { follower: 204, followee: 201 },
      { follower: 301, followee: 201 },
      // premium@example.com's followers (beyond the contract): a friend, then Sam Green.
      { follower: 303, followee: 102 },
      { follower: 201, followee: 102 },
    ],
  };
}

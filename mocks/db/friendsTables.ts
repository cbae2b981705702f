/**
 * Mock tables of friends and public profiles (issue 15), seeded from ../shared/contract.md
 * "Content areas": users 201 Sam Green, 202 Aisha Khan, 203 Jo Taylor, 204 Mia Brown and 205
 * Leah Wood; premium@example.com (102) has pending requests from 202 and 203, a sent request to
 * 204 and suggestions including 205. Beyond the contract (README, demo data): 206 Nadia Hale
 * hides her profile, 207 Ben Carter takes no friend requests, 208 Tara Quinn cannot be found;
 * the chat's members 301-330 are in the directory too, 301-312 being premium's friends.
 */
import { seedCommunityPeople } from './communityTables';
import { seedChatPeople } from './chatTables';

export interface MockFriendProfile {
  user_id: number;
  first_name: string;
  last_name: string;
  username: string;
  image: string;
  /** Tier (1 Free, 2 Premium, 3 Expert, 4 Ambassador): the badge shown per tier. */
  type: number;
  about_me: string;
  city: string;
  latitude: number;
  longitude: number;
  hide_profile: 0 | 1;
  can_find: 0 | 1;
  can_request: 0 | 1;
  badges: string[];
}

export interface MockFriendRequest {
  from: number;
  to: number;
  created_at: string;
}

export interface FriendsTables {
  friendProfiles: MockFriendProfile[];
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

const CITIES: [string, number, number][] = [
  ['London', 51.5074, -0.1278],
  ['Croydon', 51.3762, -0.0982],
  ['Watford', 51.6565, -0.3903],
  ['Manchester', 53.4808, -2.2426],
  ['Bristol', 51.4545, -2.5879],
  ['Leeds', 53.8008, -1.5491],
];

const ABOUT: string[] = [
  'Mum of two, getting stronger one workout at a time.',
  'Early riser. Coffee, then HIIT.',
  'Back to fitness after a long break and loving it.',
  'Meal prep fan and weekend walker.',
  'Training for my first 10k.',
  'Yoga, strength and lots of stretching.',
];

const BADGES = ['7-day streak', 'Early riser', 'Community star', '30 workouts', 'Recipe explorer'];

/** Beyond the contract: one person for each privacy flag. */
const EXTRA_PEOPLE: [number, string, string, Partial<MockFriendProfile>][] = [
  [206, 'Nadia', 'Hale', { hide_profile: 1 }],
  [207, 'Ben', 'Carter', { can_request: 0 }],
  [208, 'Tara', 'Quinn', { can_find: 0 }],
];

const SAM_ABOUT =
  'Personal best chaser, kettlebell convert and Summer Shred host. Say hello in the community!';

function profile(
  person: { user_id: number; first_name: string; last_name: string; image: string; type: number },
  index: number,
  extra: Partial<MockFriendProfile> = {},
): MockFriendProfile {
  const [city, latitude, longitude] = CITIES[index % CITIES.length] ?? ['London', 51.5, -0.12];
  // Spread people a little around their city so "near me" has an order.
  const offset = ((index % 7) - 3) * 0.01;
  return {
    user_id: person.user_id,
    first_name: person.first_name,
    last_name: person.last_name,
    username: `${person.first_name}${person.last_name}`.toLowerCase(),
    image: person.image,
    type: person.type,
    about_me: ABOUT[index % ABOUT.length] ?? '',
    city,
    latitude: latitude + offset,
    longitude: longitude - offset,
    hide_profile: 0,
    can_find: 1,
    can_request: 1,
    badges: BADGES.slice(0, (index % BADGES.length) + 1),
    ...extra,
  };
}

export function seedFriendsTables(): FriendsTables {
  const community = seedCommunityPeople().map((person, index) =>
    profile(
      person,
      index,
      person.user_id === 201
        ? {
            about_me: SAM_ABOUT,
            type: 4,
            badges: ['Community star', '100 workouts', 'Early riser'],
          }
        : {},
    ),
  );
  const extra = EXTRA_PEOPLE.map(([user_id, first_name, last_name, flags], index) =>
    profile({ user_id, first_name, last_name, image: '', type: 2 }, index + 5, flags),
  );
  const members = seedChatPeople()
    .filter((person) => person.is_staff === 0 && person.user_id >= 301 && person.user_id <= 330)
    .map((person, index) => profile(person, index + 8));
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  const premiumFriends = Array.from({ length: 12 }, (_, index): [number, number] => [
    102,
    301 + index,
  ]);
  return {
    friendProfiles: [...community, ...extra, ...members],
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

/**
 * The product's one directory of members (issue 31, "one set of people"): everyone who is not a
 * demo account (users.ts) but whom the community, friends, profiles, coaching and chat show. Each
 * area reads this table (through ./directory.ts) instead of keeping people of its own, so a
 * name, a picture or a privacy flag is the same everywhere, and the friends screen's follows
 * (friendsTables.ts `follows`) are the chat's "People you follow".
 *
 * Seed (../shared/contract.md "Friends and profiles"): 201 Sam Green, 202 Aisha Khan, 203 Jo
 * Taylor, 204 Mia Brown, 205 Leah Wood (the community's members); beyond the contract, one person
 * for each privacy flag: 206 Nadia Hale hides her profile, 207 Ben Carter takes no friend
 * requests, 208 Tara Quinn cannot be found; members 301-336 (the chat's members: 301-312 are
 * premium's friends, 331-336 chose not to be found) and the RWL Team colleagues 401-406.
 */

export interface MockMember {
  user_id: number;
  first_name: string;
  last_name: string;
  username: string;
  image: string;
  /** Tier (1 Free, 2 Premium, 3 Expert, 4 Ambassador): the badge shown per tier. */
  type: number;
  /** 1 for the RWL Team (the chat's team tab, the staff badge). */
  is_staff: 0 | 1;
  about_me: string;
  /** Where the member lives; empty (and no coordinates) for people with no place. */
  city: string;
  latitude: number | null;
  longitude: number | null;
  hide_profile: 0 | 1;
  can_find: 0 | 1;
  can_request: 0 | 1;
  badges: string[];
}

export interface MembersTables {
  members: MockMember[];
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

/** The contract's community members. */
const COMMUNITY: [number, string, string][] = [
  [201, 'Sam', 'Green'],
  [202, 'Aisha', 'Khan'],
  [203, 'Jo', 'Taylor'],
  [204, 'Mia', 'Brown'],
  [205, 'Leah', 'Wood'],
];

/** Beyond the contract: one person for each privacy flag. */
const PRIVACY_PEOPLE: [number, string, string, Partial<MockMember>][] = [
  [206, 'Nadia', 'Hale', { hide_profile: 1 }],
  [207, 'Ben', 'Carter', { can_request: 0 }],
  [208, 'Tara', 'Quinn', { can_find: 0 }],
];

/** Members 301-336, in id order (the chat's member chats are with them). */
const MEMBER_NAMES: [string, string][] = [
  ['Hannah', 'Hughes'],
  ['Olivia', 'Bennett'],
  ['Amelia', 'Clarke'],
  ['Isla', 'Patel'],
  ['Ava', 'Turner'],
  ['Mia', 'Walsh'],
  ['Sophie', 'Khan'],
  ['Grace', 'Morgan'],
  ['Lily', 'Evans'],
  ['Ella', 'Price'],
  ['Chloe', 'Reid'],
  ['Emily', 'Shah'],
  ['Freya', 'Lloyd'],
  ['Ruby', 'Doyle'],
  ['Zara', 'Ahmed'],
  ['Jessica', 'Cole'],
  ['Poppy', 'Hart'],
  ['Evie', 'Nolan'],
  ['Daisy', 'Fox'],
  ['Alice', 'Ward'],
  ['Layla', 'Quinn'],
  ['Megan', 'Burke'],
  ['Holly', 'Stone'],
  ['Lucy', 'Baxter'],
  ['Niamh', 'Kelly'],
  ['Erin', 'Lowe'],
  ['Rosie', 'Marsh'],
  ['Katie', 'Brooks'],
  ['Anna', 'Dunn'],
  ['Leah', 'Flynn'],
  ['Sarah', 'Gill'],
  ['Laura', 'Hale'],
  ['Beth', 'Irwin'],
  ['Carys', 'Jones'],
  ['Naomi', 'Kerr'],
  ['Tara', 'Lamb'],
];

/** Members from 331 on chose not to be found (search, suggestions, the messenger's list). */
const FIRST_UNFINDABLE_MEMBER = 331;

/** The RWL Team colleagues 401-406 (staff@example.com's team chats). */
const STAFF_NAMES: [string, string][] = [
  ['Jess', 'Trainer'],
  ['Tom', 'Nutrition'],
  ['Maya', 'Mindset'],
  ['Ollie', 'Support'],
  ['Ruth', 'Coach'],
  ['Dan', 'Physio'],
];

const SAM_ABOUT =
  'Personal best chaser, kettlebell convert and Summer Shred host. Say hello in the community!';

/** The user name a member has when none is given: first and last name, lower case. */
const usernameOf = (first: string, last: string) => `${first}${last}`.toLowerCase();

/** A member with a place near one of the cities (index picks it) and the usual flags. */
function member(
  user_id: number,
  first_name: string,
  last_name: string,
  index: number,
  extra: Partial<MockMember> = {},
): MockMember {
  const [city, latitude, longitude] = CITIES[index % CITIES.length] ?? ['London', 51.5, -0.12];
  // Spread people a little around their city so "near me" has an order.
  const offset = ((index % 7) - 3) * 0.01;
  return {
    user_id,
    first_name,
    last_name,
    username: usernameOf(first_name, last_name),
    image: '',
    type: 2,
    is_staff: 0,
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

/** A member with no place (not suggested, not near anyone) and no badges. */
export function placelessMember(
  user_id: number,
  first_name: string,
  last_name: string,
  extra: Partial<MockMember> = {},
): MockMember {
  return {
    ...member(user_id, first_name, last_name, 0),
    about_me: '',
    city: '',
    latitude: null,
    longitude: null,
    badges: [],
    ...extra,
  };
}

export function seedMembers(): MockMember[] {
  const community = COMMUNITY.map(([id, first, last], index) =>
    member(
      id,
      first,
      last,
      index,
      id === 201
        ? {
            about_me: SAM_ABOUT,
            type: 4,
            badges: ['Community star', '100 workouts', 'Early riser'],
          }
        : {},
    ),
  );
  const privacy = PRIVACY_PEOPLE.map(([id, first, last, flags], index) =>
    member(id, first, last, index + 5, flags),
  );
  const members = MEMBER_NAMES.map(([first, last], index) => {
    const id = 301 + index;
    return member(id, first, last, index + 8, {
      type: index % 5 === 4 ? 1 : 2,
      can_find: id >= FIRST_UNFINDABLE_MEMBER ? 0 : 1,
    });
  });
  const staff = STAFF_NAMES.map(([first, last], index) =>
    placelessMember(401 + index, first, last, { is_staff: 1, about_me: 'RWL Team' }),
  );
  return [...community, ...privacy, ...members, ...staff];
}

export function seedMembersTables(): MembersTables {
  return { members: seedMembers() };
}

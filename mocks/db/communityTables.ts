/**
 * Mock tables of the community (issue 15), seeded from ../shared/contract.md "Content areas":
 * community 1 "RWL Community" (every member, 24 posts, none pinned, newest first; one by Sam
 * Green tagged #summershred with 12 likes and 3 comments) and community 2 "Summer Shred" (joined
 * with the invite link SumShr01R8j; VipRet01R8j is a link without access). The authors are
 * members of the one directory (membersTables.ts): 201 Sam Green, 202 Aisha Khan, 203 Jo Taylor,
 * 204 Mia Brown and 205 Leah Wood, the community's own members (COMMUNITY_AUTHORS).
 */

export interface MockCommunity {
  community_id: number;
  title: string;
  description: string;
  image: string;
  /** Every member belongs (community 1); others are joined through their invite link. */
  everyMember: boolean;
}

/** A unique community invite link (11 alphanumerics ending in R8j) and who it admits. */
export interface MockCommunityInvite {
  code: string;
  community_id: number;
  /** Tiers the link admits (1 Free, 2 Premium, 3 Expert, 4 Ambassador). */
  accessTypes: number[];
}

export interface MockCommunityMedia {
  url: string;
  video: 0 | 1;
}

export interface MockCommunityPost {
  post_id: number;
  community_id: number;
  user_id: number;
  text: string;
  media: MockCommunityMedia[];
  created_at: string;
  /** A future time: shown only to its author in the scheduled list until then. */
  scheduled_at: string;
  likes: number[];
}

export interface MockCommunityComment {
  comment_id: number;
  post_id: number;
  user_id: number;
  /** 0 for a comment on the post, else the comment it replies to. */
  parent_id: number;
  text: string;
  created_at: string;
  likes: number[];
}

export interface CommunityTables {
  communities: MockCommunity[];
  communityInvites: MockCommunityInvite[];
  /** Joined communities by user id (community 1 needs no entry). */
  communityMembers: Record<string, number[]>;
  /** The staff's order of the communities (ids); communities not listed follow by id. */
  communityOrder: number[];
  communityPosts: MockCommunityPost[];
  communityComments: MockCommunityComment[];
  /** Posts a member hid, by user id. */
  communityHiddenPosts: Record<string, number[]>;
  /** People whose posts a member hid, by user id. */
  communityHiddenUsers: Record<string, number[]>;
  nextCommunityId: number;
}

/** The community's own members, who wrote its seeded posts (members of membersTables.ts). */
export const COMMUNITY_AUTHORS = [201, 202, 203, 204, 205];

/** Texts of community 1, newest first (index 0 is the newest post). */
const FEED: [number, string, string?][] = [
  [202, 'Week 3 of New Beginnings done! My legs are jelly but I feel amazing 💪 #newbeginnings'],
  [
    203,
    'Anyone tried the overnight oats with berries? Making a batch for the week. #mealprep',
    '/images/recipe-oats.svg',
  ],
  [
    201,
    'Summer Shred starts Monday! Who is joining me? Let us keep each other going. #summershred',
    '/images/programme-summer-shred.svg',
  ],
  [204, 'Rest day today. A long walk and some stretching. #recovery'],
  [
    205,
    'First full push-up on my toes this morning! Six months ago I could not do one on my knees.',
  ],
  [202, 'Quick tip: lay your kit out the night before. Morning workouts are so much easier. #tips'],
  [
    203,
    'Green goddess salad for lunch again. I could eat this every day. #mealprep',
    '/images/recipe-salad.svg',
  ],
  [
    201,
    'Kettlebell swings are my new favourite. Any form tips? #strength',
    '/images/shop-kettlebell.svg',
  ],
  [
    204,
    'Managed the 20-minute full body HIIT without stopping. Progress! #hiit',
    '/images/workout-hiit.svg',
  ],
  [205, 'Does anyone have ideas for high-protein snacks that are not shakes?'],
  [202, 'Sleep has been so much better since I started the evening yoga flow. #mindset'],
  [203, 'Down 2 kg this month, but more importantly my jeans fit better! #progress'],
  [
    201,
    'Low-impact toning is perfect for days when my knees are grumpy. #lowimpact',
    '/images/workout-toning.svg',
  ],
  [
    204,
    'Peanut butter protein balls are dangerously good. Made 20, 4 left. #snacks',
    '/images/recipe-balls.svg',
  ],
  [205, 'Back after two weeks off with a cold. Starting gently. #backatit'],
  [202, 'Morning mindset audio + coffee = the best start to the day. #mindset'],
  [203, 'Who else does their workouts while the kids nap? #mumlife'],
  [201, 'Weekly check-in: 4 workouts, 3 walks, lots of water. How did you all do?'],
  [204, 'Yoga mat arrived today and it is so comfy. #kit', '/images/shop-mat.svg'],
  [205, 'Tried the chicken and chickpea traybake. Even my fussy teenager ate it! #familymeals'],
  [202, 'Core and glutes burner... I felt that one the next day. #hiit'],
  [203, 'Hello everyone! New here and a bit nervous. Any tips for a beginner?'],
  [201, 'Love this community. You all keep me going. ❤️'],
  [204, 'Day 1 of New Beginnings. Let us do this! #newbeginnings'],
];

const SUMMER_SHRED: [number, string][] = [
  [201, 'Welcome to Summer Shred! Introduce yourselves below. #summershred'],
  [202, 'Day 1 done. Bring on day 2! #summershred'],
  [204, 'Meal prep Sunday for the shred. #summershred #mealprep'],
];

const HOUR = 3_600_000;

function isoHoursAgo(hours: number): string {
  return new Date(Date.now() - hours * HOUR).toISOString();
}

/** The post by Sam Green tagged #summershred with 12 likes and 3 comments. */
export const SAM_SUMMERSHRED_POST_ID = 9003;

export function seedCommunityTables(): CommunityTables {
  const posts: MockCommunityPost[] = FEED.map(([user_id, text, image], index) => ({
    post_id: 9001 + index,
    community_id: 1,
    user_id,
    text,
    media: image ? [{ url: image, video: 0 }] : [],
    created_at: isoHoursAgo(2 + index * 5),
    scheduled_at: '',
    likes: index % 3 === 0 ? [201, 203] : index % 3 === 1 ? [202] : [],
  }));
  const sam = posts.find((post) => post.post_id === SAM_SUMMERSHRED_POST_ID);
  if (sam) sam.likes = [202, 203, 204, 205, 301, 302, 303, 304, 305, 306, 307, 308];
  SUMMER_SHRED.forEach(([user_id, text], index) => {
    posts.push({
      post_id: 9101 + index,
      community_id: 2,
      user_id,
      text,
      media: [],
      created_at: isoHoursAgo(3 + index * 7),
      scheduled_at: '',
      likes: [201],
    });
  });
  const comments: MockCommunityComment[] = [
    [202, 'Count me in! 🙌'],
    [203, 'Yes! Monday it is.'],
    [204, 'I am in, @samgreen. Let us do it together.'],
  ].map(([user_id, text], index) => ({
    comment_id: 9501 + index,
    post_id: SAM_SUMMERSHRED_POST_ID,
    user_id: Number(user_id),
    parent_id: 0,
    text: String(text),
    created_at: isoHoursAgo(10 - index),
    likes: index === 0 ? [201] : [],
  }));
  return {
    communities: [
      {
        community_id: 1,
        title: 'RWL Community',
        description: 'Every member: share wins, questions and tips.',
        image: '/images/programme-new-beginnings.svg',
        everyMember: true,
      },
      {
        community_id: 2,
        title: 'Summer Shred',
        description: 'The Summer Shred challenge group.',
        image: '/images/programme-summer-shred.svg',
        everyMember: false,
      },
      // Sold separately (issue 33): mocks/db/purchaseTables.ts prices it; buying it joins it.
      {
        community_id: 4090,
        title: 'Marathon Club',
        description: 'Training plans, long-run chat and race-day tips with our coaches.',
        image: '/images/workout-hiit.svg',
        everyMember: false,
      },
    ],
    communityInvites: [
      { code: 'SumShr01R8j', community_id: 2, accessTypes: [1, 2, 3, 4] },
      { code: 'VipRet01R8j', community_id: 2, accessTypes: [4] },
    ],
    communityMembers: { '110': [2], '201': [2], '202': [2], '204': [2] },
    communityOrder: [],
    communityPosts: posts,
    communityComments: comments,
    communityHiddenPosts: {},
    communityHiddenUsers: {},
    nextCommunityId: 20000,
  };
}

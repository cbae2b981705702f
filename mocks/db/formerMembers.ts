/**
 * Former paid members (the /rejoin demo accounts, issue 33): lapsed@example.com, whose monthly
 * Premium plan ran out unpaid, and cancelled@example.com, who cancelled their annual plan. Both
 * are Free today and still name their old plan; their planner, playlists, favourites and
 * community posts are kept, and are there again when they rejoin.
 */
import dayjs from 'dayjs';
import { newMockUser, type MockUser } from './users';
import type { MockDatabase } from './seed';

export const LAPSED_USER_ID = 171;
export const CANCELLED_USER_ID = 172;

/** What a former member's profile shows of their plan (spec 1 §3 fields). */
const formerSettings = {
  type: 1 as const,
  purchased_from: 'web',
  plan_images: ['/images/programme-new-beginnings.svg', '/images/recipe-oats.svg'],
  offer_img: '/images/offer-desktop.svg',
  congratulation_video: '/media/workout.webm',
};

export function formerMemberUsers(): MockUser[] {
  return [
    newMockUser({
      user_id: LAPSED_USER_ID,
      email: 'lapsed@example.com',
      first_name: 'Laura',
      last_name: 'Lapsed',
      ...formerSettings,
      current_plan_id: 3,
      sub_plan_id: 1,
      cancel_subscription: 0,
    }),
    newMockUser({
      user_id: CANCELLED_USER_ID,
      email: 'cancelled@example.com',
      first_name: 'Carys',
      last_name: 'Cancelled',
      ...formerSettings,
      current_plan_id: 3,
      sub_plan_id: 12,
      cancel_subscription: 1,
      has_cards: 1,
    }),
  ];
}

/** The former members' own data, added to the other areas' seed (new ids only). */
export function addFormerMemberData(data: MockDatabase): MockDatabase {
  const today = dayjs().format('YYYY-MM-DD');
  data.plannerEntries.push({
    entry_id: 'seed-171-breakfast',
    user_id: LAPSED_USER_ID,
    date: today,
    meal_type: 'breakfast',
    kind: 'recipe',
    item_id: 2001,
    title: 'Overnight oats with berries',
    amount: 1,
    unit: 'serving',
    kcal: 320,
    protein: 14,
    carbs: 48,
    fat: 8,
  });
  data.playlists.push(
    {
      playlist_id: data.nextPlaylistId,
      user_id: LAPSED_USER_ID,
      title: 'Laura’s morning mix',
      video_ids: [3001, 3002],
    },
    {
      playlist_id: data.nextPlaylistId + 1,
      user_id: CANCELLED_USER_ID,
      title: 'Carys’s weekend workouts',
      video_ids: [3001],
    },
  );
  data.nextPlaylistId += 2;
  data.recipeFavourites.push({ user_id: LAPSED_USER_ID, recipe_id: 2003 });
  data.communityMembers[String(LAPSED_USER_ID)] = [2];
  data.communityPosts.push({
    post_id: 9190,
    community_id: 2,
    user_id: LAPSED_USER_ID,
    text: 'Back on the shred after a break. Who is in for week one? #summershred',
    media: [],
    created_at: new Date(Date.now() - 30 * 3_600_000).toISOString(),
    scheduled_at: '',
    likes: [201],
  });
  data.cards[CANCELLED_USER_ID] = [
    {
      card_id: 'card_172_1',
      brand: 'Visa',
      last4: '4242',
      exp_month: '12',
      exp_year: '2030',
      is_default: 1,
      needs_3ds: false,
    },
  ];
  return data;
}

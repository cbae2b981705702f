import dayjs from 'dayjs';
import { db } from '../db/store';
import type { MockDatabase } from '../db/seed';
import { memberActivity } from './activity';
import { memberRoute, ok } from './respond';

/** The soonest live session still to start, from the sessions the live calendar lists. */
function nextLiveClass(now = Date.now()) {
  const next = db
    .get()
    .liveSessions.filter((session) => Date.parse(session.start_at) > now)
    .sort((a, b) => a.start_at.localeCompare(b.start_at))[0];
  return next
    ? {
        session_id: next.session_id,
        title: next.title,
        coach: next.coach,
        starts_at: next.start_at,
      }
    : null;
}

/**
 * Today's plan is the member's planner for today: the first workout video planned and the recipes
 * planned, as the planner shows them (never a list of its own).
 */
function todaysPlan(data: MockDatabase, userId: number) {
  const today = dayjs().format('YYYY-MM-DD');
  const video = data.plannerWorkouts.find(
    (entry) => entry.user_id === userId && entry.date === today && entry.video_id > 0,
  );
  const recipeIds = new Set(
    data.plannerEntries
      .filter(
        (entry) => entry.user_id === userId && entry.date === today && entry.kind === 'recipe',
      )
      .map((entry) => entry.item_id),
  );
  return {
    workout: data.workouts.find((workout) => workout.id === video?.video_id) ?? null,
    meals: data.recipes.filter((recipe) => recipeIds.has(recipe.id)),
  };
}

export const dashboardHandlers = [
  memberRoute('get', 'dashboard_new', ({ user }) => {
    const data = db.get();
    const recommended = data.workouts[user.user_id % data.workouts.length];
    return ok([
      {
        welcome: {
          first_name: user.first_name,
          // A fitness-only member already pays for a plan: no free-trial pitch.
          message:
            user.type > 1 || user.user_plan_type === 'ffm only'
              ? 'Ready for today? Your plan is waiting.'
              : 'Start your 7-day free trial to unlock every workout, recipe and programme.',
        },
        today: todaysPlan(data, user.user_id),
        recommended_workout: recommended,
        next_live_class: nextLiveClass(),
        // What this member did: zero for a new registrant (mocks/handlers/activity.ts).
        achievements: memberActivity(data, user.user_id),
        programmes: data.programmes,
        recipes: data.recipes,
      },
    ]);
  }),
];

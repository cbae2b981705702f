/**
 * What a member did, read the same way by every screen that counts it: the home's workouts done,
 * day streak and badges, the home chart and the timeline's workouts. Each comes from the member's
 * own records (a video watched to the end, a planner workout ticked done, a weight logged, an
 * achievement earned), never from a formula or another account's seed, so a new registrant starts
 * at zero and a demo account shows the history its seed gives it.
 */
import dayjs from 'dayjs';
import type { MockDatabase } from '../db/seed';

/** YYYY-MM-DD, `daysAgo` days before `today` (local time, as the planner and progress dates). */
export function dayBefore(today: Date, daysAgo = 0): string {
  return dayjs(today).subtract(daysAgo, 'day').format('YYYY-MM-DD');
}

/** One workout the member did, as the timeline lists it. */
interface WorkoutDone {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  detail: string;
}

/**
 * Every workout the member did up to today: the workouts on their record (the seed's history),
 * each video they watched to the end (once a day per video), and each planner workout they ticked
 * done, unless it is a video they also watched to the end that day (one workout, not two).
 */
export function workoutsDone(
  data: MockDatabase,
  userId: number,
  today = new Date(),
): WorkoutDone[] {
  const last = dayBefore(today);
  const recorded = data.timelineEntries
    .filter((entry) => entry.user_id === userId && entry.kind === 'workout')
    .map(({ id, date, title, detail }) => ({ id: String(id), date, title, detail }));
  const finished = data.workoutsFinished.filter((row) => row.user_id === userId);
  const watched = new Set(finished.map((row) => `${row.video_id}:${row.date}`));
  const fromVideos = finished.map((row) => ({
    id: `video-${row.video_id}-${row.date}`,
    date: row.date,
    title: row.title,
    detail: `${row.minutes} min`,
  }));
  const fromPlanner = data.plannerWorkouts
    .filter(
      (row) =>
        row.user_id === userId &&
        row.done === 1 &&
        row.date <= last &&
        !(row.kind === 'video' && watched.has(`${row.video_id}:${row.date}`)),
    )
    .map((row) => ({
      id: `planner-${row.workout_id}`,
      date: row.date,
      title: row.title,
      detail: `${row.minutes} min`,
    }));
  return [...recorded, ...fromVideos, ...fromPlanner];
}

/** Days the member logged a weight, calories or a measurement. */
function loggedDays(data: MockDatabase, userId: number): string[] {
  return data.progressDays
    .filter(
      (day) =>
        day.user_id === userId &&
        [day.weight, day.calories, day.waist, day.hips, day.chest].some((value) => value !== null),
    )
    .map((day) => day.date);
}

/**
 * Days in a row, up to today, on which the member worked out or logged their progress. A streak
 * still counts on a day not yet active (it ends yesterday); a day missed before that ends it.
 */
function dayStreak(data: MockDatabase, userId: number, today = new Date()): number {
  const active = new Set([
    ...workoutsDone(data, userId, today).map((workout) => workout.date),
    ...loggedDays(data, userId),
  ]);
  let daysAgo = active.has(dayBefore(today)) ? 0 : 1;
  let streak = 0;
  while (active.has(dayBefore(today, daysAgo))) {
    streak += 1;
    daysAgo += 1;
  }
  return streak;
}

/** The home's Activity: workouts done, the day streak and the badges (achievements) earned. */
export function memberActivity(data: MockDatabase, userId: number, today = new Date()) {
  return {
    workouts_done: workoutsDone(data, userId, today).length,
    streak_days: dayStreak(data, userId, today),
    badges: data.timelineEntries.filter(
      (entry) => entry.user_id === userId && entry.kind === 'achievement',
    ).length,
  };
}

/** The days the home chart covers: the last 15, today included (spec 3 §9). */
const HOME_CHART_DAYS = 15;

/** The home chart: the member's own logged weight (kg) and calories of the last 15 days, oldest first. */
export function homeChart(data: MockDatabase, userId: number, today = new Date()) {
  const from = dayBefore(today, HOME_CHART_DAYS - 1);
  const last = dayBefore(today);
  return data.progressDays
    .filter(
      (day) =>
        day.user_id === userId &&
        day.date >= from &&
        day.date <= last &&
        (day.weight !== null || day.calories !== null),
    )
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ date, weight, calories }) => ({ date, weight, calories }));
}

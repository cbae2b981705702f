import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../src/lib/api/request';
import { authSession } from '../../src/lib/auth/session';
import { db } from '../db/store';
import { seedDatabase } from '../db/seed';
import { dayBefore, memberActivity, workoutsDone } from './activity';

interface Activity {
  workouts_done: number;
  streak_days: number;
  badges: number;
}

function signIn(userId: number) {
  const token = `token-activity-${userId}`;
  db.update((state) => {
    state.sessions[token] = userId;
  });
  authSession.saveMember(token, userId);
}

/** Registers through /reg1's call, as the app does, and signs the new member in. */
async function registerNewMember(): Promise<number> {
  const created = await apiRequest<{ user_id: string }[]>({
    url: 'auth/register',
    method: 'POST',
    auth: 'none',
    body: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada.activity@example.com',
      username: 'ada_activity',
      password: 'Password1!',
      confirm_password: 'Password1!',
      planid: 3,
      subplanid: 12,
      gender: 'female',
      dob: '1990-05-17',
      menopause: 0,
      address_line_1: '1 High Street',
      city: 'Leeds',
      country: 'GB',
      postcode: 'LS1 4AP',
    },
  });
  const userId = Number(created.data[0]?.user_id);
  expect(userId).toBeGreaterThanOrEqual(1000);
  signIn(userId);
  return userId;
}

async function activity(): Promise<Activity> {
  const reply = await apiRequest<{ achievements: Activity }[]>({
    url: 'dashboard_new',
    method: 'GET',
  });
  const dashboard = reply.data[0];
  if (!dashboard) throw new Error('dashboard_new answered no dashboard');
  return dashboard.achievements;
}

async function chart() {
  const reply = await apiRequest<{ date: string; weight: number | null }[]>({
    url: 'dashboard_new/achievements',
    method: 'POST',
    body: {},
  });
  return reply.data;
}

async function timeline() {
  const reply = await apiRequest<{ entries: { kind: string; title: string; date: string }[] }[]>({
    url: 'progress/timeline',
    method: 'POST',
    body: { page: 1 },
  });
  return reply.data[0]?.entries ?? [];
}

async function finish(videoId: number) {
  return apiRequest({
    url: 'videos/UpdateProgressofProgramVideos',
    method: 'POST',
    body: { video_id: videoId },
  });
}

describe('a new registrant has no invented past', () => {
  it('starts at zero: no workouts, streak or badges, no chart, an empty graph and timeline', async () => {
    await registerNewMember();
    expect(await activity()).toEqual({ workouts_done: 0, streak_days: 0, badges: 0 });
    expect(await chart()).toEqual([]);
    const stats = await apiRequest<{ points: unknown[] }[]>({
      url: 'dashboard_new/achievements_stats',
      method: 'POST',
      body: { days: 15 },
    });
    expect(stats.data[0]?.points).toEqual([]);
    expect(await timeline()).toEqual([]);
  });

  it('counts the video they watch to the end: 1 workout, a 1-day streak, on the timeline', async () => {
    await registerNewMember();
    await finish(3001);
    expect(await activity()).toEqual({ workouts_done: 1, streak_days: 1, badges: 0 });
    // The end reached again the same day is the same workout.
    await finish(3001);
    expect((await activity()).workouts_done).toBe(1);
    await finish(3002);
    expect((await activity()).workouts_done).toBe(2);
    const entries = await timeline();
    expect(entries.map((entry) => [entry.kind, entry.title, entry.date])).toEqual([
      ['workout', 'Low-impact toning', dayBefore(new Date())],
      ['workout', '20-minute full body HIIT', dayBefore(new Date())],
    ]);
  });

  it("moves the home's next video on from week 1 day 1 as they finish each", async () => {
    await registerNewMember();
    const next = async () =>
      (
        await apiRequest<{ title: string; subtitle: string; screen_id: string }[]>({
          url: 'dashboard_new/next_video',
          method: 'POST',
          body: {},
        })
      ).data.map(({ title, subtitle, screen_id }) => [title, subtitle, screen_id]);
    expect(await next()).toEqual([['20-minute full body HIIT', 'Week 1, day 1 · 3 sec', '3001']]);
    await finish(3001);
    expect(await next()).toEqual([['Low-impact toning', 'Week 1, day 2 · 3 sec', '3002']]);
  });

  it('counts nothing for a video they may not open (a Free member and the Premium video 3050)', async () => {
    await registerNewMember();
    await expect(finish(3050)).rejects.toThrow('Upgrade to Premium to watch this video.');
    expect(await activity()).toEqual({ workouts_done: 0, streak_days: 0, badges: 0 });
  });

  it('charts the weight they log today, and logging it starts the streak', async () => {
    await registerNewMember();
    await apiRequest({
      url: 'progress/add_measurements',
      method: 'POST',
      body: { date: dayBefore(new Date()), weight: 68.4 },
    });
    expect(await chart()).toEqual([{ date: dayBefore(new Date()), weight: 68.4, calories: null }]);
    expect(await activity()).toEqual({ workouts_done: 0, streak_days: 1, badges: 0 });
  });
});

describe('the seeded demo accounts keep their seeded history', () => {
  it('premium@example.com: the 4 workouts and 2 achievements of its timeline, 20 logged days in a row, the last 15 on the chart', async () => {
    signIn(102);
    expect(await activity()).toEqual({ workouts_done: 4, streak_days: 20, badges: 2 });
    const seeded = seedDatabase()
      .progressDays.filter((day) => day.user_id === 102)
      .slice(-14)
      .map(({ date, weight, calories }) => ({ date, weight, calories }));
    // 20 days up to yesterday: the chart's 15 days (today included) hold the last 14.
    expect(await chart()).toEqual(seeded);
  });

  it('another member finishing a workout changes nothing of premium@example.com', async () => {
    await registerNewMember();
    await finish(3001);
    signIn(102);
    expect(await activity()).toEqual({ workouts_done: 4, streak_days: 20, badges: 2 });
  });
});

describe('workoutsDone (the rule the home and the timeline share)', () => {
  it('counts a planner workout ticked done, once when it is also a video watched to the end that day', () => {
    const data = seedDatabase();
    const today = new Date();
    const date = dayBefore(today);
    data.plannerWorkouts.push(
      {
        workout_id: 'w-run',
        user_id: 1000,
        date,
        kind: 'exercise',
        video_id: 0,
        title: 'Running',
        minutes: 30,
        kcal: 300,
        done: 1,
      },
      {
        workout_id: 'w-hiit',
        user_id: 1000,
        date,
        kind: 'video',
        video_id: 3001,
        title: '20-minute full body HIIT',
        minutes: 20,
        kcal: 180,
        done: 1,
      },
      {
        workout_id: 'w-later',
        user_id: 1000,
        date: dayBefore(today, -1),
        kind: 'exercise',
        video_id: 0,
        title: 'Swimming',
        minutes: 30,
        kcal: 250,
        done: 1,
      },
    );
    data.workoutsFinished.push({
      user_id: 1000,
      video_id: 3001,
      date,
      title: '20-minute full body HIIT',
      minutes: 20,
    });
    expect(workoutsDone(data, 1000, today).map((workout) => workout.title)).toEqual([
      '20-minute full body HIIT',
      'Running',
    ]);
    expect(memberActivity(data, 1000, today)).toEqual({
      workouts_done: 2,
      streak_days: 1,
      badges: 0,
    });
    // A planner workout not ticked is planned, not done.
    expect(workoutsDone(data, 102, today)).toHaveLength(4);
  });

  it('a streak ends on a missed day and still counts when today is not yet active', () => {
    const data = seedDatabase();
    const today = new Date();
    const day = (daysAgo: number) => ({
      user_id: 1000,
      video_id: 3001,
      date: dayBefore(today, daysAgo),
      title: '20-minute full body HIIT',
      minutes: 20,
    });
    data.workoutsFinished.push(day(1), day(2), day(4));
    expect(memberActivity(data, 1000, today).streak_days).toBe(2);
    data.workoutsFinished.push(day(0));
    expect(memberActivity(data, 1000, today).streak_days).toBe(3);
  });
});

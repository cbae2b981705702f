import { HttpResponse } from 'msw';
import { isAllowedMedia, MEDIA_TYPE_ERROR } from '../../src/lib/validation/media';
import { db } from '../db/store';
import type { MockProgressDay } from '../db/progressTables';
import { workoutsDone } from './activity';
import { fail, memberRoute, ok, str } from './respond';

/**
 * Progress (issue 14). Paths: dashboard_new/achievements_stats (spec 3 §7 dashboard section)
 * answers the graph's days with the planner's daily calorie target (saved by
 * planner/update_planner_details, mocks/handlers/planner.ts); progress/add_measurements, progress/timeline and progress/upload_photo are
 * chosen here (README, "API paths chosen here"). Weights are kg and lengths cm on the wire.
 */
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const TIMELINE_PAGE_SIZE = 10;
const RANGES = [7, 15, 30, 90];
const WEIGHT_KG = { min: 25, max: 310 };
const LENGTH_CM = { min: 15, max: 260 };

function isoDay(daysAgo: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** A number within bounds, undefined when absent, or 'invalid'. */
function readMeasure(
  value: unknown,
  bounds: { min: number; max: number },
): number | undefined | 'invalid' {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && number >= bounds.min && number <= bounds.max
    ? number
    : 'invalid';
}

function daysOf(userId: number): MockProgressDay[] {
  return db.get().progressDays.filter((day) => day.user_id === userId);
}

function weightText(kg: number | null, calories: number | null): string {
  return [calories !== null ? `${calories} kcal` : '', kg !== null ? `${kg} kg` : '']
    .filter(Boolean)
    .join(' · ');
}

export const progressHandlers = [
  memberRoute('post', 'dashboard_new/achievements_stats', ({ user, body }) => {
    const days = Number(body.days);
    if (!RANGES.includes(days)) return fail('Please choose 7, 15, 30 or 90 days.');
    const from = isoDay(days - 1);
    const points = daysOf(user.user_id)
      .filter((day) => day.date >= from)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map(({ date, weight, calories, waist, hips, chest }) => ({
        date,
        weight,
        calories,
        waist,
        hips,
        chest,
      }));
    const data = db.get();
    return ok([
      {
        points,
        height: data.memberHeights[user.user_id] ?? null,
        // The planner's daily target (planner/update_planner_details, mocks/handlers/planner.ts).
        calorie_target: data.calorieTarget[String(user.user_id)] ?? null,
      },
    ]);
  }),

  memberRoute('post', 'progress/add_measurements', ({ user, body }) => {
    const date = str(body.date);
    if (date !== isoDay(0)) return fail("Only today's weight and measurements can be entered.");
    const weight = readMeasure(body.weight, WEIGHT_KG);
    const lengths = (['waist', 'hips', 'chest'] as const).map((field) =>
      readMeasure(body[field], LENGTH_CM),
    );
    if (weight === 'invalid' || lengths.includes('invalid'))
      return fail('Please enter values within range.');
    const [waist, hips, chest] = lengths as (number | undefined)[];
    if (weight === undefined && waist === undefined && hips === undefined && chest === undefined) {
      return fail('Please enter your weight or at least one measurement.');
    }
    const saved = db.update((state) => {
      let day = state.progressDays.find(
        (entry) => entry.user_id === user.user_id && entry.date === date,
      );
      if (!day) {
        day = {
          user_id: user.user_id,
          date,
          weight: null,
          calories: null,
          waist: null,
          hips: null,
          chest: null,
        };
        state.progressDays.push(day);
      }
      if (weight !== undefined) day.weight = weight;
      if (waist !== undefined) day.waist = waist;
      if (hips !== undefined) day.hips = hips;
      if (chest !== undefined) day.chest = chest;
      return { ...day };
    });
    return ok([saved], 'Saved');
  }),

  memberRoute('post', 'progress/timeline', ({ user, body }) => {
    const page = Math.max(1, Math.floor(Number(body.page) || 1));
    const data = db.get();
    const logged = daysOf(user.user_id).map((day) => ({
      id: `day-${day.date}`,
      kind: 'day' as const,
      date: day.date,
      title: 'Logged day',
      detail: weightText(day.weight, day.calories),
      image: '',
      weight: day.weight,
      calories: day.calories,
    }));
    // Workouts as the home counts them: on record, videos watched to the end, planner ticks.
    const workouts = workoutsDone(data, user.user_id).map(({ id, date, title, detail }) => ({
      id,
      kind: 'workout' as const,
      date,
      title,
      detail,
      image: '',
      weight: null,
      calories: null,
    }));
    const others = data.timelineEntries
      .filter((entry) => entry.user_id === user.user_id && entry.kind !== 'workout')
      .map(({ id, kind, date, title, detail, image }) => ({
        id,
        kind,
        date,
        title,
        detail,
        image,
        weight: null,
        calories: null,
      }));
    // Newest first; on one date: photos, achievements and workouts before the logged day.
    const order = { photo: 0, achievement: 1, workout: 2, day: 3 };
    const all = [...others, ...workouts, ...logged].sort(
      (a, b) =>
        b.date.localeCompare(a.date) ||
        order[a.kind] - order[b.kind] ||
        String(b.id).localeCompare(String(a.id)),
    );
    const start = (page - 1) * TIMELINE_PAGE_SIZE;
    return ok([
      {
        entries: all.slice(start, start + TIMELINE_PAGE_SIZE),
        has_more: start + TIMELINE_PAGE_SIZE < all.length ? 1 : 0,
      },
    ]);
  }),

  memberRoute('post', 'progress/upload_photo', async ({ user, request }) => {
    let file: File | null = null;
    let caption = '';
    try {
      const form = await request.formData();
      const value = form.get('photo');
      file = value instanceof File ? value : null;
      caption = str(form.get('caption')).trim();
    } catch {
      file = null;
    }
    if (!file) return fail('Please choose a photo to upload.');
    if (!isAllowedMedia(file.name)) return fail(MEDIA_TYPE_ERROR);
    if (file.size > MAX_PHOTO_BYTES) return fail('Photos can be at most 10 MB.');
    if (caption.length > 200) return fail('Please use at most 200 characters.');
    // In the mock the address is a blob: URL, so the photo shows for the rest of the session
    // (after a reload it falls back to the placeholder), as chat media do. It ends in the file's
    // name (a fragment, which loading a blob ignores), as a server's address ends in its
    // extension: the timeline tells a video from a photo by it.
    const image =
      typeof URL.createObjectURL === 'function'
        ? `${URL.createObjectURL(file)}#${encodeURIComponent(file.name)}`
        : `/uploads/${encodeURIComponent(file.name)}`;
    const saved = db.update((state) => {
      const id = state.nextTimelineId++;
      state.timelineEntries.push({
        id,
        user_id: user.user_id,
        kind: 'photo',
        date: isoDay(0),
        title: 'Progress photo',
        detail: caption,
        image,
      });
      return { id, image };
    });
    return HttpResponse.json({ status: 1, message: 'Uploaded', data: [saved] });
  }),
];

/** window.__mock controls for progress. */
export const progressMockControl = {
  /** Sets a member's units ('kg' or 'lbs'), as the settings screen would; the app reads them at its next user check. */
  setMeasurementUnit(email: string, unit: 'kg' | 'lbs'): void {
    db.update((state) => {
      const user = state.users.find((entry) => entry.email === email);
      if (user) user.measurement_unit = unit;
    });
  },
};

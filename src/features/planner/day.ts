import * as z from 'zod/mini';
import { cosmeticNumber, cosmeticText, strictId, strictNumber } from '@/lib/api/schemas';

/**
 * A planner day as the member home's Today and the planner read it: its reply's shape, the day's
 * totals against the target, and the day's address. Kept apart from the planner's other rules
 * (model.ts re-exports it), so Today loads only this.
 */

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

const text = cosmeticText('');
const flag = z.pipe(
  strictNumber,
  z.transform((value) => (value === 1 ? 1 : 0)),
);
const macro = cosmeticNumber(0);

export const entrySchema = z.object({
  entry_id: strictId,
  meal_type: z.enum(MEAL_TYPES),
  kind: z.enum(['recipe', 'food', 'my_meal']),
  item_id: strictNumber,
  title: z.string(),
  amount: strictNumber,
  unit: text,
  kcal: strictNumber,
  protein: macro,
  carbs: macro,
  fat: macro,
});
export type PlannerEntry = z.infer<typeof entrySchema>;

export const workoutSchema = z.object({
  workout_id: strictId,
  kind: z.enum(['video', 'exercise']),
  video_id: cosmeticNumber(0),
  title: z.string(),
  minutes: cosmeticNumber(0),
  kcal: cosmeticNumber(0),
  done: flag,
});
export type PlannerWorkout = z.infer<typeof workoutSchema>;

export const plannerDaySchema = z.object({
  date: z.string(),
  calorie_target: strictNumber,
  entries: z.array(entrySchema),
  workouts: z.array(workoutSchema),
  tracking: z.object({ water: flag, mood: flag, sleep: flag, exercise: flag }),
  notes: text,
});
export type PlannerDay = z.infer<typeof plannerDaySchema>;

export interface Nutrition {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
}

export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The day's totals of what is planned and logged. */
export function dayTotals(entries: readonly Nutrition[]): Nutrition {
  const total = entries.reduce(
    (sum, entry) => ({
      kcal: sum.kcal + entry.kcal,
      protein: sum.protein + entry.protein,
      carbs: sum.carbs + entry.carbs,
      fat: sum.fat + entry.fat,
    }),
    { kcal: 0, protein: 0, carbs: 0, fat: 0 },
  );
  return {
    kcal: Math.round(total.kcal),
    protein: oneDecimal(total.protein),
    carbs: oneDecimal(total.carbs),
    fat: oneDecimal(total.fat),
  };
}

/** "1,250 of 1,800 kcal · 550 left" or "· 120 over". */
export function targetSummary(eaten: number, target: number): string {
  const format = (value: number) => value.toLocaleString('en-GB');
  const left = target - eaten;
  return `${format(eaten)} of ${format(target)} kcal · ${format(Math.abs(left))} ${left >= 0 ? 'left' : 'over'}`;
}

/** A date as the planner's day id, YYYY-MM-DD in local time. */
export function isoDay(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

export function plannerPath(day: string): string {
  return `/home/dailyplanner/${day}`;
}

import * as z from 'zod/mini';
import {
  cosmeticList,
  cosmeticNumber,
  cosmeticText,
  strictId,
  strictNumber,
} from '@/lib/api/schemas';
import { dayTitle as weekdayDate } from '@/lib/format/days';

export {
  MEAL_TYPES,
  entrySchema,
  dayTotals,
  targetSummary,
  isoDay,
  plannerPath,
  type MealType,
  type PlannerEntry,
  type PlannerWorkout,
  type PlannerDay,
  type Nutrition,
} from './day';
import { MEAL_TYPES, oneDecimal, type MealType, type Nutrition } from './day';

/**
 * The daily planner and food tracker (spec 3 §2 /home/dailyplanner[/{id}], §7 "Planner"): the
 * shapes of its calls and its pure rules (amounts, totals, days).
 * A day's {id} in the address is its date, YYYY-MM-DD.
 */

export const MEAL_HEADINGS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snacks',
};

export const TRACKING_ICONS = ['water', 'mood', 'sleep', 'exercise'] as const;
export type TrackingIcon = (typeof TRACKING_ICONS)[number];

export const NOTES_MAX_LENGTH = 1000;
export const TITLE_MAX_LENGTH = 50;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 250;

// ---- Replies ----------------------------------------------------------------------------------

const text = cosmeticText('');
const flag = z.pipe(
  strictNumber,
  z.transform((value) => (value === 1 ? 1 : 0)),
);
const macro = cosmeticNumber(0);

export const foodUnitSchema = z.enum(['g', 'ml']);
export const foodSchema = z.object({
  food_id: strictNumber,
  name: z.string(),
  serving_size: strictNumber,
  serving_unit: foodUnitSchema,
  kcal_100: strictNumber,
  protein_100: macro,
  carbs_100: macro,
  fat_100: macro,
  kcal: strictNumber,
});
export type Food = z.infer<typeof foodSchema>;

/** Replies on the food socket carry status 1 or a message (status 0). */
export const socketReplySchema = z.object({
  status: strictNumber,
  message: z.optional(z.string()),
});

export const foodSearchReplySchema = z.object({
  status: strictNumber,
  message: z.optional(z.string()),
  data: cosmeticList(foodSchema),
});

export const swapMealSchema = z.object({
  _id: strictId,
  planner_id: strictId,
  recipe_id: strictNumber,
  food_name: z.string(),
  image: text,
  calories: strictNumber,
  meal_type: z.enum(MEAL_TYPES),
  access: flag,
  is_swap: flag,
});
export type SwapMeal = z.infer<typeof swapMealSchema>;
export const swapReplySchema = z.object({
  status: strictNumber,
  message: z.optional(z.string()),
  data: cosmeticList(swapMealSchema),
});

export const recipeCardSchema = z.object({
  recipe_id: strictNumber,
  title: z.string(),
  image: text,
  kcal: strictNumber,
});
export type RecipeCard = z.infer<typeof recipeCardSchema>;

export const myMealSchema = z.object({
  my_meal_id: strictNumber,
  title: z.string(),
  kcal: strictNumber,
  protein: macro,
  carbs: macro,
  fat: macro,
  ingredients: z.array(
    z.object({
      food_id: strictNumber,
      name: text,
      amount: strictNumber,
      unit: z.enum(['g', 'ml', 'serving']),
    }),
  ),
});
export type MyMeal = z.infer<typeof myMealSchema>;

export const savedDaySchema = z.object({
  saved_day_id: strictNumber,
  title: z.string(),
  meals: cosmeticNumber(0),
  workouts: cosmeticNumber(0),
  kcal: cosmeticNumber(0),
});
export type SavedDay = z.infer<typeof savedDaySchema>;

export const workoutChoicesSchema = z.object({
  videos: z.array(
    z.object({
      video_id: strictNumber,
      title: z.string(),
      minutes: cosmeticNumber(0),
      kcal: cosmeticNumber(0),
    }),
  ),
  exercises: z.array(z.string()),
});
export type WorkoutChoices = z.infer<typeof workoutChoicesSchema>;

export const exerciseStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  planned: strictNumber,
  done: strictNumber,
  minutes: strictNumber,
  kcal: strictNumber,
});
export type ExerciseStats = z.infer<typeof exerciseStatsSchema>;

// ---- Amounts ----------------------------------------------------------------------------------

export type AmountUnit = 'g' | 'ml' | 'serving';
/** Sensible upper bounds: 20 servings, 2 kg or 2 litres of one food at a time. */
export const MAX_AMOUNT: Record<AmountUnit, number> = { serving: 20, g: 2000, ml: 2000 };

export function unitLabel(unit: AmountUnit, amount = 2): string {
  if (unit === 'serving') return amount === 1 ? 'serving' : 'servings';
  return unit;
}

export type AmountCheck = { ok: true; value: number } | { ok: false; message: string };

/** An amount as typed: a positive number with at most one decimal, within the unit's bound. */
export function checkAmount(typed: string, unit: AmountUnit): AmountCheck {
  const value = typed.trim();
  if (!value) return { ok: false, message: 'Please enter an amount.' };
  if (/^\d+\.\d{2,}$/.test(value))
    return { ok: false, message: 'Please use at most one decimal place, like 1.5.' };
  if (!/^\d+(\.\d)?$/.test(value))
    return { ok: false, message: 'Please enter a number, like 1 or 1.5.' };
  const amount = Number(value);
  if (amount <= 0) return { ok: false, message: 'The amount must be more than 0.' };
  const max = MAX_AMOUNT[unit];
  if (amount > max)
    return { ok: false, message: `The most you can add at once is ${max} ${unitLabel(unit)}.` };
  return { ok: true, value: amount };
}

/** What an amount of a food gives, as the server computes it (kcal whole, macros to 0.1 g). */
export function foodNutrition(food: Food, amount: number, unit: AmountUnit): Nutrition {
  const grams = unit === 'serving' ? amount * food.serving_size : amount;
  const factor = grams / 100;
  return {
    kcal: Math.round(food.kcal_100 * factor),
    protein: oneDecimal(food.protein_100 * factor),
    carbs: oneDecimal(food.carbs_100 * factor),
    fat: oneDecimal(food.fat_100 * factor),
  };
}

export function entriesByMeal<T extends { meal_type: MealType }>(
  entries: readonly T[],
): Record<MealType, T[]> {
  const meals: Record<MealType, T[]> = { breakfast: [], lunch: [], dinner: [], snack: [] };
  for (const entry of entries) meals[entry.meal_type].push(entry);
  return meals;
}

// ---- Days -------------------------------------------------------------------------------------

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD day as a count of days, for sums and differences (no time zone in between). */
function dayNumber(day: string): number {
  return (
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) /
    DAY_MS
  );
}

function dayOfNumber(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** The day a /home/dailyplanner/{id} address names (a real YYYY-MM-DD date), else null. */
export function dayFromParam(param: string | undefined): string | null {
  if (!param || !DAY_PATTERN.test(param)) return null;
  return dayOfNumber(dayNumber(param)) === param ? param : null;
}

export function shiftDay(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

/** "Today", "Yesterday", "Tomorrow", else "Friday 27 November 2026". */
export function dayTitle(day: string, today: string): string {
  const difference = dayNumber(day) - dayNumber(today);
  if (difference === 0) return 'Today';
  if (difference === -1) return 'Yesterday';
  if (difference === 1) return 'Tomorrow';
  return weekdayDate(day);
}

/** The days from first to last (inclusive), or a message when the range cannot be copied to. */
export function checkRange(first: string, last: string, maxDays = 31): string | null {
  if (!dayFromParam(first) || !dayFromParam(last)) return 'Please choose both days.';
  const days = dayNumber(last) - dayNumber(first) + 1;
  if (days < 1) return 'The last day must be on or after the first.';
  if (days > maxDays) return `Please choose at most ${maxDays} days.`;
  return null;
}

// ---- Food socket events -----------------------------------------------------------------------

export interface AddProductPayload {
  /** The entry's id, made by the app so the day can show it before the server has it. */
  entry_id: string;
  date: string;
  meal_type: MealType;
  food_id: number;
  amount: number;
  unit: AmountUnit;
  /** Shown while the log waits to be sent (not read by the server). */
  title: string;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
}

export interface TrackingPayload {
  date: string;
  icon: TrackingIcon;
  value: 0 | 1;
}

export interface ExerciseStatusPayload {
  date: string;
  workout_id: string;
  done: 0 | 1;
}

declare module '@/lib/realtime/events' {
  interface RealtimeClientEvents {
    'food/search': { keyword: string };
    swap_search: { entry_id: string };
    'planner/add_product': AddProductPayload;
    'planner/tracking_icons': TrackingPayload;
    'planner/exercise_status': ExerciseStatusPayload;
  }
  interface RealtimeServerEvents {
    'planner/add_product': { status: number; message?: string };
    'planner/tracking_icons': { status: number; message?: string };
    'planner/exercise_status': { status: number; message?: string };
  }
}

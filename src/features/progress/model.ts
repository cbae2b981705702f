import * as z from 'zod/mini';
import dayjs from 'dayjs';
import { cosmeticText, strictId, strictNumber } from '@/lib/api/schemas';
import { CALORIE_LIMITS, type CalorieGoal } from '@/lib/calories';

/** A measurement: missing or null is not measured (null); present, it must be a readable number. */
const measurement = z.pipe(
  z.optional(z.nullable(strictNumber)),
  z.transform((value) => value ?? null),
);

// ---------------------------------------------------------------------------------------------
// Units (spec 1 §3 "measurement unit (lbs or feet variants exist)", spec 3 §3 "units lbs/feet")

/** The member's units: metric (kg, cm) or imperial (lbs, feet and inches). */
export type UnitSystem = 'metric' | 'imperial';

/** The profile's measurement_unit ('kg' by default; 'lbs', 'feet' and their variants are imperial). */
export function unitSystem(measurementUnit: string): UnitSystem {
  return /lb|pound|feet|foot|ft|imperial|stone/i.test(measurementUnit) ? 'imperial' : 'metric';
}

export const KG_PER_LB = 0.45359237;
export const CM_PER_INCH = 2.54;

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

export function kgToLbs(kg: number): number {
  return round(kg / KG_PER_LB, 1);
}

/** Two decimals so a weight typed in lbs comes back as the same lbs (165.0 lbs -> 74.84 kg -> 165.0). */
export function lbsToKg(lbs: number): number {
  return round(lbs * KG_PER_LB, 2);
}

export function cmToInches(cm: number): number {
  return round(cm / CM_PER_INCH, 1);
}

export function inchesToCm(inches: number): number {
  return round(inches * CM_PER_INCH, 2);
}

/** A height in whole feet and inches (inches rounded to the nearest whole inch). */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const total = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

export function feetInchesToCm(feet: number, inches: number): number {
  return round((feet * 12 + inches) * CM_PER_INCH, 1);
}

export const WEIGHT_UNIT: Record<UnitSystem, string> = { metric: 'kg', imperial: 'lbs' };
/** Body measurements (waist, hips, chest) are in cm, or in inches for a feet-and-inches member. */
export const LENGTH_UNIT: Record<UnitSystem, string> = { metric: 'cm', imperial: 'in' };

/** A weight kept in kg, in the member's units: 72.4 kg / 159.6 lbs. */
export function displayWeight(kg: number, system: UnitSystem): number {
  return system === 'imperial' ? kgToLbs(kg) : round(kg, 1);
}

export function displayLength(cm: number, system: UnitSystem): number {
  return system === 'imperial' ? cmToInches(cm) : round(cm, 1);
}

export function formatWeight(kg: number, system: UnitSystem): string {
  return `${displayWeight(kg, system)} ${WEIGHT_UNIT[system]}`;
}

export function formatHeight(cm: number, system: UnitSystem): string {
  if (system === 'metric') return `${round(cm, 1)} cm`;
  const { feet, inches } = cmToFeetInches(cm);
  return `${feet} ft ${inches} in`;
}

// ---------------------------------------------------------------------------------------------
// Today's weight and measurements: ranges per unit, one decimal at most

export type MeasureField = 'weight' | 'waist' | 'hips' | 'chest';

export const MEASURE_LABELS: Record<MeasureField, string> = {
  weight: 'Weight',
  waist: 'Waist',
  hips: 'Hips',
  chest: 'Chest',
};

/** Sensible bounds for an adult, in the units the member types. */
export const MEASURE_RANGES: Record<
  'weight' | 'length',
  Record<UnitSystem, { min: number; max: number }>
> = {
  weight: { metric: { min: 30, max: 300 }, imperial: { min: 66, max: 660 } },
  length: { metric: { min: 40, max: 250 }, imperial: { min: 16, max: 98 } },
};

export const ONE_DECIMAL_MESSAGE = 'Please enter a number with at most one decimal place.';
export const NOTHING_TO_SAVE_MESSAGE = 'Please enter your weight or at least one measurement.';
/** Longest text a number field accepts (maxLength). */
export const NUMBER_MAX_LENGTH = 6;

function unitOf(field: MeasureField, system: UnitSystem): string {
  return field === 'weight' ? WEIGHT_UNIT[system] : LENGTH_UNIT[system];
}

export function rangeOf(field: MeasureField, system: UnitSystem): { min: number; max: number } {
  return MEASURE_RANGES[field === 'weight' ? 'weight' : 'length'][system];
}

export function rangeMessage(field: MeasureField, system: UnitSystem): string {
  const { min, max } = rangeOf(field, system);
  const name = field === 'weight' ? 'a weight' : `your ${field} measurement`;
  return `Please enter ${name} between ${min} and ${max} ${unitOf(field, system)}.`;
}

/** A positive number with at most one decimal place, as typed ('' is no value). */
export function readNumber(text: string): number | 'invalid' | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d)?$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
}

export function measureError(
  field: MeasureField,
  text: string,
  system: UnitSystem,
): string | undefined {
  const value = readNumber(text);
  if (value === null) return undefined;
  if (value === 'invalid') {
    return /^\d+\.\d{2,}$/.test(text.trim()) ? ONE_DECIMAL_MESSAGE : rangeMessage(field, system);
  }
  const { min, max } = rangeOf(field, system);
  return value < min || value > max ? rangeMessage(field, system) : undefined;
}

export type MeasureValues = Record<MeasureField, string>;

/** What today's entry sends: weight in kg and measurements in cm, only the fields given. */
export interface MeasurementsBody {
  date: string;
  weight?: number;
  waist?: number;
  hips?: number;
  chest?: number;
}

export const MEASURE_FIELDS: readonly MeasureField[] = ['weight', 'waist', 'hips', 'chest'];

/**
 * The form's errors, or the body to send (kg and cm) when there are none. Nothing is sent
 * while a field is out of range or the form is empty.
 */
export function checkMeasurements(
  values: MeasureValues,
  system: UnitSystem,
  date: string,
):
  | { ok: true; body: MeasurementsBody }
  | { ok: false; errors: Partial<Record<MeasureField | 'form', string>> } {
  const errors: Partial<Record<MeasureField | 'form', string>> = {};
  const body: MeasurementsBody = { date };
  for (const field of MEASURE_FIELDS) {
    const error = measureError(field, values[field], system);
    if (error) {
      errors[field] = error;
      continue;
    }
    const value = readNumber(values[field]);
    if (typeof value !== 'number') continue;
    if (field === 'weight') body.weight = system === 'imperial' ? lbsToKg(value) : value;
    else body[field] = system === 'imperial' ? inchesToCm(value) : value;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  if (Object.keys(body).length === 1)
    return { ok: false, errors: { form: NOTHING_TO_SAVE_MESSAGE } };
  return { ok: true, body };
}

// ---------------------------------------------------------------------------------------------
// The graph's window (spec 3 §9: the last 15 days by default)

export const DEFAULT_RANGE_DAYS = 15;
export const RANGE_OPTIONS = [7, 15, 30, 90] as const;
export type RangeDays = (typeof RANGE_OPTIONS)[number];

export function isRangeDays(value: number): value is RangeDays {
  return (RANGE_OPTIONS as readonly number[]).includes(value);
}

/** The range a ?days= query asks for, or the 15-day default. */
export function rangeFromQuery(value: string | null): RangeDays {
  const days = Number(value);
  return isRangeDays(days) ? days : DEFAULT_RANGE_DAYS;
}

export function isoDate(date: dayjs.Dayjs): string {
  return date.format('YYYY-MM-DD');
}

/** The first and last day (YYYY-MM-DD) of the last `days` days, today included. */
export function rangeWindow(days: number, today = dayjs()): { from: string; to: string } {
  return { from: isoDate(today.subtract(days - 1, 'day')), to: isoDate(today) };
}

export const progressPointSchema = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  weight: z.nullable(strictNumber),
  calories: z.nullable(strictNumber),
  waist: measurement,
  hips: measurement,
  chest: measurement,
});
export type ProgressPoint = z.infer<typeof progressPointSchema>;

export const progressStatsSchema = z.object({
  points: z.array(progressPointSchema),
  /** cm, when the member has given it. */
  height: measurement,
  /** The planner's daily calorie target, when set. */
  calorie_target: measurement,
});
export type ProgressStats = z.infer<typeof progressStatsSchema>;

/** The points inside the window, oldest first (the server's answer is not trusted to be in order or range). */
export function pointsInWindow(
  points: ProgressPoint[],
  days: number,
  today = dayjs(),
): ProgressPoint[] {
  const { from, to } = rangeWindow(days, today);
  return points
    .filter((point) => point.date >= from && point.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The points with today's entry merged in (the fields it gives replace the day's), oldest first. */
export function upsertPoint(points: ProgressPoint[], entry: MeasurementsBody): ProgressPoint[] {
  const { date, ...given } = entry;
  const existing = points.find((point) => point.date === date);
  const merged: ProgressPoint = {
    ...(existing ?? { date, weight: null, calories: null, waist: null, hips: null, chest: null }),
    ...given,
  };
  return [...points.filter((point) => point.date !== date), merged].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
}

/** The latest weight logged, in kg. */
export function latestWeight(points: ProgressPoint[]): number | null {
  for (let index = points.length - 1; index >= 0; index -= 1) {
    const weight = points[index]?.weight;
    if (typeof weight === 'number') return weight;
  }
  return null;
}

export interface ProgressToggles {
  show_weight: number;
  show_calories: number;
  show_measurements: number;
}

/** The series the member shows (spec 1 §3 display toggles). */
export function shownSeries(toggles: ProgressToggles): {
  weight: boolean;
  calories: boolean;
  measurements: boolean;
} {
  return {
    weight: toggles.show_weight === 1,
    calories: toggles.show_calories === 1,
    measurements: toggles.show_measurements === 1,
  };
}

// ---------------------------------------------------------------------------------------------
// Timeline

export const timelineEntrySchema = z.object({
  id: strictId,
  kind: z.enum(['day', 'workout', 'achievement', 'photo']),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/)),
  title: cosmeticText(''),
  detail: cosmeticText(''),
  image: cosmeticText(''),
  /** kg, on a logged day */
  weight: measurement,
  calories: measurement,
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelinePageSchema = z.object({
  entries: z.array(timelineEntrySchema),
  has_more: z.union([z.literal(0), z.literal(1), z.boolean()]),
});
export type TimelinePage = z.infer<typeof timelinePageSchema>;

export const KIND_LABELS: Record<TimelineEntry['kind'], string> = {
  day: 'Logged day',
  workout: 'Workout done',
  achievement: 'Achievement',
  photo: 'Progress photo',
};

/** Progress photos: pictures of at most 10 MB (spec 3 §5 extensions; the videos it allows too). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TOO_BIG_MESSAGE = 'This file is larger than 10 MB. Please choose a smaller one.';
export const MAX_CAPTION_LENGTH = 200;

export const uploadedPhotoSchema = z.object({ id: strictId, image: z.string() });

// ---------------------------------------------------------------------------------------------
// The member calorie calculator (formula in lib/calories)

export type CalculatorField = 'age' | 'height' | 'heightFeet' | 'heightInches' | 'weight';

export interface CalculatorValues {
  age: string;
  /** cm (metric) */
  height: string;
  /** feet and inches (imperial) */
  heightFeet: string;
  heightInches: string;
  /** kg or lbs */
  weight: string;
}

const HEIGHT_RANGE_CM = CALORIE_LIMITS.height;
const WEIGHT_RANGE_KG = CALORIE_LIMITS.weight;
const IMPERIAL_WEIGHT = {
  min: Math.ceil(kgToLbs(WEIGHT_RANGE_KG.min)),
  max: Math.floor(kgToLbs(WEIGHT_RANGE_KG.max)),
};
const IMPERIAL_HEIGHT = {
  min: cmToFeetInches(HEIGHT_RANGE_CM.min + 1),
  max: cmToFeetInches(HEIGHT_RANGE_CM.max - 1),
};

export const IMPERIAL_WEIGHT_MESSAGE = `Please enter a weight between ${IMPERIAL_WEIGHT.min} and ${IMPERIAL_WEIGHT.max} lbs.`;
export const IMPERIAL_HEIGHT_MESSAGE = `Please enter a height between ${IMPERIAL_HEIGHT.min.feet} ft ${IMPERIAL_HEIGHT.min.inches} in and ${IMPERIAL_HEIGHT.max.feet} ft ${IMPERIAL_HEIGHT.max.inches} in.`;
const INCHES_MESSAGE = 'Please enter inches between 0 and 11.';

const numberIn = (text: string, min: number, max: number): number | null => {
  const value = readNumber(text);
  return typeof value === 'number' && value >= min && value <= max ? value : null;
};

/**
 * The calculator's inputs in kg and cm, or the message of each field out of range (weight 0
 * and an empty age are refused), in the member's units.
 */
export function checkCalculator(
  values: CalculatorValues,
  system: UnitSystem,
):
  | { ok: true; age: number; height: number; weight: number }
  | { ok: false; errors: Partial<Record<CalculatorField, string>> } {
  const errors: Partial<Record<CalculatorField, string>> = {};
  const age = numberIn(values.age, CALORIE_LIMITS.age.min, CALORIE_LIMITS.age.max);
  if (age === null || !Number.isInteger(age)) errors.age = CALORIE_LIMITS.age.message;
  let height: number | null = null;
  let weight: number | null = null;
  if (system === 'metric') {
    height = numberIn(values.height, HEIGHT_RANGE_CM.min, HEIGHT_RANGE_CM.max);
    if (height === null) errors.height = HEIGHT_RANGE_CM.message;
    weight = numberIn(values.weight, WEIGHT_RANGE_KG.min, WEIGHT_RANGE_KG.max);
    if (weight === null) errors.weight = WEIGHT_RANGE_KG.message;
  } else {
    const feet = numberIn(values.heightFeet, 0, 9);
    const inches = values.heightInches.trim() === '' ? 0 : numberIn(values.heightInches, 0, 11.9);
    if (inches === null) errors.heightInches = INCHES_MESSAGE;
    else if (feet === null || !Number.isInteger(feet)) errors.heightFeet = IMPERIAL_HEIGHT_MESSAGE;
    else {
      height = feetInchesToCm(feet, inches);
      if (height < HEIGHT_RANGE_CM.min || height > HEIGHT_RANGE_CM.max) {
        errors.heightFeet = IMPERIAL_HEIGHT_MESSAGE;
        height = null;
      }
    }
    const lbs = numberIn(values.weight, IMPERIAL_WEIGHT.min, IMPERIAL_WEIGHT.max);
    if (lbs === null) errors.weight = IMPERIAL_WEIGHT_MESSAGE;
    else weight = lbsToKg(lbs);
  }
  if (age === null || height === null || weight === null || Object.keys(errors).length) {
    return { ok: false, errors };
  }
  return { ok: true, age, height, weight };
}

/** Whole years from a date of birth (YYYY-MM-DD), or null when it is not a date. */
export function ageFromDob(dob: string, today = dayjs()): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob.trim())) return null;
  const born = dayjs(dob.trim());
  if (!born.isValid()) return null;
  const years = today.diff(born, 'year');
  return years > 0 && years < 130 ? years : null;
}

/** The profile's weight_goal as the calculator's goal (lose, gain, else maintain). */
export function goalFromProfile(weightGoal: string): CalorieGoal {
  const goal = weightGoal.trim().toLowerCase();
  if (goal.startsWith('lose')) return 'lose';
  if (goal.startsWith('gain')) return 'gain';
  return 'maintain';
}

/** The profile's gender as the calculator's sex (male, else female). */
export function sexFromProfile(gender: string): 'female' | 'male' {
  return gender.trim().toLowerCase() === 'male' ? 'male' : 'female';
}

export const calorieTargetReplySchema = z.object({ calorie_target: strictNumber });

import * as z from 'zod/mini';
import { cosmeticOr } from '@/lib/api/schemas';
import { local, storageKeys } from '@/lib/storage';
import { apiRequest } from '@/lib/api/request';

/**
 * Calorie calculator data saved before login (storageKeys.savedCalorieData) is uploaded after
 * login and removed once the server confirms (spec 1 §4). Activity level: sedentary 0,
 * lightly 1, moderately 2, very 3, extra 4 (default 1).
 *
 * Local storage is outside the app's control, so the saved object is checked here, at the
 * edge: only the calculator's own fields go up, and data that is not calculator data (bad
 * JSON, wrong types, numbers out of range, no calculator field at all) is removed, not sent.
 */
const DEFAULT_ACTIVITY_LEVEL = 1;

const measure = (min: number, max: number) => z.optional(z.number().check(z.gte(min), z.lte(max)));
const flag = z.optional(z.union([z.boolean(), z.literal(0), z.literal(1)]));

const calorieDataSchema = z.object({
  gender: z.optional(z.enum(['female', 'male'])),
  /** years */
  age: measure(1, 120),
  /** centimetres */
  height: measure(50, 300),
  /** kilograms */
  weight: measure(20, 500),
  activity_level: cosmeticOr(z.int().check(z.gte(0), z.lte(4)), DEFAULT_ACTIVITY_LEVEL),
  is_pregnant: flag,
  pregnant: flag,
  goal: z.optional(z.enum(['lose', 'maintain', 'gain'])),
  bmr: measure(0, 20000),
  maintenance: measure(0, 20000),
  target: measure(0, 20000),
  saved_at: z.optional(z.string().check(z.maxLength(40))),
});

export type CalorieUpload = z.infer<typeof calorieDataSchema>;

const CALORIE_FIELDS = Object.keys(calorieDataSchema.shape);

/**
 * The upload body of saved calculator data, or null when it is not calculator data. Unknown
 * fields are dropped; a missing or unreadable activity level becomes 1.
 */
export function parseCalorieData(raw: unknown): CalorieUpload | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const level = record.activity_level ?? record.activityLevel;
  const input = {
    ...record,
    activity_level: typeof level === 'string' && level.trim() !== '' ? Number(level) : level,
  };
  if (!CALORIE_FIELDS.some((field) => input[field as keyof typeof input] !== undefined)) {
    return null;
  }
  const parsed = calorieDataSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

function readSaved(): unknown {
  const text = local.get(storageKeys.savedCalorieData);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

let uploading = false;

/** 'invalid': the saved data was not calculator data; it was removed and nothing was sent. */
export async function uploadSavedCalorieData(): Promise<
  'none' | 'uploaded' | 'failed' | 'invalid'
> {
  if (uploading) return 'none';
  const saved = readSaved();
  if (saved === undefined) return 'none';
  const data = parseCalorieData(saved);
  if (!data) {
    local.remove(storageKeys.savedCalorieData);
    return 'invalid';
  }
  uploading = true;
  try {
    await apiRequest({ url: 'calories/save_calculator_data', method: 'POST', body: data });
    local.remove(storageKeys.savedCalorieData);
    return 'uploaded';
  } catch {
    return 'failed';
  } finally {
    uploading = false;
  }
}

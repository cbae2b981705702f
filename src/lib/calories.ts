/**
 * The calorie calculator's formula (spec 1 §3 "Calorie calculator data", §4), shared by the public
 * /free-calorie-calculator (landing) and the member /home/caloriescalculator (progress): activity levels
 * sedentary 0, lightly 1, moderately 2, very 3, extra 4 (default 1) and a pregnant flag.
 * Its data stays in local storage until the member logs in, when it is uploaded and removed.
 */
export const ACTIVITY_LEVELS = [
  { value: 0, label: 'Sedentary (little or no exercise)', factor: 1.2 },
  { value: 1, label: 'Lightly active (1-3 days a week)', factor: 1.375 },
  { value: 2, label: 'Moderately active (3-5 days a week)', factor: 1.55 },
  { value: 3, label: 'Very active (6-7 days a week)', factor: 1.725 },
  { value: 4, label: 'Extra active (hard exercise and a physical job)', factor: 1.9 },
] as const;

export const DEFAULT_ACTIVITY_LEVEL = 1;

export type CalorieGoal = 'lose' | 'maintain' | 'gain';

export interface CalorieInput {
  gender: 'female' | 'male';
  age: number;
  /** centimetres */
  height: number;
  /** kilograms */
  weight: number;
  activity_level: number;
  is_pregnant: boolean;
  goal: CalorieGoal;
}

export interface CalorieResult {
  bmr: number;
  maintenance: number;
  target: number;
}

/** Extra a day in later pregnancy; no deficit is suggested while pregnant. */
export const PREGNANCY_EXTRA = 200;
export const MINIMUM_TARGET = 1200;

/** Mifflin-St Jeor BMR times the activity factor, then the goal's adjustment; whole kcal. */
export function calculateCalories(input: CalorieInput): CalorieResult {
  const bmr =
    10 * input.weight + 6.25 * input.height - 5 * input.age + (input.gender === 'male' ? 5 : -161);
  const level =
    ACTIVITY_LEVELS.find((item) => item.value === input.activity_level) ??
    ACTIVITY_LEVELS[DEFAULT_ACTIVITY_LEVEL];
  const maintenance = bmr * level.factor;
  const pregnant = input.gender === 'female' && input.is_pregnant;
  let target = maintenance;
  if (pregnant) target = maintenance + PREGNANCY_EXTRA;
  else if (input.goal === 'lose') target = Math.max(MINIMUM_TARGET, maintenance - 500);
  else if (input.goal === 'gain') target = maintenance + 300;
  return { bmr: Math.round(bmr), maintenance: Math.round(maintenance), target: Math.round(target) };
}

export type CalorieField = 'age' | 'height' | 'weight';

/** Sensible ranges for the number fields; the message names the field. */
export const CALORIE_LIMITS: Record<CalorieField, { min: number; max: number; message: string }> = {
  age: { min: 16, max: 99, message: 'Please enter an age between 16 and 99.' },
  height: { min: 120, max: 230, message: 'Please enter a height between 120 and 230 cm.' },
  weight: { min: 35, max: 300, message: 'Please enter a weight between 35 and 300 kg.' },
};

export function calorieFieldErrors(
  values: Record<CalorieField, string>,
): Partial<Record<CalorieField, string>> {
  const errors: Partial<Record<CalorieField, string>> = {};
  for (const field of Object.keys(CALORIE_LIMITS) as CalorieField[]) {
    const number = Number(values[field]);
    const { min, max, message } = CALORIE_LIMITS[field];
    if (values[field].trim() === '' || !Number.isFinite(number) || number < min || number > max)
      errors[field] = message;
  }
  return errors;
}

import {
  IMAGE_TYPE_ERROR,
  MAX_LENGTH,
  isAllowedImage,
  isValidEmail,
  lengthError,
} from '@/lib/validation';
import type { UserProfile } from '@/features/user';

// ---------------------------------------------------------------------------------------------
// Messages. The spec gives only the invalid email wording (spec 3 §5 and §8); the others are ours.

/** Spec 3 §5 / §8, verbatim. */
export const INVALID_EMAIL_MESSAGE = 'please enter valid email id';
export const FIRST_NAME_MESSAGE = 'Please enter your first name.';
export const USERNAME_MESSAGE =
  'Please enter a user name of letters, digits, dots, hyphens or underscores.';
export const PHONE_MESSAGE = 'Please enter a valid phone number (7 to 15 digits).';
export const DOB_MESSAGE = 'Please enter a valid date of birth (you must be at least 13).';
export const PREGNANT_WEEK_MESSAGE = 'Please enter a pregnancy week from 1 to 42.';
export const DUE_DATE_MESSAGE = 'Please enter a due date within the next 42 weeks.';
export const TRIMESTER_MESSAGE = 'Please choose your trimester.';
export const PHOTO_TOO_BIG_MESSAGE = 'Profile photos can be at most 5 MB.';
export const NO_PHOTO_MESSAGE = 'Please choose a photo to upload.';

export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const ABOUT_ME_MAX = MAX_LENGTH.aboutMe;
export const GOAL_MAX = MAX_LENGTH.shortText;

type Errors<T> = Partial<Record<keyof T, string>>;

/** Whether a form's errors are all empty. */
export function isClean<T>(errors: Errors<T>): boolean {
  return Object.values(errors).every((message) => !message);
}

// ---------------------------------------------------------------------------------------------
// Dates (YYYY-MM-DD, the value of a date input).

function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date;
}

function utcToday(now: Date): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

const DAY_MS = 86_400_000;

/** A date of birth: a real day, at least 13 and at most 120 years ago. Empty is allowed. */
export function dobError(value: string, now = new Date()): string | undefined {
  if (value === '') return undefined;
  const day = parseDay(value);
  if (!day) return DOB_MESSAGE;
  const today = utcToday(now);
  const years =
    today.getUTCFullYear() -
    day.getUTCFullYear() -
    (today.getUTCMonth() < day.getUTCMonth() ||
    (today.getUTCMonth() === day.getUTCMonth() && today.getUTCDate() < day.getUTCDate())
      ? 1
      : 0);
  return years < 13 || years > 120 ? DOB_MESSAGE : undefined;
}

/** A due date: today or within the next 42 weeks. Empty is allowed. */
export function dueDateError(value: string, now = new Date()): string | undefined {
  if (value === '') return undefined;
  const day = parseDay(value);
  if (!day) return DUE_DATE_MESSAGE;
  const ahead = (day.getTime() - utcToday(now).getTime()) / DAY_MS;
  return ahead < 0 || ahead > 42 * 7 ? DUE_DATE_MESSAGE : undefined;
}

// ---------------------------------------------------------------------------------------------
// Personal details.

export interface PersonalDetails {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  phone: string;
  dob: string;
  about_me: string;
}

export function personalDetailsOf(profile: UserProfile): PersonalDetails {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    username: profile.username,
    email: profile.email,
    phone: profile.phone,
    dob: profile.dob,
    about_me: profile.about_me,
  };
}

/** A phone number: digits with spaces, dashes, brackets and a leading +; 7 to 15 digits. Empty is allowed. */
export function phoneError(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return PHONE_MESSAGE;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits < 7 || digits > 15 ? PHONE_MESSAGE : undefined;
}

export function personalErrors(
  details: PersonalDetails,
  now = new Date(),
): Errors<PersonalDetails> {
  const username = details.username.trim();
  return {
    first_name:
      details.first_name.trim() === ''
        ? FIRST_NAME_MESSAGE
        : lengthError(details.first_name, MAX_LENGTH.name),
    last_name: lengthError(details.last_name, MAX_LENGTH.name),
    username: !/^[A-Za-z0-9_.-]+$/.test(username)
      ? USERNAME_MESSAGE
      : lengthError(username, MAX_LENGTH.userName),
    email: isValidEmail(details.email) ? undefined : INVALID_EMAIL_MESSAGE,
    phone: phoneError(details.phone),
    dob: dobError(details.dob, now),
    about_me: lengthError(details.about_me, ABOUT_ME_MAX),
  };
}

/** The body of user/update_profile for the personal details, trimmed. */
export function personalRequest(details: PersonalDetails): Record<string, string> {
  return {
    first_name: details.first_name.trim(),
    last_name: details.last_name.trim(),
    username: details.username.trim(),
    email: details.email.trim(),
    phone: details.phone.trim(),
    dob: details.dob,
    about_me: details.about_me.trim(),
  };
}

// ---------------------------------------------------------------------------------------------
// Body numbers and pregnancy (spec 1 §3 "Profile numbers").

export interface BodyDetails {
  gender: string;
  age: string;
  activity_level: string;
  weight_goal: string;
  pregnant: boolean;
  trimester: string;
  pregnant_week: string;
  pregnant_due_date: string;
}

export function bodyDetailsOf(profile: UserProfile): BodyDetails {
  return {
    gender: profile.gender,
    age: profile.age,
    activity_level: profile.activity_level,
    weight_goal: profile.weight_goal,
    pregnant: profile.is_pregnant_currently === 1,
    trimester: profile.trimester >= 1 && profile.trimester <= 3 ? String(profile.trimester) : '',
    pregnant_week: profile.pregnant_week > 0 ? String(profile.pregnant_week) : '',
    pregnant_due_date: profile.pregnant_due_date,
  };
}

export function bodyErrors(details: BodyDetails, now = new Date()): Errors<BodyDetails> {
  if (!details.pregnant) return {};
  const week = details.pregnant_week.trim();
  return {
    trimester: ['1', '2', '3'].includes(details.trimester) ? undefined : TRIMESTER_MESSAGE,
    pregnant_week:
      week === '' || (/^\d{1,2}$/.test(week) && Number(week) >= 1 && Number(week) <= 42)
        ? undefined
        : PREGNANT_WEEK_MESSAGE,
    pregnant_due_date: dueDateError(details.pregnant_due_date, now),
  };
}

/** The body of user/update_profile for the body numbers; pregnancy fields clear when not pregnant. */
export function bodyRequest(details: BodyDetails): Record<string, string | number> {
  const pregnant = details.pregnant;
  return {
    gender: details.gender,
    age: details.age,
    activity_level: details.activity_level,
    weight_goal: details.weight_goal,
    is_pregnant_currently: pregnant ? 1 : 0,
    trimester: pregnant ? Number(details.trimester) : 0,
    pregnant_week: pregnant && details.pregnant_week.trim() ? Number(details.pregnant_week) : 0,
    pregnant_due_date: pregnant ? details.pregnant_due_date : '',
  };
}

// ---------------------------------------------------------------------------------------------
// Goals and interests (spec 1 §3 "Goals", "Interest flags"; titles as the signup's topics).

export const INTERESTS = [
  { flag: 'is_fitness', title: 'Fitness' },
  { flag: 'is_healthy_eating', title: 'Healthy eating' },
  { flag: 'is_mindset', title: 'Mindset' },
  { flag: 'is_pregnant', title: 'Pregnancy and postnatal' },
  { flag: 'is_pain', title: 'Back and joint pain' },
] as const;
export type InterestFlag = (typeof INTERESTS)[number]['flag'];

export const GOALS = [
  { field: 'fitness_goal', label: 'Fitness goal' },
  { field: 'fat_loss_goal', label: 'Fat loss goal' },
  { field: 'healthy_eating_goal', label: 'Healthy eating goal' },
  { field: 'barrier_goal', label: 'What gets in your way' },
  { field: 'pregnency_goal', label: 'Pregnancy goal' },
] as const;
export type GoalField = (typeof GOALS)[number]['field'];

export interface GoalsDetails {
  interests: Record<InterestFlag, boolean>;
  goals: Record<GoalField, string>;
}

export function goalsDetailsOf(profile: UserProfile): GoalsDetails {
  const interests = {} as Record<InterestFlag, boolean>;
  for (const { flag } of INTERESTS) interests[flag] = profile[flag] === 1;
  const goals = {} as Record<GoalField, string>;
  for (const { field } of GOALS) goals[field] = profile[field];
  return { interests, goals };
}

export function goalsErrors(details: GoalsDetails): Partial<Record<GoalField, string>> {
  const errors: Partial<Record<GoalField, string>> = {};
  for (const { field } of GOALS) {
    const message = lengthError(details.goals[field], GOAL_MAX);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The body of user/update_profile for goals and interests: flags, the comma list of titles, goals. */
export function goalsRequest(details: GoalsDetails): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const { flag } of INTERESTS) body[flag] = details.interests[flag] ? 1 : 0;
  body.interest = INTERESTS.filter(({ flag }) => details.interests[flag])
    .map(({ title }) => title)
    .join(',');
  for (const { field } of GOALS) body[field] = details.goals[field].trim();
  return body;
}

// ---------------------------------------------------------------------------------------------
// Units (spec 1 §3: measurement unit, lbs or feet variants exist).

export type Units = 'kg' | 'lbs';

/** 'lbs', 'feet' and their variants are imperial; anything else is metric (kg, cm). */
export function unitsOf(measurementUnit: string): Units {
  return /lb|pound|feet|foot|ft|imperial|stone/i.test(measurementUnit) ? 'lbs' : 'kg';
}

// ---------------------------------------------------------------------------------------------
// Settings: 0/1 flags sent to user/update_settings.

export interface Setting<F extends string = string> {
  field: F;
  label: string;
}

/** Notification and privacy flags (spec 1 §3, §6). hide_profile is shown as it reads. */
export const PRIVACY_SETTINGS = [
  { field: 'notifications', label: 'Send me notifications' },
  { field: 'hide_profile', label: 'Hide my profile from other members' },
  { field: 'can_find', label: 'Let other members find me' },
  { field: 'can_request', label: 'Let other members send me friend requests' },
] as const satisfies readonly Setting[];

/** Display toggles of spec 1 §3 that the dashboard, planner and progress screens read. */
export const DISPLAY_TOGGLES = [
  { field: 'show_calories', label: 'Show calories' },
  { field: 'show_my_macros', label: 'Show my macros' },
  { field: 'show_mood', label: 'Track my mood' },
  { field: 'show_sleep', label: 'Track my sleep' },
  { field: 'track_exercise', label: 'Track exercise' },
  { field: 'show_weight', label: 'Show my weight' },
  { field: 'show_measurements', label: 'Show my measurements' },
] as const satisfies readonly Setting[];

export type SettingField =
  (typeof PRIVACY_SETTINGS)[number]['field'] | (typeof DISPLAY_TOGGLES)[number]['field'];

export function settingsOf<F extends SettingField>(
  profile: UserProfile,
  settings: readonly Setting<F>[],
): Record<F, boolean> {
  const values = {} as Record<F, boolean>;
  for (const { field } of settings) values[field] = profile[field] === 1;
  return values;
}

export function settingsRequest<F extends string>(values: Record<F, boolean>): Record<F, number> {
  const body = {} as Record<F, number>;
  for (const field of Object.keys(values) as F[]) body[field] = values[field] ? 1 : 0;
  return body;
}

// ---------------------------------------------------------------------------------------------
// Profile photo.

/** Why a chosen photo is refused before upload (type, then size), or undefined. */
export function photoError(file: { name: string; size: number }): string | undefined {
  if (!isAllowedImage(file.name)) return IMAGE_TYPE_ERROR;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return PHOTO_TOO_BIG_MESSAGE;
  return undefined;
}

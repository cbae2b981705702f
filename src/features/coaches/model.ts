import * as z from 'zod/mini';
import { cosmeticText, firstItem, strictId, strictNumber } from '@/lib/api/schemas';
import {
  BLANK_PASSWORD_MESSAGE,
  imageFileError,
  isBlankPassword,
  lengthError,
  MAX_LENGTH,
} from '@/lib/validation';
import { MIN_PASSWORD_LENGTH, validateEmailField, validatePhone } from '@/features/registration';
import { oneToOneSchema } from '@/features/professionals';
import { formatPrice } from '@/lib/format/money';

/**
 * The coaches area of a fitness professional and their registration (spec 3 §2, §6, §7
 * "Coaching"): reply schemas (ids, money and access strict; labels cosmetic), the registration
 * draft with its rules per step, and where each step lives.
 */

/** A label shown as it comes (cosmetic: unreadable reads as empty). */
const label = cosmeticText;

// ---------------------------------------------------------------------------------------------
// Replies.

/** A plan a professional pays for to be listed and take bookings (money strict). */
export const coachPlanSchema = z.object({
  plan_id: strictId,
  title: label(),
  price: strictNumber,
  /** 'month' or 'year'; '' for a free plan: how often the price is charged, so read strictly. */
  period: z.enum(['month', 'year', '']),
  description: label(),
});
export type CoachPlan = z.infer<typeof coachPlanSchema>;

/** A session a member booked with the signed-in professional (in fitpro/fitpro's reply). */
export const bookedSessionSchema = z.object({
  booking_id: strictId,
  session_id: strictId,
  title: label(),
  member_name: label(),
  /** ISO date and time. */
  starts_at: label(),
});
export type BookedSession = z.infer<typeof bookedSessionSchema>;

/**
 * fitpro/fitpro: the signed-in account as a professional, with the plans it can choose and the
 * sessions members booked with it. is_fitpro (access) and plan_id (0 while no plan is chosen)
 * are strict.
 */
export const coachAccountSchema = firstItem(
  z.object({
    is_fitpro: strictNumber,
    fitpro_id: strictId,
    name: label(),
    plan_id: strictNumber,
    plan_title: label(),
    plans: z.array(coachPlanSchema),
    bookings: z.array(bookedSessionSchema),
  }),
);
export type CoachAccount = z.infer<typeof coachAccountSchema>;

/** fitpronew/session: one session with its professional. */
export const singleSessionSchema = firstItem(
  z.object({
    ...oneToOneSchema.shape,
    fitpro_id: strictId,
    fitpro_name: label(),
    description: label(),
  }),
);
export type SingleSession = z.infer<typeof singleSessionSchema>;

export const emailCheckSchema = firstItem(z.object({ is_exist: strictNumber }));

/** auth_fc/register: the new professional's session (member token) and ids. */
export const coachRegisteredSchema = firstItem(
  z.object({
    api_token: z.string().check(z.minLength(1)),
    user_id: strictId,
    fitpro_id: strictId,
  }),
);
export type CoachRegistered = z.infer<typeof coachRegisteredSchema>;

// ---------------------------------------------------------------------------------------------
// The coaches area.

export const COACHES_HOME = '/rwl-coaches';

export type CoachAreaView = 'sign-in' | 'not-coach' | 'choose-plan' | 'ready';

/**
 * What the signed-in visitor's own coaches area shows: sign in first; an account that is not a
 * professional's is told so; a professional without a plan finishes registering (reg3).
 */
export function coachAreaView(loggedIn: boolean, account: CoachAccount | undefined): CoachAreaView {
  if (!loggedIn) return 'sign-in';
  if (!account || account.is_fitpro !== 1) return 'not-coach';
  return account.plan_id > 0 ? 'ready' : 'choose-plan';
}

/** An id from the address: 1 to 12 digits, else null (the page says "not found"). */
export function routeId(value: string | undefined): string | null {
  return value !== undefined && /^\d{1,12}$/.test(value) ? value : null;
}

/** "£19.99 a month", "£199.99 a year", "Free". */
export function planPrice(plan: Pick<CoachPlan, 'price' | 'period'>): string {
  if (plan.price <= 0) return 'Free';
  return plan.period ? `${formatPrice(plan.price)} a ${plan.period}` : formatPrice(plan.price);
}

// ---------------------------------------------------------------------------------------------
// Registration (/rwl-coacho-reg1..3): the bar's eight steps (spec 2 §2) over three screens.

export const COACH_STEPS = [
  'Your details',
  'Your coaching',
  'Qualifications',
  'Identity',
  'Your account',
  'Your plan',
  'Payment',
  'Welcome',
] as const;

export type CoachStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export const REG_PATHS = ['/rwl-coacho-reg1', '/rwl-coacho-reg2', '/rwl-coacho-reg3'] as const;

/** The screen of a step: 1-2 on reg1, 3-5 on reg2 (ends with the account made), 6-8 on reg3. */
export function stepPath(step: CoachStep): (typeof REG_PATHS)[number] {
  if (step <= 2) return REG_PATHS[0];
  if (step <= 5) return REG_PATHS[1];
  return REG_PATHS[2];
}

export const SOCIAL_MEDIA_TYPES = ['Instagram', 'Facebook', 'TikTok', 'YouTube', 'X'] as const;

/** Limits of the coach's own text fields (the shared ones come from lib/validation). */
export const COACH_MAX_LENGTH = {
  speciality: 50,
  place: 50,
  bio: 1000,
  qualification: 100,
  socialName: 50,
} as const;

/** A picture chosen in the form: its name and content (a data URL), kept for the preview. */
export interface ChosenImage {
  name: string;
  dataUrl: string;
}

/** What the form keeps across a reload (never passwords or card data). */
export interface CoachDraft {
  step: CoachStep;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  speciality: string;
  place: string;
  online: boolean;
  bio: string;
  qualification: string;
  certificate: ChosenImage | null;
  identity_image: ChosenImage | null;
  face_picture: ChosenImage | null;
  social_media_name: string;
  social_media_type: string;
  receive_email: boolean;
  plan_id: string;
}

export function emptyDraft(): CoachDraft {
  return {
    step: 1,
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    speciality: '',
    place: '',
    online: false,
    bio: '',
    qualification: '',
    certificate: null,
    identity_image: null,
    face_picture: null,
    social_media_name: '',
    social_media_type: 'Instagram',
    receive_email: false,
    plan_id: '',
  };
}

/** Typed only in the form, never stored. */
export interface CoachSecrets {
  password: string;
  confirm_password: string;
  agree: boolean;
}

export type DraftField = keyof CoachDraft | keyof CoachSecrets;
export type DraftErrors = Partial<Record<DraftField, string>>;

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : '';

function image(value: unknown): ChosenImage | null {
  if (!value || typeof value !== 'object') return null;
  const { name, dataUrl } = value as Record<string, unknown>;
  return typeof name === 'string' &&
    typeof dataUrl === 'string' &&
    dataUrl.startsWith('data:image/')
    ? { name, dataUrl }
    : null;
}

/** A stored draft, read defensively (anything unreadable starts again empty). */
export function readDraft(stored: string | null): CoachDraft {
  const empty = emptyDraft();
  if (!stored) return empty;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return empty;
  }
  if (!raw || typeof raw !== 'object') return empty;
  const value = raw as Record<string, unknown>;
  const step = Number(value.step);
  const type = text(value.social_media_type, 20);
  return {
    step: (Number.isInteger(step) && step >= 1 && step <= 8 ? step : 1) as CoachStep,
    first_name: text(value.first_name, MAX_LENGTH.name),
    last_name: text(value.last_name, MAX_LENGTH.name),
    email: text(value.email, MAX_LENGTH.email),
    phone: text(value.phone, MAX_LENGTH.phone),
    speciality: text(value.speciality, COACH_MAX_LENGTH.speciality),
    place: text(value.place, COACH_MAX_LENGTH.place),
    online: value.online === true,
    bio: text(value.bio, COACH_MAX_LENGTH.bio),
    qualification: text(value.qualification, COACH_MAX_LENGTH.qualification),
    certificate: image(value.certificate),
    identity_image: image(value.identity_image),
    face_picture: image(value.face_picture),
    social_media_name: text(value.social_media_name, COACH_MAX_LENGTH.socialName),
    social_media_type: (SOCIAL_MEDIA_TYPES as readonly string[]).includes(type)
      ? type
      : 'Instagram',
    receive_email: value.receive_email === true,
    plan_id: /^\d{1,12}$/.test(String(value.plan_id)) ? String(value.plan_id) : '',
  };
}

function required(value: string, message: string, max: number): string | undefined {
  if (!value.trim()) return message;
  return lengthError(value.trim(), max);
}

function clean(errors: DraftErrors): DraftErrors {
  for (const key of Object.keys(errors) as DraftField[]) if (!errors[key]) delete errors[key];
  return errors;
}

/** Step 1: names, email (the pattern of spec 1 §5; a taken email is the server's message) and phone. */
export function validateDetails(draft: CoachDraft, takenMessage = ''): DraftErrors {
  return clean({
    first_name: required(draft.first_name, 'Please enter your first name.', MAX_LENGTH.name),
    last_name: required(draft.last_name, 'Please enter your last name.', MAX_LENGTH.name),
    email: validateEmailField(draft.email) ?? (takenMessage || undefined),
    phone: validatePhone(draft.phone),
  });
}

/** Step 2: what and where the professional coaches; the bio is optional. */
export function validateCoaching(draft: CoachDraft): DraftErrors {
  return clean({
    speciality: required(
      draft.speciality,
      'Please enter your speciality.',
      COACH_MAX_LENGTH.speciality,
    ),
    place: required(draft.place, 'Please enter where you coach.', COACH_MAX_LENGTH.place),
    bio: lengthError(draft.bio, COACH_MAX_LENGTH.bio),
  });
}

/** Step 3: the qualification and a picture of its certificate. */
export function validateQualifications(draft: CoachDraft): DraftErrors {
  return clean({
    qualification: required(
      draft.qualification,
      'Please enter your qualification.',
      COACH_MAX_LENGTH.qualification,
    ),
    certificate: draft.certificate ? undefined : 'Please add a picture of your certificate.',
  });
}

/** Step 4: an identity document and a picture of the professional's face. */
export function validateIdentity(draft: CoachDraft): DraftErrors {
  return clean({
    identity_image: draft.identity_image
      ? undefined
      : 'Please add a picture of your identity document.',
    face_picture: draft.face_picture ? undefined : 'Please add a picture of your face.',
  });
}

/** Step 5: social media (optional), the password (the rules of /reg1) and the terms. */
export function validateAccount(draft: CoachDraft, secrets: CoachSecrets): DraftErrors {
  let password: string | undefined;
  if (isBlankPassword(secrets.password)) password = BLANK_PASSWORD_MESSAGE;
  else if (secrets.password.length < MIN_PASSWORD_LENGTH)
    password = `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  else password = lengthError(secrets.password, MAX_LENGTH.password);
  let confirm: string | undefined;
  if (!secrets.confirm_password) confirm = 'Please confirm your password.';
  else if (secrets.password !== secrets.confirm_password) confirm = 'The passwords do not match.';
  return clean({
    social_media_name: lengthError(draft.social_media_name.trim(), COACH_MAX_LENGTH.socialName),
    password,
    confirm_password: confirm,
    agree: secrets.agree ? undefined : 'Please agree to the terms and conditions to continue.',
  });
}

/** The first step (1 to 5) whose fields are not valid, or null when the account can be made. */
export function firstInvalidStep(draft: CoachDraft): CoachStep | null {
  if (Object.keys(validateDetails(draft)).length) return 1;
  if (Object.keys(validateCoaching(draft)).length) return 2;
  if (Object.keys(validateQualifications(draft)).length) return 3;
  if (Object.keys(validateIdentity(draft)).length) return 4;
  return null;
}

/** Why a chosen file is refused as a registration picture (spec 3 §5 extensions, 5 MB). */
export const pictureError = imageFileError;

/** auth_fc/register's body: the whole form (pictures as data URLs), with the password once. */
export function registerBody(draft: CoachDraft, secrets: CoachSecrets): Record<string, unknown> {
  return {
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    email: draft.email.trim(),
    phone: draft.phone.replace(/[\s()-]/g, ''),
    password: secrets.password,
    confirm_password: secrets.confirm_password,
    speciality: draft.speciality.trim(),
    place: draft.place.trim(),
    online: draft.online ? 1 : 0,
    bio: draft.bio.trim(),
    qualification: draft.qualification.trim(),
    qualification_image: draft.certificate?.dataUrl ?? '',
    identity_image: draft.identity_image?.dataUrl ?? '',
    face_picture: draft.face_picture?.dataUrl ?? '',
    social_media_name: draft.social_media_name.trim(),
    social_media_type: draft.social_media_type,
    agree: secrets.agree ? 1 : 0,
    is_gdpr: 1,
    receive_email: draft.receive_email ? 1 : 0,
  };
}

/** The account is made at step 5; from step 6 on the form works for the signed-in professional. */
export const FIRST_ACCOUNT_STEP: CoachStep = 6;

export type StepResolution = { step: CoachStep } | { redirect: string };

/**
 * Which step a registration screen shows: the stored step when it lives on this screen, else
 * the stored step's screen (moving on, back, or an address typed ahead all land there). A
 * signed-in account opening reg3 chooses its plan (a professional sent from the coaches area to
 * finish registering).
 */
export function resolveStep(
  pathname: string,
  stored: CoachStep,
  loggedIn: boolean,
): StepResolution {
  const page = (REG_PATHS as readonly string[]).indexOf(pathname);
  if (page === 2 && loggedIn && stored < FIRST_ACCOUNT_STEP) return { step: FIRST_ACCOUNT_STEP };
  return pathname === stepPath(stored) ? { step: stored } : { redirect: stepPath(stored) };
}

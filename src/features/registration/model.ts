/**
 * Registration: the register form state of spec 3 §3, its validation, and the pure rules of the
 * stepped registration (spec 3 §4, spec 2 §2). Kept free of zod, Redux and the http layer so the
 * light /reg1 page can use it.
 */
import type { CouponDetails } from '@/features/plans';
import {
  BLANK_PASSWORD_MESSAGE,
  isBlankPassword,
  isValidEmail,
  lengthError,
  MAX_LENGTH,
  tooLongMessage,
} from '@/lib/validation';
import {
  aboutPayload,
  initialAboutYou,
  initialStudentDetails,
  isStudentPlan,
  type AboutYou,
  type StudentDetails,
} from './aboutYou';

export const DEFAULT_REGISTER_TITLE = 'ALMOST THERE!! Register With RWL';
export const INVALID_COUPON_MESSAGE =
  'This coupon code is not valid for this plan.  remove code >>';
export const VALID_COUPON_MESSAGE = 'valid';
export const INVALID_EMAIL_MESSAGE = 'please enter valid email id';
export const MIN_PASSWORD_LENGTH = 8;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/;
export const INVITE_ROWS = 3;

export interface InviteRow {
  first_name: string;
  email: string;
  errors: { first_name?: string; email?: string };
}

export type CheckState = 'idle' | 'checking' | 'free' | 'taken';
export type CouponState = 'none' | 'validating' | 'valid' | 'invalid';

export type { CouponDetails } from '@/features/plans';

/** The register form state (spec 3 §3), the fields the web registration uses. */
export interface RegisterForm {
  title: string;
  first_name: string;
  last_name: string;
  email: string;
  userName: string;
  dial_code: string;
  country_code: string;
  phone: string;
  password: string;
  confirm_password: string;
  planid: string;
  subplanid: string;
  coupon_code: string;
  coupon_details: CouponDetails | null;
  agree: boolean;
  receive_email: boolean;
  is_gdpr: boolean;
  referral_code: string;
  reg_paywall: number;
  is_invite_frd: number;
  /** The honeytrap: hidden from people and assistive tech; bots fill it. */
  honeytrap: string;
  step: number;
  invites: InviteRow[];
  /** The second step: gender, dob, menopause and the address (aboutYou.ts). */
  about: AboutYou;
  /** The student fields, sent only for the student plan. */
  student: StudentDetails;
  /** Existence checks and coupon validity flags. */
  emailCheck: CheckState;
  userNameCheck: CheckState;
  emailTakenMessage: string;
  userNameTakenMessage: string;
  coupon: CouponState;
}

export interface RegisterQuery {
  planid: string;
  subplanid: string;
  couponcode: string;
  utm_page: string;
  utm_av: string;
  utm_product: string;
  oneoffpayment: string;
  referral_code: string;
}

export function readRegisterQuery(search: string): RegisterQuery {
  const query = new URLSearchParams(search);
  const get = (name: string) => (query.get(name) ?? '').trim();
  return {
    planid: get('planid'),
    subplanid: get('subplanid'),
    couponcode: get('couponcode'),
    utm_page: get('utm_page'),
    utm_av: get('utm_av'),
    utm_product: get('utm_product'),
    oneoffpayment: get('oneoffpayment'),
    referral_code: get('referral_code') || get('ref'),
  };
}

export function emptyInvites(): InviteRow[] {
  return Array.from({ length: INVITE_ROWS }, () => ({ first_name: '', email: '', errors: {} }));
}

export function initialRegisterForm(
  query: RegisterQuery,
  defaultDialCode = '+44',
  defaultCountry = 'GB',
): RegisterForm {
  return {
    title: DEFAULT_REGISTER_TITLE,
    first_name: '',
    last_name: '',
    email: '',
    userName: '',
    dial_code: defaultDialCode,
    country_code: defaultCountry,
    phone: '',
    password: '',
    confirm_password: '',
    planid: query.planid,
    subplanid: query.subplanid,
    coupon_code: query.couponcode,
    coupon_details: null,
    agree: false,
    receive_email: false,
    is_gdpr: true,
    referral_code: query.referral_code,
    reg_paywall: 1,
    is_invite_frd: 0,
    honeytrap: '',
    step: 1,
    invites: emptyInvites(),
    about: initialAboutYou(defaultCountry),
    student: initialStudentDetails(),
    emailCheck: 'idle',
    userNameCheck: 'idle',
    emailTakenMessage: '',
    userNameTakenMessage: '',
    coupon: 'none',
  };
}

export type RegisterField =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'userName'
  | 'phone'
  | 'password'
  | 'confirm_password'
  | 'coupon_code'
  | 'agree';

export type RegisterErrors = Partial<Record<RegisterField, string>>;

export function validateEmailField(email: string): string | undefined {
  if (!email.trim()) return 'Please enter your email address.';
  if (email.trim().length > MAX_LENGTH.email) return tooLongMessage(MAX_LENGTH.email);
  if (!isValidEmail(email)) return INVALID_EMAIL_MESSAGE;
  return undefined;
}

export function validateUserName(userName: string): string | undefined {
  if (!userName.trim()) return 'Please choose a user name.';
  if (!USERNAME_PATTERN.test(userName.trim())) {
    return 'A user name has 3 to 30 letters, digits, dots or underscores.';
  }
  return undefined;
}

/** Digits only, 6 to 15 of them, after the dial code. */
export function validatePhone(phone: string): string | undefined {
  const digits = phone.replace(/[\s()-]/g, '');
  if (!digits) return 'Please enter your phone number.';
  if (!/^\d{6,15}$/.test(digits)) return 'Please enter a valid phone number.';
  return undefined;
}

/** Every field of the form, with its message; server flags (taken email, user name, coupon) included. */
export function validateRegisterForm(form: RegisterForm): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!form.first_name.trim()) errors.first_name = 'Please enter your first name.';
  else errors.first_name = lengthError(form.first_name.trim(), MAX_LENGTH.name);
  if (!form.last_name.trim()) errors.last_name = 'Please enter your last name.';
  else errors.last_name = lengthError(form.last_name.trim(), MAX_LENGTH.name);
  errors.email = validateEmailField(form.email);
  if (!errors.email && form.emailCheck === 'taken') errors.email = form.emailTakenMessage;
  errors.userName = validateUserName(form.userName);
  if (!errors.userName && form.userNameCheck === 'taken')
    errors.userName = form.userNameTakenMessage;
  errors.phone = validatePhone(form.phone);
  if (isBlankPassword(form.password)) errors.password = BLANK_PASSWORD_MESSAGE;
  else if (form.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  } else errors.password = lengthError(form.password, MAX_LENGTH.password);
  if (!form.confirm_password) errors.confirm_password = 'Please confirm your password.';
  else if (form.password !== form.confirm_password)
    errors.confirm_password = 'The passwords do not match.';
  if (form.coupon === 'invalid') errors.coupon_code = INVALID_COUPON_MESSAGE;
  if (!form.agree) errors.agree = 'Please agree to the terms and conditions to continue.';
  for (const key of Object.keys(errors) as RegisterField[]) if (!errors[key]) delete errors[key];
  return errors;
}

/** An invite row is optional; once started it needs a first name and a valid email. */
export function validateInviteRow(
  row: Pick<InviteRow, 'first_name' | 'email'>,
): InviteRow['errors'] {
  const errors: InviteRow['errors'] = {};
  const name = row.first_name.trim();
  const email = row.email.trim();
  if (!name && !email) return errors;
  if (!name) errors.first_name = "Please enter your friend's first name.";
  else if (name.length > MAX_LENGTH.name) errors.first_name = tooLongMessage(MAX_LENGTH.name);
  if (!email) errors.email = "Please enter your friend's email address.";
  else if (email.length > MAX_LENGTH.email) errors.email = tooLongMessage(MAX_LENGTH.email);
  else if (!isValidEmail(email)) errors.email = INVALID_EMAIL_MESSAGE;
  return errors;
}

export function validateInvites(rows: InviteRow[]): InviteRow[] {
  return rows.map((row) => ({ ...row, errors: validateInviteRow(row) }));
}

export function invitesHaveErrors(rows: InviteRow[]): boolean {
  return rows.some((row) => Boolean(row.errors.first_name || row.errors.email));
}

export function filledInvites(rows: InviteRow[]): { first_name: string; email: string }[] {
  return rows
    .filter((row) => row.first_name.trim() && row.email.trim())
    .map((row) => ({ first_name: row.first_name.trim(), email: row.email.trim() }));
}

/** Coupons: empty or the literal "clear" are not validated (spec 2 §5). */
export function couponNeedsCheck(code: string): boolean {
  const value = code.trim();
  return value !== '' && value.toLowerCase() !== 'clear';
}

/** The payload of auth/register for a new account. */
export function registerPayload(form: RegisterForm, query: RegisterQuery): Record<string, unknown> {
  const invites = filledInvites(form.invites);
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    email: form.email.trim(),
    username: form.userName.trim(),
    phone: form.phone.replace(/[\s()-]/g, ''),
    dial_code: form.dial_code,
    country_code: form.country_code,
    password: form.password,
    confirm_password: form.confirm_password,
    planid: form.planid,
    subplanid: form.subplanid,
    coupon_code: form.coupon === 'valid' ? form.coupon_code.trim() : '',
    agree: form.agree ? 1 : 0,
    receive_email: form.receive_email ? 1 : 0,
    is_gdpr: form.is_gdpr ? 1 : 0,
    referral_code: form.referral_code,
    reg_paywall: form.reg_paywall,
    is_invite_frd: invites.length ? 1 : 0,
    invite_friends: invites,
    ...aboutPayload(form.about, isStudentPlan(form.planid) ? form.student : null),
    step: form.step,
    device_type: 'web',
    utm_page: query.utm_page,
    utm_av: query.utm_av,
    utm_product: query.utm_product,
  };
}

// ---------------------------------------------------------------------------------------------
// What a registering visitor carries from /reg1 to the paywall and the steps (local storage).

export interface RegistrationData {
  userId: string;
  planid: string;
  subplanid: string;
  couponcode: string;
  utm_page: string;
  utm_av: string;
  oneoffpayment: string;
  /** The page the visitor landed on ('invite' for the invite landing page). */
  landingPage: string;
}

/**
 * After /reg1 (spec 3 §4): a user already pre-purchased goes to /registration; otherwise the
 * payment set-up (the paywall) starts with plan, coupon and campaign.
 */
export function pathAfterRegister(
  prePurchase: number,
  data: Parameters<typeof carriedQuery>[0],
): string {
  return prePurchase === 1 ? '/registration' : `/reg-paywall${carriedQuery(data)}`;
}

/** The query the paywall (and later screens) receive: plan, coupon and campaign. */
export function carriedQuery(
  data: Pick<
    RegistrationData,
    'planid' | 'subplanid' | 'couponcode' | 'utm_page' | 'utm_av' | 'oneoffpayment'
  >,
): string {
  const query = new URLSearchParams();
  for (const key of [
    'planid',
    'subplanid',
    'couponcode',
    'utm_page',
    'utm_av',
    'oneoffpayment',
  ] as const) {
    if (data[key]) query.set(key, data[key]);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

// ---------------------------------------------------------------------------------------------
// The stepped registration (spec 3 §4).

export const REGISTRATION_STEPS = 7;
/** Other registration screens (/rwl-coacho-reg3) have a bar of 8 steps. */
export const COACH_REGISTRATION_STEPS = 8;

export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The step to resume at: stored 3 or 4 leads to 6, otherwise the stored step plus one (nothing stored: step 1). */
export function resumeStep(stored: number | null): StepNumber {
  if (stored === null || !Number.isFinite(stored) || stored < 1) return 1;
  if (stored === 3 || stored === 4) return 6;
  return Math.min(stored + 1, REGISTRATION_STEPS) as StepNumber;
}

export function readStoredStep(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) ? value : null;
}

export interface EntryInput {
  hasRegistrationToken: boolean;
  memberLoggedIn: boolean;
  step: number;
  prePurchase: number;
  regPaywall: number;
  landingPage: string;
}

export function isInviteLandingPage(landingPage: string): boolean {
  const value = landingPage.trim().toLowerCase().replace(/^\//, '');
  return value === 'invite';
}

/**
 * Where /registration sends the visitor before showing a step, or null to stay:
 * no stored registration token: member home if logged in, else /login; at step 1, not
 * pre-purchased, reg_paywall 1 and a landing page other than the invite one: /reg-paywall.
 */
export function registrationRedirect(input: EntryInput): string | null {
  if (!input.hasRegistrationToken) return input.memberLoggedIn ? '/home' : '/login';
  if (
    input.step === 1 &&
    input.prePurchase !== 1 &&
    input.regPaywall === 1 &&
    !isInviteLandingPage(input.landingPage)
  ) {
    return '/reg-paywall';
  }
  return null;
}

/** Bar steps: 7 plus one per preference item on /registration; 8 on the other registration screens. */
export function totalBarSteps(variant: 'registration' | 'coach', preferenceItems: number): number {
  return variant === 'coach'
    ? COACH_REGISTRATION_STEPS
    : REGISTRATION_STEPS + Math.max(0, preferenceItems);
}

/** The width of the bar (percent, 2 decimals) at a 1-based position among total steps. */
export function barWidth(position: number, total: number): number {
  if (total <= 0) return 0;
  const clamped = Math.min(Math.max(position, 0), total);
  return Math.round((clamped / total) * 10000) / 100;
}

/**
 * The bar position of a step: steps 1 to 5 are themselves; the preference items follow step 5
 * (sub-step i, 1-based, is 5 + i); steps 6 and 7 come after all preference items.
 */
export function barPosition(step: StepNumber, preferenceItems: number, subStep = 0): number {
  if (step <= 5) return step === 5 && subStep > 0 ? 5 + Math.min(subStep, preferenceItems) : step;
  return step + Math.max(0, preferenceItems);
}

// ---------------------------------------------------------------------------------------------
// Profile questions.

export interface Choice {
  value: string;
  label: string;
}

export const GENDER_CHOICES: Choice[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

export const AGE_CHOICES: Choice[] = [
  { value: '<21', label: 'Under 21' },
  { value: '21-39', label: '21 to 39' },
  { value: '40>', label: '40 and over' },
];

export const ACTIVITY_CHOICES: Choice[] = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
];

export const WEIGHT_GOAL_CHOICES: Choice[] = [
  { value: 'lose', label: 'Lose weight' },
  { value: 'maintain', label: 'Maintain my weight' },
  { value: 'gain', label: 'Gain weight' },
];

export const UNIT_CHOICES: Choice[] = [
  { value: 'kg', label: 'Kilograms and centimetres (kg, cm)' },
  { value: 'lbs', label: 'Pounds and feet (lbs, feet)' },
];

export const TRIMESTER_CHOICES: Choice[] = [
  { value: '1', label: 'First trimester' },
  { value: '2', label: 'Second trimester' },
  { value: '3', label: 'Third trimester' },
];

/** A topic of interest (GET topics_of_interest). A topic with a question is a preference item. */
export interface Topic {
  topic_id: number;
  title: string;
  /** The interest flag it sets (is_fitness, is_healthy_eating, is_mindset, is_pregnant, is_pain). */
  flag: string;
  /** The goal field the preference question fills (fitness_goal...), empty when there is none. */
  goal_field: string;
  question: string;
  options: string[];
  /** Shown only to people who can be pregnant. */
  pregnancy: number;
}

/** Topics offered to this person: the pregnancy topic is not relevant when gender is male. */
export function relevantTopics(topics: Topic[], gender: string): Topic[] {
  return topics.filter((topic) => !(topic.pregnancy === 1 && gender === 'male'));
}

/** The preference items: chosen topics that ask a follow-up question, in list order. */
export function preferenceItems(topics: Topic[], chosenIds: number[]): Topic[] {
  return topics.filter(
    (topic) =>
      chosenIds.includes(topic.topic_id) && topic.question !== '' && topic.options.length > 0,
  );
}

export interface TipItem {
  category: string;
  tip_id: number;
  tip: string;
}

/** A testimonial of the registration details (reg_details). */
export interface Testimonial {
  rating_star: number;
  description: string;
  author_name: string;
}

export const MAX_STARS = 5;

/** Star rating is clamped between 0 and 5 (whole stars). */
export function clampRating(value: unknown): number {
  const rating = Math.round(Number(value));
  if (!Number.isFinite(rating)) return 0;
  return Math.min(MAX_STARS, Math.max(0, rating));
}

/**
 * The register form's second step (spec 3 §3 register form state): gender, dob, menopause
 * (default 0), the address lines, city, country and postcode, and for the student plan the
 * student fields (study_at, study_start_year, student_proof, student image). Zod-free like
 * model.ts: the light /reg1 page and the mock server share these rules and messages.
 */
import { MAX_LENGTH, tooLongMessage } from '../../lib/validation/limits';

/** The student plan (spec 3 §2: plan 13, sub-plans 37-40); its registration asks the student fields. */
export const STUDENT_PLAN_ID = 13;

export function isStudentPlan(planid: string | number): boolean {
  return Number(planid) === STUDENT_PLAN_ID;
}

/** A UK postcode (outward code, optional space, inward code), as the shop's address checks it. */
export const UK_POSTCODE_PATTERN = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;
/** The youngest age that can join (the spec gives none; 16, the age a member can consent alone). */
export const MIN_MEMBER_AGE = 16;
const MAX_MEMBER_AGE = 120;
/** The earliest start of studies that is still current (the spec gives none). */
export const MAX_STUDY_YEARS = 10;

export const ABOUT_MESSAGES = {
  gender: 'Please choose how you identify.',
  dob: 'Please enter your date of birth.',
  dobInvalid: 'Please enter a valid date of birth.',
  dobTooYoung: `You must be at least ${MIN_MEMBER_AGE} to join.`,
  address_line_1: 'Please enter the first line of your address.',
  city: 'Please enter your town or city.',
  country: 'Please choose your country.',
  postcode: 'Please enter your postcode.',
  postcodeUk: 'Please enter a valid UK postcode.',
  study_at: 'Please tell us where you study.',
  study_start_year: 'Please enter the year you started studying.',
  studyYearInvalid: `Please enter a year between the last ${MAX_STUDY_YEARS} years and this one.`,
  student_proof: 'Please upload a photo of your student card or enrolment letter.',
  proofUploading: 'Please wait for your proof to finish uploading.',
} as const;

export type Gender = '' | 'female' | 'male' | 'other';

export const GENDER_OPTIONS: { value: Exclude<Gender, ''>; label: string }[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

export interface AboutYou {
  gender: Gender;
  /** yyyy-mm-dd, as a date input gives it. */
  dob: string;
  /** 1 when going through the menopause; default 0. */
  menopause: 0 | 1;
  address_line_1: string;
  address_line_2: string;
  city: string;
  /** ISO code of the country (GB by default). */
  country: string;
  postcode: string;
}

/** The student's proof once uploaded (auth/upload): its id for the register call and an image to show. */
export interface StudentProof {
  file_id: string;
  url: string;
  name: string;
}

export interface StudentDetails {
  study_at: string;
  study_start_year: string;
  student_proof: StudentProof | null;
}

export function initialAboutYou(country = 'GB'): AboutYou {
  return {
    gender: '',
    dob: '',
    menopause: 0,
    address_line_1: '',
    address_line_2: '',
    city: '',
    country,
    postcode: '',
  };
}

export function initialStudentDetails(): StudentDetails {
  return { study_at: '', study_start_year: '', student_proof: null };
}

export type AboutField = keyof AboutYou | 'study_at' | 'study_start_year' | 'student_proof';
export type AboutErrors = Partial<Record<AboutField, string>>;

/** The same date read as yyyy-mm-dd, or null when it is no calendar day. */
function readDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
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

/** Whole years from a date of birth to today. */
export function ageOn(dob: Date, today: Date): number {
  let age = today.getUTCFullYear() - dob.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < dob.getUTCMonth() ||
    (today.getUTCMonth() === dob.getUTCMonth() && today.getUTCDate() < dob.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function dobError(dob: string, today = new Date()): string | undefined {
  if (!dob.trim()) return ABOUT_MESSAGES.dob;
  const date = readDate(dob);
  if (!date) return ABOUT_MESSAGES.dobInvalid;
  const age = ageOn(date, today);
  if (age < 0 || age > MAX_MEMBER_AGE) return ABOUT_MESSAGES.dobInvalid;
  if (age < MIN_MEMBER_AGE) return ABOUT_MESSAGES.dobTooYoung;
  return undefined;
}

/** Any country: a postcode of at most 12 characters; the United Kingdom: a UK postcode. */
export function postcodeError(postcode: string, country: string): string | undefined {
  const value = postcode.trim();
  if (!value) return ABOUT_MESSAGES.postcode;
  if (value.length > MAX_LENGTH.postcode) return tooLongMessage(MAX_LENGTH.postcode);
  if (country === 'GB' && !UK_POSTCODE_PATTERN.test(value)) return ABOUT_MESSAGES.postcodeUk;
  return undefined;
}

function required(value: string, max: number, message: string): string | undefined {
  const text = value.trim();
  if (!text) return message;
  return text.length > max ? tooLongMessage(max) : undefined;
}

export function studyYearError(year: string, today = new Date()): string | undefined {
  const value = year.trim();
  if (!value) return ABOUT_MESSAGES.study_start_year;
  const thisYear = today.getFullYear();
  const number = Number(value);
  if (!/^\d{4}$/.test(value) || number > thisYear || number < thisYear - MAX_STUDY_YEARS)
    return ABOUT_MESSAGES.studyYearInvalid;
  return undefined;
}

/** Every message of the second step; the student fields only for the student plan. */
export function validateAboutYou(
  about: AboutYou,
  student: StudentDetails | null,
  today = new Date(),
): AboutErrors {
  const errors: AboutErrors = {
    gender: about.gender ? undefined : ABOUT_MESSAGES.gender,
    dob: dobError(about.dob, today),
    address_line_1: required(
      about.address_line_1,
      MAX_LENGTH.addressLine,
      ABOUT_MESSAGES.address_line_1,
    ),
    address_line_2:
      about.address_line_2.trim().length > MAX_LENGTH.addressLine
        ? tooLongMessage(MAX_LENGTH.addressLine)
        : undefined,
    city: required(about.city, MAX_LENGTH.town, ABOUT_MESSAGES.city),
    country: about.country ? undefined : ABOUT_MESSAGES.country,
    postcode: postcodeError(about.postcode, about.country),
  };
  if (student) {
    errors.study_at = required(student.study_at, MAX_LENGTH.shortText, ABOUT_MESSAGES.study_at);
    errors.study_start_year = studyYearError(student.study_start_year, today);
    errors.student_proof = student.student_proof ? undefined : ABOUT_MESSAGES.student_proof;
  }
  for (const key of Object.keys(errors) as AboutField[]) if (!errors[key]) delete errors[key];
  return errors;
}

/** The second step's fields of auth/register. */
export function aboutPayload(
  about: AboutYou,
  student: StudentDetails | null,
): Record<string, string | number> {
  const postcode = about.postcode.trim();
  return {
    gender: about.gender,
    dob: about.dob,
    menopause: about.gender === 'male' ? 0 : about.menopause,
    address_line_1: about.address_line_1.trim(),
    address_line_2: about.address_line_2.trim(),
    city: about.city.trim(),
    country: about.country,
    postcode: about.country === 'GB' ? postcode.toUpperCase() : postcode,
    ...(student
      ? {
          study_at: student.study_at.trim(),
          study_start_year: Number(student.study_start_year.trim()),
          student_proof: student.student_proof?.file_id ?? '',
        }
      : {}),
  };
}

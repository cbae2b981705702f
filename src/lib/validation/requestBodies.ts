/**
 * The bodies of the money and account writes, as one set of zod schemas shared by the app and
 * the mock server (mocks/handlers, so `npm run api` too): the app checks a body with its
 * schema before sending it (`bodySchema` of lib/api/request), and the server refuses a body its
 * schema refuses with the first problem's message in the spec's error envelope
 * (mocks/handlers/respond.ts `refusedBody`). Each message is one the app shows as it is.
 *
 * Imports here are relative only: the mock server loaded by `npm run api` cannot resolve the
 * app's `@/` alias.
 */
import * as z from 'zod/mini';
import { luhnValid } from '../payments/mockCards';
import { providerErrorMessage } from '../payments/types';
import { isValidEmail } from './email';
import { MEDIA_TYPE_ERROR, isAllowedMedia } from './media';
import {
  MAX_LENGTH,
  MAX_RETREAT_ATTENDEES,
  MAX_SERVINGS,
  MIN_SERVINGS,
  expiryError,
  fieldTooLongMessage,
} from './limits';

/** The first problem of a body the schema refuses, or null when the body passes. */
export function bodyProblem(schema: z.ZodMiniType, body: unknown): string | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  return parsed.error.issues[0]?.message ?? 'Invalid request.';
}

/** The first problem of each top-level field, for a form showing it beside the field. */
export function fieldProblems<K extends string>(
  schema: z.ZodMiniType,
  body: unknown,
): Partial<Record<K, string>> {
  const parsed = schema.safeParse(body);
  const problems: Partial<Record<K, string>> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in problems)) problems[key as K] = issue.message;
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Pieces

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A value read as a whole number: a number, or digits in a string (as forms send them). */
function wholeNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : NaN;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return NaN;
}

/** A whole number from `min` to `max` (a number, or its digits in a string). */
function whole(min: number, max: number, message: string) {
  return z.unknown().check(
    z.refine((value) => {
      const number = wholeNumber(value);
      return number >= min && number <= max;
    }, message),
  );
}

const ANY_ID = Number.MAX_SAFE_INTEGER;

/** Text of at most `max` characters; `field` names it in the message as the server does. */
function text(field: string, max: number) {
  return z
    .string(`Invalid field: ${field}`)
    .check(z.maxLength(max, fieldTooLongMessage(field, max)));
}

/** Text that is not blank, of at most `max` characters. */
function filledText(field: string, max: number, blankMessage: string) {
  return z.string(blankMessage).check(
    z.refine((value) => value.trim() !== '', blankMessage),
    z.maxLength(max, fieldTooLongMessage(field, max)),
  );
}

// ---------------------------------------------------------------------------------------------
// The planner: a recipe, or a meal plan's day, added to it

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export const DAY_AND_MEAL_MESSAGE = 'Please choose a day and a meal.';
export const RECIPE_NOT_FOUND_MESSAGE = 'This recipe could not be found.';
export const SERVINGS_MESSAGE = `Servings must be a whole number from ${MIN_SERVINGS} to ${MAX_SERVINGS}.`;

/** planner/add_recipe_to_planner: one recipe for a day's meal, one serving unless it says more. */
export const plannerRecipeBody = z.object({
  recipe_id: whole(1, ANY_ID, RECIPE_NOT_FOUND_MESSAGE),
  date: z.string(DAY_AND_MEAL_MESSAGE).check(z.regex(DATE, DAY_AND_MEAL_MESSAGE)),
  meal_type: z.enum(MEAL_TYPES, DAY_AND_MEAL_MESSAGE),
  servings: z.optional(
    z
      .number(SERVINGS_MESSAGE)
      .check(
        z.int(SERVINGS_MESSAGE),
        z.minimum(MIN_SERVINGS, SERVINGS_MESSAGE),
        z.maximum(MAX_SERVINGS, SERVINGS_MESSAGE),
      ),
  ),
});

/** planner/add_to_planner: a meal plan's day, its recipes each for a meal. */
export const plannerDayBody = z.object({
  date: z.string('Please choose a day.').check(z.regex(DATE, 'Please choose a day.')),
  recipes: z
    .array(
      z.object({
        recipe_id: whole(1, ANY_ID, RECIPE_NOT_FOUND_MESSAGE),
        meal_type: z.enum(MEAL_TYPES, DAY_AND_MEAL_MESSAGE),
      }),
      'Please choose a day.',
    )
    .check(z.minLength(1, 'Please choose a day.')),
});

// ---------------------------------------------------------------------------------------------
// The account: user/update_profile (personal details with About me, body numbers, goals)

export const PROFILE_MESSAGES = {
  first_name: 'Please enter your first name.',
  email: 'please enter valid email id',
  username: 'Please enter a valid user name.',
  phone: 'Please enter a valid phone number.',
  dob: 'Please enter a valid date of birth.',
  pregnant_week: 'Please enter a pregnancy week from 1 to 42.',
  trimester: 'Please choose your trimester.',
  pregnant_due_date: 'Please enter a valid due date.',
} as const;

const optionalDay = (message: string) =>
  z.string(message).check(z.refine((value) => value === '' || DATE.test(value), message));

/** Each field is optional (a save sends one section); what is sent must be valid. */
export const profileBody = z.object({
  first_name: z.optional(filledText('first_name', MAX_LENGTH.name, PROFILE_MESSAGES.first_name)),
  last_name: z.optional(text('last_name', MAX_LENGTH.name)),
  email: z.optional(
    z.string(PROFILE_MESSAGES.email).check(
      z.maxLength(MAX_LENGTH.email, fieldTooLongMessage('email', MAX_LENGTH.email)),
      z.refine((value) => isValidEmail(value), PROFILE_MESSAGES.email),
    ),
  ),
  username: z.optional(
    z.string(PROFILE_MESSAGES.username).check(
      z.maxLength(MAX_LENGTH.userName, fieldTooLongMessage('username', MAX_LENGTH.userName)),
      z.refine((value) => /^[A-Za-z0-9_.-]+$/.test(value.trim()), PROFILE_MESSAGES.username),
    ),
  ),
  phone: z.optional(
    z.string(PROFILE_MESSAGES.phone).check(
      z.maxLength(MAX_LENGTH.phone, fieldTooLongMessage('phone', MAX_LENGTH.phone)),
      z.refine((value) => {
        if (value.trim() === '') return true;
        const digits = value.replace(/\D/g, '').length;
        return /^\+?[\d\s()-]+$/.test(value.trim()) && digits >= 7 && digits <= 15;
      }, PROFILE_MESSAGES.phone),
    ),
  ),
  dob: z.optional(optionalDay(PROFILE_MESSAGES.dob)),
  about_me: z.optional(text('about_me', MAX_LENGTH.aboutMe)),
  pregnant_week: z.optional(whole(0, 42, PROFILE_MESSAGES.pregnant_week)),
  trimester: z.optional(whole(0, 3, PROFILE_MESSAGES.trimester)),
  pregnant_due_date: z.optional(optionalDay(PROFILE_MESSAGES.pregnant_due_date)),
  fitness_goal: z.optional(text('fitness_goal', MAX_LENGTH.shortText)),
  fat_loss_goal: z.optional(text('fat_loss_goal', MAX_LENGTH.shortText)),
  healthy_eating_goal: z.optional(text('healthy_eating_goal', MAX_LENGTH.shortText)),
  barrier_goal: z.optional(text('barrier_goal', MAX_LENGTH.shortText)),
  pregnency_goal: z.optional(text('pregnency_goal', MAX_LENGTH.shortText)),
});

// ---------------------------------------------------------------------------------------------
// The shop's delivery address (frontend/product_checkout)

export const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;

/** The longest value each address field takes (the form's maxLength and the server's rule). */
export const ADDRESS_LIMITS = {
  email: MAX_LENGTH.email,
  first_name: MAX_LENGTH.name,
  last_name: MAX_LENGTH.name,
  address_line_1: MAX_LENGTH.addressLine,
  address_line_2: MAX_LENGTH.addressLine,
  city: MAX_LENGTH.town,
  county: MAX_LENGTH.town,
  postcode: 8,
} as const;

export const CHECKOUT_MESSAGES = {
  email: 'Please enter a valid email address.',
  first_name: 'First name is required.',
  last_name: 'Last name is required.',
  address_line_1: 'Address is required.',
  city: 'Town or city is required.',
  county: 'Please choose a county.',
  postcode: 'Please enter a valid UK postcode.',
} as const;

type AddressField = keyof typeof CHECKOUT_MESSAGES;
const required = (field: AddressField) =>
  filledText(field, ADDRESS_LIMITS[field], CHECKOUT_MESSAGES[field]);

/**
 * Where an order goes. The email is checked where it is needed (a visitor's order; a member's
 * comes from the account): `deliveryAddressBody.email` is only its length.
 */
export const deliveryAddressBody = z.object({
  email: z.optional(text('email', ADDRESS_LIMITS.email)),
  first_name: required('first_name'),
  last_name: required('last_name'),
  address_line_1: required('address_line_1'),
  address_line_2: z.optional(text('address_line_2', ADDRESS_LIMITS.address_line_2)),
  city: required('city'),
  county: required('county'),
  postcode: z
    .string(CHECKOUT_MESSAGES.postcode)
    .check(z.refine((value) => UK_POSTCODE.test(value.trim()), CHECKOUT_MESSAGES.postcode)),
});

/** A visitor's delivery address: the email too. */
export const visitorAddressBody = z.object({
  ...deliveryAddressBody.shape,
  email: z
    .string(CHECKOUT_MESSAGES.email)
    .check(z.refine((value) => isValidEmail(value.trim()), CHECKOUT_MESSAGES.email)),
});

// ---------------------------------------------------------------------------------------------
// A retreat booking's attendees (Events_Retreats/booking)

export const ATTENDEES_MESSAGE = 'Invalid field: attendees';

const attendee = z.object({
  first_name: z.string('Invalid field: first_name'),
  last_name: z.string('Invalid field: last_name'),
  email: z.string('Invalid field: email'),
});

/** One to four attendees, each named, with a valid email ("Invalid field: email_2", ...). */
export const retreatBookingBody = z.object({
  retreat_id: whole(1, ANY_ID, 'This retreat could not be found.'),
  /** The deposit (when not said) or the full price. */
  payment: z.optional(z.enum(['deposit', 'full'], 'Invalid field: payment')),
  attendees: z.array(attendee, ATTENDEES_MESSAGE).check(
    z.minLength(1, ATTENDEES_MESSAGE),
    z.maxLength(MAX_RETREAT_ATTENDEES, ATTENDEES_MESSAGE),
    z.superRefine((attendees, context) => {
      const invalid = attendees.flatMap((entry, index) =>
        [
          !entry.first_name.trim() ? `first_name_${index + 1}` : '',
          !entry.last_name.trim() ? `last_name_${index + 1}` : '',
          !isValidEmail(entry.email.trim()) ? `email_${index + 1}` : '',
        ].filter(Boolean),
      );
      if (invalid.length)
        context.addIssue({ code: 'custom', message: `Invalid field: ${invalid.join(', ')}` });
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Raw card details, as the payment provider's tokeniser checks them

export interface RawCard {
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
  firstName?: string;
  lastName?: string;
  holderName?: string;
}

/**
 * The fields of a card the tokeniser refuses, in its words: the number (Luhn), the expiry
 * (month 1 to 12, not before this month), the CVV and the names (at most 50 characters each).
 */
export function invalidCardFields(card: RawCard): string[] {
  const fields: string[] = [];
  if (!luhnValid(card.number)) fields.push('number');
  const month = /^\d{1,2}$/.test(card.expMonth.trim()) ? Number(card.expMonth) : NaN;
  const year = /^\d{2}$|^\d{4}$/.test(card.expYear.trim()) ? Number(card.expYear) : NaN;
  if (expiryError(month, year)) fields.push('month', 'year');
  if (!/^\d{3,4}$/.test(card.cvv)) fields.push('cvv');
  const names = [card.firstName, card.lastName, card.holderName];
  if (names.some((name) => (name ?? '').length > MAX_LENGTH.name)) fields.push('name');
  return fields;
}

const cardText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A card as a request body carries it (card_number or card_no, exp_month or expiry_month...). */
export function rawCardOf(body: Record<string, unknown>): RawCard | null {
  const number = cardText(body.card_number) || cardText(body.card_no);
  if (!number) return null;
  return {
    number,
    expMonth: cardText(body.exp_month ?? body.expiry_month),
    expYear: cardText(body.exp_year ?? body.expiry_year),
    cvv: cardText(body.card_cvv ?? body.cvv),
    holderName: cardText(body.card_holder_name ?? body.name_on_card),
  };
}

/** A body that carries a raw card: refused as the tokeniser refuses the card. */
export const rawCardBody = z.record(z.string(), z.unknown()).check(
  z.superRefine((body, context) => {
    const card = rawCardOf(body);
    const fields = card ? invalidCardFields(card) : [];
    if (fields.length)
      context.addIssue({ code: 'custom', message: providerErrorMessage(fields, '') });
  }),
);

// ---------------------------------------------------------------------------------------------
// Community posts and comments (community/post, community/comment)

export const POST_MAX_LENGTH = 2000;
export const COMMENT_MAX_LENGTH = 1000;
export const MAX_POST_FILES = 4;
export const EMPTY_POST_MESSAGE = 'Please write something or add a photo or video.';
export const EMPTY_COMMENT_MESSAGE = 'Please write a comment.';
export const SCHEDULE_PAST_MESSAGE = 'Please choose a time in the future.';
export const POST_MEDIA_MESSAGE = `Please add at most ${MAX_POST_FILES} photos or videos.`;

/** The community's own too-long message (the form says it beside the box, the server alike). */
export function communityTooLongMessage(max: number): string {
  return `Please use at most ${max} characters.`;
}

const postMedia = z
  .array(
    z.object({
      url: z.string(POST_MEDIA_MESSAGE).check(z.minLength(1, POST_MEDIA_MESSAGE)),
      video: z.optional(z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])),
    }),
    POST_MEDIA_MESSAGE,
  )
  .check(z.maxLength(MAX_POST_FILES, POST_MEDIA_MESSAGE));

/** A post (new, edited or scheduled): text or media, and a schedule in the future. */
export const communityPostBody = z
  .object({
    community_id: whole(1, ANY_ID, "You don't have access this community."),
    post_id: z.optional(whole(0, ANY_ID, 'This post could not be found.')),
    text: z
      .string(EMPTY_POST_MESSAGE)
      .check(z.maxLength(POST_MAX_LENGTH, communityTooLongMessage(POST_MAX_LENGTH))),
    media: z.optional(z.union([postMedia, z.literal('')], POST_MEDIA_MESSAGE)),
    schedule_date: z.optional(
      z.string(SCHEDULE_PAST_MESSAGE).check(
        z.refine((value) => {
          if (!value) return true;
          const time = new Date(value).getTime();
          return !Number.isNaN(time) && time > Date.now();
        }, SCHEDULE_PAST_MESSAGE),
      ),
    ),
  })
  .check(
    z.refine(
      (post) => post.text.trim() !== '' || (Array.isArray(post.media) && post.media.length > 0),
      EMPTY_POST_MESSAGE,
    ),
  );

/** A comment or a reply: not blank, at most 1000 characters. */
export const communityCommentBody = z.object({
  post_id: whole(1, ANY_ID, 'This post could not be found.'),
  parent_id: z.optional(whole(0, ANY_ID, 'This comment could not be found.')),
  text: z.string(EMPTY_COMMENT_MESSAGE).check(
    z.refine((value) => value.trim() !== '', EMPTY_COMMENT_MESSAGE),
    z.maxLength(COMMENT_MAX_LENGTH, communityTooLongMessage(COMMENT_MAX_LENGTH)),
  ),
});

// ---------------------------------------------------------------------------------------------
// A chat message (the realtime sendMessage event)

export const MAX_MESSAGE_LENGTH = MAX_LENGTH.message;
export const CHAT_MESSAGES = {
  type: 'This message type cannot be sent.',
  tooLong: `Messages can be at most ${MAX_MESSAGE_LENGTH} characters.`,
  noFile: 'Please choose a file to send.',
  empty: 'Please type a message.',
} as const;

/** Text (1), media (2), link (3) or a shared item (6); media needs a file of an allowed type. */
export const chatMessageBody = z
  .object({
    mTy: z.optional(
      z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(6)], CHAT_MESSAGES.type),
    ),
    msg: z.optional(
      z.string(CHAT_MESSAGES.empty).check(z.maxLength(MAX_MESSAGE_LENGTH, CHAT_MESSAGES.tooLong)),
    ),
    media: z.optional(z.string(CHAT_MESSAGES.noFile)),
    fileName: z.optional(z.string(MEDIA_TYPE_ERROR)),
  })
  .check(
    z.superRefine((message, context) => {
      if ((message.mTy ?? 1) === 2) {
        const media = message.media ?? '';
        if (!media) context.addIssue({ code: 'custom', message: CHAT_MESSAGES.noFile });
        else if (!isAllowedMedia((message.fileName || media).split('?')[0] ?? ''))
          context.addIssue({ code: 'custom', message: MEDIA_TYPE_ERROR });
      } else if (!(message.msg ?? '').trim()) {
        context.addIssue({ code: 'custom', message: CHAT_MESSAGES.empty });
      }
    }),
  );

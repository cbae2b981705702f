import * as z from 'zod/mini';
import { firstItem, strictId, strictNumber, cosmeticText, cosmeticList } from '@/lib/api/schemas';
import { fieldProblems } from '@/lib/validation/bodies/rules';
import { unregisteredBuyerBody } from '@/lib/validation/bodies/purchase';
import { BLANK_PASSWORD_MESSAGE, isBlankPassword, lengthError, MAX_LENGTH } from '@/lib/validation';

/**
 * A paid programme bought without an account (issue 33): the public programme page
 * (frontend/program), the buyer's details (auth_un/register) and the unregistered user's record
 * (user_un/check). Price and access are strict: they decide money and what opens.
 */
const publicDay = z.object({
  day: strictNumber,
  videos: cosmeticList(z.object({ video_id: strictNumber, title: cosmeticText() })),
});

export const publicProgrammeSchema = firstItem(
  z.object({
    folder_id: strictNumber,
    title: cosmeticText(),
    description: cosmeticText(),
    image: cosmeticText(),
    price: strictNumber,
    currency_symbol: cosmeticText('£'),
    access: z.union([z.literal(0), z.literal(1)]),
    weeks: z.array(z.object({ week: strictNumber, days: z.array(publicDay) })),
  }),
);
export type PublicProgramme = z.output<typeof publicProgrammeSchema>;

/** The unregistered user (spec 3 §3): un_user_id, first_name, last_name, email, folder_id. */
const unregisteredUser = z.object({
  un_user_id: strictId,
  first_name: cosmeticText(),
  last_name: cosmeticText(),
  email: z.string(),
  folder_id: strictNumber,
});
export const unregisteredUserSchema = firstItem(unregisteredUser);
export type UnregisteredUser = z.output<typeof unregisteredUserSchema>;

/** auth_un/register: the unregistered user and the buyer token. */
export const buyerRegisterReply = firstItem(
  z.extend(unregisteredUser, { api_token: z.string().check(z.minLength(1)) }),
);

/** user_un/set_password: the new member's token and id (as auth/login answers). */
export const memberReply = firstItem(
  z.object({ api_token: z.string().check(z.minLength(1)), user_id: strictId }),
);

export interface BuyerForm {
  first_name: string;
  last_name: string;
  email: string;
}
export type BuyerErrors = Partial<Record<keyof BuyerForm, string>>;

/** The buyer's details by the server's own rule (the messages shown beside the fields). */
export function validateBuyer(form: BuyerForm, folderId: number): BuyerErrors {
  return fieldProblems<keyof BuyerForm>(unregisteredBuyerBody, {
    ...form,
    email: form.email.trim(),
    folder_id: folderId,
  });
}

export const MIN_PASSWORD_LENGTH = 8;

export interface PasswordErrors {
  password?: string;
  confirm?: string;
}

/** The password that makes the buyer a member: 8 to 128 characters, not blank, typed twice. */
export function validateBuyerPassword(password: string, confirm: string): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!password) errors.password = 'Please choose a password.';
  else if (isBlankPassword(password)) errors.password = BLANK_PASSWORD_MESSAGE;
  else if (password.length < MIN_PASSWORD_LENGTH)
    errors.password = `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  else errors.password = lengthError(password, MAX_LENGTH.password);
  if (!confirm) errors.confirm = 'Please type your password again.';
  else if (confirm !== password) errors.confirm = 'The passwords do not match.';
  return errors;
}

/**
 * Social sign-in: auth/social_login (a provider's sign-in result) and auth/social_link (the same
 * result with the password of the account already registered with its email): one of the
 * request-body modules (lib/validation/requestBodies).
 */
import * as z from 'zod/mini';
import { isValidEmail } from '../email';
import { MAX_LENGTH, fieldTooLongMessage } from '../limits';
import { filledText } from './rules';

export const SOCIAL_MESSAGES = {
  provider: 'This sign-in provider is not supported.',
  id: 'The sign-in provider did not say who you are. Please try again.',
  name: 'The sign-in provider did not give your name. Please try again.',
  email:
    'We need your email address to sign you in with Facebook. Please allow access to your email and try again.',
  picture: 'The picture from the sign-in provider could not be used.',
  access_token: 'The sign-in provider did not confirm your sign-in. Please try again.',
  password: 'Please enter your password.',
} as const;

/** The longest provider token and picture address the server takes. */
export const MAX_SOCIAL_TOKEN = 4096;
export const MAX_SOCIAL_PICTURE = 2048;

/** An https picture address, or (from the mock's consent page) a path of this site. */
function isPictureAddress(value: string): boolean {
  if (value === '') return true;
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const socialFields = {
  provider: z.literal('facebook', SOCIAL_MESSAGES.provider),
  id: z.string(SOCIAL_MESSAGES.id).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, SOCIAL_MESSAGES.id)),
  name: filledText('name', MAX_LENGTH.name, SOCIAL_MESSAGES.name),
  email: z.string(SOCIAL_MESSAGES.email).check(
    z.maxLength(MAX_LENGTH.email, fieldTooLongMessage('email', MAX_LENGTH.email)),
    z.refine((value) => isValidEmail(value), SOCIAL_MESSAGES.email),
  ),
  picture: z
    .string(SOCIAL_MESSAGES.picture)
    .check(
      z.maxLength(MAX_SOCIAL_PICTURE, SOCIAL_MESSAGES.picture),
      z.refine(isPictureAddress, SOCIAL_MESSAGES.picture),
    ),
  access_token: z
    .string(SOCIAL_MESSAGES.access_token)
    .check(
      z.minLength(1, SOCIAL_MESSAGES.access_token),
      z.maxLength(MAX_SOCIAL_TOKEN, SOCIAL_MESSAGES.access_token),
    ),
};

/** auth/social_login: who the provider says signed in, with its access token. */
export const socialLoginBody = z.strictObject(socialFields);

/** auth/social_link: the same, with the password of the account registered with that email. */
export const socialLinkBody = z.strictObject({
  ...socialFields,
  password: z
    .string(SOCIAL_MESSAGES.password)
    .check(
      z.minLength(1, SOCIAL_MESSAGES.password),
      z.maxLength(MAX_LENGTH.password, fieldTooLongMessage('password', MAX_LENGTH.password)),
    ),
});

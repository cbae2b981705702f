/**
 * Hypnotherapy accounts: auth_fc/register and auth_fc/forgot_password: one
 * of the request-body modules (lib/validation/requestBodies).
 */
import * as z from 'zod/mini';
import { isValidEmail } from '../email';
import {
  BLANK_PASSWORD_MESSAGE,
  MAX_LENGTH,
  fieldTooLongMessage,
  isBlankPassword,
} from '../limits';
import { filledText } from './rules';

export const HYPNO_MESSAGES = {
  first_name: 'Please enter your first name.',
  last_name: 'Please enter your last name.',
  email: 'please enter valid email id',
  password: 'Your password must be at least 8 characters.',
  confirm_password: 'The passwords do not match.',
} as const;

export const HYPNO_MIN_PASSWORD = 8;

const email = z.string(HYPNO_MESSAGES.email).check(
  z.maxLength(MAX_LENGTH.email, fieldTooLongMessage('email', MAX_LENGTH.email)),
  z.refine((value) => isValidEmail(value), HYPNO_MESSAGES.email),
);

/** auth_fc/forgot_password: an email address. */
export const hypnoEmailBody = z.strictObject({ email });

/** auth_fc/register: a new hypnotherapy account. */
export const hypnoRegisterBody = z
  .strictObject({
    /** auth_fc/register also registers coaches: this body is a hypnotherapy account's. */
    account: z.literal('hypno'),
    first_name: filledText('first_name', MAX_LENGTH.name, HYPNO_MESSAGES.first_name),
    last_name: filledText('last_name', MAX_LENGTH.name, HYPNO_MESSAGES.last_name),
    email,
    password: z.string(HYPNO_MESSAGES.password).check(
      z.refine((value) => !isBlankPassword(value), BLANK_PASSWORD_MESSAGE),
      z.minLength(HYPNO_MIN_PASSWORD, HYPNO_MESSAGES.password),
      z.maxLength(MAX_LENGTH.password, fieldTooLongMessage('password', MAX_LENGTH.password)),
    ),
    confirm_password: z.string(HYPNO_MESSAGES.confirm_password),
  })
  .check(
    z.refine((body) => body.password === body.confirm_password, {
      message: HYPNO_MESSAGES.confirm_password,
      path: ['confirm_password'],
    }),
  );

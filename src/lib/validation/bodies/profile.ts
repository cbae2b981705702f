/**
 * The account: user/update_profile (personal details with About me, body numbers, goals): one of the request-body modules (lib/validation/requestBodies).
 */
import * as z from 'zod/mini';
import { isValidEmail } from '../email';
import { MAX_LENGTH, fieldTooLongMessage } from '../limits';
import { DATE, whole, text, filledText } from './rules';

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

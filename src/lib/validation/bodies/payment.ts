/**
 * The checkout's own calls around a payment: the payment log sent on every payment failure, and
 * the exit quiz's answer sent with a cancellation. One of the request-body modules
 * (lib/validation/requestBodies).
 */
import * as z from 'zod/mini';
import { MAX_LENGTH } from '../limits';

/** The longest failure message a payment log keeps. */
export const PAYMENT_LOG_MESSAGE_MAX = 1000;

/**
 * POST user/payment_log (spec 3 §7 "Payment log: user_id and message"): the payer's id ('' for a
 * registering visitor or a guest, whom the server knows by their token or not at all) and the
 * failure's message.
 */
export const paymentLogBody = z.object({
  user_id: z.string('Invalid field: user_id').check(z.maxLength(20, 'Invalid field: user_id')),
  message: z
    .string('Invalid field: message')
    .check(
      z.minLength(1, 'Invalid field: message'),
      z.maxLength(PAYMENT_LOG_MESSAGE_MAX, 'Invalid field: message'),
    ),
});

/** The exit quiz's answer, sent with the cancellation: the quiz, its question and the options chosen. */
export const exitQuizAnswerBody = z.object({
  quiz_id: z.number('Please answer the exit quiz first.'),
  question_id: z.number('Please answer the exit quiz first.'),
  option_ids: z
    .array(z.number(), 'Please select at least one option.')
    .check(z.minLength(1, 'Please select at least one option.')),
  reason: z
    .string('Invalid field: reason')
    .check(z.maxLength(MAX_LENGTH.shortText * 5, 'Invalid field: reason')),
});

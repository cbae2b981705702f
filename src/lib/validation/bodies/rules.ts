/** What every request-body module shares: reading a refusal, and the pieces of the schemas. */
import * as z from 'zod/mini';
import { fieldTooLongMessage } from '../limits';

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

export const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A value read as a whole number: a number, or digits in a string (as forms send them). */
export function wholeNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : NaN;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return NaN;
}

/** A whole number from `min` to `max` (a number, or its digits in a string). */
export function whole(min: number, max: number, message: string) {
  return z.unknown().check(
    z.refine((value) => {
      const number = wholeNumber(value);
      return number >= min && number <= max;
    }, message),
  );
}

export const ANY_ID = Number.MAX_SAFE_INTEGER;

/** Text of at most `max` characters; `field` names it in the message as the server does. */
export function text(field: string, max: number) {
  return z
    .string(`Invalid field: ${field}`)
    .check(z.maxLength(max, fieldTooLongMessage(field, max)));
}

/** Text that is not blank, of at most `max` characters. */
export function filledText(field: string, max: number, blankMessage: string) {
  return z.string(blankMessage).check(
    z.refine((value) => value.trim() !== '', blankMessage),
    z.maxLength(max, fieldTooLongMessage(field, max)),
  );
}

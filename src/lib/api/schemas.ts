import * as z from 'zod/mini';

/**
 * Schema pieces for the edges where a wrong reading would mislead (tier, money, ids, access):
 * no defaults, so an unreadable reply is an error the user sees. Cosmetic fields keep their
 * lenient defaults in each feature's model.
 */

/** An amount or flag the reply must carry: a number or numeric text. */
export const strictNumber = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  z.transform((value) => Number(value)),
);

/** An id: text or a number, read as text; missing is an error. */
export const strictId = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);

/** A list reply of which the first item is what the call answers: an empty list is an error. */
export function firstItem<T>(item: z.ZodMiniType<T>) {
  return z.pipe(
    z.array(item).check(z.minLength(1)),
    z.transform((items) => items[0] as T),
  );
}

/** A cosmetic number (a count shown, a sort order): unreadable becomes the fallback. */
export const cosmeticNumber = (fallback = 0) => z.catch(z.coerce.number(), fallback);

/** A cosmetic text (a label, a description): a number is read as text, unreadable becomes the fallback. */
export const cosmeticText = (fallback = '') =>
  z.catch(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value)),
    ),
    fallback,
  );

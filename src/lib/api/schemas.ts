import * as z from 'zod/mini';

/**
 * Schema pieces for the edges where a wrong reading would mislead (tier, money, ids, access):
 * no defaults, so an unreadable reply is an error the user sees. Every field that decides a
 * price, a charge date, a trial, access, a lock, a redirect or a role is strict.
 *
 * Cosmetic fields (a label, a count shown, an image, a list shown as it comes) keep lenient
 * defaults, and only through the cosmetic helpers below: this is the one file where zod's
 * `catch`/`_default` may be called (the local lint rule `local/no-lenient-zod` forbids them
 * anywhere else in src/).
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

/** A text the reply must carry (a charge date, a currency, a reason): a number is read as text; missing is an error. */
export const strictText = z.pipe(
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

/**
 * A cosmetic list (images, tags, chips, cards shown as they come): a missing or unreadable list
 * is empty. Never for a list that decides access (an unauthorized list, a plan's sub-plans).
 */
export const cosmeticList = <T>(item: z.ZodMiniType<T>) => z.catch(z.array(item), [] as T[]);

/**
 * A cosmetic part of a reply with no number or text shape (a person's card in a chat, an
 * optional block of a dashboard, a display choice out of a few): missing or unreadable becomes
 * the fallback given. Never for money, access, a lock, a redirect or a role.
 */
export const cosmeticOr = <T>(schema: z.ZodMiniType<T>, fallback: NoInfer<T>) =>
  z.catch(schema, fallback);

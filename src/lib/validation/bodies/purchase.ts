/**
 * One-time purchases (payments/web_one_time_payment, auth_un/*): the product sold, and the
 * visitor who buys a programme without an account. One of the request-body modules
 * (lib/validation/requestBodies).
 */
import * as z from 'zod/mini';
import { isValidEmail } from '../email';
import { MAX_LENGTH } from '../limits';
import { ANY_ID, filledText, whole } from './rules';

/** Spec 2 §3, product for one-time purchase: type (default folder), folder, blog, recipe, video, community. */
export const ONE_TIME_PRODUCT_TYPES = ['folder', 'blog', 'recipe', 'video', 'community'] as const;
export type OneTimeProductType = (typeof ONE_TIME_PRODUCT_TYPES)[number];

export const PRODUCT_NOT_FOR_SALE = 'This item is not for sale.';

/** What is bought and at which price: strict, it decides money and access. */
export const oneTimeProductBody = z.object({
  product_type: z.enum(ONE_TIME_PRODUCT_TYPES, PRODUCT_NOT_FOR_SALE),
  product_type_id: whole(1, ANY_ID, PRODUCT_NOT_FOR_SALE),
  product_price: z.number(PRODUCT_NOT_FOR_SALE).check(z.positive(PRODUCT_NOT_FOR_SALE)),
});

export const BUYER_MESSAGES = {
  first_name: 'Please enter your first name.',
  last_name: 'Please enter your last name.',
  email: 'please enter valid email id',
} as const;

/** The unregistered buyer (auth_un/check_email, auth_un/register): names, email, the programme. */
export const unregisteredBuyerBody = z.object({
  first_name: filledText('first_name', MAX_LENGTH.name, BUYER_MESSAGES.first_name),
  last_name: filledText('last_name', MAX_LENGTH.name, BUYER_MESSAGES.last_name),
  email: z.string(BUYER_MESSAGES.email).check(
    z.maxLength(MAX_LENGTH.email, BUYER_MESSAGES.email),
    z.refine((value) => isValidEmail(value.trim()), BUYER_MESSAGES.email),
  ),
  folder_id: whole(1, ANY_ID, PRODUCT_NOT_FOR_SALE),
});

export const emailCheckBody = z.object({ email: unregisteredBuyerBody.shape.email });

/**
 * The shop's delivery address (frontend/product_checkout): one of the request-body modules (lib/validation/requestBodies).
 */
import * as z from 'zod/mini';
import { isValidEmail } from '../email';
import { MAX_LENGTH } from '../limits';
import { text, filledText } from './rules';

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

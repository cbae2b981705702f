/**
 * Maximum lengths of text fields, shared by the forms (maxLength and their checks) and the mock
 * server (which refuses longer values with a message, as a real backend must).
 */
export const MAX_LENGTH = {
  name: 50,
  email: 254,
  userName: 30,
  password: 128,
  phone: 20,
  code: 40,
  postcode: 12,
  search: 100,
  shortText: 200,
  message: 5000,
  aboutMe: 500,
  addressLine: 100,
  town: 60,
} as const;

/** The most attendees one retreat booking takes (the booking form's rule, the server's too). */
export const MAX_RETREAT_ATTENDEES = 4;

/** A gift card (the purchase form's rules, the server's too): its amounts in pounds and its message. */
export const GIFT_CARD_AMOUNTS = [10, 25, 50, 100] as const;
export const MIN_GIFT_CARD_AMOUNT = 5;
export const MAX_GIFT_CARD_AMOUNT = 500;
export const MAX_GIFT_MESSAGE = 300;

/** A recipe's servings: the recipe page's stepper and a recipe added to the planner. */
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 12;

export function tooLongMessage(max: number): string {
  return `Please use at most ${max} characters.`;
}

/** The too-long message for a value over its maximum, else undefined. */
export function lengthError(value: string, max: number): string | undefined {
  return value.length > max ? tooLongMessage(max) : undefined;
}

export const BLANK_PASSWORD_MESSAGE = 'Your password cannot be only spaces.';

/** A password made of spaces only (or other white space) is refused. */
export function isBlankPassword(password: string): boolean {
  return password.length > 0 && password.trim() === '';
}

/** Card expiry: a month 1 to 12 and a month/year not before the current one. */
export const EXPIRY_MONTH_MESSAGE = 'Please enter a valid expiry month (01 to 12).';
export const EXPIRY_PAST_MESSAGE = 'Please Select Valid Expiry Date.';

export function expiryError(month: number, year: number, now = new Date()): string | undefined {
  if (!Number.isInteger(month) || month < 1 || month > 12) return EXPIRY_MONTH_MESSAGE;
  const fullYear = year < 100 ? 2000 + year : year;
  if (!Number.isInteger(fullYear)) return EXPIRY_PAST_MESSAGE;
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (fullYear < thisYear || (fullYear === thisYear && month < thisMonth))
    return EXPIRY_PAST_MESSAGE;
  return undefined;
}

/** Request fields the server limits, by name. */
export const FIELD_MAX_LENGTH: Readonly<Record<string, number>> = {
  first_name: MAX_LENGTH.name,
  last_name: MAX_LENGTH.name,
  name: MAX_LENGTH.name,
  full_name: MAX_LENGTH.name,
  firstName: MAX_LENGTH.name,
  lastName: MAX_LENGTH.name,
  card_name: MAX_LENGTH.name,
  cardName: MAX_LENGTH.name,
  card_holder_name: MAX_LENGTH.name,
  name_on_card: MAX_LENGTH.name,
  email: MAX_LENGTH.email,
  userName: MAX_LENGTH.userName,
  username: MAX_LENGTH.userName,
  user_name: MAX_LENGTH.userName,
  password: MAX_LENGTH.password,
  confirm_password: MAX_LENGTH.password,
  new_password: MAX_LENGTH.password,
  phone: MAX_LENGTH.phone,
  mobile: MAX_LENGTH.phone,
  coupon_code: MAX_LENGTH.code,
  couponcode: MAX_LENGTH.code,
  gift_card: MAX_LENGTH.code,
  gift_card_code: MAX_LENGTH.code,
  recipient_name: MAX_LENGTH.name,
  recipient_email: MAX_LENGTH.email,
  gift_message: MAX_GIFT_MESSAGE,
  postcode: MAX_LENGTH.postcode,
  search: MAX_LENGTH.search,
  keyword: MAX_LENGTH.search,
  about_me: MAX_LENGTH.aboutMe,
  address_line_1: MAX_LENGTH.addressLine,
  address_line_2: MAX_LENGTH.addressLine,
  city: MAX_LENGTH.town,
  county: MAX_LENGTH.town,
};

/** The server's words for a request field over its maximum ("The about me may be at most 500 characters."). */
export function fieldTooLongMessage(field: string, max: number): string {
  return `The ${field.replace(/_/g, ' ')} may be at most ${max} characters.`;
}

/**
 * The server's refusal of an over-long field in a request body (top level, and the objects of
 * top-level lists such as invite rows), or null when every limited field fits.
 */
export function overLongFieldMessage(body: Record<string, unknown>): string | null {
  const check = (record: Record<string, unknown>): string | null => {
    for (const [key, value] of Object.entries(record)) {
      const max = FIELD_MAX_LENGTH[key];
      if (max !== undefined && typeof value === 'string' && value.length > max) {
        return fieldTooLongMessage(key, max);
      }
    }
    return null;
  };
  const top = check(body);
  if (top) return top;
  for (const value of Object.values(body)) {
    if (!Array.isArray(value)) continue;
    for (const item of value as unknown[]) {
      if (item && typeof item === 'object' && !Array.isArray(item)) {
        const nested = check(item as Record<string, unknown>);
        if (nested) return nested;
      }
    }
  }
  return null;
}

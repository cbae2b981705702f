/**
 * Spec 1 §5: local part of letters, digits, underscore, dot, hyphen, plus; an @; domain labels;
 * a final TLD of 2 to 4 alphanumerics.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.+-]+@([A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

import {
  BLANK_PASSWORD_MESSAGE,
  isBlankPassword,
  isValidEmail,
  lengthError,
  MAX_LENGTH,
} from '@/lib/validation';

export interface LoginErrors {
  email?: string;
  password?: string;
}

export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'Please enter your email address.';
  else if (email.trim().length > MAX_LENGTH.email || !isValidEmail(email))
    errors.email = 'please enter valid email id';
  if (!password) errors.password = 'Please enter your password.';
  else errors.password = lengthError(password, MAX_LENGTH.password);
  return errors;
}

export const MIN_PASSWORD_LENGTH = 8;

export interface NewPasswordErrors {
  password?: string;
  confirmPassword?: string;
}

export function validateNewPassword(password: string, confirmPassword: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (isBlankPassword(password)) errors.password = BLANK_PASSWORD_MESSAGE;
  else if (password.length < MIN_PASSWORD_LENGTH)
    errors.password = `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  else errors.password = lengthError(password, MAX_LENGTH.password);
  if (!confirmPassword) errors.confirmPassword = 'Please confirm your new password.';
  else if (password !== confirmPassword) errors.confirmPassword = 'The passwords do not match.';
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}

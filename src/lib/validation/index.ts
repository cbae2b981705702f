export { EMAIL_PATTERN, isValidEmail } from './email';

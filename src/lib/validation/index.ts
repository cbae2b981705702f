export { EMAIL_PATTERN, isValidEmail } from './email';
export {
  BLANK_PASSWORD_MESSAGE,
  EXPIRY_MONTH_MESSAGE,
  EXPIRY_PAST_MESSAGE,
  FIELD_MAX_LENGTH,
  MAX_LENGTH,
  expiryError,
  isBlankPassword,
  lengthError,
  overLongFieldMessage,
  tooLongMessage,
} from './limits';

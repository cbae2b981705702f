export { isValidEmail } from './email';
export {
  BLANK_PASSWORD_MESSAGE,
  MAX_LENGTH,
  expiryError,
  isBlankPassword,
  lengthError,
  tooLongMessage,
} from './limits';

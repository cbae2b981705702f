export { isValidEmail } from './email';
export {
  BLANK_PASSWORD_MESSAGE,
  MAX_LENGTH,
  expiryError,
  isBlankPassword,
  lengthError,
  tooLongMessage,
} from './limits';
export { MEDIA_TYPE_ERROR, isAllowedMedia, isVideoFile } from './media';

export { isValidEmail } from './email';
export {
  BLANK_PASSWORD_MESSAGE,
  MAX_LENGTH,
  expiryError,
  isBlankPassword,
  lengthError,
  tooLongMessage,
} from './limits';
export {
  IMAGE_TYPE_ERROR,
  MEDIA_TYPE_ERROR,
  isAllowedImage,
  imageFileError,
  isAllowedMedia,
  isVideoFile,
} from './media';

import { isAllowedMedia, MEDIA_TYPE_ERROR } from '@/lib/validation';
import { MAX_PHOTO_BYTES, PHOTO_TOO_BIG_MESSAGE } from './model';

/*
 * Beside the model rather than in it: only the photo form needs the media rule, and the model is
 * loaded by every progress screen (graph, calculator) before it renders.
 */

export const NO_PHOTO_MESSAGE = 'Please choose a photo to upload.';

/** Why a chosen progress photo (or video) is refused before upload (type, then size), or undefined. */
export function progressFileError(file: { name: string; size: number }): string | undefined {
  if (!isAllowedMedia(file.name)) return MEDIA_TYPE_ERROR;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_BIG_MESSAGE;
  return undefined;
}

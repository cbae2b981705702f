/**
 * Media upload extensions (spec 3 §5): .jpg, .jpeg, .gif, .png, .mp4, .mov, case-insensitive.
 * Shared by chat (media messages) and progress (progress photos); the spec gives no message
 * of its own, so this one names the allowed types.
 */
export const MEDIA_TYPE_ERROR = 'Only .jpg, .jpeg, .gif, .png, .mp4 and .mov files can be sent.';

export function isAllowedMedia(fileName: string): boolean {
  return /\.(jpe?g|gif|png|mp4|mov)$/i.test(fileName.trim());
}

export function isVideoFile(fileName: string): boolean {
  return /\.(mp4|mov)$/i.test(fileName.trim());
}

/** The picture subset of the spec 3 §5 extensions (profile photos): .jpg, .jpeg, .gif, .png. */
export const IMAGE_TYPE_ERROR = 'Only .jpg, .jpeg, .gif and .png pictures can be used.';

export function isAllowedImage(fileName: string): boolean {
  return /\.(jpe?g|gif|png)$/i.test(fileName.trim());
}

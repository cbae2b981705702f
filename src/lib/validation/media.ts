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

/**
 * Images only (spec 3 §5's image extensions: .jpg, .jpeg, .gif, .png), for uploads that must be
 * pictures (a coach's certificates and identity). The spec gives no size bound: 5 MB keeps an
 * image small enough to send in a form and to keep in the tab while the form is filled.
 */
export const IMAGE_TYPE_ERROR = 'Only .jpg, .jpeg, .gif and .png images can be uploaded.';
export const MAX_FORM_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_SIZE_ERROR = 'Images can be at most 5 MB.';

export function isAllowedImage(fileName: string): boolean {
  return /\.(jpe?g|gif|png)$/i.test(fileName.trim());
}

/** Why an image file is refused (type first, then size), or undefined when it is accepted. */
export function imageFileError(file: { name: string; size: number }): string | undefined {
  if (!isAllowedImage(file.name)) return IMAGE_TYPE_ERROR;
  if (file.size > MAX_FORM_IMAGE_BYTES) return IMAGE_SIZE_ERROR;
  return undefined;
}

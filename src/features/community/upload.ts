import { http, openEnvelope, readData, toApiError } from '@/lib/http';
import { uploadedMediaSchema, type PostMedia } from './model';

/**
 * Uploads the photos and videos of a post (multipart field "file", one or more) and reports the
 * share sent so far (0 to 1). Rejects with the server's message.
 */
export async function uploadPostMedia(
  files: readonly File[],
  onProgress: (share: number) => void,
): Promise<PostMedia[]> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  try {
    const response = await http.post('community/upload_media', form, {
      headers: { 'Content-Type': 'multipart/form-data' },
      timeout: 300_000,
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.min(1, event.loaded / event.total));
      },
    });
    const { data } = openEnvelope(response.data);
    onProgress(1);
    return readData(uploadedMediaSchema, data);
  } catch (error) {
    throw toApiError(error);
  }
}

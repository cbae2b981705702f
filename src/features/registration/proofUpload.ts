import type { StudentProof } from './aboutYou';

/**
 * auth/upload (spec 2 §7's registration upload): the student's proof, sent before the account
 * exists (multipart: file, type student_proof), reporting the share sent so far (0 to 1). The
 * reply's file_id goes with auth/register. The http layer is loaded on demand, as /reg1's other
 * calls are. Rejects with the server's message.
 */
export async function uploadStudentProof(
  file: File,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<StudentProof> {
  const [{ http, openEnvelope, readData, toApiError }, { uploadReply }] = await Promise.all([
    import('@/lib/http'),
    import('./replies'),
  ]);
  const form = new FormData();
  form.append('type', 'student_proof');
  form.append('file', file, file.name);
  try {
    const response = await http.post('auth/upload', form, {
      headers: { 'Content-Type': 'multipart/form-data' },
      authKind: 'none',
      timeout: 120_000,
      signal,
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.min(1, event.loaded / event.total));
      },
    });
    const { data } = openEnvelope(response.data);
    const reply = readData(uploadReply, data);
    onProgress(1);
    return { file_id: reply.file_id, url: reply.url, name: file.name };
  } catch (error) {
    throw toApiError(error);
  }
}

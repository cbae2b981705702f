import type * as z from 'zod/mini';
import { realtime, type ClientEventName, type RealtimeClientEvents } from '@/lib/realtime';
import { http, openEnvelope, readData, toApiError } from '@/lib/http';
import { uploadReplySchema } from './model';

/** A reply that could not be read, or a refusal (status 0) carrying the server's message. */
export class ChatRequestError extends Error {
  constructor(message: string) {
    super(message || 'Something went wrong');
    this.name = 'ChatRequestError';
  }
}

/**
 * Sends a chat request over the realtime channel and checks the reply at the edge: a reply
 * that does not fit its schema, or one with status 0, becomes a ChatRequestError with the
 * server's message.
 */
export async function ask<
  E extends ClientEventName,
  T extends { status: number; message?: unknown },
>(en: E, data: RealtimeClientEvents[E], schema: z.ZodMiniType<T>): Promise<T> {
  const raw = await realtime.request(en, data);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ChatRequestError('The server sent a reply we could not read.');
  if (parsed.data.status !== 1) {
    const message = typeof parsed.data.message === 'string' ? parsed.data.message : '';
    throw new ChatRequestError(message || 'Something went wrong');
  }
  return parsed.data;
}

export interface UploadedMedia {
  url: string;
  fileName: string;
  video: number;
  thumbnail_image: string;
}

/** Uploads one picture or video for a chat message (REST, multipart field "file"). */
export async function uploadChatMedia(file: File): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const response = await http.post('chat/upload_media', form, {
      headers: { 'Content-Type': 'multipart/form-data' },
      timeout: 120_000,
    });
    const { data } = openEnvelope(response.data);
    const [first] = readData(uploadReplySchema, data);
    if (!first?.url) throw new ChatRequestError('The server did not return the uploaded file.');
    return first;
  } catch (error) {
    if (error instanceof ChatRequestError) throw error;
    throw new ChatRequestError(toApiError(error).message);
  }
}

/**
 * The wire protocol of the realtime channel (spec 1 §7).
 * Client to server: socket event REQUEST_EVENT with an AES-encrypted body of RealtimeRequest.
 * Server to client: socket event COMMON_EVENT with a plain RealtimeReply { en, data, cid? }.
 */
export const REQUEST_EVENT = 'request';
export const COMMON_EVENT = 'common';

export interface RealtimeRequest<D = unknown> {
  en: string;
  authorization: string;
  user_id: string;
  data: D;
  /** Client id of the request: replies echo it, and the server ignores a repeated one. */
  cid: string;
}

export interface RealtimeReply<D = unknown> {
  en: string;
  data: D;
  cid?: string;
}

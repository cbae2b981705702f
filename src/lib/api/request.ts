import type { ZodMiniType } from 'zod/mini';
import { ApiError, callApi, readData, type AuthKind } from '../http';

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number>;
  auth?: AuthKind;
  /** The reply's data is checked against this schema at the edge. */
  schema?: ZodMiniType<unknown>;
  /**
   * The body is checked against this schema before it is sent: the server's own rule for it
   * (lib/validation/requestBodies). A body it refuses is never sent; the call fails with the
   * message the server would answer.
   */
  bodySchema?: ZodMiniType<unknown>;
}

/**
 * The one way a request reaches the server: the axios instance, the reply envelope and the
 * request's schema. RTK Query's base query runs on it; the store-less served pages (landing,
 * /login, /reg1) call it directly (through a dynamic import) with the same request and schema
 * descriptions, so no page has its own copy of a call. Rejects with an ApiError carrying the
 * server's message.
 */
export async function apiRequest<T = unknown>(
  request: ApiRequest & { schema?: ZodMiniType<T> },
  signal?: AbortSignal,
): Promise<{ data: T; message: string }> {
  const checked = request.bodySchema?.safeParse(request.body);
  if (checked && !checked.success) throw new ApiError(checked.error.issues[0]?.message ?? '');
  const { data, message } = await callApi(request.url, request.body, {
    method: request.method,
    params: request.params,
    auth: request.auth,
    signal,
  });
  return { data: (request.schema ? readData(request.schema, data) : data) as T, message };
}

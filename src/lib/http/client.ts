import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { env } from '../env';
import { ensureBackend } from '../backendReady';
import { authSession } from '../auth/session';
import { type AuthKind, handleAuthFailure } from './authErrors';
import { ApiError, envelopeSchema, GENERIC_FAILURE_MESSAGE, openEnvelope } from './envelope';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Which stored token to send; member calls also carry the signed app identifier. */
    authKind?: AuthKind;
  }
}

/** The one axios instance of the app. */
export const http = axios.create({
  baseURL: env.apiBaseUrl,
  timeout: 30000,
  headers: { 'Content-Type': 'application/json', 'X-Api-Version': env.apiVersion },
});

function tokenFor(auth: AuthKind): string | null {
  if (auth === 'member') return authSession.memberToken();
  if (auth === 'hypno') return authSession.hypnoToken();
  if (auth === 'registration') return authSession.registrationToken();
  if (auth === 'buyer') return authSession.buyerToken();
  return null;
}

http.interceptors.request.use(async (config) => {
  await ensureBackend();
  const auth = config.authKind ?? 'member';
  const token = tokenFor(auth);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (auth === 'member' || auth === 'registration') {
    // The signature (crypto-js's HMAC, 3 KiB) comes with the first signed call, not with the
    // first render of a screen.
    const { APP_IDENTIFIER_HEADER, signAppIdentifier } = await import('./signature');
    config.headers.set(
      APP_IDENTIFIER_HEADER,
      signAppIdentifier(env.appIdentifier, env.socketSecret),
    );
  }
  return config;
});

http.interceptors.response.use(
  (response) => {
    const parsed = envelopeSchema.safeParse(response.data);
    if (parsed.success) {
      handleAuthFailure(
        parsed.data.message,
        parsed.data.status,
        response.config.authKind ?? 'member',
      );
    }
    return response;
  },
  (error: AxiosError) => {
    const body = error.response?.data;
    const parsed = envelopeSchema.safeParse(body);
    if (parsed.success) {
      handleAuthFailure(
        parsed.data.message,
        parsed.data.status,
        error.config?.authKind ?? 'member',
      );
    }
    return Promise.reject(error);
  },
);

/** Turns any failure into an ApiError that carries the message a user should see. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const parsed = envelopeSchema.safeParse(error.response?.data);
    const httpStatus = error.response?.status;
    if (parsed.success && parsed.data.message)
      return new ApiError(parsed.data.message, 'server', undefined, httpStatus);
    if (!error.response) {
      return new ApiError(
        'We could not reach the server. Check your connection and try again.',
        'network',
      );
    }
    return new ApiError(GENERIC_FAILURE_MESSAGE, 'server', undefined, httpStatus);
  }
  return new ApiError(GENERIC_FAILURE_MESSAGE, 'server');
}

export interface CallOptions extends Pick<AxiosRequestConfig, 'params' | 'signal'> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  auth?: AuthKind;
}

/** Calls the API and opens the envelope: resolves with data and message, or rejects with ApiError. */
export async function callApi(
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<{ data: unknown; message: string }> {
  try {
    const response = await http.request({
      url: path,
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      data: body,
      params: options.params,
      authKind: options.auth,
      signal: options.signal,
    });
    return openEnvelope(response.data);
  } catch (error) {
    throw toApiError(error);
  }
}

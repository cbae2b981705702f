import * as z from 'zod/mini';
import { cosmeticText } from '../api/schemas';

/** Every reply of the API: { status, message, data }. status 1 or true is success. */
export const envelopeSchema = z.object({
  status: z.union([z.number(), z.boolean(), z.string()]),
  message: cosmeticText(''),
  data: z.optional(z.unknown()),
});

export type Envelope = z.infer<typeof envelopeSchema>;

export const UNAUTHORIZED_MESSAGE = 'Unauthorized Access!';
export const ACCESS_DENIED_MESSAGE = 'Access Denied!';
export const GENERIC_FAILURE_MESSAGE = 'Something went wrong';

export function isSuccess(status: Envelope['status']): boolean {
  return status === 1 || status === true || status === '1' || status === 'true';
}

/**
 * An API failure carrying the server's message, shown in the shared popup, and the HTTP status
 * of a reply that was not 2xx (a 404 is the server saying it has no such thing).
 */
export class ApiError extends Error {
  readonly kind: 'server' | 'network' | 'parse';
  readonly data: unknown;
  readonly httpStatus: number | undefined;
  constructor(
    message: string,
    kind: 'server' | 'network' | 'parse' = 'server',
    data?: unknown,
    httpStatus?: number,
  ) {
    super(message || GENERIC_FAILURE_MESSAGE);
    this.name = 'ApiError';
    this.kind = kind;
    this.data = data;
    this.httpStatus = httpStatus;
  }
}

/** Reads an envelope; returns its data or throws an ApiError with the server's message. */
export function openEnvelope(body: unknown): { data: unknown; message: string } {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) throw new ApiError('The server sent a reply we could not read.', 'parse');
  if (!isSuccess(parsed.data.status)) {
    throw new ApiError(parsed.data.message || GENERIC_FAILURE_MESSAGE, 'server', parsed.data.data);
  }
  return { data: parsed.data.data, message: parsed.data.message };
}

/** Checks a reply's data against its schema at the edge: a malformed reply becomes a clear error. */
export function readData<T>(schema: z.ZodMiniType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'data';
    throw new ApiError(`The server sent a reply we could not read (${where}).`, 'parse');
  }
  return parsed.data;
}

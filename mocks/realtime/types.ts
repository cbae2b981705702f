import type { MockUser } from '../db/users';

export interface RealtimeContext {
  user: MockUser;
  data: Record<string, unknown>;
  /** Pushes an event to every open connection of a user. */
  push: (userId: number, en: string, data: unknown) => void;
}

/** Answers one request event; the returned value is the data of the reply on the common channel. */
export type RealtimeAreaHandler = (context: RealtimeContext) => unknown;

export type RealtimeArea = Record<string, RealtimeAreaHandler>;

/**
 * Typed map of realtime events. Each feature extends these interfaces by declaration merging
 * in its own model file, so the channel stays free of feature code.
 */
export interface RealtimeClientEvents {
  authorise: Record<string, never>;
  unreadNotification: Record<string, never>;
}

export interface AuthoriseReply {
  status: number;
  message?: string;
}

export interface RealtimeServerEvents {
  authorise: AuthoriseReply;
  unreadNotification: { count: number };
}

export type ClientEventName = keyof RealtimeClientEvents & string;
export type ServerEventName = keyof RealtimeServerEvents & string;

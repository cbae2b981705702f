import type { LiveSessionPush } from '@/features/live';

/** The realtime pushes the shell services listen to (spec 1 §4, §7); the quiz's are the quiz's. */
declare module '@/lib/realtime/events' {
  interface RealtimeClientEvents {
    /** Asks for a live session running now (the reply comes as sessionStarted). */
    sessionStarted: Record<string, never>;
  }
  interface RealtimeServerEvents {
    sessionStarted: LiveSessionPush;
    notification: unknown;
  }
}

/** A sessionStarted push or reply carries a session; a bare status reply does not. */
export function isLiveSession(data: unknown): data is LiveSessionPush {
  return Boolean(
    data &&
    typeof data === 'object' &&
    'session_id' in data &&
    (data as { session_id: unknown }).session_id,
  );
}

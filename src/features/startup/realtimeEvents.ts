import type { LiveSessionPush } from '@/features/live';

/** The realtime pushes the shell services listen to (spec 1 §4, §7). */
declare module '@/lib/realtime/events' {
  interface RealtimeClientEvents {
    /** Asks for quizzes waiting for this member (the reply comes as getQuiz). */
    getQuiz: Record<string, never>;
    /** Asks for a live session running now (the reply comes as sessionStarted). */
    sessionStarted: Record<string, never>;
  }
  interface RealtimeServerEvents {
    getQuiz: QuizPush;
    newQuiz: QuizPush;
    sessionStarted: LiveSessionPush;
    notification: unknown;
  }
}

export type QuizPush =
  | { quiz_id?: number | string; quiz_ids?: (number | string)[] }
  | (number | string)[]
  | number
  | string
  | null;

/** The quiz ids a getQuiz / newQuiz push carries, in order. */
export function quizIdsOf(data: QuizPush): string[] {
  if (data === null || data === undefined) return [];
  if (Array.isArray(data)) return data.flatMap((entry) => quizIdsOf(entry as QuizPush));
  if (typeof data === 'number' || typeof data === 'string')
    return String(data) ? [String(data)] : [];
  if (typeof data === 'object') {
    if (Array.isArray(data.quiz_ids)) return data.quiz_ids.map(String);
    if (data.quiz_id !== undefined && data.quiz_id !== null && data.quiz_id !== '')
      return [String(data.quiz_id)];
  }
  return [];
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

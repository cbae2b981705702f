/** The quiz's realtime events (spec 1 §4): waiting quizzes asked for, and quizzes pushed. */
declare module '@/lib/realtime/events' {
  interface RealtimeClientEvents {
    /** Asks for quizzes waiting for this member (the reply comes as getQuiz). */
    getQuiz: Record<string, never>;
  }
  interface RealtimeServerEvents {
    getQuiz: QuizPush;
    newQuiz: QuizPush;
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

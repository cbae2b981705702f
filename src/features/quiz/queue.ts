import { createExternalStore, useExternalStore } from '@/lib/externalStore';

/**
 * Quizzes pushed by the server (getQuiz, newQuiz) or opened from a notification wait here and
 * are shown one by one, by index. While a quiz is showing, notification popups wait; after the
 * last one they are enabled again (spec 2 §4).
 */
interface QuizQueue {
  queue: string[];
  /** The quiz showing now. */
  index: number;
}

const EMPTY: QuizQueue = { queue: [], index: 0 };
const state = createExternalStore(EMPTY);

export const quizQueue = {
  enqueue(quizId: string | number): void {
    const id = String(quizId);
    if (!id || id === '0') return;
    const { queue, index } = state.get();
    if (queue.slice(index).includes(id)) return;
    state.set({ queue: [...queue, id], index });
  },
  /** The quiz to show now, or null. */
  current(): string | null {
    const { queue, index } = state.get();
    return queue[index] ?? null;
  },
  /** Moves to the next queued quiz; after the last the queue empties. */
  advance(): void {
    const { queue, index } = state.get();
    state.set(index + 1 >= queue.length ? EMPTY : { queue, index: index + 1 });
  },
  active(): boolean {
    const { queue, index } = state.get();
    return index < queue.length;
  },
  subscribe: state.subscribe,
  /** For tests. */
  reset(): void {
    state.set(EMPTY);
  },
};

export function useCurrentQuiz(): string | null {
  const { queue, index } = useExternalStore(state);
  return queue[index] ?? null;
}

/** Notifications (toasts, message modals, live toasts) are enabled when no quiz is showing. */
export function notificationsEnabled(): boolean {
  return !quizQueue.active();
}

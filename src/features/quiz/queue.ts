import { useSyncExternalStore } from 'react';

/**
 * Quizzes pushed by the server (getQuiz, newQuiz) or opened from a notification wait here and
 * are shown one by one, by index. While a quiz is showing, notification popups wait; after the
 * last one they are enabled again (spec 2 §4).
 */
let queue: string[] = [];
let index = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const quizQueue = {
  enqueue(quizId: string | number): void {
    const id = String(quizId);
    if (!id || id === '0') return;
    if (queue.slice(index).includes(id)) return;
    queue = [...queue, id];
    emit();
  },
  /** The quiz to show now, or null. */
  current(): string | null {
    return queue[index] ?? null;
  },
  /** Moves to the next queued quiz; after the last the queue empties. */
  advance(): void {
    index += 1;
    if (index >= queue.length) {
      queue = [];
      index = 0;
    }
    emit();
  },
  active(): boolean {
    return index < queue.length;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** For tests. */
  reset(): void {
    queue = [];
    index = 0;
    emit();
  },
};

export function useCurrentQuiz(): string | null {
  return useSyncExternalStore(quizQueue.subscribe, quizQueue.current, () => null);
}

/** Notifications (toasts, message modals, live toasts) are enabled when no quiz is showing. */
export function notificationsEnabled(): boolean {
  return !quizQueue.active();
}

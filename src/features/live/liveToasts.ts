import { createExternalStore, useExternalStore } from '@/lib/externalStore';
import type { LiveSessionPush } from './joinRules';

/** Live-session toasts (sessionStarted), auto-cleared after 5 seconds. */
export const LIVE_TOAST_MS = 5000;

export interface LiveToast {
  id: number;
  session: LiveSessionPush;
}

const toasts = createExternalStore<LiveToast[]>([]);
let nextId = 1;

export const liveToasts = {
  show(session: LiveSessionPush, durationMs = LIVE_TOAST_MS): number {
    const id = nextId++;
    toasts.update((open) => [...open, { id, session }]);
    setTimeout(() => liveToasts.dismiss(id), durationMs);
    return id;
  },
  dismiss(id: number): void {
    if (!toasts.get().some((toast) => toast.id === id)) return;
    toasts.update((open) => open.filter((toast) => toast.id !== id));
  },
  all(): LiveToast[] {
    return toasts.get();
  },
  subscribe: toasts.subscribe,
};

export function useLiveToasts(): LiveToast[] {
  return useExternalStore(toasts);
}

import { useSyncExternalStore } from 'react';
import type { LiveSessionPush } from './joinRules';

/** Live-session toasts (sessionStarted), auto-cleared after 5 seconds. */
export const LIVE_TOAST_MS = 5000;

export interface LiveToast {
  id: number;
  session: LiveSessionPush;
}

let toasts: LiveToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const liveToasts = {
  show(session: LiveSessionPush, durationMs = LIVE_TOAST_MS): number {
    const id = nextId++;
    toasts = [...toasts, { id, session }];
    emit();
    setTimeout(() => liveToasts.dismiss(id), durationMs);
    return id;
  },
  dismiss(id: number): void {
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  },
  all(): LiveToast[] {
    return toasts;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLiveToasts(): LiveToast[] {
  return useSyncExternalStore(liveToasts.subscribe, liveToasts.all, liveToasts.all);
}

import { useSyncExternalStore } from 'react';

/** Toasts: at most 640 px wide (91% on small screens), 70 px from the top, gone after 5 s. */
export const TOAST_DURATION_MS = 5000;

export interface ToastRequest {
  title?: string;
  message: string;
  tone?: 'info' | 'success' | 'error';
  actionLabel?: string;
  onAction?: () => void;
  image?: string;
  durationMs?: number;
}

export interface OpenToast extends ToastRequest {
  id: number;
}

let toasts: OpenToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const toastQueue = {
  show(request: ToastRequest): number {
    const id = nextId++;
    toasts = [...toasts, { ...request, id }];
    emit();
    setTimeout(() => toastQueue.dismiss(id), request.durationMs ?? TOAST_DURATION_MS);
    return id;
  },
  dismiss(id: number): void {
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  all(): OpenToast[] {
    return toasts;
  },
};

const empty: OpenToast[] = [];
export function useToasts(): OpenToast[] {
  return useSyncExternalStore(toastQueue.subscribe, toastQueue.all, () => empty);
}

import { createExternalStore, useExternalStore } from '@/lib/externalStore';

/** Toasts: at most 640 px wide (91% on small screens), 70 px from the top, gone after 5 s. */
export const TOAST_DURATION_MS = 5000;
/** A toast that links to where something went stays longer, so the link can be reached. */
export const LINK_TOAST_DURATION_MS = 10000;

export interface ToastRequest {
  title?: string;
  message: string;
  tone?: 'info' | 'success' | 'error';
  actionLabel?: string;
  onAction?: () => void;
  image?: string;
  durationMs?: number;
  /** Where the thing just added went: a link there (e.g. "Open the list"). */
  link?: { label: string; to: string };
}

export interface OpenToast extends ToastRequest {
  id: number;
}

const empty: OpenToast[] = [];
const toasts = createExternalStore(empty);
let nextId = 1;

export const toastQueue = {
  show(request: ToastRequest): number {
    const id = nextId++;
    toasts.update((open) => [...open, { ...request, id }]);
    const duration =
      request.durationMs ?? (request.link ? LINK_TOAST_DURATION_MS : TOAST_DURATION_MS);
    setTimeout(() => toastQueue.dismiss(id), duration);
    return id;
  },
  dismiss(id: number): void {
    if (!toasts.get().some((toast) => toast.id === id)) return;
    toasts.update((open) => open.filter((toast) => toast.id !== id));
  },
  subscribe: toasts.subscribe,
  all(): OpenToast[] {
    return toasts.get();
  },
};

export function useToasts(): OpenToast[] {
  return useExternalStore(toasts);
}

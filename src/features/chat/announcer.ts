import { useSyncExternalStore } from 'react';

/**
 * One polite live region for the open conversation: new messages are announced here, never by
 * making the (virtualised) message list itself live.
 */
let text = '';
const listeners = new Set<() => void>();

export function announce(message: string): void {
  // The same text twice in a row is still announced.
  text = text === message ? `${message}\u00a0` : message;
  listeners.forEach((listener) => listener());
}

export function useAnnouncement(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => text,
    () => '',
  );
}

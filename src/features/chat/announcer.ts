import { createExternalStore, useExternalStore } from '@/lib/externalStore';

/**
 * One polite live region for the open conversation: new messages are announced here, never by
 * making the (virtualised) message list itself live.
 */
const text = createExternalStore('');

export function announce(message: string): void {
  // The same text twice in a row is still announced.
  text.update((said) => (said === message ? `${message}\u00a0` : message));
}

export function useAnnouncement(): string {
  return useExternalStore(text);
}

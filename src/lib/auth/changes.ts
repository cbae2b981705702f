/** Listeners told when the stored authorisation changes. */
const listeners = new Set<() => void>();

export function notifyAuthChanged(): void {
  listeners.forEach((listener) => listener());
}

export function onAuthChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

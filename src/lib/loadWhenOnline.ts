/**
 * Wraps a code-loading function (a dynamic import) for a piece of the shell that loads beside
 * the page: if the network is gone when its code is fetched, the load waits for the browser to
 * be online again and tries once more, instead of failing. A failed lazy component would throw
 * into the route's error boundary and replace the page the member is on (a chat being written,
 * say) with "Sorry, this page could not be shown".
 */
export function loadWhenOnline<T>(load: () => Promise<T>): () => Promise<T> {
  const attempt = (): Promise<T> =>
    load().catch((error: unknown) => {
      if (typeof navigator === 'undefined' || navigator.onLine !== false) throw error;
      return new Promise<T>((resolve, reject) => {
        window.addEventListener('online', () => attempt().then(resolve, reject), { once: true });
      });
    });
  return attempt;
}

/**
 * Lets services outside React (the http client, the realtime channel) change the route.
 * The router registers its navigate function at start-up; before that a full page load is used.
 */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function registerNavigate(navigate: Navigate | null): void {
  navigateImpl = navigate;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(path, options);
  else if (options?.replace) window.location.replace(path);
  else window.location.assign(path);
}

/** True while the app's router runs in this page (not in a served page hydrated without it). */
export function routerIsRunning(): boolean {
  return navigateImpl !== null;
}

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

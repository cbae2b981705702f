/**
 * Open and close events (spec 1 §4): an open event on navigation load, a close event when the
 * page is unloaded, not when it is reloaded. Sent only with tracking consent.
 */
import { env } from '@/lib/env';
import { trackingAllowed } from '@/lib/consent/consent';
import { authSession } from '@/lib/auth';

export type NavigationKind = 'navigate' | 'reload' | 'back_forward' | 'prerender';

export function navigationKind(): NavigationKind {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return (entry?.type as NavigationKind | undefined) ?? 'navigate';
}

/** A reload is not a new visit: no open event. */
export function shouldSendOpen(kind: NavigationKind): boolean {
  return kind !== 'reload';
}

/** F5, Ctrl+R or Cmd+R: the page is about to be reloaded, not closed. */
export function isReloadShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>,
): boolean {
  return (
    event.key === 'F5' || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'r')
  );
}

/** pagehide into the back-forward cache or after a reload shortcut is not a close. */
export function shouldSendClose(persisted: boolean, reloading: boolean): boolean {
  return !persisted && !reloading;
}

function send(event: 'app_open' | 'app_close'): void {
  if (!trackingAllowed()) return;
  const body = JSON.stringify({
    event,
    device_type: 'web',
    user_id: authSession.memberUserId() ?? '',
  });
  const url = `${env.apiBaseUrl.replace(/\/?$/, '/')}analytics/app_event`;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}

let started = false;

/** Starts the open/close events once per page load; returns a stop function. */
export function startAppEvents(): () => void {
  if (started) return () => undefined;
  started = true;
  if (shouldSendOpen(navigationKind())) send('app_open');
  let reloading = false;
  const onKey = (event: KeyboardEvent) => {
    if (isReloadShortcut(event)) reloading = true;
  };
  const onPageHide = (event: PageTransitionEvent) => {
    if (shouldSendClose(event.persisted, reloading)) send('app_close');
  };
  window.addEventListener('keydown', onKey);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    started = false;
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('pagehide', onPageHide);
  };
}

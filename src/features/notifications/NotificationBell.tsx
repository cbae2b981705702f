import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Badge, badgeText } from '@/ui/Badge';
import { useAppDispatch } from '@/app/hooks';
import { loadWhenOnline } from '@/lib/loadWhenOnline';
import { useUnreadNotificationCount } from './unreadApi';

const loadDrawer = () => import('./NotificationDrawer');
// Opened offline before its code came, the drawer waits for the network rather than failing the page.
const NotificationDrawer = lazy(loadWhenOnline(loadDrawer));

export const OPEN_MARK = 'notification-drawer:open';

/** The header bell: unread badge (9+ at 10 or more) and the lazily loaded drawer. */
export function NotificationBell() {
  const count = useUnreadNotificationCount();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const text = badgeText(count);

  // Once the page is idle, load the drawer's code and its first page so it opens at once.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void loadDrawer().then((module) => module.prefetchNotifications(dispatch));
    }, 2500);
    return () => window.clearTimeout(timer);
  }, [dispatch]);

  const close = useCallback(() => setOpen(false), []);
  // Hover or focus: the press is coming, start loading now.
  // Not while the drawer is open: a refetch keeps page 1 only.
  const warm = useCallback(() => {
    if (open) return;
    void loadDrawer().then((module) => module.prefetchNotifications(dispatch));
  }, [dispatch, open]);

  return (
    <div className="notification-bell">
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={text ? `Notifications, ${text} unread` : 'Notifications'}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          if (!open) performance.mark(OPEN_MARK);
          setOpen((value) => !value);
        }}
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        <Badge count={count} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationDrawer onClose={close} anchor={button} />
        </Suspense>
      ) : null}
    </div>
  );
}

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { AppDispatch, RootState } from '@/app/store';
import { selectProfile } from '@/features/user';
import { EmptyState } from '@/ui/EmptyState';
import { Spinner } from '@/ui/Spinner';
import { popups } from '@/ui/popupStore';
import {
  notificationsApi,
  useClearNotificationsMutation,
  useCloseNotificationsMutation,
  useNotificationListInfiniteQuery,
} from './api';
import { mergePages, type AppNotification } from './model';
import { notificationAction } from './routing';
import { runNotificationAction } from './actions';
import { NotificationItem } from './NotificationItem';
import { OPEN_MARK } from './NotificationBell';
import { unreadNotificationsSet } from './unreadApi';
import { recordClick } from '@/lib/analytics/tracking';
import './notifications.css';
import { failureMessage } from '@/lib/failureMessage';
import { ErrorState } from '@/ui/ErrorState';

export const RENDERED_MARK = 'notification-drawer:rendered';
export const OPEN_MEASURE = 'notification-drawer-open';

/**
 * Loads the first page in the background, so the drawer opens with it: unless the cached one
 * is less than a minute old or on its way. Call it only while the drawer is closed (a refetch
 * keeps page 1 only).
 */
export function prefetchNotifications(dispatch: AppDispatch): void {
  void dispatch((_dispatch, getState) => prefetchIfStale(dispatch, getState));
}

function prefetchIfStale(dispatch: AppDispatch, getState: () => RootState): void {
  const entry = notificationsApi.endpoints.notificationList.select()(getState());
  if (entry.status === QueryStatus.pending) return;
  if (entry.fulfilledTimeStamp && Date.now() - entry.fulfilledTimeStamp < 60_000) return;
  const request = dispatch(
    notificationsApi.endpoints.notificationList.initiate(undefined, {
      forceRefetch: true,
      subscribe: false,
    }),
  );
  void request.catch(() => undefined);
}

const EMPTY: { fresh: AppNotification[]; read: AppNotification[] } = { fresh: [], read: [] };

/** The server's message of a failed call, or the general one. */

/**
 * The notification drawer (spec 1 §2, §4): New and Read sections, Clear, the empty state,
 * pages of notifications loaded at the bottom (30 or more loaded, until the end flag). The
 * pages live in one RTK Query cache entry; the drawer keeps no copy of them.
 */
export default function NotificationDrawer({
  onClose,
  anchor,
}: {
  onClose: () => void;
  anchor: RefObject<HTMLElement | null>;
}) {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  // Opening loads page 1 again (and drops later pages); the cached page shows meanwhile.
  const {
    data,
    error,
    isError,
    hasNextPage,
    isFetchingNextPage,
    isFetching,
    fetchNextPage,
    refetch,
  } = useNotificationListInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const [clearNotifications, clearing] = useClearNotificationsMutation();
  const [closeNotifications] = useCloseNotificationsMutation();
  const loaded = useMemo(() => (data ? mergePages(data.pages) : EMPTY), [data]);
  const status: 'loading' | 'ready' | 'error' = data ? 'ready' : isError ? 'error' : 'loading';
  const panel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const closing = useRef(false);
  const total = loaded.fresh.length + loaded.read.length;

  // Opening shows the top of the list, and takes the focus into the drawer: Tab goes on to its
  // Clear button and rows, Escape gives it back to the bell.
  useLayoutEffect(() => {
    if (list.current) list.current.scrollTop = 0;
    panel.current?.focus({ preventScroll: true });
  }, []);

  // Performance marks: from the bell press to the first painted list.
  useLayoutEffect(() => {
    if (status === 'loading') return;
    if (performance.getEntriesByName(OPEN_MARK).length === 0) return;
    // The next frame: the list has been painted.
    requestAnimationFrame(() => {
      performance.mark(RENDERED_MARK);
      try {
        performance.measure(OPEN_MEASURE, OPEN_MARK, RENDERED_MARK);
      } catch {
        // Marks cleared by the page: nothing to measure.
      }
      performance.clearMarks(OPEN_MARK);
    });
  }, [status]);

  const closeAndTell = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    onClose();
    // Closing marks everything seen: the badge clears now, and again once the server has
    // recorded it, so that a count it computed before the close (a realtime reply on its way,
    // e.g. right after the channel authorised) cannot bring back a stale number.
    dispatch(unreadNotificationsSet(0));
    void closeNotifications()
      .unwrap()
      .then(() => dispatch(unreadNotificationsSet(0)))
      .catch(() => undefined);
  }, [closeNotifications, dispatch, onClose]);

  // Clicking outside closes the drawer and tells the server; so does Escape.
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || panel.current?.contains(target) || anchor.current?.contains(target)) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')?.contains(target)) return;
      closeAndTell();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('[aria-modal="true"]')) return;
      if (panel.current?.contains(document.activeElement)) anchor.current?.focus();
      closeAndTell();
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [anchor, closeAndTell]);

  const loadMore = useCallback(() => {
    if (!data || !hasNextPage || isFetching) return;
    void fetchNextPage();
  }, [data, fetchNextPage, hasNextPage, isFetching]);

  const atBottom = () => {
    const element = list.current;
    return !!element && element.scrollTop + element.clientHeight >= element.scrollHeight - 48;
  };
  const onScroll = () => {
    if (atBottom()) loadMore();
  };
  // A scroll to the bottom while a page was loading is not lost: once loading ends, the next page
  // follows if the list is still at its bottom.
  useEffect(() => {
    if (!isFetching && atBottom()) loadMore();
  }, [isFetching, loadMore]);

  const clear = async () => {
    try {
      await clearNotifications().unwrap();
      dispatch(unreadNotificationsSet(0));
      dispatch(
        notificationsApi.util.upsertQueryData('notificationList', undefined, {
          pages: [{ records: { new: [], old: [] }, count: { new_count: 0, old_count: 0 } }],
          pageParams: [0],
        }),
      );
    } catch (failure) {
      await popups.alert(failureMessage(failure));
    }
  };

  const open = useCallback(
    (item: AppNotification) => {
      const action = notificationAction(item, {
        recommendedProgrammeId: profile.recommended_programme_id,
        recommendedProgrammeScreenName: profile.recommended_programme_screen_name,
        unauthorized: profile.unauthorized,
        origin: window.location.origin,
      });
      closeAndTell();
      void recordClick({
        category: 'notification',
        screen_name: item.screen || item.type,
        element_id: item.notification_id,
        title: item.title,
      });
      void runNotificationAction(action, dispatch);
    },
    [closeAndTell, dispatch, profile],
  );

  const empty = status === 'ready' && total === 0;

  return (
    <div
      ref={panel}
      className="notification-drawer"
      role="dialog"
      aria-label="Notifications"
      tabIndex={-1}
    >
      <div className="notification-drawer__header">
        <h2 className="notification-drawer__title">Notifications</h2>
        <button
          type="button"
          className="button button--ghost notification-drawer__clear"
          onClick={() => void clear()}
          disabled={total === 0 || clearing.isLoading}
        >
          Clear
        </button>
      </div>
      <div
        ref={list}
        className="notification-drawer__list"
        onScroll={onScroll}
        data-testid="notification-list"
      >
        {status === 'loading' ? (
          <Spinner label="Loading notifications" />
        ) : status === 'error' ? (
          <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
        ) : empty ? (
          <EmptyState title="There are no notifications">
            <p className="hint">
              You will be notified about new posts in the communities you follow and about new
              resources.
            </p>
          </EmptyState>
        ) : (
          <>
            <section aria-labelledby="notifications-new">
              <h3 id="notifications-new" className="notification-drawer__section">
                New notifications
              </h3>
              {loaded.fresh.length === 0 ? (
                <p className="notification-drawer__caught-up">You&apos;re all caught up.</p>
              ) : (
                <ul className="notification-drawer__items">
                  {loaded.fresh.map((item) => (
                    <NotificationItem key={item.notification_id} item={item} unread onOpen={open} />
                  ))}
                </ul>
              )}
            </section>
            {loaded.read.length > 0 ? (
              <section aria-labelledby="notifications-read">
                <h3 id="notifications-read" className="notification-drawer__section">
                  Read notifications
                </h3>
                <ul className="notification-drawer__items">
                  {loaded.read.map((item) => (
                    <NotificationItem key={item.notification_id} item={item} onOpen={open} />
                  ))}
                </ul>
              </section>
            ) : null}
            {isFetchingNextPage ? <Spinner label="Loading more notifications" /> : null}
          </>
        )}
      </div>
    </div>
  );
}

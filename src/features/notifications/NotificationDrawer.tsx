import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { AppDispatch } from '@/app/store';
import { unreadNotificationsSet } from '@/app/shellCounts';
import { selectProfile } from '@/features/user/slice';
import { EmptyState } from '@/ui/EmptyState';
import { Spinner } from '@/ui/Spinner';
import { popups } from '@/ui/popupStore';
import { notificationsApi } from './api';
import {
  canLoadNextPage,
  isEndPage,
  mergePage,
  type AppNotification,
  type NotificationPage,
} from './model';
import { notificationAction } from './routing';
import { runNotificationAction } from './actions';
import { NotificationItem } from './NotificationItem';
import { OPEN_MARK } from './NotificationBell';
import { recordClick } from '@/features/consent';
import './notifications.css';

export const RENDERED_MARK = 'notification-drawer:rendered';
export const OPEN_MEASURE = 'notification-drawer-open';

/** Loads the first page in the background, so the drawer opens with it. */
export function prefetchNotifications(dispatch: AppDispatch): void {
  void dispatch(
    notificationsApi.util.prefetch('notificationList', { start: 0 }, { ifOlderThan: 60 }),
  );
}

interface Loaded {
  fresh: AppNotification[];
  read: AppNotification[];
}

const EMPTY: Loaded = { fresh: [], read: [] };

function fromPage(page: NotificationPage | undefined): Loaded {
  return page ? mergePage(EMPTY, page) : EMPTY;
}

/**
 * The notification drawer (spec 1 §2, §4): New and Read sections, Clear, the empty state,
 * pages of notifications loaded at the bottom (30 or more loaded, until the end flag).
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
  const selectFirstPage = useMemo(
    () => notificationsApi.endpoints.notificationList.select({ start: 0 }),
    [],
  );
  const cached = useAppSelector(selectFirstPage).data;
  const [loaded, setLoaded] = useState<Loaded>(() => fromPage(cached));
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>(cached ? 'ready' : 'loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [ended, setEnded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const closing = useRef(false);
  const total = loaded.fresh.length + loaded.read.length;

  const applyCount = useCallback(
    (page: NotificationPage) => dispatch(unreadNotificationsSet(page.count.new_count)),
    [dispatch],
  );

  // Opening loads page 1 (start 0) and scrolls to the top.
  useEffect(() => {
    let active = true;
    if (list.current) list.current.scrollTop = 0;
    const request = dispatch(
      notificationsApi.endpoints.notificationList.initiate({ start: 0 }, { forceRefetch: true }),
    );
    request
      .unwrap()
      .then((page) => {
        if (!active) return;
        setLoaded(fromPage(page));
        setEnded(false);
        setStatus('ready');
        applyCount(page);
        if (list.current) list.current.scrollTop = 0;
      })
      .catch((failure: { message?: string }) => {
        if (!active) return;
        setError(failure.message ?? 'Something went wrong');
        setStatus((current) => (current === 'ready' ? 'ready' : 'error'));
      });
    return () => {
      active = false;
      request.unsubscribe();
    };
  }, [dispatch, applyCount]);

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
    // Closing marks everything seen: the badge clears now, and a realtime count that arrives
    // while the request is on its way still wins.
    dispatch(unreadNotificationsSet(0));
    void dispatch(notificationsApi.endpoints.closeNotifications.initiate())
      .unwrap()
      .catch(() => undefined);
  }, [dispatch, onClose]);

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
    if (!canLoadNextPage(total, ended, loadingMore) || status !== 'ready') return;
    setLoadingMore(true);
    const request = dispatch(
      notificationsApi.endpoints.notificationList.initiate(
        { start: total },
        { forceRefetch: true },
      ),
    );
    request
      .unwrap()
      .then((page) => {
        if (isEndPage(page)) setEnded(true);
        else setLoaded((current) => mergePage(current, page));
        applyCount(page);
      })
      .catch((failure: { message?: string }) => setError(failure.message ?? 'Something went wrong'))
      .finally(() => {
        setLoadingMore(false);
        request.unsubscribe();
      });
  }, [dispatch, applyCount, ended, loadingMore, status, total]);

  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    if (element.scrollTop + element.clientHeight >= element.scrollHeight - 48) loadMore();
  };

  const clear = async () => {
    try {
      await dispatch(notificationsApi.endpoints.clearNotifications.initiate()).unwrap();
      setLoaded(EMPTY);
      setEnded(true);
      dispatch(unreadNotificationsSet(0));
      dispatch(
        notificationsApi.util.upsertQueryData(
          'notificationList',
          { start: 0 },
          { records: { new: [], old: [] }, count: { new_count: 0, old_count: 0 } },
        ),
      );
    } catch (failure) {
      await popups.alert((failure as { message?: string }).message ?? 'Something went wrong');
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
    <div ref={panel} className="notification-drawer" role="dialog" aria-label="Notifications">
      <div className="notification-drawer__header">
        <h2 className="notification-drawer__title">Notifications</h2>
        <button
          type="button"
          className="button button--ghost notification-drawer__clear"
          onClick={() => void clear()}
          disabled={total === 0}
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
          <p className="notification-drawer__error" role="alert">
            {error}
          </p>
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
            {loadingMore ? <Spinner label="Loading more notifications" /> : null}
          </>
        )}
      </div>
    </div>
  );
}

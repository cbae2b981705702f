import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { realtime } from '@/lib/realtime';
import { local, storageKeys } from '@/lib/storage';
import { useAppSelector } from '@/app/hooks';
import { selectUserStatus } from '@/features/user';
import { quizIdsOf, quizQueue, notificationsEnabled } from '@/features/quiz';
import { liveToasts } from '@/features/live';
import type { LiveSessionPush } from '@/features/live';
import { noticeQueue, parseNotice, type Notice } from '@/features/notifications';
import { shoppingListPanel } from '@/features/shoppinglist';
import { loadTour } from '@/features/tour';
import { loadCoachingBasketSync } from '@/features/coaching';
import { isLiveSession } from './realtimeEvents';
import { startAppEvents } from './startupEvents';
import { uploadSavedCalorieData } from './calorieData';
import { loadWhenOnline } from '@/lib/loadWhenOnline';

// Loaded beside the page: a network drop while their code loads must not replace the page.
const ShellPopups = lazy(loadWhenOnline(() => import('./ShellPopups')));
const Tour = lazy(loadWhenOnline(loadTour));
const CoachingBasketSync = lazy(loadWhenOnline(loadCoachingBasketSync));

type Held = { kind: 'live'; session: LiveSessionPush } | { kind: 'notice'; notice: Notice };

/** Popups wait while a quiz is showing; they show once notifications are enabled again. */
const held: Held[] = [];
function showOrHold(item: Held): void {
  if (!notificationsEnabled()) {
    held.push(item);
    return;
  }
  if (item.kind === 'live') liveToasts.show(item.session);
  else noticeQueue.show(item.notice);
}

function anyPopup(): boolean {
  return (
    quizQueue.active() ||
    liveToasts.all().length > 0 ||
    noticeQueue.all().length > 0 ||
    shoppingListPanel.get().open
  );
}

function subscribeAll(listener: () => void): () => void {
  const stops = [
    quizQueue.subscribe(listener),
    liveToasts.subscribe(listener),
    noticeQueue.subscribe(listener),
    shoppingListPanel.subscribe(listener),
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * Shell services of the member area: realtime popups (quiz, live session, notification toasts
 * and message modals), the shopping-list panel, the onboarding tour, open/close events and the
 * saved calorie data upload. The popups' code loads only when one is needed. `onListening` is
 * called once its realtime handlers are in place: the shell opens the channel only then, so no
 * event of the first moments (a quiz waiting, a live session, a notice) finds nobody listening.
 */
export function MemberServices({ onListening }: { onListening?: () => void }) {
  const status = useAppSelector(selectUserStatus);
  const { pathname } = useLocation();
  const needed = useSyncExternalStore(subscribeAll, anyPopup, () => false);
  const [loaded, setLoaded] = useState(false);
  const [tourWanted, setTourWanted] = useState(false);

  useEffect(() => {
    const onNotice = (data: unknown) => {
      const notice = parseNotice(data);
      if (notice) showOrHold({ kind: 'notice', notice });
    };
    const listenAny = realtime.on.bind(realtime) as unknown as (
      en: string,
      handler: (data: unknown) => void,
    ) => () => void;
    const stops = [
      realtime.on('getQuiz', (data) => quizIdsOf(data).forEach((id) => quizQueue.enqueue(id))),
      realtime.on('newQuiz', (data) => quizIdsOf(data).forEach((id) => quizQueue.enqueue(id))),
      realtime.on('sessionStarted', (data) => {
        if (isLiveSession(data)) showOrHold({ kind: 'live', session: data });
      }),
      realtime.on('notification', onNotice),
      listenAny('sendMessageToGroupAndUser', onNotice),
      // After every authorise: ask for waiting quizzes and a live session running now.
      realtime.onAuthorised(() => {
        realtime.emit('getQuiz', {});
        realtime.emit('sessionStarted', {});
      }),
      quizQueue.subscribe(() => {
        if (!notificationsEnabled()) return;
        held.splice(0).forEach(showOrHold);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);

  // Declared after the handlers' effect, so it runs after them.
  useEffect(() => {
    onListening?.();
  }, [onListening]);

  // Once needed, the popups' code stays (adjusting state as the store changes, during render).
  if (needed && !loaded) setLoaded(true);

  useEffect(() => {
    if (status !== 'ready') return;
    void uploadSavedCalorieData();
    return startAppEvents();
  }, [status]);

  // The onboarding tour: once, on the member home, after the page has settled.
  useEffect(() => {
    if (status !== 'ready' || pathname !== '/home' || local.get(storageKeys.tourDone)) return;
    const timer = window.setTimeout(() => setTourWanted(true), 1200);
    return () => window.clearTimeout(timer);
  }, [status, pathname]);

  return (
    <>
      {loaded ? (
        <Suspense fallback={null}>
          <ShellPopups />
        </Suspense>
      ) : null}
      {status === 'ready' ? (
        <Suspense fallback={null}>
          <CoachingBasketSync />
        </Suspense>
      ) : null}
      {tourWanted && pathname === '/home' ? (
        <Suspense fallback={null}>
          <Tour onDone={() => setTourWanted(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

import { lazy, Suspense } from 'react';
import { loadQuizPopup, useCurrentQuiz } from '@/features/quiz';
import { loadShoppingListPanel, useShoppingListPanel } from '@/features/shoppinglist';
import { loadLiveToasts } from '@/features/live';
import { loadNoticePopups } from '@/features/notifications';

const QuizPopup = lazy(loadQuizPopup);
const ShoppingListPanel = lazy(loadShoppingListPanel);
const LiveToasts = lazy(loadLiveToasts);
const NoticePopups = lazy(loadNoticePopups);

/** The realtime-driven popups and the shopping-list panel, loaded when first needed. */
export default function ShellPopups() {
  const quizId = useCurrentQuiz();
  const panel = useShoppingListPanel();
  return (
    <>
      <Suspense fallback={null}>
        <LiveToasts />
        <NoticePopups />
      </Suspense>
      {quizId ? (
        <Suspense fallback={null}>
          <QuizPopup key={quizId} quizId={quizId} />
        </Suspense>
      ) : null}
      {panel.open ? (
        <Suspense fallback={null}>
          <ShoppingListPanel highlight={panel.listId} />
        </Suspense>
      ) : null}
    </>
  );
}

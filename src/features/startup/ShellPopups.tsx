import { lazy, Suspense } from 'react';
import { useCurrentQuiz } from '@/features/quiz/queue';
import { useShoppingListPanel } from '@/features/shoppinglist/panelStore';
import LiveToasts from '@/features/live/LiveToasts';
import NoticePopups from '@/features/notifications/NoticePopups';

const QuizPopup = lazy(() => import('@/features/quiz/QuizPopup'));
const ShoppingListPanel = lazy(() => import('@/features/shoppinglist/ShoppingListPanel'));

/** The realtime-driven popups and the shopping-list panel, loaded when first needed. */
export default function ShellPopups() {
  const quizId = useCurrentQuiz();
  const panel = useShoppingListPanel();
  return (
    <>
      <LiveToasts />
      <NoticePopups />
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

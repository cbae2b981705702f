import { useEffect, useLayoutEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { failureMessage } from '@/lib/failureMessage';
import { useWaitingQuizzesQuery } from '../api';
import { quizQueue, useCurrentQuiz } from '../queue';

/** A quiz id from the address (?quiz_id=), as a notification or a link would give it. */
function askedQuizId(search: URLSearchParams): string | null {
  const id = (search.get('quiz_id') ?? '').trim();
  return /^[1-9]\d{0,9}$/.test(id) ? id : null;
}

/**
 * /home/quiz (spec 1 §2, content): the quiz named in the address, or else the quizzes waiting for
 * the member (asked over the realtime channel), open in the quiz popup one by one; with none
 * waiting the page says so.
 */
export default function QuizPage() {
  const [search] = useSearchParams();
  const asked = askedQuizId(search);
  const current = useCurrentQuiz();
  const { error, isFetching, refetch } = useWaitingQuizzesQuery(asked ? skipToken : undefined);

  useEffect(() => {
    document.title = 'Quiz | RWL';
  }, []);
  // Before the first paint, so the page never says "no quiz" while the asked one opens.
  useLayoutEffect(() => {
    if (asked) quizQueue.enqueue(asked);
  }, [asked]);

  return (
    <div className="page page--narrow">
      <h1>Quiz</h1>
      {current ? (
        <p role="status">Your quiz is open. Answer it in the window on top of this page.</p>
      ) : isFetching ? (
        <Spinner label="Looking for a quiz for you" />
      ) : error ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <EmptyState title="There is no quiz for you right now.">
          <Link className="button button--secondary" to="/home">
            Back to my dashboard
          </Link>
        </EmptyState>
      )}
    </div>
  );
}

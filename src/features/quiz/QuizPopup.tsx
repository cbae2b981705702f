import { useEffect, useId, useState } from 'react';
import DOMPurify from 'dompurify';
import { SANITIZE_CONFIG } from '@/lib/sanitize/sanitizeHtml';
import { Dialog } from '@/ui/Dialog';
import { Spinner } from '@/ui/Spinner';
import { popups } from '@/ui/popupStore';
import { currentPath, navigateTo } from '@/lib/navigation';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { upgradeRoute } from '@/features/notifications';
import { useGetNextQuestionMutation, useGetQuizMutation, useSubmitQuizMutation } from './api';
import {
  isMultiple,
  NEXT_QUESTION_FAILED,
  snippetTarget,
  submitStep,
  toggleOption,
  type QuizAnswer,
  type QuizQuestion,
  type QuizSnippet,
} from './model';
import { quizQueue } from './queue';
import './quiz.css';
import { failureMessage, refusedWithoutMessage } from '@/lib/failureMessage';

/** The quiz popup of spec 2 §4: one question at a time, then the congratulations popup. */
export default function QuizPopup({ quizId }: { quizId: string }) {
  const profile = useAppSelector(selectProfile);
  const [getQuiz] = useGetQuizMutation();
  const [getNext, next] = useGetNextQuestionMutation();
  const [submit, submitting] = useSubmitQuizMutation();
  const [question, setQuestion] = useState<QuizQuestion | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [answers, setAnswers] = useState<QuizAnswer[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [snippet, setSnippet] = useState<QuizSnippet | null>(null);
  const errorId = useId();

  useEffect(() => {
    let active = true;
    getQuiz(quizId)
      .unwrap()
      .then((first) => {
        if (active) setQuestion(first);
      })
      .catch(async (failure: unknown) => {
        if (!active) return;
        await popups.alert(failureMessage(failure, 'Something went wrong'));
        quizQueue.advance();
      });
    return () => {
      active = false;
    };
  }, [getQuiz, quizId]);

  const onSubmit = async () => {
    if (!question) return;
    const step = submitStep(question, selected);
    if (step.kind === 'error') {
      setError(step.message);
      return;
    }
    if (step.kind === 'alert') {
      await popups.alert(step.message);
      return;
    }
    setError(null);
    // Kept only once the next question has come: a failed fetch, tried again, answers it once.
    const allAnswers = [...answers, step.answer];
    if (step.kind === 'next') {
      try {
        const following = await getNext({
          quizId: question.quiz_id,
          questionSet: step.questionSet,
        }).unwrap();
        setAnswers(allAnswers);
        setQuestion(following);
        setSelected([]);
      } catch (failure) {
        // A refusal with no message of its own, and a call that failed on the way, say so in the spec's words.
        await popups.alert(
          refusedWithoutMessage(failure)
            ? NEXT_QUESTION_FAILED
            : failureMessage(failure, 'Error fetching next question'),
        );
      }
      return;
    }
    try {
      setSnippet(await submit({ question, answers: allAnswers }).unwrap());
    } catch (failure) {
      await popups.alert(failureMessage(failure, 'Error submitting quiz'));
    }
  };

  const finish = () => {
    const target = snippet ? snippetTarget(snippet, profile) : { kind: 'none' as const };
    quizQueue.advance();
    if (target.kind === 'upgrade') navigateTo(upgradeRoute(currentPath()));
    else if (target.kind === 'navigate') navigateTo(target.to);
  };

  if (snippet) {
    return (
      <Dialog title="Congratulations" onClose={() => quizQueue.advance()}>
        <div
          className="quiz__snippet"
          // Server text, sanitised before it is shown.
          dangerouslySetInnerHTML={{
            __html: DOMPurify.sanitize(snippet.snippet_description, SANITIZE_CONFIG),
          }}
        />
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={finish}>
            {snippet.button_text || 'OK'}
          </button>
        </div>
      </Dialog>
    );
  }

  const multiple = question ? isMultiple(question) : false;
  return (
    <Dialog title="Quiz" onClose={() => quizQueue.advance()} size="medium">
      {!question ? (
        <Spinner label="Loading quiz" />
      ) : (
        <form
          className="quiz"
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
          noValidate
        >
          <fieldset className="quiz__question" aria-describedby={error ? errorId : undefined}>
            <legend className="quiz__legend">{question.question}</legend>
            {question.question_desc ? <p className="hint">{question.question_desc}</p> : null}
            {question.options.map((option) => (
              <label key={option.option_id} className="quiz__option">
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`quiz-${question.question_id}`}
                  checked={selected.includes(option.option_id)}
                  onChange={() => {
                    setSelected((current) => toggleOption(question, current, option.option_id));
                    setError(null);
                  }}
                />
                {option.text}
              </label>
            ))}
          </fieldset>
          {error ? (
            <p id={errorId} className="quiz__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="dialog__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={next.isLoading || submitting.isLoading}
            >
              Submit
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

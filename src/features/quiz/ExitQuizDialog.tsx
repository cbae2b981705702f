import { useId, useState } from 'react';
import { Dialog } from '@/ui/Dialog';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { failureMessage } from '@/lib/failureMessage';
import { textDrafts } from '@/lib/textDrafts';
import { useGetExitQuizQuery } from './api';
import { isMultiple, SELECT_AT_LEAST_ONE, toggleOption } from './model';
import './quiz.css';

/** The options chosen and not yet sent are kept for this tab (a reload, or closing the quiz, loses nothing). */
const DRAFT = 'exit-quiz';

function draftOptions(): number[] {
  return textDrafts
    .get(DRAFT)
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** The exit quiz's answer, sent with the cancellation (its body: lib/validation/bodies/payment). */
export interface ExitQuizAnswer {
  quiz_id: number;
  question_id: number;
  option_ids: number[];
  /** The chosen options' words. */
  reason: string;
}

interface ExitQuizDialogProps {
  /** The member answered: the cancellation goes on with the answer. */
  onAnswer: (answer: ExitQuizAnswer) => void;
  /** The quiz could not be loaded and the member goes on without it. */
  onSkip: () => void;
  onClose: () => void;
}

/**
 * The exit quiz (GET quiz/cancel_membership) asked before a membership is cancelled: one question,
 * at least one option ('Please select at least one option.'), then Continue. A quiz that cannot
 * be loaded never keeps a member from cancelling: its failure is shown with Try again and a way on.
 */
export function ExitQuizDialog({ onAnswer, onSkip, onClose }: ExitQuizDialogProps) {
  const quiz = useGetExitQuizQuery();
  const [selected, setSelected] = useState<number[]>(draftOptions);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const question = quiz.data;

  const submit = () => {
    if (!question) return;
    if (!selected.length) {
      setError(SELECT_AT_LEAST_ONE);
      return;
    }
    textDrafts.set(DRAFT, '');
    onAnswer({
      quiz_id: question.quiz_id,
      question_id: question.question_id,
      option_ids: selected,
      reason: question.options
        .filter((option) => selected.includes(option.option_id))
        .map((option) => option.text)
        .join('; '),
    });
  };

  return (
    <Dialog title="Before you cancel" onClose={onClose} size="medium">
      {quiz.isLoading ? (
        <Spinner label="Loading the quiz" />
      ) : !question ? (
        <>
          <ErrorState
            message={failureMessage(quiz.error, 'We could not load the quiz.')}
            onRetry={() => void quiz.refetch()}
          />
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onSkip}>
              Continue without answering
            </button>
          </div>
        </>
      ) : (
        <form
          className="quiz"
          aria-label="Exit quiz"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="quiz__question" aria-describedby={error ? errorId : undefined}>
            <legend className="quiz__legend">{question.question}</legend>
            {question.question_desc ? <p className="hint">{question.question_desc}</p> : null}
            {question.options.map((option) => (
              <label key={option.option_id} className="quiz__option">
                <input
                  type={isMultiple(question) ? 'checkbox' : 'radio'}
                  name={`exit-quiz-${question.question_id}`}
                  checked={selected.includes(option.option_id)}
                  onChange={() => {
                    const next = toggleOption(question, selected, option.option_id);
                    setSelected(next);
                    textDrafts.set(DRAFT, next.join(','));
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
            <button type="submit" className="button button--primary">
              Continue
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

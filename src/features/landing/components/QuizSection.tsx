import { useState } from 'react';
import type { Quiz } from '../model';
import { CtaButton } from './CtaButton';

/** The result most answers point to; ties go to the earliest result listed. */
export function quizResult(quiz: Quiz, answers: string[]): string {
  const order = Object.keys(quiz.results);
  const counts = new Map(order.map((key) => [key, 0]));
  answers.forEach((key) => counts.set(key, (counts.get(key) ?? 0) + 1));
  return order.reduce(
    (best, key) => ((counts.get(key) ?? 0) > (counts.get(best) ?? 0) ? key : best),
    order[0] ?? '',
  );
}

/** A short quiz: one question at a time, then the result and its call to action. */
export default function QuizSection({ quiz }: { quiz: Quiz }) {
  const [answers, setAnswers] = useState<string[]>([]);
  const done = answers.length >= quiz.questions.length;
  const result = done ? quiz.results[quizResult(quiz, answers)] : null;
  const question = quiz.questions[answers.length];
  return (
    <section className="landing-section landing-quiz" aria-labelledby="quiz-title">
      <div className="landing-container landing-container--text">
        <h2 id="quiz-title">{quiz.title}</h2>
        {result ? (
          <div className="landing-card" aria-live="polite">
            <h3>{result.title}</h3>
            <p>{result.text}</p>
            <div className="landing-actions">
              <CtaButton
                target={result.btn_url}
                label={result.btn_txt}
                className="button button--primary"
              />
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setAnswers([])}
              >
                Take the quiz again
              </button>
            </div>
          </div>
        ) : question ? (
          <fieldset className="landing-card landing-quiz__question">
            <legend>
              Question {answers.length + 1} of {quiz.questions.length}: {question.question}
            </legend>
            {question.options.map((option) => (
              <button
                type="button"
                key={option.label}
                className="button button--secondary button--block"
                onClick={() => setAnswers((previous) => [...previous, option.result])}
              >
                {option.label}
              </button>
            ))}
          </fieldset>
        ) : null}
      </div>
    </section>
  );
}

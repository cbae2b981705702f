import { useId, useState, type FormEvent } from 'react';
import type { Topic } from '../model';

interface InterestsStepProps {
  topics: Topic[];
  initial: number[];
  busy: boolean;
  onSubmit: (chosen: number[]) => void;
  onBack?: () => void;
}

/** Step 5: the topics of interest (GET topics_of_interest), several may be chosen. */
export function InterestsStep({ topics, initial, busy, onSubmit, onBack }: InterestsStepProps) {
  const [chosen, setChosen] = useState<number[]>(initial);
  const [error, setError] = useState('');
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen.length) {
      setError('Please choose at least one interest.');
      return;
    }
    onSubmit(
      topics.filter((topic) => chosen.includes(topic.topic_id)).map((topic) => topic.topic_id),
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="reg-choices" aria-describedby={error ? `${id}-error` : undefined}>
        <legend>What are you interested in?</legend>
        {topics.map((topic) => (
          <label key={topic.topic_id} className="reg-choice">
            <input
              type="checkbox"
              checked={chosen.includes(topic.topic_id)}
              onChange={(event) => {
                setError('');
                setChosen((current) =>
                  event.target.checked
                    ? [...current, topic.topic_id]
                    : current.filter((item) => item !== topic.topic_id),
                );
              }}
            />
            {topic.title}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="reg-step__actions">
        {onBack ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={onBack}
            disabled={busy}
          >
            Back
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Continue'}
        </button>
      </div>
    </form>
  );
}

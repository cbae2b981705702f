import { useState } from 'react';
import { TRIMESTER_CHOICES, type Topic } from '../model';
import { ChoiceStep } from './ChoiceStep';

interface PreferenceStepProps {
  topic: Topic;
  initial: string;
  busy: boolean;
  onSubmit: (goal: string, trimester: string) => void;
  onSkip: () => void;
  onBack: () => void;
}

/** One preference item: the follow-up question of a chosen topic (with the trimester when pregnant). */
export function PreferenceStep({
  topic,
  initial,
  busy,
  onSubmit,
  onSkip,
  onBack,
}: PreferenceStepProps) {
  const [trimester, setTrimester] = useState('');
  const asksTrimester = (value: string) => topic.pregnancy === 1 && value === topic.options[0];
  return (
    <ChoiceStep
      question={topic.question}
      choices={topic.options.map((option) => ({ value: option, label: option }))}
      initial={initial}
      busy={busy}
      onBack={onBack}
      onSkip={onSkip}
      extra={(value) =>
        asksTrimester(value) ? (
          <div className="field">
            <label htmlFor="reg-trimester">Which trimester are you in?</label>
            <select
              id="reg-trimester"
              value={trimester}
              onChange={(event) => setTrimester(event.target.value)}
            >
              <option value="" disabled>
                Choose a trimester
              </option>
              {TRIMESTER_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        ) : null
      }
      validateExtra={(value) =>
        asksTrimester(value) && !trimester ? 'Please choose your trimester.' : null
      }
      onSubmit={(value) => onSubmit(value, asksTrimester(value) ? trimester : '')}
    />
  );
}

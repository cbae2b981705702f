import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import {
  ACTIVITY_CHOICES,
  AGE_CHOICES,
  GENDER_CHOICES,
  UNIT_CHOICES,
  WEIGHT_GOAL_CHOICES,
} from '@/features/registration';
import { showFailure } from '@/ui/showFailure';
import { useUpdateMeasurementUnitMutation, useUpdateProfileMutation } from '../api';
import { unitsOf } from '../model';
import '../profile.css';

type QuestionField = 'gender' | 'age' | 'activity_level' | 'weight_goal' | 'measurement_unit';

/** The signup questions (registration steps 1 to 4 and 6), asked one at a time. */
const QUESTIONS: {
  field: QuestionField;
  question: string;
  choices: { value: string; label: string }[];
}[] = [
  { field: 'gender', question: 'What is your gender?', choices: GENDER_CHOICES },
  { field: 'age', question: 'How old are you?', choices: AGE_CHOICES },
  { field: 'activity_level', question: 'How active are you?', choices: ACTIVITY_CHOICES },
  { field: 'weight_goal', question: 'What is your weight goal?', choices: WEIGHT_GOAL_CHOICES },
  { field: 'measurement_unit', question: 'Which units do you use?', choices: UNIT_CHOICES },
];

const CHOOSE_MESSAGE = 'Please choose an answer.';

/** /home/profile/retake-signup-quiz: the signup questions again, prefilled, saved at the end. */
export default function RetakeSignupQuizPage() {
  const id = useId();
  const profile = useAppSelector(selectProfile);
  const [answers, setAnswers] = useState<Record<QuestionField, string>>(() => ({
    gender: profile.gender,
    age: profile.age,
    activity_level: profile.activity_level,
    weight_goal: profile.weight_goal,
    measurement_unit: unitsOf(profile.measurement_unit),
  }));
  const [index, setIndex] = useState(0);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState('');
  const [updateProfile] = useUpdateProfileMutation();
  const [updateUnit] = useUpdateMeasurementUnitMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = 'Retake the signup quiz | RWL';
  }, []);

  const current = QUESTIONS[index] ?? QUESTIONS[0]!;
  const last = index === QUESTIONS.length - 1;

  const save = async () => {
    setSaving(true);
    try {
      const { message } = await updateProfile({
        gender: answers.gender,
        age: answers.age,
        activity_level: answers.activity_level,
        weight_goal: answers.weight_goal,
      }).unwrap();
      const unit = answers.measurement_unit === 'lbs' ? 'lbs' : 'kg';
      if (unit !== unitsOf(profile.measurement_unit)) await updateUnit(unit).unwrap();
      setDone(message || 'Your profile has been updated.');
    } catch (failure) {
      showFailure(failure);
    } finally {
      setSaving(false);
    }
  };

  const next = () => {
    if (!answers[current.field]) {
      setError(CHOOSE_MESSAGE);
      return;
    }
    setError('');
    if (last) void save();
    else {
      setIndex(index + 1);
      heading.current?.focus();
    }
  };

  if (done) {
    return (
      <div className="page retake-quiz">
        <h1>Retake the signup quiz</h1>
        <p role="status">{done}</p>
        <Link className="button button--primary" to="/home/profile">
          Back to my profile
        </Link>
      </div>
    );
  }

  return (
    <div className="page retake-quiz">
      <h1>Retake the signup quiz</h1>
      <p>
        Question {index + 1} of {QUESTIONS.length}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <fieldset className="profile-checks" aria-describedby={error ? `${id}-error` : undefined}>
          <legend>
            <h2 ref={heading} tabIndex={-1}>
              {current.question}
            </h2>
          </legend>
          {current.choices.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name={current.field}
                value={choice.value}
                checked={answers[current.field] === choice.value}
                onChange={() => {
                  setAnswers((all) => ({ ...all, [current.field]: choice.value }));
                  setError('');
                }}
              />{' '}
              {choice.label}
            </label>
          ))}
          {error ? (
            <span id={`${id}-error`} className="field__error" role="alert">
              {error}
            </span>
          ) : null}
        </fieldset>
        <div className="card-form__actions profile-actions">
          {index > 0 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setIndex(index - 1)}
            >
              Back
            </button>
          ) : (
            <Link className="button button--secondary" to="/home/profile">
              Cancel
            </Link>
          )}
          <button type="submit" className="button button--primary" disabled={saving}>
            {last ? (saving ? 'Saving…' : 'Save my answers') : 'Next'}
          </button>
        </div>
      </form>
    </div>
  );
}

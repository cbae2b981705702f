import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { local, storageKeys } from '@/lib/storage';
import { useAuthSnapshot } from '@/lib/auth';
import {
  ACTIVITY_LEVELS,
  calculateCalories,
  calorieFieldErrors,
  DEFAULT_ACTIVITY_LEVEL,
  type CalorieField,
  type CalorieGoal,
  type CalorieInput,
  type CalorieResult,
} from '@/lib/calories';
import { usePageMeta } from '../usePageMeta';

interface SavedCalorieData extends CalorieInput, CalorieResult {
  saved_at: string;
}

type PlannerUpload = 'idle' | 'sending' | 'added' | 'failed';

const PLANNER_MESSAGES: Record<PlannerUpload, string> = {
  idle: 'Saved on this device. We will add it to your planner.',
  sending: 'Adding it to your planner…',
  added: 'Added to your planner.',
  failed:
    'Saved on this device. We could not reach your planner just now, so we will add it next time you open RWL.',
};

/** The public calorie calculator; the result is kept locally and uploaded after login (spec 1 §4). */
export default function CalorieCalculatorPage() {
  usePageMeta('Free calorie calculator | RWL', null);
  const id = useId();
  const { memberLoggedIn } = useAuthSnapshot();
  // What this device saved last time, read once when the page opens.
  const [saved] = useState(() => local.getJson<SavedCalorieData>(storageKeys.savedCalorieData));
  const [gender, setGender] = useState<CalorieInput['gender']>(saved?.gender ?? 'female');
  const [numbers, setNumbers] = useState<Record<CalorieField, string>>({
    age: saved ? String(saved.age) : '',
    height: saved ? String(saved.height) : '',
    weight: saved ? String(saved.weight) : '',
  });
  const [activity, setActivity] = useState(saved?.activity_level ?? DEFAULT_ACTIVITY_LEVEL);
  const [pregnant, setPregnant] = useState(saved?.is_pregnant ?? false);
  const [goal, setGoal] = useState<CalorieGoal>(saved?.goal ?? 'lose');
  const [errors, setErrors] = useState<Partial<Record<CalorieField, string>>>({});
  const [result, setResult] = useState<CalorieResult | null>(saved ?? null);
  const [planner, setPlanner] = useState<PlannerUpload>('idle');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = calorieFieldErrors(numbers);
    setErrors(found);
    const first = (Object.keys(found) as CalorieField[])[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const input: CalorieInput = {
      gender,
      age: Number(numbers.age),
      height: Number(numbers.height),
      weight: Number(numbers.weight),
      activity_level: activity,
      is_pregnant: gender === 'female' && pregnant,
      goal,
    };
    const calculated = calculateCalories(input);
    setResult(calculated);
    local.setJson(storageKeys.savedCalorieData, {
      ...input,
      ...calculated,
      saved_at: new Date().toISOString(),
    });
    if (memberLoggedIn) {
      // A member's result goes to the planner now, not at the next start of the app.
      setPlanner('sending');
      void import('@/features/startup')
        .then(({ uploadSavedCalorieData }) => uploadSavedCalorieData())
        .then((outcome) => setPlanner(outcome === 'uploaded' ? 'added' : 'failed'))
        .catch(() => setPlanner('failed'));
    }
  };

  const numberField = (name: CalorieField, label: string) => (
    <div className={`field${errors[name] ? ' field--error' : ''}`}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="number"
        inputMode="decimal"
        value={numbers[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) =>
          setNumbers((previous) => ({ ...previous, [name]: event.target.value }))
        }
      />
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className="field__error">
          {errors[name]}
        </span>
      ) : null}
    </div>
  );

  return (
    <div className="page page--narrow">
      <h1>Free calorie calculator</h1>
      <p className="lead">Find out how many calories you need each day for your goal.</p>
      <form className="form-card" noValidate onSubmit={submit} aria-label="Calorie calculator">
        <fieldset className="field">
          <legend>Sex</legend>
          {(['female', 'male'] as const).map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="gender"
                value={value}
                checked={gender === value}
                onChange={() => setGender(value)}
              />{' '}
              {value === 'female' ? 'Female' : 'Male'}
            </label>
          ))}
        </fieldset>
        {numberField('age', 'Age (years)')}
        {numberField('height', 'Height (cm)')}
        {numberField('weight', 'Weight (kg)')}
        <div className="field">
          <label htmlFor={`${id}-activity`}>Activity level</label>
          <select
            id={`${id}-activity`}
            value={activity}
            onChange={(event) => setActivity(Number(event.target.value))}
          >
            {ACTIVITY_LEVELS.map((level) => (
              <option key={level.value} value={level.value}>
                {level.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-goal`}>Goal</label>
          <select
            id={`${id}-goal`}
            value={goal}
            onChange={(event) => setGoal(event.target.value as CalorieGoal)}
          >
            <option value="lose">Lose weight</option>
            <option value="maintain">Maintain my weight</option>
            <option value="gain">Gain weight</option>
          </select>
        </div>
        {gender === 'female' ? (
          <div className="field">
            <label className="choice">
              <input
                type="checkbox"
                checked={pregnant}
                onChange={(event) => setPregnant(event.target.checked)}
              />{' '}
              I am pregnant
            </label>
          </div>
        ) : null}
        <button type="submit" className="button button--primary button--block">
          Calculate
        </button>
      </form>
      {result ? (
        <section
          className="form-card calorie-result"
          aria-live="polite"
          aria-labelledby={`${id}-result`}
        >
          <h2 id={`${id}-result`}>Your daily calories: {result.target} kcal</h2>
          <p>
            Your body uses about {result.maintenance} kcal a day at your activity level (resting:{' '}
            {result.bmr} kcal).
            {pregnant && gender === 'female'
              ? ' In pregnancy we never suggest a deficit: check with your midwife or GP.'
              : ''}
          </p>
          <p className="hint">
            {memberLoggedIn
              ? PLANNER_MESSAGES[planner]
              : 'Saved on this device. Log in or join and we will add it to your planner.'}
            {memberLoggedIn && planner === 'added' ? (
              <>
                {' '}
                <Link to="/home/dailyplanner">Open the planner</Link>
              </>
            ) : null}
          </p>
          {memberLoggedIn ? null : (
            <div className="hero__actions">
              <Link className="button button--primary" to="/reg1">
                Start your 7-day free trial
              </Link>
              <Link className="button button--ghost" to="/login">
                Login
              </Link>
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}

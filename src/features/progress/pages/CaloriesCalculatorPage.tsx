import { useEffect, useId, useState, type FormEvent } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { Spinner } from '@/ui/Spinner';
import { TextField } from '@/ui/TextField';
import {
  ACTIVITY_LEVELS,
  calculateCalories,
  DEFAULT_ACTIVITY_LEVEL,
  type CalorieGoal,
  type CalorieResult,
} from '@/lib/calories';
import { useProgressStatsQuery, useSaveCalorieTargetMutation } from '../api';
import {
  ageFromDob,
  checkCalculator,
  cmToFeetInches,
  DEFAULT_RANGE_DAYS,
  displayWeight,
  goalFromProfile,
  latestWeight,
  NUMBER_MAX_LENGTH,
  sexFromProfile,
  WEIGHT_UNIT,
  type CalculatorField,
  type CalculatorValues,
  type ProgressStats,
  type UnitSystem,
} from '../model';
import { useUnits } from '../useUnits';
import { showFailure } from '@/ui/showFailure';
import '../progress.css';

function initialValues(
  stats: ProgressStats | undefined,
  dob: string,
  system: UnitSystem,
): CalculatorValues {
  const age = ageFromDob(dob);
  const weight = latestWeight(stats?.points ?? []);
  const height = stats?.height ?? null;
  const feetInches = height === null ? null : cmToFeetInches(height);
  return {
    age: age === null ? '' : String(age),
    height: height === null ? '' : String(height),
    heightFeet: feetInches ? String(feetInches.feet) : '',
    heightInches: feetInches ? String(feetInches.inches) : '',
    weight: weight === null ? '' : String(displayWeight(weight, system)),
  };
}

/** The calculator's form, prefilled once from the profile and the latest logged weight and height. */
function CalculatorForm({
  stats,
  system,
}: {
  stats: ProgressStats | undefined;
  system: UnitSystem;
}) {
  const id = useId();
  const profile = useAppSelector(selectProfile);
  const [values, setValues] = useState<CalculatorValues>(() =>
    initialValues(stats, profile.dob, system),
  );
  const [sex, setSex] = useState<'female' | 'male'>(() => sexFromProfile(profile.gender));
  const [activity, setActivity] = useState(DEFAULT_ACTIVITY_LEVEL);
  const [goal, setGoal] = useState<CalorieGoal>(() => goalFromProfile(profile.weight_goal));
  const [pregnant, setPregnant] = useState(profile.is_pregnant_currently === 1);
  const [errors, setErrors] = useState<Partial<Record<CalculatorField, string>>>({});
  const [result, setResult] = useState<CalorieResult | null>(null);
  const [savedTarget, setSavedTarget] = useState<number | null>(null);
  const [save, saving] = useSaveCalorieTargetMutation();

  const change = (name: CalculatorField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A message already shown follows what is typed (as on the graph's form); a new one waits
    // for Calculate.
    if (errors[name]) {
      const checked = checkCalculator(next, system);
      setErrors((previous) => ({
        ...previous,
        [name]: checked.ok ? undefined : checked.errors[name],
      }));
    }
    setResult(null);
    setSavedTarget(null);
  };

  /** A number the calculator needs: typed as text (decimal keypad), its message beside it. */
  const numberField = (name: CalculatorField, label: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      maxLength={NUMBER_MAX_LENGTH}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => change(name, event.target.value)}
    />
  );

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    setSavedTarget(null);
    const checked = checkCalculator(values, system);
    if (!checked.ok) {
      setErrors(checked.errors);
      setResult(null);
      const first = (['age', 'heightFeet', 'heightInches', 'height', 'weight'] as const).find(
        (field) => checked.errors[field],
      );
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setResult(
      calculateCalories({
        gender: sex,
        age: checked.age,
        height: checked.height,
        weight: checked.weight,
        activity_level: activity,
        is_pregnant: sex === 'female' && pregnant,
        goal,
      }),
    );
  };

  const saveTarget = () => {
    if (!result) return;
    save(result.target)
      .unwrap()
      .then((reply) => setSavedTarget(reply.calorie_target))
      .catch(showFailure);
  };

  return (
    <>
      <form className="form-card" noValidate onSubmit={calculate} aria-label="Calorie calculator">
        <fieldset className="field">
          <legend>Sex</legend>
          {(['female', 'male'] as const).map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name={`${id}-sex`}
                value={value}
                checked={sex === value}
                onChange={() => {
                  setSex(value);
                  setResult(null);
                }}
              />{' '}
              {value === 'female' ? 'Female' : 'Male'}
            </label>
          ))}
        </fieldset>
        {numberField('age', 'Age (years)')}
        {system === 'metric' ? (
          numberField('height', 'Height (cm)')
        ) : (
          <div className="height-inputs">
            {numberField('heightFeet', 'Height (feet)')}
            {numberField('heightInches', 'Height (inches)')}
          </div>
        )}
        {numberField('weight', `Weight (${WEIGHT_UNIT[system]})`)}
        <div className="field">
          <label htmlFor={`${id}-activity`}>Activity level</label>
          <select
            id={`${id}-activity`}
            value={activity}
            onChange={(event) => {
              setActivity(Number(event.target.value));
              setResult(null);
            }}
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
            onChange={(event) => {
              setGoal(event.target.value as CalorieGoal);
              setResult(null);
            }}
          >
            <option value="lose">Lose weight</option>
            <option value="maintain">Maintain my weight</option>
            <option value="gain">Gain weight</option>
          </select>
        </div>
        {sex === 'female' ? (
          <div className="field">
            <label className="choice">
              <input
                type="checkbox"
                checked={pregnant}
                onChange={(event) => {
                  setPregnant(event.target.checked);
                  setResult(null);
                }}
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
        <section className="form-card" aria-labelledby={`${id}-result`}>
          <h2 id={`${id}-result`}>Your daily target</h2>
          <p className="calorie-target">{result.target} kcal a day</p>
          <p className="hint">
            Your body uses about {result.maintenance} kcal a day at this activity level (
            {result.bmr} kcal at rest).
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={saving.isLoading}
            onClick={saveTarget}
          >
            {saving.isLoading ? 'Saving…' : 'Save to my planner'}
          </button>
        </section>
      ) : null}
      <p role="status" className="progress-entry__status">
        {savedTarget !== null
          ? `Saved: your planner’s daily target is now ${savedTarget} kcal.`
          : ''}
      </p>
    </>
  );
}

/** /home/caloriescalculator: the member calculator, in the member's units, saving to the planner. */
export default function CaloriesCalculatorPage() {
  const { system, ready } = useUnits();
  const stats = useProgressStatsQuery(DEFAULT_RANGE_DAYS);

  useEffect(() => {
    document.title = 'Calorie calculator | RWL';
  }, []);

  return (
    <div className="page page--narrow progress-page">
      <h1>Calorie calculator</h1>
      <p className="lead">
        Work out your daily calories for your goal and save them to your planner.
      </p>
      {!ready || stats.isLoading ? (
        <Spinner label="Loading your details" />
      ) : (
        <>
          {stats.data?.calorie_target ? (
            <p>Your planner’s daily target: {stats.data.calorie_target} kcal.</p>
          ) : null}
          {/* Prefilled once the details have answered (or failed: then the member types them). */}
          <CalculatorForm key={system} stats={stats.data} system={system} />
        </>
      )}
    </div>
  );
}

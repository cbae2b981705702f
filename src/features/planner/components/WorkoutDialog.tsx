import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/ui/Dialog';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { useAddWorkoutMutation, useExerciseStatsQuery, useWorkoutChoicesQuery } from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { minutesLength } from '@/lib/format';

/** Adds a programme video or an exercise to the day (programmeVideo_exercise, add_workout), with the week's statistics. */
export default function WorkoutDialog({ day, onClose }: { day: string; onClose: () => void }) {
  const { data, isLoading, error } = useWorkoutChoicesQuery();
  const stats = useExerciseStatsQuery(day);
  const [addWorkout, { isLoading: adding }] = useAddWorkoutMutation();
  const [exercise, setExercise] = useState('');
  const [minutes, setMinutes] = useState('30');
  const [tried, setTried] = useState(false);
  const exerciseId = useId();
  const minutesId = useId();
  const minutesValue = Number(minutes);
  const minutesError =
    !/^\d+$/.test(minutes.trim()) || minutesValue < 1 || minutesValue > 300
      ? 'Minutes must be a whole number from 1 to 300.'
      : null;
  const exerciseError = exercise ? null : 'Please choose an exercise.';

  const added = (title: string) => {
    toastQueue.show({ message: `${title} added`, tone: 'success' });
    onClose();
  };
  const submitExercise = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (minutesError || exerciseError) return;
    addWorkout({ date: day, exercise, minutes: minutesValue })
      .unwrap()
      .then(() => added(exercise))
      .catch((failure: unknown) => void popups.alert(failureMessage(failure)));
  };

  return (
    <Dialog title="Add a workout" onClose={onClose} size="medium">
      {stats.data ? (
        <p className="planner-stats">
          Last 7 days: {stats.data.done} of {stats.data.planned} workouts done,{' '}
          {minutesLength(stats.data.minutes)}, {stats.data.kcal} kcal.
        </p>
      ) : null}
      <form className="planner-exercise" onSubmit={submitExercise} noValidate>
        <h3>An exercise</h3>
        <div className="amount-form__row">
          <div className={`field${tried && exerciseError ? ' field--error' : ''}`}>
            <label htmlFor={exerciseId}>Exercise</label>
            <select
              id={exerciseId}
              value={exercise}
              onChange={(event) => setExercise(event.target.value)}
            >
              <option value="">Choose…</option>
              {data?.exercises.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            {tried && exerciseError ? (
              <span className="field__error" role="alert">
                {exerciseError}
              </span>
            ) : null}
          </div>
          <div className={`field${tried && minutesError ? ' field--error' : ''}`}>
            <label htmlFor={minutesId}>Minutes</label>
            <input
              id={minutesId}
              inputMode="numeric"
              maxLength={3}
              value={minutes}
              aria-invalid={(tried && !!minutesError) || undefined}
              onChange={(event) => setMinutes(event.target.value)}
            />
            {tried && minutesError ? (
              <span className="field__error" role="alert">
                {minutesError}
              </span>
            ) : null}
          </div>
        </div>
        <button type="submit" className="button button--primary" disabled={adding}>
          Add exercise
        </button>
      </form>
      <h3>A programme video</h3>
      {isLoading ? (
        <p role="status">Loading…</p>
      ) : error ? (
        <p role="alert">{failureMessage(error)}</p>
      ) : (
        <ul className="planner-pick" aria-label="Programme videos">
          {data?.videos.map((video) => (
            <li key={video.video_id} className="planner-pick__row">
              <span>
                {video.title}{' '}
                <span className="planner-pick__kcal">{minutesLength(video.minutes)}</span>
              </span>
              <button
                type="button"
                className="button button--secondary"
                disabled={adding}
                aria-label={`Add ${video.title}`}
                onClick={() =>
                  void addWorkout({ date: day, videoId: video.video_id })
                    .unwrap()
                    .then(() => added(video.title))
                    .catch((failure: unknown) => void popups.alert(failureMessage(failure)))
                }
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

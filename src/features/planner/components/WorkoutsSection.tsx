import { Link } from 'react-router-dom';
import type { PlannerWorkout } from '../model';
import { minutesLength } from '@/lib/format';

/** The day's workouts: programme videos and exercises, marked done in one tap, removable. */
export function WorkoutsSection({
  workouts,
  waiting,
  removing,
  onToggleDone,
  onRemove,
  onAdd,
}: {
  workouts: PlannerWorkout[];
  waiting: ReadonlySet<string>;
  /** `workout:{workout_id}` of the workouts whose removal is on its way. */
  removing: ReadonlySet<string>;
  onToggleDone: (workout: PlannerWorkout) => void;
  onRemove: (workout: PlannerWorkout) => void;
  onAdd: () => void;
}) {
  return (
    <section className="planner-meal" aria-labelledby="planner-workouts">
      <header className="planner-meal__header">
        <h2 id="planner-workouts">Workouts</h2>
      </header>
      {workouts.length ? (
        <ul className="planner-entries">
          {workouts.map((workout) => (
            <li key={workout.workout_id} className="planner-entry">
              <div className="planner-entry__text">
                {workout.kind === 'video' ? (
                  <Link to={`/home/programvideos/${workout.video_id}`}>{workout.title}</Link>
                ) : (
                  <span>{workout.title}</span>
                )}
                <span className="planner-entry__detail">
                  {minutesLength(workout.minutes)} · {workout.kcal} kcal
                  {waiting.has(workout.workout_id) ? ' · waiting to send' : ''}
                </span>
              </div>
              <div className="planner-entry__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-pressed={workout.done === 1}
                  aria-label={`Done: ${workout.title}`}
                  onClick={() => onToggleDone(workout)}
                >
                  {workout.done === 1 ? '✓ Done' : 'Done'}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Remove ${workout.title}`}
                  disabled={removing.has(`workout:${workout.workout_id}`)}
                  onClick={() => onRemove(workout)}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="planner-meal__empty">No workouts planned.</p>
      )}
      <button type="button" className="button button--primary" onClick={onAdd}>
        Add a workout
      </button>
    </section>
  );
}

import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { ErrorState } from '@/ui/ErrorState';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { useRemoveEntryMutation, useRemoveWorkoutMutation } from '../api';
import { usePlannerDayQuery } from '../dayApi';
import { DayNav } from '../components/DayNav';
import { DaySummary } from '../components/DaySummary';
import { MealSection } from '../components/MealSection';
import { NotesForm } from '../components/NotesForm';
import { TrackingIcons } from '../components/TrackingIcons';
import { WorkoutsSection } from '../components/WorkoutsSection';
import { failureMessage } from '@/lib/failureMessage';
import {
  logExercise,
  logTracking,
  useFoodChannel,
  useFoodChannelDown,
  usePendingLogs,
  withPendingLogs,
  type LogOutcome,
} from '../logging';
import {
  MEAL_TYPES,
  dayFromParam,
  dayTotals,
  entriesByMeal,
  isoDay,
  plannerPath,
  type MealType,
  type PlannerEntry,
  type TrackingIcon,
} from '../model';
import '../planner.css';

const AddFoodDialog = lazy(() => import('../components/AddFoodDialog'));
const SwapDialog = lazy(() => import('../components/SwapDialog'));
const WorkoutDialog = lazy(() => import('../components/WorkoutDialog'));
const DayToolsDialog = lazy(() => import('../components/DayToolsDialog'));
const IngredientsDialog = lazy(() => import('../components/IngredientsDialog'));

type OpenDialog =
  | { kind: 'add'; meal: MealType }
  | { kind: 'swap'; entry: PlannerEntry }
  | { kind: 'workout' }
  | { kind: 'tools' }
  | { kind: 'ingredients' }
  | null;

/** A log made while the connection is down is kept and said so; a refusal shows the server's message. */
function reportLog(outcome: Promise<LogOutcome>) {
  outcome
    .then((result) => {
      if (!result.sent)
        toastQueue.show({
          message:
            "You're offline: this is saved on this device and will be sent when you're back online.",
        });
    })
    .catch((error: unknown) => void popups.alert(failureMessage(error)));
}

function PlannerSkeleton() {
  return (
    <div aria-busy="true" className="planner-skeleton">
      <span className="visually-hidden" role="status">
        Loading your day
      </span>
      <span className="skeleton planner-skeleton__block" />
      <span className="skeleton planner-skeleton__block" />
    </div>
  );
}

function PlannerDayView({ day, today }: { day: string; today: string }) {
  const profile = useAppSelector(selectProfile);
  const { data, error, isLoading, refetch } = usePlannerDayQuery(day);
  const pending = usePendingLogs();
  const [open, setOpen] = useState<OpenDialog>(null);
  // Rows whose removal is on its way (or done, until the day's refetch drops them): their
  // Remove is unavailable, so a double click sends one call, not a second that fails.
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set());
  const [removeEntry] = useRemoveEntryMutation();
  const [removeWorkout] = useRemoveWorkoutMutation();
  const shown = useMemo(() => (data ? withPendingLogs(data, pending) : null), [data, pending]);
  const meals = useMemo(() => entriesByMeal(shown?.entries ?? []), [shown]);
  const totals = useMemo(() => dayTotals(shown?.entries ?? []), [shown]);

  const showCalories = profile.show_calories === 1;
  const showMacros = profile.show_my_macros === 1;
  const trackExercise = profile.track_exercise === 1;
  const icons: TrackingIcon[] = [
    'water',
    ...(profile.show_mood === 1 ? (['mood'] as const) : []),
    ...(profile.show_sleep === 1 ? (['sleep'] as const) : []),
    ...(trackExercise ? (['exercise'] as const) : []),
  ];

  if (isLoading) return <PlannerSkeleton />;
  if (!shown) return <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />;

  const burned = shown.workouts
    .filter((workout) => workout.done === 1)
    .reduce((sum, workout) => sum + workout.kcal, 0);
  const close = () => setOpen(null);
  const removal = (id: string, call: () => Promise<unknown>) => {
    if (removing.has(id)) return;
    setRemoving((ids) => new Set(ids).add(id));
    void call().catch((failure: unknown) => {
      setRemoving((ids) => new Set([...ids].filter((each) => each !== id)));
      void popups.alert(failureMessage(failure));
    });
  };
  const remove = (entry: PlannerEntry) =>
    removal(`entry:${entry.entry_id}`, () =>
      removeEntry({ date: day, entryId: entry.entry_id })
        .unwrap()
        .then(() => toastQueue.show({ message: `${entry.title} removed`, tone: 'success' })),
    );

  return (
    <>
      <DaySummary
        totals={totals}
        target={shown.calorie_target}
        burned={trackExercise ? burned : 0}
        showCalories={showCalories}
        showMacros={showMacros}
      />
      <TrackingIcons
        icons={icons}
        values={shown.tracking}
        waiting={shown.waiting}
        onToggle={(icon, value) => reportLog(logTracking({ date: day, icon, value }))}
      />
      {MEAL_TYPES.map((meal) => (
        <MealSection
          key={meal}
          meal={meal}
          entries={meals[meal]}
          waiting={shown.waiting}
          showCalories={showCalories}
          onAdd={(chosen) => setOpen({ kind: 'add', meal: chosen })}
          onSwap={(entry) => setOpen({ kind: 'swap', entry })}
          removing={removing}
          onRemove={remove}
        />
      ))}
      <WorkoutsSection
        workouts={shown.workouts}
        waiting={shown.waiting}
        onToggleDone={(workout) =>
          reportLog(
            logExercise({
              date: day,
              workout_id: workout.workout_id,
              done: workout.done === 1 ? 0 : 1,
            }),
          )
        }
        removing={removing}
        onRemove={(workout) =>
          removal(`workout:${workout.workout_id}`, () =>
            removeWorkout({ date: day, workoutId: workout.workout_id }).unwrap(),
          )
        }
        onAdd={() => setOpen({ kind: 'workout' })}
      />
      <NotesForm key={`${day}:${shown.notes}`} day={day} saved={shown.notes} />
      <section className="planner-tools" aria-label="Day tools">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setOpen({ kind: 'tools' })}
        >
          Save, load or copy this day
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setOpen({ kind: 'ingredients' })}
        >
          Ingredients for this day
        </button>
      </section>
      <Suspense fallback={null}>
        {open?.kind === 'add' ? <AddFoodDialog day={day} meal={open.meal} onClose={close} /> : null}
        {open?.kind === 'swap' ? <SwapDialog day={day} entry={open.entry} onClose={close} /> : null}
        {open?.kind === 'workout' ? <WorkoutDialog day={day} onClose={close} /> : null}
        {open?.kind === 'tools' ? <DayToolsDialog day={day} today={today} onClose={close} /> : null}
        {open?.kind === 'ingredients' ? <IngredientsDialog day={day} onClose={close} /> : null}
      </Suspense>
    </>
  );
}

/** /home/dailyplanner (today) and /home/dailyplanner/{day}. */
export default function DailyPlannerPage() {
  const { day: param } = useParams();
  const [today] = useState(() => isoDay(new Date()));
  const day = param === undefined ? today : dayFromParam(param);
  useFoodChannel();
  const offline = useFoodChannelDown();

  useEffect(() => {
    document.title = 'Daily planner | RWL';
  }, []);

  return (
    <div className="page planner-page">
      {day ? (
        <>
          <DayNav day={day} today={today} />
          {offline ? (
            <p className="planner-offline" role="status">
              You&apos;re offline. What you log is kept on this device and sent when you&apos;re
              back online.
            </p>
          ) : null}
          <PlannerDayView key={day} day={day} today={today} />
        </>
      ) : (
        <>
          <h1>Daily planner</h1>
          <p role="alert">This is not a day we can show. Days look like 2026-11-26.</p>
          <Link className="button button--primary" to={plannerPath(today)}>
            Go to today
          </Link>
        </>
      )}
    </div>
  );
}

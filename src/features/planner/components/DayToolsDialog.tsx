import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '@/ui/Dialog';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import {
  useClearDayMutation,
  useCopyDayMutation,
  useDeleteSavedDayMutation,
  useLoadDayMutation,
  usePreloadDayMutation,
  usePreloadPlanMutation,
  useSaveDayMutation,
  useSavedDaysQuery,
} from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { TITLE_MAX_LENGTH, checkRange, dayTitle, shiftDay } from '../model';

/** The programme meal plan a member can preload (contract: 5001, folder 1064). */
const MEAL_PLAN = { id: 5001, title: '7-day balanced plan', days: 7 };

function done(message: string) {
  toastQueue.show({ message, tone: 'success' });
}

function failed(error: unknown) {
  void popups.alert(failureMessage(error));
}

function SaveDay({ day }: { day: string }) {
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState(false);
  const [saveDay, { isLoading }] = useSaveDayMutation();
  const id = useId();
  const error = title.trim() ? null : 'Please name this day.';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (error) return;
    saveDay({ date: day, title: title.trim() })
      .unwrap()
      .then(() => {
        done(`Saved as "${title.trim()}"`);
        setTitle('');
        setTried(false);
      })
      .catch(failed);
  };
  return (
    <form onSubmit={submit} noValidate className="planner-tool">
      <h3>Save this day</h3>
      <div className={`field${tried && error ? ' field--error' : ''}`}>
        <label htmlFor={id}>Name</label>
        <input
          id={id}
          value={title}
          maxLength={TITLE_MAX_LENGTH}
          aria-invalid={(tried && !!error) || undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {tried && error ? (
          <span className="field__error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={isLoading}>
        Save day
      </button>
    </form>
  );
}

function SavedDays({ day, today, onClose }: { day: string; today: string; onClose: () => void }) {
  const { data, isLoading } = useSavedDaysQuery();
  const [loadDay, loading] = useLoadDayMutation();
  // One load at a time, and none after one has worked (the dialog is closing): a double click
  // on Load here would put the saved day's meals and workouts on the day twice.
  const loadStarted = useRef(false);
  const [deleteSavedDay] = useDeleteSavedDayMutation();
  const label = dayTitle(day, today).toLowerCase();
  return (
    <section className="planner-tool" aria-label="Saved days">
      <h3>Saved days</h3>
      {isLoading ? (
        <p role="status">Loading…</p>
      ) : data?.length ? (
        <ul className="planner-pick">
          {data.map((saved) => (
            <li key={saved.saved_day_id} className="planner-pick__row">
              <span>
                {saved.title}{' '}
                <span className="planner-pick__kcal">
                  {saved.meals} meals · {saved.kcal} kcal
                </span>
              </span>
              <span className="planner-pick__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Load ${saved.title} into ${label}`}
                  disabled={loading.isLoading}
                  onClick={() => {
                    if (loadStarted.current) return;
                    loadStarted.current = true;
                    void loadDay({ date: day, savedDayId: saved.saved_day_id })
                      .unwrap()
                      .then(() => {
                        done(`${saved.title} loaded`);
                        onClose();
                      })
                      .catch((error: unknown) => {
                        loadStarted.current = false;
                        failed(error);
                      });
                  }}
                >
                  Load here
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Delete ${saved.title}`}
                  onClick={() => void deleteSavedDay(saved.saved_day_id).unwrap().catch(failed)}
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>No saved days yet.</p>
      )}
    </section>
  );
}

function CopyDay({ day }: { day: string }) {
  const [first, setFirst] = useState(shiftDay(day, 1));
  const [last, setLast] = useState(shiftDay(day, 7));
  const [tried, setTried] = useState(false);
  const [copyDay, { isLoading }] = useCopyDayMutation();
  const firstId = useId();
  const lastId = useId();
  const error = checkRange(first, last);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (error) return;
    copyDay({ date: day, first, last })
      .unwrap()
      .then(() => done('Meals copied'))
      .catch(failed);
  };
  return (
    <form onSubmit={submit} noValidate className="planner-tool">
      <h3>Copy this day&apos;s meals</h3>
      <div className="amount-form__row">
        <div className="field">
          <label htmlFor={firstId}>From</label>
          <input
            id={firstId}
            type="date"
            value={first}
            onChange={(event) => setFirst(event.target.value)}
          />
        </div>
        <div className={`field${tried && error ? ' field--error' : ''}`}>
          <label htmlFor={lastId}>To</label>
          <input
            id={lastId}
            type="date"
            value={last}
            onChange={(event) => setLast(event.target.value)}
          />
          {tried && error ? (
            <span className="field__error" role="alert">
              {error}
            </span>
          ) : null}
        </div>
      </div>
      <button type="submit" className="button button--secondary" disabled={isLoading}>
        Copy to these days
      </button>
    </form>
  );
}

function ProgrammePlan({ day }: { day: string }) {
  const [planDay, setPlanDay] = useState(1);
  const [preloadDay, dayState] = usePreloadDayMutation();
  const [preloadPlan, planState] = usePreloadPlanMutation();
  const id = useId();
  return (
    <section className="planner-tool" aria-label="Programme meal plan">
      <h3>{MEAL_PLAN.title}</h3>
      <div className="field">
        <label htmlFor={id}>Plan day</label>
        <select
          id={id}
          value={planDay}
          onChange={(event) => setPlanDay(Number(event.target.value))}
        >
          {Array.from({ length: MEAL_PLAN.days }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              Day {index + 1}
            </option>
          ))}
        </select>
      </div>
      <div className="amount-form__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={dayState.isLoading}
          onClick={() =>
            void preloadDay({ date: day, mealPlanId: MEAL_PLAN.id, day: planDay })
              .unwrap()
              .then(() => done(`Day ${planDay} added`))
              .catch(failed)
          }
        >
          Add this plan day here
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={planState.isLoading}
          onClick={() =>
            void preloadPlan({ first: day, mealPlanId: MEAL_PLAN.id })
              .unwrap()
              .then(() => done(`${MEAL_PLAN.title} added from this day`))
              .catch(failed)
          }
        >
          Add the whole plan from this day
        </button>
      </div>
    </section>
  );
}

/** Save a day as a template, load a saved day, copy to a range, clear, preload a programme plan. */
export default function DayToolsDialog({
  day,
  today,
  onClose,
}: {
  day: string;
  today: string;
  onClose: () => void;
}) {
  const [clearDay, { isLoading: clearing }] = useClearDayMutation();
  return (
    <Dialog title="Day tools" onClose={onClose} size="medium">
      <SaveDay day={day} />
      <SavedDays day={day} today={today} onClose={onClose} />
      <CopyDay day={day} />
      <ProgrammePlan day={day} />
      <section className="planner-tool" aria-label="Clear">
        <h3>Clear the meal plan</h3>
        <button
          type="button"
          className="button button--ghost"
          disabled={clearing}
          onClick={() =>
            void popups
              .confirm("Remove every meal from this day's plan?", 'Clear meal plan', 'Clear')
              .then((yes) =>
                yes
                  ? clearDay(day)
                      .unwrap()
                      .then(() => {
                        done('Meal plan cleared');
                        onClose();
                      })
                      .catch(failed)
                  : undefined,
              )
          }
        >
          Clear this day&apos;s meals
        </button>
      </section>
    </Dialog>
  );
}

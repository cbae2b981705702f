import { Link } from 'react-router-dom';
import { MEAL_HEADINGS, type MealType, type PlannerEntry } from '../model';

function amountText(entry: PlannerEntry): string {
  if (entry.kind !== 'food') return entry.amount === 1 ? '1 serving' : `${entry.amount} servings`;
  if (entry.unit === 'serving')
    return entry.amount === 1 ? '1 serving' : `${entry.amount} servings`;
  return `${entry.amount} ${entry.unit}`;
}

/** One meal of the day: what is planned or logged, with swap and remove, and "Add food". */
export function MealSection({
  meal,
  entries,
  waiting,
  removing,
  showCalories,
  onAdd,
  onSwap,
  onRemove,
}: {
  meal: MealType;
  entries: PlannerEntry[];
  waiting: ReadonlySet<string>;
  /** `entry:{entry_id}` of the rows whose removal is on its way. */
  removing: ReadonlySet<string>;
  showCalories: boolean;
  onAdd: (meal: MealType) => void;
  onSwap: (entry: PlannerEntry) => void;
  onRemove: (entry: PlannerEntry) => void;
}) {
  const kcal = entries.reduce((sum, entry) => sum + entry.kcal, 0);
  const headingId = `planner-meal-${meal}`;
  return (
    <section className="planner-meal" aria-labelledby={headingId}>
      <header className="planner-meal__header">
        <h2 id={headingId}>{MEAL_HEADINGS[meal]}</h2>
        {showCalories && entries.length ? (
          <span className="planner-meal__kcal">{kcal} kcal</span>
        ) : null}
      </header>
      {entries.length ? (
        <ul className="planner-entries">
          {entries.map((entry) => {
            const isWaiting = waiting.has(entry.entry_id);
            return (
              <li key={entry.entry_id} className="planner-entry">
                <div className="planner-entry__text">
                  {entry.kind === 'recipe' ? (
                    <Link to={`/home/recipes/${entry.item_id}`}>{entry.title}</Link>
                  ) : (
                    <span>{entry.title}</span>
                  )}
                  <span className="planner-entry__detail">
                    {amountText(entry)}
                    {showCalories ? ` · ${entry.kcal} kcal` : ''}
                    {isWaiting ? ' · waiting to send' : ''}
                  </span>
                </div>
                <div className="planner-entry__actions">
                  {entry.kind === 'recipe' ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => onSwap(entry)}
                      aria-label={`Swap ${entry.title}`}
                    >
                      Swap
                    </button>
                  ) : null}
                  {isWaiting ? null : (
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => onRemove(entry)}
                      disabled={removing.has(`entry:${entry.entry_id}`)}
                      aria-label={`Remove ${entry.title}`}
                    >
                      Remove
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="planner-meal__empty">Nothing planned yet.</p>
      )}
      <button type="button" className="button button--primary" onClick={() => onAdd(meal)}>
        Add to {MEAL_HEADINGS[meal].toLowerCase()}
      </button>
    </section>
  );
}

import type { Nutrition } from '../model';
import { targetSummary } from '../model';

/** The day's kcal against the target, with the macros when the member shows them. */
export function DaySummary({
  totals,
  target,
  burned,
  showCalories,
  showMacros,
}: {
  totals: Nutrition;
  target: number;
  burned: number;
  showCalories: boolean;
  showMacros: boolean;
}) {
  if (!showCalories && !showMacros) return null;
  return (
    <section className="planner-summary" aria-label="Today's totals">
      {showCalories ? (
        <>
          <p className="planner-summary__kcal" data-testid="day-kcal">
            {targetSummary(totals.kcal, target)}
          </p>
          <meter
            className="planner-summary__meter"
            min={0}
            max={target}
            value={Math.min(totals.kcal, target)}
            aria-label="kcal eaten of the daily target"
          />
          {burned ? (
            <p className="planner-summary__burned">{burned} kcal burned in workouts done</p>
          ) : null}
        </>
      ) : null}
      {showMacros ? (
        <dl className="planner-summary__macros">
          <div>
            <dt>Protein</dt>
            <dd>{totals.protein} g</dd>
          </div>
          <div>
            <dt>Carbs</dt>
            <dd>{totals.carbs} g</dd>
          </div>
          <div>
            <dt>Fat</dt>
            <dd>{totals.fat} g</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}

import dayjs from 'dayjs';
import {
  displayLength,
  displayWeight,
  LENGTH_UNIT,
  WEIGHT_UNIT,
  type ProgressPoint,
  type UnitSystem,
} from '../model';

export interface SeriesShown {
  weight: boolean;
  calories: boolean;
  measurements: boolean;
}

const NONE = '–';

function DateCell({ date }: { date: string }) {
  return <th scope="row">{dayjs(date).format('ddd D MMM')}</th>;
}

/**
 * The graph's numbers as tables, for screen readers and anyone who prefers figures: weight and
 * calories for every day, measurements for the days they were taken (narrow enough for a phone).
 */
export function ProgressTable({
  points,
  days,
  system,
  shown,
}: {
  points: ProgressPoint[];
  days: number;
  system: UnitSystem;
  shown: SeriesShown;
}) {
  const length = (value: number | null) => (value === null ? NONE : displayLength(value, system));
  const measured = points.filter(
    (point) => point.waist !== null || point.hips !== null || point.chest !== null,
  );
  return (
    <div className="progress-tables">
      {shown.weight || shown.calories ? (
        <table className="progress-table">
          <caption>Your numbers for the last {days} days</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {shown.weight ? <th scope="col">Weight ({WEIGHT_UNIT[system]})</th> : null}
              {shown.calories ? <th scope="col">Calories (kcal)</th> : null}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <DateCell date={point.date} />
                {shown.weight ? (
                  <td>{point.weight === null ? NONE : displayWeight(point.weight, system)}</td>
                ) : null}
                {shown.calories ? <td>{point.calories ?? NONE}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {shown.measurements ? (
        <table className="progress-table">
          <caption>Your measurements for the last {days} days</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Waist ({LENGTH_UNIT[system]})</th>
              <th scope="col">Hips ({LENGTH_UNIT[system]})</th>
              <th scope="col">Chest ({LENGTH_UNIT[system]})</th>
            </tr>
          </thead>
          <tbody>
            {measured.length ? (
              measured.map((point) => (
                <tr key={point.date}>
                  <DateCell date={point.date} />
                  <td>{length(point.waist)}</td>
                  <td>{length(point.hips)}</td>
                  <td>{length(point.chest)}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={4}>No measurements in these days.</td>
              </tr>
            )}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

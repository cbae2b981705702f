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

/** The graph's numbers as a table, for screen readers and anyone who prefers figures. */
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
  return (
    <div className="progress-table">
      <table>
        <caption>Your numbers for the last {days} days</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {shown.weight ? <th scope="col">Weight ({WEIGHT_UNIT[system]})</th> : null}
            {shown.calories ? <th scope="col">Calories (kcal)</th> : null}
            {shown.measurements ? (
              <>
                <th scope="col">Waist ({LENGTH_UNIT[system]})</th>
                <th scope="col">Hips ({LENGTH_UNIT[system]})</th>
                <th scope="col">Chest ({LENGTH_UNIT[system]})</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{dayjs(point.date).format('ddd D MMM')}</th>
              {shown.weight ? (
                <td>{point.weight === null ? NONE : displayWeight(point.weight, system)}</td>
              ) : null}
              {shown.calories ? <td>{point.calories ?? NONE}</td> : null}
              {shown.measurements ? (
                <>
                  <td>{length(point.waist)}</td>
                  <td>{length(point.hips)}</td>
                  <td>{length(point.chest)}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

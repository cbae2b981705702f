import { Link } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { useHomeChartQuery } from '../api';
import { DashboardSection } from './DashboardSection';

const WIDTH = 300;
const HEIGHT = 100;

function line(values: number[]): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  return values
    .map(
      (value, index) =>
        `${((index / Math.max(1, values.length - 1)) * WIDTH).toFixed(1)},${(HEIGHT - ((value - min) / span) * HEIGHT).toFixed(1)}`,
    )
    .join(' ');
}

/** Weight and calories over the last 15 days (spec 3 §9): a light SVG, no chart library. */
export function HomeChart({ weight, calories }: { weight: boolean; calories: boolean }) {
  const { data, error, isLoading, refetch } = useHomeChartQuery();
  const last = data?.[data.length - 1];
  return (
    <DashboardSection id="home-chart" title="Your progress">
      {isLoading ? (
        <span
          className="home-skeleton home-skeleton--chart"
          role="status"
          aria-label="Loading your progress"
        />
      ) : error ? (
        <ErrorState
          message={'message' in error ? String(error.message) : 'Something went wrong'}
          onRetry={() => void refetch()}
        />
      ) : !data || !last ? (
        <EmptyState title="Track your weight and calories to see your progress here." />
      ) : (
        <figure className="home-chart">
          <svg
            viewBox={`-4 -4 ${WIDTH + 8} ${HEIGHT + 8}`}
            role="img"
            aria-label={`Weight and calories over the last ${data.length} days`}
          >
            {weight ? (
              <polyline
                fill="none"
                stroke="#1b6b58"
                strokeWidth="2"
                points={line(data.map((point) => point.weight))}
              />
            ) : null}
            {calories ? (
              <polyline
                fill="none"
                stroke="#c77800"
                strokeWidth="2"
                points={line(data.map((point) => point.calories))}
              />
            ) : null}
          </svg>
          <figcaption>
            {weight ? <span className="home-chart__weight">Weight {last.weight} kg</span> : null}
            {calories ? (
              <span className="home-chart__calories">Calories {last.calories} kcal</span>
            ) : null}
          </figcaption>
        </figure>
      )}
      <p>
        <Link to="/home/graph">See all your progress</Link>
      </p>
    </DashboardSection>
  );
}

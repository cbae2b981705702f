import { Link } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { useHomeChartQuery } from '../api';
import { HOME_CHART_DAYS } from '../model';
import { DashboardSection } from './DashboardSection';
import { failureMessage } from '@/lib/failureMessage';

const WIDTH = 300;
const HEIGHT = 100;

/** The polyline of one series: its logged days, placed by their day among all the chart's days. */
function line(values: (number | null)[]): string {
  const logged = values.flatMap((value, index) => (value === null ? [] : [{ value, index }]));
  const min = Math.min(...logged.map(({ value }) => value));
  const max = Math.max(...logged.map(({ value }) => value));
  const span = max - min || 1;
  return logged
    .map(
      ({ value, index }) =>
        `${((index / Math.max(1, values.length - 1)) * WIDTH).toFixed(1)},${(HEIGHT - ((value - min) / span) * HEIGHT).toFixed(1)}`,
    )
    .join(' ');
}

/** The last value logged, or null. */
function latest(values: (number | null)[]): number | null {
  return values.findLast((value) => value !== null) ?? null;
}

/**
 * The member's weight and calories over the last 15 days (spec 3 §9): a light SVG, no chart
 * library. Only what they logged is drawn; with nothing logged yet it says how to start.
 */
export function HomeChart({ weight, calories }: { weight: boolean; calories: boolean }) {
  const { data, error, isLoading, refetch } = useHomeChartQuery();
  const weights = data?.map((point) => point.weight) ?? [];
  const kcal = data?.map((point) => point.calories) ?? [];
  const lastWeight = weight ? latest(weights) : null;
  const lastCalories = calories ? latest(kcal) : null;
  const drawn = [lastWeight === null ? '' : 'Weight', lastCalories === null ? '' : 'calories']
    .filter(Boolean)
    .join(' and ');
  return (
    <DashboardSection id="home-chart" title="Your progress">
      {isLoading ? (
        <span
          className="home-skeleton home-skeleton--chart"
          role="status"
          aria-label="Loading your progress"
        />
      ) : error ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : !drawn ? (
        <EmptyState title="Log your weight to see your progress here.">
          <p>
            <Link to="/home/graph">Log today’s weight</Link>
          </p>
        </EmptyState>
      ) : (
        <>
          <figure className="home-chart">
            <svg
              viewBox={`-4 -4 ${WIDTH + 8} ${HEIGHT + 8}`}
              role="img"
              aria-label={`${drawn[0]?.toUpperCase()}${drawn.slice(1)} over the last ${HOME_CHART_DAYS} days`}
            >
              {lastWeight !== null ? (
                <polyline fill="none" stroke="#1b6b58" strokeWidth="2" points={line(weights)} />
              ) : null}
              {lastCalories !== null ? (
                <polyline fill="none" stroke="#c77800" strokeWidth="2" points={line(kcal)} />
              ) : null}
            </svg>
            <figcaption>
              {lastWeight !== null ? (
                <span className="home-chart__weight">Weight {lastWeight} kg</span>
              ) : null}
              {lastCalories !== null ? (
                <span className="home-chart__calories">Calories {lastCalories} kcal</span>
              ) : null}
            </figcaption>
          </figure>
          <p>
            <Link to="/home/graph">See all your progress</Link>
          </p>
        </>
      )}
    </DashboardSection>
  );
}

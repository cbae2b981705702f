import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { useProgressStatsQuery } from '../api';
import {
  displayLength,
  displayWeight,
  formatWeight,
  latestWeight,
  LENGTH_UNIT,
  pointsInWindow,
  rangeFromQuery,
  WEIGHT_UNIT,
  type RangeDays,
} from '../model';
import { useUnits } from '../useUnits';
import { failureMessage } from '@/lib/failureMessage';
import { RangePicker } from '../components/RangePicker';
import { ProgressTable } from '../components/ProgressTable';
import { TodayEntryForm } from '../components/TodayEntryForm';
import { ChartBoundary } from '../components/ChartBoundary';
import type { ChartSeries } from '../components/ProgressChart';
import '../progress.css';

/** uPlot comes with the chart, after the page and its table have painted. */
const ProgressChart = lazy(() => import('../components/ProgressChart'));

const COLOURS = {
  weight: '#1b6b58',
  calories: '#b35c00',
  waist: '#3d5a98',
  hips: '#8a3b8f',
  chest: '#5b6b1b',
};

/** /home/graph: weight, calories and measurements over the last 15 days, or another range. */
export default function GraphPage() {
  const [params, setParams] = useSearchParams();
  const days = rangeFromQuery(params.get('days'));
  const { system, shown, ready } = useUnits();
  const stats = useProgressStatsQuery(days);

  useEffect(() => {
    document.title = 'My progress | RWL';
  }, []);

  const points = useMemo(() => pointsInWindow(stats.data?.points ?? [], days), [stats.data, days]);
  const dates = useMemo(() => points.map((point) => point.date), [points]);
  const bodySeries = useMemo<ChartSeries[]>(
    () => [
      ...(shown.weight
        ? [
            {
              label: `Weight (${WEIGHT_UNIT[system]})`,
              color: COLOURS.weight,
              scale: 'weight',
              values: points.map((point) =>
                point.weight === null ? null : displayWeight(point.weight, system),
              ),
            },
          ]
        : []),
      ...(shown.calories
        ? [
            {
              label: 'Calories (kcal)',
              color: COLOURS.calories,
              scale: 'kcal',
              values: points.map((point) => point.calories),
            },
          ]
        : []),
    ],
    [points, shown.weight, shown.calories, system],
  );
  const measureSeries = useMemo<ChartSeries[]>(
    () =>
      shown.measurements
        ? (['waist', 'hips', 'chest'] as const).map((field) => ({
            label: `${field[0]?.toUpperCase()}${field.slice(1)} (${LENGTH_UNIT[system]})`,
            color: COLOURS[field],
            scale: 'length',
            values: points.map((point) => {
              const value = point[field];
              return value === null ? null : displayLength(value, system);
            }),
          }))
        : [],
    [points, shown.measurements, system],
  );

  const choose = (next: RangeDays) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('days', String(next));
        return updated;
      },
      { replace: true },
    );
  };

  const bodyTitle =
    shown.weight && shown.calories ? 'Weight and calories' : shown.weight ? 'Weight' : 'Calories';
  const nothingShown = !shown.weight && !shown.calories && !shown.measurements;
  const latest = latestWeight(points);
  const hasMeasurements = points.some(
    (point) => point.waist !== null || point.hips !== null || point.chest !== null,
  );

  return (
    <div className="page progress-page">
      <h1>My progress</h1>
      {!ready ? (
        <Spinner label="Loading your progress" />
      ) : nothingShown ? (
        <EmptyState title="Weight, calories and measurements are hidden in your settings.">
          <p>
            <Link to="/home/profile">Change what you track in your profile</Link>
          </p>
        </EmptyState>
      ) : (
        <>
          {shown.weight || shown.measurements ? (
            <TodayEntryForm
              system={system}
              weight={shown.weight}
              measurements={shown.measurements}
            />
          ) : null}
          <RangePicker value={days} onChange={choose} />
          {stats.isLoading ? (
            <Spinner label="Loading your progress" />
          ) : stats.error && !stats.data ? (
            <ErrorState
              message={failureMessage(stats.error)}
              onRetry={() => void stats.refetch()}
            />
          ) : !points.length ? (
            <EmptyState title={`Nothing logged in the last ${days} days.`}>
              <p>Enter today’s weight above to start your graph.</p>
            </EmptyState>
          ) : (
            <>
              {shown.weight && latest !== null ? (
                <p className="progress-latest">Latest weight: {formatWeight(latest, system)}</p>
              ) : null}
              <ChartBoundary>
                <Suspense fallback={<Spinner label="Drawing the chart" />}>
                  {bodySeries.length ? (
                    <ProgressChart
                      title={`${bodyTitle}, ${dayjs(dates[0]).format('D MMM')} to ${dayjs(dates[dates.length - 1]).format('D MMM')}`}
                      dates={dates}
                      series={bodySeries}
                    />
                  ) : null}
                  {measureSeries.length && hasMeasurements ? (
                    <ProgressChart title="Measurements" dates={dates} series={measureSeries} />
                  ) : null}
                </Suspense>
              </ChartBoundary>
              <ProgressTable points={points} days={days} system={system} shown={shown} />
            </>
          )}
        </>
      )}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import dayjs from 'dayjs';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  color: string;
  /** Series sharing a scale share an axis (left for the first scale, right for the second). */
  scale: string;
  values: (number | null)[];
}

const HEIGHT = 240;

/** UK dates, not uPlot's US month/day: '14 Nov' under the chart, 'Sat 14 Nov' in its legend. */
const axisDay = (seconds: number) => dayjs(seconds * 1000).format('D MMM');
/** One label a day: with one or two days logged uPlot ticks every few hours. */
const axisDays = (splits: number[]) =>
  splits.map((seconds, index) => {
    const label = axisDay(seconds);
    const before = index > 0 ? splits[index - 1] : undefined;
    return before !== undefined && axisDay(before) === label ? '' : label;
  });
const legendDay = (seconds: number | null) =>
  seconds === null ? '--' : dayjs(seconds * 1000).format('ddd D MMM');

function timestamps(dates: string[]): number[] {
  // Noon local time, so a day never slips across midnight on the axis.
  return dates.map((date) => new Date(`${date}T12:00:00`).getTime() / 1000);
}

/**
 * One uPlot line chart (loaded only on /home/graph). The canvas is hidden from screen readers:
 * the same numbers are in the table beside it.
 */
export default function ProgressChart({
  title,
  dates,
  series,
}: {
  title: string;
  dates: string[];
  series: ChartSeries[];
}) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return undefined;
    const scales = [...new Set(series.map((line) => line.scale))];
    const chart = new uPlot(
      {
        width: Math.max(240, element.clientWidth),
        height: HEIGHT,
        scales: { x: { time: true } },
        series: [
          { label: 'Date', value: (_chart, seconds) => legendDay(seconds) },
          ...series.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            scale: line.scale,
            spanGaps: true,
            points: { show: true, size: 5 },
          })),
        ],
        axes: [
          { values: (_chart, splits) => axisDays(splits) },
          ...scales.map((scale, index) => ({
            scale,
            side: index === 0 ? 3 : 1,
            grid: { show: index === 0 },
            size: 56,
          })),
        ],
        legend: { show: true },
      },
      [timestamps(dates), ...series.map((line) => line.values)],
      element,
    );
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() =>
            chart.setSize({ width: Math.max(240, element.clientWidth), height: HEIGHT }),
          )
        : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [dates, series]);

  return (
    <figure className="progress-chart">
      <figcaption>{title}</figcaption>
      <div ref={holder} className="progress-chart__canvas" aria-hidden="true" />
    </figure>
  );
}

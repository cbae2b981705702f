/**
 * Progress (issue 14): weight, calories and body measurements per day, the timeline (logged
 * days, workouts done, achievements, progress photos), the member's height and the planner's
 * daily calorie target. Dates are relative to the day the seed is made: premium@example.com
 * (102) has 20 days of weight and calories (contract "Planner and food": /home/graph shows the
 * last 15 by default) and measurements every 5 days.
 */
import { mediaLength } from '../../src/lib/format/duration';
import { DEMO_VIDEO_SECONDS } from './programmeTables';

/** A workout done lasted as long as the demo file its video plays. */
const WORKOUT_LENGTH = mediaLength(DEMO_VIDEO_SECONDS);

export interface MockProgressDay {
  user_id: number;
  /** YYYY-MM-DD */
  date: string;
  /** kg */
  weight: number | null;
  /** kcal eaten */
  calories: number | null;
  /** cm */
  waist: number | null;
  hips: number | null;
  chest: number | null;
}

export interface MockTimelineEntry {
  id: number;
  user_id: number;
  kind: 'workout' | 'achievement' | 'photo';
  /** YYYY-MM-DD */
  date: string;
  title: string;
  detail: string;
  image: string;
}

export interface ProgressTables {
  progressDays: MockProgressDay[];
  /** Workouts done, achievements and progress photos; logged days come from progressDays. */
  timelineEntries: MockTimelineEntry[];
  nextTimelineId: number;
  /** cm, by user id */
  memberHeights: Record<number, number>;
}

export const PROGRESS_SEED_DAYS = 20;
const PREMIUM = 102;

function isoDay(daysAgo: number, today = new Date()): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

export function seedProgressTables(today = new Date()): ProgressTables {
  // Oldest first: 20 days up to yesterday, so "today's weight" is still to enter.
  const progressDays: MockProgressDay[] = Array.from({ length: PROGRESS_SEED_DAYS }, (_, index) => {
    const daysAgo = PROGRESS_SEED_DAYS - index;
    const measured = daysAgo % 5 === 0;
    return {
      user_id: PREMIUM,
      date: isoDay(daysAgo, today),
      weight: Math.round((74.2 - index * 0.12 + (index % 3) * 0.1) * 10) / 10,
      calories: 1650 + ((index * 137) % 420),
      waist: measured ? Math.round((84 - index * 0.15) * 10) / 10 : null,
      hips: measured ? Math.round((101 - index * 0.1) * 10) / 10 : null,
      chest: measured ? 92 : null,
    };
  });
  const entry = (
    id: number,
    kind: MockTimelineEntry['kind'],
    daysAgo: number,
    title: string,
    detail = '',
    image = '',
  ): MockTimelineEntry => ({
    id,
    user_id: PREMIUM,
    kind,
    date: isoDay(daysAgo, today),
    title,
    detail,
    image,
  });
  return {
    progressDays,
    timelineEntries: [
      entry(9501, 'workout', 2, 'Standing abs blast', WORKOUT_LENGTH),
      entry(9502, 'workout', 5, 'Low-impact toning', WORKOUT_LENGTH),
      entry(9503, 'workout', 9, 'Core and glutes burner', WORKOUT_LENGTH),
      entry(9504, 'workout', 14, 'Standing abs blast', WORKOUT_LENGTH),
      entry(9511, 'achievement', 7, 'First week complete', 'Seven days logged in a row'),
      entry(9512, 'achievement', 15, 'Workout streak', 'Three workouts in one week'),
      entry(9521, 'photo', 6, 'Progress photo', 'Week 2', '/images/landing/member-2.svg'),
      entry(9522, 'photo', 19, 'Progress photo', 'Day 1', '/images/landing/member-5.svg'),
    ],
    nextTimelineId: 9600,
    memberHeights: { [PREMIUM]: 165 },
  };
}

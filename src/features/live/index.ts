/**
 * Public surface of the live area: the join rules (pure), carrying out a join, the live-session
 * toasts' store, and the toasts themselves (loaded on demand).
 */
import type { AppDispatch } from '@/app/store';
import type { JoinAction } from './joinRules';

export { detectPlatform, liveToastAction, sessionStatusAction } from './joinRules';
export type { JoinAction, LiveSessionPush } from './joinRules';
export { liveToasts } from './liveToasts';
export const loadLiveToasts = () => import('./LiveToasts');

/** Carries out a join decision; its code (and the join call) loads when a member first joins. */
export async function runJoinAction(action: JoinAction, dispatch: AppDispatch): Promise<void> {
  const { runJoinAction: run } = await import('./joinActions');
  await run(action, dispatch);
}

/** The calendar's month grid with its styles, for another area's calendar (wrap in React.lazy). */
export const loadMonthGrid = () => import('./components/StyledMonthGrid');
export type { CalendarItem } from './model';
export {
  clockTime,
  dayKey,
  dayTitle,
  memberTimeZone,
  monthTitle,
  parseMonth,
  shiftMonth,
  todayIn,
} from './model';

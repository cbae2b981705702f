import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { authSession } from '@/lib/auth';
import { onAppRestart } from '@/lib/appRestart';
import { foodRealtime, newClientId, type ChannelStatus, type OutboxItem } from '@/lib/realtime';
import { popups } from '@/ui/popupStore';
import { plannerApi } from './api';
import * as z from 'zod/mini';
import {
  TRACKING_ICONS,
  entrySchema,
  socketReplySchema,
  type AddProductPayload,
  type ExerciseStatusPayload,
  type PlannerDay,
  type PlannerEntry,
  type TrackingPayload,
} from './model';

/**
 * The planner's food socket connection and its offline-safe logging. Logging food, water (and the
 * other tracking icons) or a workout done is a durable request on the food channel: kept in the
 * member's own stored queue while the connection is down, sent once when it is back (the server
 * ignores a client id it has already handled), and shown on the day at once.
 */

type LogEvent = 'planner/add_product' | 'planner/tracking_icons' | 'planner/exercise_status';
const LOG_EVENTS: readonly LogEvent[] = [
  'planner/add_product',
  'planner/tracking_icons',
  'planner/exercise_status',
];

const flag = z.union([z.literal(0), z.literal(1)]);
/** The parts of a log's reply that say what the server applied. */
const appliedSchema = z.object({
  date: z.optional(z.string()),
  entry: z.optional(z.extend(entrySchema, { date: z.string() })),
  icon: z.optional(z.enum(TRACKING_ICONS)),
  value: z.optional(flag),
  workout_id: z.optional(z.string()),
  done: z.optional(flag),
});

export type LogOutcome = { sent: true } | { sent: false; queued: true };

/** Client ids a screen is waiting on (their failures are shown by that screen, not here). */
const awaited = new Map<string, (reply: { status: number; message?: string }) => void>();

/** Keeps the food channel open while a planner screen is open (closed a moment after the last leaves). */
let users = 0;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

function statusSnapshot(): ChannelStatus {
  return foodRealtime.status;
}

export function useFoodChannel(): ChannelStatus {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const token = authSession.memberToken();
    const userId = authSession.memberUserId();
    if (!token || !userId) return;
    users += 1;
    clearTimeout(closeTimer);
    void foodRealtime.connect({ token, userId });
    const stops = LOG_EVENTS.map((en) =>
      foodRealtime.on(en, (data, reply) => {
        const parsed = socketReplySchema.safeParse(data);
        const result = parsed.success
          ? parsed.data
          : { status: 0, message: 'The server sent a reply we could not read.' };
        const waiting = reply.cid ? awaited.get(reply.cid) : undefined;
        if (waiting && reply.cid) {
          awaited.delete(reply.cid);
          waiting(result);
        } else if (result.status !== 1) {
          void popups.alert(result.message || 'Something went wrong');
        }
        if (result.status === 1) keepInCache(en, data);
        dispatch(plannerApi.util.invalidateTags(['PlannerDay']));
        // A workout ticked done (or not) changes the home's Activity and the timeline.
        if (en === 'planner/exercise_status' && result.status === 1)
          dispatch(plannerApi.util.invalidateTags(['Dashboard', 'Progress']));
      }),
    );
    return () => {
      stops.forEach((stop) => stop());
      users -= 1;
      if (users === 0) closeTimer = setTimeout(() => foodRealtime.disconnect(), 2000);
    };

    /** What the server applied, put into the cached day so it never blinks back before the refetch. */
    function keepInCache(en: LogEvent, data: unknown) {
      const reply = appliedSchema.safeParse(data);
      if (!reply.success) return;
      const applied = reply.data;
      const date = applied.entry?.date ?? applied.date;
      if (!date) return;
      dispatch(
        plannerApi.util.updateQueryData('plannerDay', date, (day: PlannerDay) => {
          if (en === 'planner/add_product' && applied.entry) {
            const added = applied.entry;
            if (!day.entries.some((row) => row.entry_id === added.entry_id))
              day.entries.push(added);
          } else if (
            en === 'planner/tracking_icons' &&
            applied.icon &&
            applied.value !== undefined
          ) {
            day.tracking[applied.icon] = applied.value;
          } else if (en === 'planner/exercise_status' && applied.workout_id) {
            const workout = day.workouts.find((row) => row.workout_id === applied.workout_id);
            if (workout && applied.done !== undefined) workout.done = applied.done;
          }
        }),
      );
    }
  }, [dispatch]);
  return useFoodChannelStatus();
}

/** The food connection's status, for a part of a planner screen (the screen keeps it open). */
function useFoodChannelStatus(): ChannelStatus {
  return useSyncExternalStore(
    (listener) => foodRealtime.onStatus(listener),
    statusSnapshot,
    () => 'idle' as ChannelStatus,
  );
}

/**
 * True once the food connection has been down for a moment (not while it first connects): what
 * is logged waits on this device, and a food search waits for the connection to come back.
 */
export function useFoodChannelDown(): boolean {
  const status = useFoodChannelStatus();
  const down = status === 'offline' || status === 'authorising' || status === 'connecting';
  const [lasting, setLasting] = useState(false);
  useEffect(() => {
    if (!down) return;
    const timer = setTimeout(() => setLasting(true), 1500);
    return () => clearTimeout(timer);
  }, [down]);
  if (!down && lasting) setLasting(false);
  return down && lasting;
}

let pendingSnapshot: OutboxItem[] = foodRealtime.pending();
onAppRestart(() => {
  pendingSnapshot = foodRealtime.pending();
});
function subscribePending(listener: () => void): () => void {
  const refresh = () => {
    pendingSnapshot = foodRealtime.pending();
    listener();
  };
  const stopPending = foodRealtime.onPendingChange(refresh);
  const stopStatus = foodRealtime.onStatus(refresh);
  return () => {
    stopPending();
    stopStatus();
  };
}

/** Logs waiting in the food channel's queue (this member's), newest last. */
export function usePendingLogs(): OutboxItem[] {
  return useSyncExternalStore(
    subscribePending,
    () => pendingSnapshot,
    () => pendingSnapshot,
  );
}

/**
 * Sends a log. Online, resolves with the server's answer (a refusal shows its message where the
 * member is); offline, resolves at once as queued: it goes out when the connection is back.
 */
function sendLog<E extends LogEvent>(
  en: E,
  data: E extends 'planner/add_product'
    ? AddProductPayload
    : E extends 'planner/tracking_icons'
      ? TrackingPayload
      : ExerciseStatusPayload,
): Promise<LogOutcome> {
  const cid = newClientId();
  if (foodRealtime.status !== 'ready') {
    foodRealtime.emit(en, data as never, { durable: true, cid });
    return Promise.resolve({ sent: false, queued: true });
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      awaited.delete(cid);
      resolve({ sent: false, queued: true });
    }, 15000);
    awaited.set(cid, (reply) => {
      clearTimeout(timer);
      if (reply.status === 1) resolve({ sent: true });
      else reject(new Error(reply.message || 'Something went wrong'));
    });
    foodRealtime.emit(en, data as never, { durable: true, cid });
  });
}

export function logFood(payload: AddProductPayload): Promise<LogOutcome> {
  return sendLog('planner/add_product', payload);
}

export function logTracking(payload: TrackingPayload): Promise<LogOutcome> {
  return sendLog('planner/tracking_icons', payload);
}

export function logExercise(payload: ExerciseStatusPayload): Promise<LogOutcome> {
  return sendLog('planner/exercise_status', payload);
}

export function newEntryId(): string {
  return `f-${newClientId()}`;
}

/** The day as the member should see it: the server's day with what is still waiting to be sent. */
export function withPendingLogs(
  day: PlannerDay,
  pending: readonly OutboxItem[],
): PlannerDay & {
  waiting: ReadonlySet<string>;
} {
  const waiting = new Set<string>();
  const entries: PlannerEntry[] = [...day.entries];
  const tracking = { ...day.tracking };
  const workouts = day.workouts.map((workout) => ({ ...workout }));
  for (const item of pending) {
    const data = item.data as Partial<AddProductPayload & TrackingPayload & ExerciseStatusPayload>;
    if (data.date !== day.date) continue;
    if (item.en === 'planner/add_product') {
      const log = item.data as AddProductPayload;
      waiting.add(log.entry_id);
      if (entries.some((entry) => entry.entry_id === log.entry_id)) continue;
      entries.push({
        entry_id: log.entry_id,
        meal_type: log.meal_type,
        kind: 'food',
        item_id: log.food_id,
        title: log.title,
        amount: log.amount,
        unit: log.unit,
        kcal: log.kcal,
        protein: log.protein,
        carbs: log.carbs,
        fat: log.fat,
      });
    } else if (item.en === 'planner/tracking_icons') {
      const log = item.data as TrackingPayload;
      tracking[log.icon] = log.value;
      waiting.add(`icon:${log.icon}`);
    } else if (item.en === 'planner/exercise_status') {
      const log = item.data as ExerciseStatusPayload;
      const workout = workouts.find((row) => row.workout_id === log.workout_id);
      if (workout) workout.done = log.done;
      waiting.add(log.workout_id);
    }
  }
  return { ...day, entries, tracking, workouts, waiting };
}

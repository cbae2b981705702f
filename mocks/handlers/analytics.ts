import { db } from '../db/store';
import { fail, ok, publicRoute, str } from './respond';

/** Page views, conversions, clicks and open/close events, kept for tests and demos to read. */
function record(name: string, data: unknown) {
  db.update((state) => {
    state.events.push({ name, data, at: new Date().toISOString() });
    if (state.events.length > 500) state.events.splice(0, state.events.length - 500);
  });
}

const HASH = /^[0-9a-f]{64}$/;
const USER_DATA_KEYS = ['em', 'fn', 'ln', 'ph', 'external_id'] as const;

/**
 * The recorded form of an ad conversion: event, value, currency and the hashed user data
 * only. Anything else the body carries is not kept, so raw email or phone is never recorded.
 * Null when a user_data value is not a SHA-256 hex hash (the call is refused).
 */
export function conversionRecord(body: Record<string, unknown>): Record<string, unknown> | null {
  const given = body.user_data;
  const userData: Record<string, string> = {};
  if (given !== undefined) {
    if (!given || typeof given !== 'object' || Array.isArray(given)) return null;
    for (const [key, value] of Object.entries(given as Record<string, unknown>)) {
      const hash = str(value);
      if (!(USER_DATA_KEYS as readonly string[]).includes(key) || !HASH.test(hash)) return null;
      userData[key] = hash;
    }
  }
  return {
    event: str(body.event),
    value: Number(body.value) || 0,
    currency: str(body.currency),
    ...(Object.keys(userData).length ? { user_data: userData } : {}),
  };
}

export const analyticsHandlers = [
  publicRoute('post', 'analytics/conversion', ({ body }) => {
    const conversion = conversionRecord(body);
    if (!conversion) return fail('user_data must hold SHA-256 hashes only.', 422);
    record('conversion', conversion);
    return ok();
  }),
  publicRoute('post', 'analytics/page_view', ({ body }) => {
    record('page_view', body);
    return ok();
  }),
  publicRoute('post', 'analytics/app_event', ({ body }) => {
    record(str(body.event) || 'app_event', body);
    return ok();
  }),
];

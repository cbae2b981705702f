import { db } from '../db/store';
import { ok, publicRoute, str } from './respond';

/** Page views, click records and open/close events, kept so tests and demos can read them. */
function record(name: string, data: unknown) {
  db.update((state) => {
    state.events.push({ name, data, at: new Date().toISOString() });
    if (state.events.length > 500) state.events.splice(0, state.events.length - 500);
  });
}

export const analyticsHandlers = [
  publicRoute('post', 'analytics/page_view', ({ body }) => {
    record('page_view', body);
    return ok();
  }),
  publicRoute('post', 'analytics/app_event', ({ body }) => {
    record(str(body.event) || 'app_event', body);
    return ok();
  }),
];

import { db } from '../db/store';
import type { MockPro } from '../db/coachingTables';
import { fail, ok, publicRoute, str } from './respond';

const NOT_FOUND = 'This professional could not be found.';
const NO_LOCATION = 'Your location is needed to find professionals near you.';

const card = ({ bio: _bio, class_plans: _plans, sessions: _sessions, ...rest }: MockPro) => rest;
const find = (id: unknown): MockPro | undefined =>
  db.get().pros.find((pro) => String(pro.fitpro_id) === str(id));
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** Coaching (spec 3 §7 "Coaching"): fitpro filters, list, near me, details, class plans; all public. */
export const coachingHandlers = [
  publicRoute('get', 'fitpro/filters', () => {
    const { pros } = db.get();
    return ok({
      specialities: unique(pros.map((pro) => pro.speciality)),
      places: unique(pros.map((pro) => pro.place)),
    });
  }),
  publicRoute('post', 'fitpronew/list', ({ body }) => {
    const speciality = str(body.speciality);
    const place = str(body.place);
    const online = str(body.online) === '1';
    return ok(
      db
        .get()
        .pros.filter(
          (pro) =>
            (!speciality || same(pro.speciality, speciality)) &&
            (!place || same(pro.place, place)) &&
            (!online || pro.online === 1),
        )
        .map(card),
    );
  }),
  publicRoute('get', 'fitpro/near_me', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const latitude = Number(query.get('latitude'));
    const longitude = Number(query.get('longitude'));
    const valid =
      query.get('latitude') !== null &&
      query.get('longitude') !== null &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180;
    if (!valid) return fail(NO_LOCATION);
    return ok(db.get().pros.map(card));
  }),
  publicRoute('post', 'fitpro/user_details', ({ body }) => {
    const pro = find(body.fitpro_id);
    return pro ? ok([pro]) : fail(NOT_FOUND);
  }),
  publicRoute('post', 'fitpro/class_plans', ({ body }) => {
    const pro = find(body.fitpro_id);
    return pro ? ok(pro.class_plans) : fail(NOT_FOUND);
  }),
];

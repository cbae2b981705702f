import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { db } from '../db/store';
import type { MockUser } from '../db/users';
import type {
  MockBasketLine,
  MockCoachingBooking,
  MockPro,
  MockProClass,
} from '../db/coachingTables';
import { charge } from './plans';
import { bearer, fail, memberFromToken, memberRoute, ok, publicRoute, str } from './respond';

dayjs.extend(utc);
dayjs.extend(timezone);

const NOT_FOUND = 'This professional could not be found.';
/** Booking messages (the app says the first three itself before sending). */
export const BOOKING_MESSAGES = {
  noItem: 'Please choose a class or a session.',
  noDate: 'Please choose a date.',
  noTime: 'Please choose a time.',
  full: 'This class is full.',
  past: 'This date has passed. Please choose another date.',
  already: 'This is already in your basket.',
  emptyBasket: 'Your basket is empty.',
  notFree: 'Your basket has classes to pay for.',
  free: 'Nothing in your basket needs paying for.',
  classNotFound: 'This class could not be found.',
  lineNotFound: 'This booking is no longer in your basket.',
} as const;
/** One-to-one session times (UK time) a member can choose from. */
export const SESSION_TIMES = ['07:00', '09:00', '12:00', '17:00', '19:00'];
/** The class access check's message (spec 3 §3, §7): the app fills {{date}} and {{time}}. */
export const CHECK_MESSAGES = {
  classBooked:
    'You are booked on {{title}} with {{pro}} on {{date}} at {{time}}. Your joining link opens 10 minutes before the start.',
  sessionBooked:
    'Your {{title}} with {{pro}} is booked for {{date}} at {{time}}. Your coach will send the joining details before the start.',
  notBooked: "You have not booked {{title}} on {{date}} at {{time}}. Book it from {{pro}}'s page.",
} as const;
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

const classPlanOf = (pro: MockPro, planId: number) =>
  pro.class_plans.find((plan) => plan.class_plan_id === planId);
const sessionOf = (pro: MockPro, sessionId: number) =>
  pro.sessions.find((session) => session.session_id === sessionId);
const placesLeft = (entry: MockProClass) => Math.max(0, entry.places - entry.taken);
const findClass = (classId: unknown) =>
  db.get().proClasses.find((entry) => String(entry.class_id) === str(classId));
const basketOf = (user: MockUser): MockBasketLine[] =>
  db.get().coachingBaskets[String(user.user_id)] ?? [];

/** A dated class as the app reads it: the plan's price, places left, whether this member booked it. */
function classView(entry: MockProClass, user: MockUser | null) {
  const pro = find(entry.fitpro_id);
  const plan = pro ? classPlanOf(pro, entry.class_plan_id) : undefined;
  return {
    class_id: entry.class_id,
    fitpro_id: entry.fitpro_id,
    class_plan_id: entry.class_plan_id,
    title: entry.title,
    coach: pro?.name ?? '',
    start_at: entry.start_at,
    end_at: entry.end_at,
    price: plan?.price ?? 0,
    places_left: placesLeft(entry),
    booked: user
      ? db
          .get()
          .coachingBookings.some(
            (booking) => booking.user_id === user.user_id && booking.class_id === entry.class_id,
          )
        ? 1
        : 0
      : 0,
  };
}

/** The member's basket with titles, prices, what is full and the total (view_basket, basket). */
function basketView(user: MockUser) {
  const lines = basketOf(user).map((line) => {
    const pro = find(line.fitpro_id);
    const item =
      line.type === 'class'
        ? pro && classPlanOf(pro, line.item_id)
        : pro && sessionOf(pro, line.item_id);
    const dated = line.type === 'class' ? findClass(line.class_id) : undefined;
    return {
      basket_id: line.basket_id,
      type: line.type,
      fitpro_id: line.fitpro_id,
      pro_name: pro?.name ?? '',
      item_id: line.item_id,
      class_id: line.class_id,
      title: item?.title ?? '',
      start_at: line.start_at,
      price: item?.price ?? 0,
      is_full: dated && placesLeft(dated) === 0 ? 1 : 0,
    };
  });
  const total = Math.round(lines.reduce((sum, line) => sum + line.price, 0) * 100) / 100;
  return { lines, total, include_membership: 1 };
}

/**
 * A session's start: a YYYY-MM-DD date and one of the session times, which are UK times (GMT in
 * winter, BST in summer), as a UTC ISO time.
 */
function sessionStart(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !SESSION_TIMES.includes(time)) return null;
  if (Number.isNaN(Date.parse(`${date}T${time}:00Z`))) return null;
  const start = dayjs.tz(`${date} ${time}`, 'Europe/London');
  return start.isValid() ? start.toISOString() : null;
}

function fillCheck(message: string, title: string, pro: string): string {
  return message.replace('{{title}}', title).replace('{{pro}}', pro);
}

/**
 * Pays (or books free) the member's basket: bookings made (one-to-one sessions also in the
 * professional's booked sessions), places taken, the basket emptied.
 */
function book(
  user: MockUser,
  body: Record<string, unknown>,
  paidWith: MockCoachingBooking['paid_with'],
) {
  const view = basketView(user);
  const ref = `CB-${String(100001 + db.get().coachingBookings.length)}`;
  db.update((data) => {
    for (const line of basketOf(user)) {
      const shown = view.lines.find((entry) => entry.basket_id === line.basket_id);
      const dated = data.proClasses.find((entry) => entry.class_id === line.class_id);
      if (dated) dated.taken += 1;
      // The professional's own area lists the one-to-one sessions booked with them.
      if (line.type === 'session')
        data.coachBookings.push({
          booking_id: Math.max(0, ...data.coachBookings.map((entry) => entry.booking_id)) + 1,
          fitpro_id: line.fitpro_id,
          session_id: line.item_id,
          title: shown?.title ?? '',
          member_name: `${user.first_name} ${user.last_name}`.trim(),
          starts_at: line.start_at,
        });
      data.coachingBookings.push({
        booking_ref: ref,
        user_id: user.user_id,
        type: line.type,
        fitpro_id: line.fitpro_id,
        item_id: line.item_id,
        class_id: line.class_id,
        start_at: line.start_at,
        price: shown?.price ?? 0,
        include_membership: str(body.include_membership) === '0' ? 0 : 1,
        paid_with: paidWith,
        at: new Date().toISOString(),
      });
    }
    data.coachingBaskets[String(user.user_id)] = [];
  });
  return ok([{ booking_ref: ref, total: view.total }], 'Your booking is confirmed.');
}

/**
 * What stops a basket being bought: empty, a class that has filled up since it was added, or a
 * class or session that has started since (the basket is kept from day to day).
 */
function basketProblem(user: MockUser): string | null {
  const view = basketView(user);
  if (view.lines.length === 0) return BOOKING_MESSAGES.emptyBasket;
  const full = view.lines.find((line) => line.is_full === 1);
  if (full) return `${BOOKING_MESSAGES.full} (${full.title})`;
  const started = view.lines.find((line) => Date.parse(line.start_at) <= Date.now());
  return started ? `${BOOKING_MESSAGES.past} (${started.title})` : null;
}

/** Booking (spec 3 §7 "Coaching"): dated classes, session times, the basket, paying, the access check. */
export const coachingBookingHandlers = [
  publicRoute('post', 'fitpronew/session_list', ({ request, body }) => {
    const pro = find(body.fitpro_id);
    if (!pro) return fail(NOT_FOUND);
    const month = str(body.month);
    const user = memberFromToken(bearer(request));
    const now = Date.now();
    return ok(
      db
        .get()
        .proClasses.filter(
          (entry) =>
            entry.fitpro_id === pro.fitpro_id &&
            (/^\d{4}-\d{2}$/.test(month)
              ? entry.start_at.startsWith(month)
              : Date.parse(entry.start_at) > now),
        )
        .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at))
        .map((entry) => classView(entry, user)),
    );
  }),
  publicRoute('post', 'fitpronew/single_121session', ({ body }) => {
    const pro = find(body.fitpro_id);
    const session = pro && sessionOf(pro, Number(body.session_id));
    if (!pro || !session) return fail('This session could not be found.');
    return ok([{ ...session, fitpro_id: pro.fitpro_id, times: SESSION_TIMES }]);
  }),
  memberRoute('post', 'fitpronew/view_basket', ({ user }) => ok([basketView(user)])),
  memberRoute('post', 'fitpronew/basket', ({ user, body }) => {
    const key = String(user.user_id);
    if (str(body.action) === 'remove') {
      const basketId = Number(body.basket_id);
      if (!basketOf(user).some((line) => line.basket_id === basketId))
        return fail(BOOKING_MESSAGES.lineNotFound);
      db.update((data) => {
        data.coachingBaskets[key] = (data.coachingBaskets[key] ?? []).filter(
          (line) => line.basket_id !== basketId,
        );
      });
      return ok([basketView(user)], 'Removed from your basket.');
    }
    const pro = find(body.fitpro_id);
    if (!pro) return fail(NOT_FOUND);
    const type = str(body.type);
    let line: Omit<MockBasketLine, 'basket_id'>;
    if (type === 'class') {
      const plan = classPlanOf(pro, Number(body.class_plan_id));
      if (!plan) return fail(BOOKING_MESSAGES.noItem);
      if (!str(body.class_id)) return fail(BOOKING_MESSAGES.noDate);
      const dated = findClass(body.class_id);
      if (!dated || dated.class_plan_id !== plan.class_plan_id)
        return fail(BOOKING_MESSAGES.classNotFound);
      if (Date.parse(dated.start_at) <= Date.now()) return fail(BOOKING_MESSAGES.past);
      if (placesLeft(dated) === 0) return fail(BOOKING_MESSAGES.full);
      line = {
        type: 'class',
        fitpro_id: pro.fitpro_id,
        item_id: plan.class_plan_id,
        class_id: dated.class_id,
        start_at: dated.start_at,
      };
    } else if (type === 'session') {
      const session = sessionOf(pro, Number(body.session_id));
      if (!session) return fail(BOOKING_MESSAGES.noItem);
      if (!str(body.date)) return fail(BOOKING_MESSAGES.noDate);
      if (!str(body.time)) return fail(BOOKING_MESSAGES.noTime);
      const start = sessionStart(str(body.date), str(body.time));
      if (!start) return fail('Invalid field: date, time');
      if (Date.parse(start) <= Date.now()) return fail(BOOKING_MESSAGES.past);
      line = {
        type: 'session',
        fitpro_id: pro.fitpro_id,
        item_id: session.session_id,
        class_id: 0,
        start_at: start,
      };
    } else return fail(BOOKING_MESSAGES.noItem);
    const same = basketOf(user).some(
      (entry) =>
        entry.type === line.type &&
        entry.item_id === line.item_id &&
        entry.start_at === line.start_at,
    );
    if (same) return fail(BOOKING_MESSAGES.already);
    db.update((data) => {
      const basketId = data.nextBasketId++;
      data.coachingBaskets[key] = [
        ...(data.coachingBaskets[key] ?? []),
        { basket_id: basketId, ...line },
      ];
    });
    return ok([basketView(user)], 'Added to your basket.');
  }),
  memberRoute('post', 'fitpronew/purchase_classes', ({ user, body }) => {
    const problem = basketProblem(user);
    if (problem) return fail(problem);
    if (basketView(user).total === 0) return fail(BOOKING_MESSAGES.free);
    const charged = charge(user, body);
    if (!charged.ok) return charged.response;
    // No card in the request and not the wallet: the member's saved card was charged.
    const paidWith =
      str(body.is_apple_pay) === '1' ? 'wallet' : charged.card ? 'card' : 'saved card';
    return book(user, body, paidWith);
  }),
  memberRoute('post', 'fitpronew/free_purchase_classes', ({ user, body }) => {
    const problem = basketProblem(user);
    if (problem) return fail(problem);
    if (basketView(user).total > 0) return fail(BOOKING_MESSAGES.notFree);
    return book(user, body, 'free');
  }),
  memberRoute('post', 'folders/AccessCheck', ({ user, body }) => {
    const id = Number(body.fitpro_class_id);
    const isSession = str(body.is_session) === '1';
    if (isSession) {
      const booking = db
        .get()
        .coachingBookings.find(
          (entry) =>
            entry.user_id === user.user_id && entry.type === 'session' && entry.item_id === id,
        );
      const pro = booking ? find(booking.fitpro_id) : undefined;
      const session = pro && booking ? sessionOf(pro, booking.item_id) : undefined;
      if (!booking || !pro || !session)
        return ok([{ access: 0, message: 'You have not booked this session.', date: '' }]);
      return ok([
        {
          access: 1,
          message: fillCheck(CHECK_MESSAGES.sessionBooked, session.title, pro.name),
          date: booking.start_at,
        },
      ]);
    }
    const dated = findClass(id);
    const pro = dated ? find(dated.fitpro_id) : undefined;
    if (!dated || !pro) return fail(BOOKING_MESSAGES.classNotFound);
    const booked = db
      .get()
      .coachingBookings.some(
        (entry) => entry.user_id === user.user_id && entry.class_id === dated.class_id,
      );
    return ok([
      {
        access: booked ? 1 : 0,
        message: fillCheck(
          booked ? CHECK_MESSAGES.classBooked : CHECK_MESSAGES.notBooked,
          dated.title,
          pro.name,
        ),
        date: dated.start_at,
      },
    ]);
  }),
];

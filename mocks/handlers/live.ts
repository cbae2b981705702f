/**
 * Live classes and events (issue 16): the calendar, a session, reminders, what is live now, an
 * event with its comments and "I attended". Joins are recorded by sessions/user_join_live_session
 * (notifications.ts), which the session page calls too.
 */
import { db } from '../db/store';
import type { MockLiveEvent, MockLiveSession } from '../db/liveTables';
import { fail, memberRoute, ok, str } from './respond';

/** The longest comment the server takes (the form says so first). */
export const EVENT_COMMENT_MAX = 500;

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_MEETING = { zoom_id: '', zoom_pass: '', join_url: '', join_with_platform: '' };

function meetingOf(session: MockLiveSession) {
  const status = db.get().sessionStatuses.find((entry) => entry.session_id === session.session_id);
  if (status)
    return {
      type: status.type,
      zoom_id: status.zoom_id,
      zoom_pass: status.zoom_pass,
      join_url: status.join_url,
      join_with_platform: status.join_with_platform,
    };
  return { type: 'live', ...(session.meeting ?? NO_MEETING) };
}

function sessionItem(session: MockLiveSession, userId: number) {
  const meeting = meetingOf(session);
  return {
    id: session.session_id,
    kind: 'session',
    title: session.title,
    coach: session.coach,
    start_at: session.start_at,
    end_at: session.end_at,
    booked: session.booked_user_ids.includes(userId) ? 1 : 0,
    ...meeting,
  };
}

function eventItem(event: MockLiveEvent) {
  return {
    id: event.event_id,
    kind: 'event',
    title: event.title,
    coach: '',
    start_at: event.start_at,
    end_at: event.end_at,
    booked: 0,
    type: 'event',
    ...NO_MEETING,
    join_url: event.join_url,
  };
}

/** Sessions and events starting between `from` and `to` (ms), earliest first. */
function itemsBetween(from: number, to: number, userId: number) {
  const within = (start: string) => Date.parse(start) >= from && Date.parse(start) < to;
  const { liveSessions, liveEvents } = db.get();
  return [
    ...liveSessions.filter((s) => within(s.start_at)).map((s) => sessionItem(s, userId)),
    ...liveEvents.filter((e) => within(e.start_at)).map(eventItem),
  ].sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
}

function findSession(id: unknown) {
  return db.get().liveSessions.find((session) => session.session_id === Number(id));
}

function findEvent(id: unknown) {
  return db.get().liveEvents.find((event) => event.event_id === Number(id));
}

function eventReply(event: MockLiveEvent, userId: number) {
  const attendances = db
    .get()
    .eventAttendances.filter((entry) => entry.event_id === event.event_id);
  return {
    event_id: event.event_id,
    title: event.title,
    description: event.description,
    place: event.place,
    image: event.image,
    start_at: event.start_at,
    end_at: event.end_at,
    attended: attendances.some((entry) => entry.user_id === userId) ? 1 : 0,
    attendees: attendances.length,
    comments: event.comments.map(({ user_id: _user, ...comment }) => comment),
  };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const liveHandlers = [
  /** The month around `month` (a week either side, for the grid's other days). */
  memberRoute('post', 'calendar', ({ user, body }) => {
    const month = str(body.month);
    if (!MONTH.test(month)) return fail('Please choose a month.');
    const start = Date.parse(`${month}-01T00:00:00Z`);
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 1);
    return ok(itemsBetween(start - 7 * DAY_MS, end.getTime() + 7 * DAY_MS, user.user_id));
  }),
  /** The day `date`, with a day either side (the member's day may straddle two UTC days). */
  memberRoute('post', 'calendar/single_date', ({ user, body }) => {
    const date = str(body.date);
    if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
      return fail('Please choose a date.');
    const start = Date.parse(`${date}T00:00:00Z`);
    return ok(itemsBetween(start - DAY_MS, start + 2 * DAY_MS, user.user_id));
  }),
  memberRoute('get', 'events/live', ({ user }) => {
    const now = Date.now();
    const live = (item: { start_at: string; end_at: string }) =>
      Date.parse(item.start_at) <= now && now < Date.parse(item.end_at);
    const { liveSessions, liveEvents } = db.get();
    return ok([
      ...liveSessions.filter(live).map((session) => sessionItem(session, user.user_id)),
      ...liveEvents.filter(live).map(eventItem),
    ]);
  }),
  memberRoute('post', 'sessions/single_session', ({ user, body }) => {
    const session = findSession(body.session_id);
    if (!session) return fail('This session could not be found.');
    const reminder = db.get().liveReminders.includes(`${user.user_id}:${session.session_id}`);
    return ok([
      {
        session_id: session.session_id,
        title: session.title,
        coach: session.coach,
        coach_image: session.coach_image,
        description: session.description,
        start_at: session.start_at,
        end_at: session.end_at,
        booked: session.booked_user_ids.includes(user.user_id) ? 1 : 0,
        reminder: reminder ? 1 : 0,
        ...meetingOf(session),
      },
    ]);
  }),
  memberRoute('post', 'sessions/user_notification', ({ user, body }) => {
    const session = findSession(body.session_id);
    if (!session) return fail('This session could not be found.');
    const status = Number(body.status);
    if (status !== 0 && status !== 1) return fail('Please choose whether to be reminded.');
    const key = `${user.user_id}:${session.session_id}`;
    db.update((state) => {
      state.liveReminders = state.liveReminders.filter((entry) => entry !== key);
      if (status === 1) state.liveReminders.push(key);
      state.liveReminderCalls.push({
        user_id: user.user_id,
        session_id: str(body.session_id),
        status,
        at: new Date().toISOString(),
      });
    });
    return ok(
      [{ reminder: status }],
      status === 1
        ? `We will remind you before ${session.title} starts.`
        : `Reminder for ${session.title} turned off.`,
    );
  }),
  memberRoute('post', 'events/single_event', ({ user, body }) => {
    const event = findEvent(body.event_id);
    if (!event) return fail('This event could not be found.');
    return ok([eventReply(event, user.user_id)]);
  }),
  memberRoute('post', 'events/comment', ({ user, body }) => {
    const event = findEvent(body.event_id);
    if (!event) return fail('This event could not be found.');
    const comment = str(body.comment).trim();
    if (!comment) return fail('Please write a comment.');
    if (comment.length > EVENT_COMMENT_MAX)
      return fail(`The comment may be at most ${EVENT_COMMENT_MAX} characters.`);
    const saved = db.update((state) => {
      const target = state.liveEvents.find((entry) => entry.event_id === event.event_id);
      if (!target) return null;
      target.comments.push({
        comment_id: state.nextEventCommentId,
        user_id: user.user_id,
        user_name: `${user.first_name} ${user.last_name}`.trim(),
        comment,
        created_at: new Date().toISOString(),
      });
      state.nextEventCommentId += 1;
      return target;
    });
    if (!saved) return fail('This event could not be found.');
    return ok([eventReply(saved, user.user_id)], 'Comment added');
  }),
  memberRoute('post', 'events/event_attended', ({ user, body }) => {
    const event = findEvent(body.event_id);
    if (!event) return fail('This event could not be found.');
    if (Date.parse(event.start_at) > Date.now()) return fail('This event has not started yet.');
    db.update((state) => {
      const already = state.eventAttendances.some(
        (entry) => entry.user_id === user.user_id && entry.event_id === event.event_id,
      );
      if (!already)
        state.eventAttendances.push({
          user_id: user.user_id,
          event_id: event.event_id,
          at: new Date().toISOString(),
        });
    });
    const attendees = db.get().eventAttendances.filter((e) => e.event_id === event.event_id).length;
    return ok([{ attended: 1, attendees }], 'Thanks for letting us know you attended.');
  }),
];

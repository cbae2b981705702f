import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { firstItem } from '@/lib/api/schemas';
import {
  attendedReplySchema,
  calendarItemSchema,
  liveEventSchema,
  liveSessionSchema,
  reminderReplySchema,
  type CalendarItem,
  type LiveEvent,
  type LiveSession,
} from './model';

const liveTagged = api.enhanceEndpoints({
  addTagTypes: ['LiveCalendar', 'LiveSession', 'LiveEvent'],
});

/** A reply's data with the server's own message, for the confirmation the member sees. */
export interface Confirmed<T> {
  data: T;
  message: string;
}

/**
 * The live area's calls: sessions (spec 3 §7 "Coaching": single_session, user_notification,
 * user_join_live_session), the calendar (calendar, calendar/single_date) and events (single_event,
 * comment, event_attended, GET live).
 */
export const liveApi = liveTagged.injectEndpoints({
  endpoints: (build) => ({
    /** Records that the member joined a live session (status 1). */
    joinLiveSession: build.mutation<unknown, string>({
      query: (sessionId) => ({
        url: 'sessions/user_join_live_session',
        method: 'POST',
        body: { session_id: sessionId, status: 1 },
      }),
    }),
    /** Sessions and events of a month (YYYY-MM), with the days either side the grid shows. */
    liveCalendar: build.query<CalendarItem[], string>({
      query: (month) => ({
        url: 'calendar',
        method: 'POST',
        body: { month },
        schema: z.array(calendarItemSchema),
      }),
      providesTags: ['LiveCalendar'],
    }),
    /** Sessions and events around a day (YYYY-MM-DD); the page keeps the member's day. */
    liveDay: build.query<CalendarItem[], string>({
      query: (date) => ({
        url: 'calendar/single_date',
        method: 'POST',
        body: { date },
        schema: z.array(calendarItemSchema),
      }),
      providesTags: ['LiveCalendar'],
    }),
    /** What is live now (events GET live: live sessions and events). */
    liveNow: build.query<CalendarItem[], void>({
      query: () => ({
        url: 'events/live',
        method: 'GET',
        schema: z.array(calendarItemSchema),
      }),
      providesTags: ['LiveCalendar'],
    }),
    liveSession: build.query<LiveSession, string>({
      query: (sessionId) => ({
        url: 'sessions/single_session',
        method: 'POST',
        body: { session_id: sessionId },
        schema: firstItem(liveSessionSchema),
      }),
      providesTags: (_result, _error, sessionId) => [{ type: 'LiveSession', id: sessionId }],
    }),
    /** Reminder on (1) or off (0); the session shows what the server confirmed. */
    setReminder: build.mutation<Confirmed<number>, { sessionId: string; on: boolean }>({
      query: ({ sessionId, on }) => ({
        url: 'sessions/user_notification',
        method: 'POST',
        body: { session_id: sessionId, status: on ? 1 : 0 },
        schema: firstItem(reminderReplySchema),
      }),
      transformResponse: (data: { reminder: number }, meta: { message: string } | undefined) => ({
        data: data.reminder,
        message: meta?.message ?? '',
      }),
      async onQueryStarted({ sessionId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          liveApi.util.updateQueryData('liveSession', sessionId, (session) => {
            session.reminder = data.data;
          }),
        );
      },
    }),
    liveEvent: build.query<LiveEvent, string>({
      query: (eventId) => ({
        url: 'events/single_event',
        method: 'POST',
        body: { event_id: eventId },
        schema: firstItem(liveEventSchema),
      }),
      providesTags: (_result, _error, eventId) => [{ type: 'LiveEvent', id: eventId }],
    }),
    /** Adds a comment; the reply is the event with its comments, which replaces the cached one. */
    addEventComment: build.mutation<LiveEvent, { eventId: string; comment: string }>({
      query: ({ eventId, comment }) => ({
        url: 'events/comment',
        method: 'POST',
        body: { event_id: eventId, comment },
        schema: firstItem(liveEventSchema),
      }),
      async onQueryStarted({ eventId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(liveApi.util.upsertQueryData('liveEvent', eventId, data));
      },
    }),
    markEventAttended: build.mutation<Confirmed<{ attended: number; attendees: number }>, string>({
      query: (eventId) => ({
        url: 'events/event_attended',
        method: 'POST',
        body: { event_id: eventId },
        schema: firstItem(attendedReplySchema),
      }),
      transformResponse: (
        data: { attended: number; attendees: number },
        meta: { message: string } | undefined,
      ) => ({ data, message: meta?.message ?? '' }),
      async onQueryStarted(eventId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          liveApi.util.updateQueryData('liveEvent', eventId, (event) => {
            event.attended = data.data.attended;
            event.attendees = data.data.attendees;
          }),
        );
      },
    }),
  }),
});

export const {
  useLiveCalendarQuery,
  useLiveDayQuery,
  useLiveNowQuery,
  useLiveSessionQuery,
  useSetReminderMutation,
  useLiveEventQuery,
  useAddEventCommentMutation,
  useMarkEventAttendedMutation,
} = liveApi;

import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { authSession } from '@/lib/auth/session';
import { basketLinesReceived } from '@/features/basket';
import {
  basketCountLines,
  classCheckSchema,
  coachingBasketSchema,
  proClassSchema,
  sessionTimesSchema,
  type ClassCheck,
  type CoachingBasket,
  type ProClass,
  type SessionTimes,
} from './booking';

const bookingTagged = api.enhanceEndpoints({ addTagTypes: ['CoachingBasket', 'ProClasses'] });

type Dispatch = (action: unknown) => unknown;

/** The header counts the coaching lines: fed from every basket reply. */
function countBasket(dispatch: Dispatch, basket: CoachingBasket) {
  dispatch(basketLinesReceived({ source: 'coaching', lines: basketCountLines(basket) }));
}

/**
 * Booking calls (spec 3 §7 "Coaching", fitpronew/): the professional's dated classes, a
 * session's times, the basket the server holds (view_basket, basket add and remove) and the
 * class access check. Paying is in purchase.ts, loaded at the payment step.
 */
export const bookingApi = bookingTagged.injectEndpoints({
  endpoints: (build) => ({
    proClasses: build.query<ProClass[], { fitproId: string; month?: string }>({
      query: ({ fitproId, month }) => ({
        url: 'fitpronew/session_list',
        method: 'POST',
        // A member's copy marks the classes they booked.
        auth: authSession.memberToken() ? 'member' : 'none',
        body: month ? { fitpro_id: fitproId, month } : { fitpro_id: fitproId },
        schema: z.array(proClassSchema),
      }),
      providesTags: ['ProClasses'],
    }),
    sessionTimes: build.query<SessionTimes, { fitproId: string; sessionId: string }>({
      query: ({ fitproId, sessionId }) => ({
        url: 'fitpronew/single_121session',
        method: 'POST',
        auth: 'none',
        body: { fitpro_id: fitproId, session_id: sessionId },
        schema: sessionTimesSchema,
      }),
    }),
    coachingBasket: build.query<CoachingBasket, void>({
      query: () => ({
        url: 'fitpronew/view_basket',
        method: 'POST',
        auth: 'member',
        body: {},
        schema: coachingBasketSchema,
      }),
      providesTags: ['CoachingBasket'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) countBasket(dispatch, data);
      },
    }),
    changeBasket: build.mutation<CoachingBasket, Record<string, string>>({
      query: (body) => ({
        url: 'fitpronew/basket',
        method: 'POST',
        auth: 'member',
        body,
        schema: coachingBasketSchema,
      }),
      // The reply is the whole basket: it replaces the cached one and the header's count.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(bookingApi.util.upsertQueryData('coachingBasket', undefined, data));
        countBasket(dispatch, data);
      },
    }),
    classCheck: build.query<ClassCheck, { id: string; kind: 'class' | 'session' }>({
      query: ({ id, kind }) => ({
        url: 'folders/AccessCheck',
        method: 'POST',
        auth: 'member',
        body:
          kind === 'class'
            ? { fitpro_class_id: id, is_display: 1 }
            : { fitpro_class_id: id, is_display: 1, is_session: 1 },
        schema: classCheckSchema,
      }),
    }),
  }),
});

export const {
  useProClassesQuery,
  useSessionTimesQuery,
  useCoachingBasketQuery,
  useChangeBasketMutation,
  useClassCheckQuery,
} = bookingApi;

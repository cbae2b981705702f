import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { authSession } from '@/lib/auth/session';
import {
  classCheckSchema,
  proClassSchema,
  sessionTimesSchema,
  type ClassCheck,
  type ProClass,
  type SessionTimes,
} from './booking';

const bookingTagged = api.enhanceEndpoints({ addTagTypes: ['ProClasses'] });

/**
 * Booking calls (spec 3 §7 "Coaching", fitpronew/): the professional's dated classes, a
 * session's times and the class access check. The basket the server holds (view_basket, basket
 * add and remove) is the basket feature's cache entry. Paying is in purchase.ts, loaded at the payment step.
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

export const { useProClassesQuery, useSessionTimesQuery, useClassCheckQuery } = bookingApi;

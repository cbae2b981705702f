import { api } from '@/lib/api';
import {
  coachAccountSchema,
  coachRegisteredSchema,
  emailCheckSchema,
  singleSessionSchema,
  type CoachAccount,
  type CoachRegistered,
  type SingleSession,
} from './model';

const coachesTagged = api.enhanceEndpoints({ addTagTypes: ['CoachAccount'] });

/**
 * The coaches area and coach registration (spec 3 §7 "Coaching": fitpro, fitpronew, auth_fc). A
 * professional's profile and programmes (class plans) are the professionals module's.
 */
export const coachesApi = coachesTagged.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in account as a professional, with the plans a professional can choose. */
    coachAccount: build.query<CoachAccount, void>({
      query: () => ({
        url: 'fitpro/fitpro',
        method: 'POST',
        auth: 'member',
        body: {},
        schema: coachAccountSchema,
      }),
      providesTags: ['CoachAccount'],
    }),
    coachSession: build.query<SingleSession, string>({
      query: (sessionId) => ({
        url: 'fitpronew/session',
        method: 'POST',
        auth: 'none',
        body: { session_id: sessionId },
        schema: singleSessionSchema,
      }),
    }),
    coachEmailCheck: build.mutation<{ taken: boolean; message: string }, string>({
      query: (email) => ({
        url: 'auth_fc/check_email',
        method: 'POST',
        auth: 'none',
        body: { email: email.trim() },
        schema: emailCheckSchema,
      }),
      transformResponse: (data: { is_exist: number }, meta: { message: string } | undefined) => ({
        taken: data.is_exist === 1,
        message: meta?.message ?? '',
      }),
    }),
    coachRegister: build.mutation<CoachRegistered, Record<string, unknown>>({
      query: (body) => ({
        url: 'auth_fc/register',
        method: 'POST',
        auth: 'none',
        body,
        schema: coachRegisteredSchema,
      }),
    }),
    /** A free plan: no payment (fitpro/free_register). */
    coachFreePlan: build.mutation<string, string>({
      query: (planId) => ({
        url: 'fitpro/free_register',
        method: 'POST',
        auth: 'member',
        body: { plan_id: planId },
      }),
      transformResponse: (_data: unknown, meta: { message: string } | undefined) =>
        meta?.message ?? '',
      invalidatesTags: ['CoachAccount'],
    }),
  }),
});

export const {
  useCoachAccountQuery,
  useCoachSessionQuery,
  useCoachEmailCheckMutation,
  useCoachRegisterMutation,
  useCoachFreePlanMutation,
} = coachesApi;

import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { firstItem } from '@/lib/api/schemas';
import type { Position } from '@/lib/geolocation';
import {
  classPlanSchema,
  listRequest,
  proCardSchema,
  proFiltersSchema,
  proProfileSchema,
  type ClassPlan,
  type ProCard,
  type ProFilterChoices,
  type ProFilters,
  type ProProfile,
} from './model';

const coachingTagged = api.enhanceEndpoints({ addTagTypes: ['Pros'] });

/** Coaching (spec 3 §7): fitpro filters, list, near me, a professional and their class plans. */
export const coachingApi = coachingTagged.injectEndpoints({
  endpoints: (build) => ({
    proFilters: build.query<ProFilterChoices, void>({
      query: () => ({
        url: 'fitpro/filters',
        method: 'GET',
        auth: 'none',
        schema: proFiltersSchema,
      }),
    }),
    pros: build.query<ProCard[], ProFilters>({
      query: (filters) => ({
        url: 'fitpronew/list',
        method: 'POST',
        auth: 'none',
        body: listRequest(filters),
        schema: z.array(proCardSchema),
      }),
      providesTags: ['Pros'],
    }),
    prosNearMe: build.query<ProCard[], Position>({
      query: ({ latitude, longitude }) => ({
        url: 'fitpro/near_me',
        method: 'GET',
        auth: 'none',
        params: { latitude, longitude },
        schema: z.array(proCardSchema),
      }),
      providesTags: ['Pros'],
    }),
    pro: build.query<ProProfile, string>({
      query: (fitproId) => ({
        url: 'fitpro/user_details',
        method: 'POST',
        auth: 'none',
        body: { fitpro_id: fitproId },
        schema: firstItem(proProfileSchema),
      }),
      providesTags: ['Pros'],
    }),
    classPlans: build.query<ClassPlan[], string>({
      query: (fitproId) => ({
        url: 'fitpro/class_plans',
        method: 'POST',
        auth: 'none',
        body: { fitpro_id: fitproId },
        schema: z.array(classPlanSchema),
      }),
      providesTags: ['Pros'],
    }),
  }),
});

export const {
  useProFiltersQuery,
  useProsQuery,
  useProsNearMeQuery,
  useProQuery,
  useClassPlansQuery,
} = coachingApi;

import * as z from 'zod/mini';
import { api } from '@/lib/api';
import type { Position } from '@/lib/geolocation';
import { proCardSchema, type ProCard } from '@/features/professionals';
import { listRequest, proFiltersSchema, type ProFilterChoices, type ProFilters } from './model';

const coachingTagged = api.enhanceEndpoints({ addTagTypes: ['Pros'] });

/**
 * Coaching (spec 3 §7): fitpro filters, list and near me. A professional's profile and class
 * plans are the professionals module's (shared with the coaches area).
 */
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
  }),
});

export const { useProFiltersQuery, useProsQuery, useProsNearMeQuery } = coachingApi;

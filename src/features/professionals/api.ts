import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { firstItem } from '@/lib/api/schemas';
import { classPlanSchema, proProfileSchema, type ClassPlan, type ProProfile } from './model';

const professionalsTagged = api.enhanceEndpoints({ addTagTypes: ['Pros'] });

/**
 * A professional's profile and class plans (fitpro/user_details, fitpro/class_plans): one cache
 * entry each, read by the coaching area's and the coaches area's pages alike.
 */
export const professionalsApi = professionalsTagged.injectEndpoints({
  endpoints: (build) => ({
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

export const { useProQuery, useClassPlansQuery } = professionalsApi;

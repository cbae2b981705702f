import { api } from '@/lib/api';
import { firstItem } from '@/lib/api/schemas';
import { plannerDaySchema, type PlannerDay } from './day';

/**
 * A planner day (POST planner), tagged 'PlannerDay' (by date) so any feature that changes a day
 * can invalidate it. On its own so the member home's Today loads this call and not the
 * planner's others (api.ts injects those on top of it).
 */
export const plannerDayApi = api
  .enhanceEndpoints({ addTagTypes: ['PlannerDay', 'PlannerLists', 'Progress'] })
  .injectEndpoints({
    endpoints: (build) => ({
      plannerDay: build.query<PlannerDay, string>({
        query: (date) => ({
          url: 'planner',
          method: 'POST',
          body: { date },
          schema: firstItem(plannerDaySchema),
        }),
        providesTags: (_result, _error, date) => [
          'PlannerDay',
          { type: 'PlannerDay' as const, id: date },
        ],
      }),
    }),
  });

export const { usePlannerDayQuery } = plannerDayApi;

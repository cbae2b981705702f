import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { dashboardSchema, type Dashboard } from './model';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => ({ url: 'dashboard_new', method: 'GET', schema: z.array(dashboardSchema).check(z.minLength(1)) }),
      transformResponse: (data: Dashboard[]) => data[0],
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = homeApi;

import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { firstItem } from '@/lib/api/schemas';
import {
  chartPointSchema,
  dashboardSchema,
  homeCardSchema,
  type ChartPoint,
  type Dashboard,
  type HomeCard,
} from './model';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => ({ url: 'dashboard_new', method: 'GET', schema: firstItem(dashboardSchema) }),
      providesTags: ['Dashboard'],
    }),
    /** One dashboard_new/{section} call of spec 3 §7. */
    homeSection: build.query<HomeCard[], string>({
      query: (section) => ({
        url: `dashboard_new/${section}`,
        method: 'POST',
        body: {},
        schema: z.array(homeCardSchema),
      }),
      providesTags: ['Dashboard'],
    }),
    homeChart: build.query<ChartPoint[], void>({
      query: () => ({
        url: 'dashboard_new/achievements',
        method: 'POST',
        body: {},
        schema: z.array(chartPointSchema),
      }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery, useHomeSectionQuery, useHomeChartQuery } = homeApi;

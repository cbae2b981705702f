import { api } from '@/lib/api';
import { firstItem } from '@/lib/api/schemas';
import { dashboardSchema, type Dashboard } from './model';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => ({ url: 'dashboard_new', method: 'GET', schema: firstItem(dashboardSchema) }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = homeApi;

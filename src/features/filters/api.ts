import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { filterGroupSchema, type FilterGroup } from './model';

export const filtersApi = api.injectEndpoints({
  endpoints: (build) => ({
    filterTags: build.query<FilterGroup[], void>({
      query: () => ({ url: 'filters/tags', method: 'GET', schema: z.array(filterGroupSchema) }),
    }),
  }),
});

export const { useFilterTagsQuery } = filtersApi;

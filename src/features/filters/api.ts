import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { filterGroupSchema, type FilterArea, type FilterGroup } from './model';

export const filtersApi = api.injectEndpoints({
  endpoints: (build) => ({
    filterTags: build.query<FilterGroup[], FilterArea>({
      query: (area) => ({
        url: 'filters/tags',
        method: 'GET',
        params: area === 'recipes' ? { type: 'recipes' } : undefined,
        schema: z.array(filterGroupSchema),
      }),
    }),
  }),
});

export const { useFilterTagsQuery } = filtersApi;

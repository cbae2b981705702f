import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { exploreItemSchema, type ExploreItem, type ExploreKind } from './model';

export const exploreApi = api.injectEndpoints({
  endpoints: (build) => ({
    exploreSearch: build.query<
      ExploreItem[],
      { keyword: string; type: ExploreKind; tags: readonly number[] }
    >({
      query: ({ keyword, type, tags }) => ({
        url: 'explore/search',
        method: 'POST',
        body: { keyword, type, tags },
        schema: z.array(exploreItemSchema),
      }),
    }),
  }),
});

export const { useExploreSearchQuery } = exploreApi;

import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { retreatCardSchema, retreatSchema, type Retreat, type RetreatCard } from './model';

const first = <T>(data: T[]): T => {
  const [item] = data;
  if (item === undefined) throw new Error('The server sent no data.');
  return item;
};

const retreatsTagged = api.enhanceEndpoints({ addTagTypes: ['Retreats'] });

/** Events_Retreats (spec 3 §7): the listing and a retreat; booking is paid in booking.ts. */
export const retreatsApi = retreatsTagged.injectEndpoints({
  endpoints: (build) => ({
    retreats: build.query<RetreatCard[], void>({
      query: () => ({
        url: 'Events_Retreats/listing',
        method: 'GET',
        auth: 'none',
        schema: z.array(retreatCardSchema),
      }),
      providesTags: ['Retreats'],
    }),
    retreat: build.query<Retreat, number>({
      query: (retreatId) => ({
        url: 'Events_Retreats/single',
        method: 'POST',
        auth: 'none',
        body: { retreat_id: retreatId },
        schema: z.array(retreatSchema).check(z.minLength(1)),
      }),
      transformResponse: (data: Retreat[]) => first(data),
      providesTags: ['Retreats'],
    }),
  }),
});

export const { useRetreatsQuery, useRetreatQuery } = retreatsApi;

import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { programmeSchema, type Programme } from './model';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Programme', 'VideoProgress'] });

export const programmesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getProgramme: build.query<Programme, number>({
      query: (folderId) => ({
        url: 'folders/details',
        method: 'POST',
        body: { folder_id: folderId },
        schema: z.array(programmeSchema).check(z.minLength(1)),
      }),
      transformResponse: (data: Programme[]) => data[0] as Programme,
      providesTags: (_result, _error, folderId) => [
        { type: 'Programme', id: folderId },
        'VideoProgress',
      ],
    }),
  }),
});

export const { useGetProgrammeQuery } = programmesApi;

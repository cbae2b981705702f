import { api } from '@/lib/api';
import { firstItem } from '@/lib/api/schemas';
import { hypnoFolderSchema, type HypnoFolder } from './model';

/** The hypnotherapy area's calls, with the hypno token. */
export const hypnoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** folders_un/details: a hypnotherapy folder and its sessions. */
    getHypnoFolder: build.query<HypnoFolder, number>({
      query: (folderId) => ({
        url: 'folders_un/details',
        method: 'POST',
        body: { folder_id: folderId },
        auth: 'hypno',
        schema: firstItem(hypnoFolderSchema),
      }),
    }),
  }),
});

export const { useGetHypnoFolderQuery } = hypnoApi;

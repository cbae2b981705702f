import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { firstItem, strictId, strictNumber } from '@/lib/api/schemas';

const text = (fallback = '') =>
  z.catch(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value)),
    ),
    fallback,
  );

/**
 * The reply of POST folders/details (spec 3: "folders (details, ...)"), the one call for a
 * programme folder: whether the member may open it and on which screen (notifications), and
 * what the folder page shows and sells (plans). Ids, access, price and purchase flags are strict.
 */
export const folderDetailsSchema = z.object({
  folder_id: strictId,
  /** 1 when the member may open the folder's screen. */
  access: strictNumber,
  screen_name: text('folder'),
  title: text(),
  description: text(),
  image: text(),
  weeks: z.catch(z.coerce.number(), 0),
  price: z._default(strictNumber, 0),
  currency_symbol: text('£'),
  /** 1 for a folder sold once, apart from the membership. */
  is_paid: z._default(strictNumber, 0),
  /** 1 when the member bought this paid folder. */
  purchased: z._default(strictNumber, 0),
});
export type FolderDetails = z.infer<typeof folderDetailsSchema>;

export const foldersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFolderDetails: build.query<FolderDetails, string>({
      query: (folderId) => ({
        url: 'folders/details',
        method: 'POST',
        body: { folder_id: folderId },
        schema: firstItem(folderDetailsSchema),
      }),
    }),
  }),
});

export const { useGetFolderDetailsQuery } = foldersApi;

/** A paid folder the member has not bought is offered for sale; anything else is theirs to open. */
export function folderOwned(folder: Pick<FolderDetails, 'is_paid' | 'purchased'>): boolean {
  return folder.is_paid !== 1 || folder.purchased === 1;
}

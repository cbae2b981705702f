import * as z from 'zod/mini';
import { firstItem, strictId, strictNumber } from '@/lib/api/schemas';

/**
 * The replies of the light /reg1 and /invitefriend calls, loaded with the request (never with
 * the page). The existence flag and the registration token are strict.
 */
/** @public (read through regService's dynamic import) */
export const existenceReply = firstItem(z.object({ is_exist: strictNumber }));

/** @public (read through regService's dynamic import) */
export const registerReply = firstItem(
  z.object({
    reg_token: z.string().check(z.minLength(1)),
    user_id: strictId,
    pre_purchase: strictNumber,
  }),
);

/** @public (read through proofUpload's dynamic import) */
export const uploadReply = firstItem(
  z.object({ file_id: z.string().check(z.minLength(1)), url: z.string().check(z.minLength(1)) }),
);

import * as z from 'zod/mini';
import { firstItem, strictId, strictNumber } from '@/lib/api/schemas';

/**
 * The replies of the sign-in calls, read at the edge (loaded with the request, never with the
 * page: /login stays light). Tokens and ids are strict; a reply without them is an error.
 */
const token = z.string().check(z.minLength(1));

/** auth/login: the member's session token and id (the rest of the record comes from user/check). */
export const memberLoginReply = firstItem(
  z.object({ api_token: token, user_id: strictId, pin_screen: z.optional(z.unknown()) }),
);

/** auth_fc/login: the hypnotherapy session token, its user id and the folder to open. */
export const hypnoLoginReply = firstItem(
  z.object({ api_token: token, un_user_id: strictId, folder_id: strictNumber }),
);

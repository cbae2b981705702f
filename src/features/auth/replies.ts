import * as z from 'zod/mini';
import { firstItem, strictId, strictNumber } from '@/lib/api/schemas';

/**
 * The replies of the sign-in calls, read at the edge (loaded with the request, never with the
 * page: /login stays light). Tokens and ids are strict; a reply without them is an error.
 */
const token = z.string().check(z.minLength(1));

/** auth/login: the member's session token and id (the rest of the record comes from user/check). */
export const memberLoginReply = firstItem(
  z.object({
    api_token: token,
    user_id: strictId,
    pin_screen: z.optional(z.unknown()),
    // Read by loginMembership below (the /rejoin landing), strictly, when the reply has them.
    type: z.optional(z.unknown()),
    current_plan_id: z.optional(z.unknown()),
    sub_plan_id: z.optional(z.unknown()),
    cancel_subscription: z.optional(z.unknown()),
    user_plan_type: z.optional(z.unknown()),
  }),
);

/**
 * The membership fields of the login reply's user record that decide where a former paid member
 * lands (/rejoin, src/lib/lapsedMember.ts). All strict: a reply that does not carry them all,
 * readably, leads nobody to /rejoin (the member lands as any other; the profile still offers it).
 */
export const loginMembership = firstItem(
  z.object({
    type: strictNumber,
    current_plan_id: strictNumber,
    sub_plan_id: strictNumber,
    cancel_subscription: strictNumber,
    user_plan_type: z.optional(z.string()),
  }),
);

/** auth_fc/login: the hypnotherapy session token, its user id and the folder to open. */
export const hypnoLoginReply = firstItem(
  z.object({ api_token: token, un_user_id: strictId, folder_id: strictNumber }),
);

/**
 * auth/social_login and auth/social_link: signed in (the member's token and id), or, for an
 * email already registered with a password, link_required with that email.
 */
export const socialLoginReply = firstItem(
  z.union([
    z.object({
      link_required: z.literal(0),
      api_token: token,
      user_id: strictId,
      pin_screen: z.optional(z.unknown()),
    }),
    z.object({ link_required: z.literal(1), email: z.string().check(z.minLength(1)) }),
  ]),
);

/** auth_fc/check_email: is_exist 1 when the email already has an account. */
export const emailCheckReply = firstItem(z.object({ is_exist: strictNumber }));

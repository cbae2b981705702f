import { authSession } from '@/lib/auth';
import type { CouponDetails } from './model';

/**
 * The calls of the light /reg1 and /invitefriend pages. They load the shared request helper and
 * the reply schemas on demand (on blur or submit), so the page itself renders without axios or zod.
 */
async function request() {
  const [{ apiRequest }, replies] = await Promise.all([
    import('@/lib/api/request'),
    import('./replies'),
  ]);
  return { apiRequest, ...replies };
}

export interface ExistenceCheck {
  taken: boolean;
  message: string;
}

async function existence(path: string, body: Record<string, string>): Promise<ExistenceCheck> {
  const { apiRequest, existenceReply } = await request();
  const { data, message } = await apiRequest({
    url: path,
    method: 'POST',
    body,
    auth: 'none',
    schema: existenceReply,
  });
  return { taken: data.is_exist === 1, message };
}

/** auth/check_email: is this email already registered? */
export function checkEmail(email: string): Promise<ExistenceCheck> {
  return existence('auth/check_email', { email: email.trim() });
}

/** auth/check_username: is this user name already taken? */
export function checkUserName(username: string): Promise<ExistenceCheck> {
  return existence('auth/check_username', { username: username.trim() });
}

/**
 * frontend/coupon_details (the plans area's one description of the call): the coupon's details
 * when it is valid for the plan, null when the server judges it invalid. A failed call rejects
 * with the server's message and judges nothing.
 */
export async function checkCoupon(
  planId: string,
  subPlanId: string,
  code: string,
): Promise<CouponDetails | null> {
  const [{ apiRequest }, { couponCheckRequest, readCouponCheck }] = await Promise.all([
    import('@/lib/api/request'),
    import('@/lib/payments/couponCheck'),
  ]);
  const { data, message } = await apiRequest(
    couponCheckRequest({ plan_id: planId, sub_plan_id: subPlanId, coupon_code: code }),
  );
  const verdict = readCouponCheck(data, message);
  return verdict.valid ? verdict.details : null;
}

export interface Registered {
  token: string;
  userId: string;
  prePurchase: number;
}

/** auth/register for a new account: the reply carries the registration token. */
export async function registerAccount(payload: Record<string, unknown>): Promise<Registered> {
  const { apiRequest, registerReply } = await request();
  const { data } = await apiRequest({
    url: 'auth/register',
    method: 'POST',
    body: payload,
    auth: 'none',
    schema: registerReply,
  });
  authSession.saveRegistrationToken(data.reg_token);
  return { token: data.reg_token, userId: data.user_id, prePurchase: data.pre_purchase };
}

/** Invites friends on behalf of the registering visitor. */
export async function inviteFriends(
  friends: { first_name: string; email: string }[],
): Promise<string> {
  const { apiRequest } = await request();
  const { message } = await apiRequest({
    url: 'auth/invite_friends',
    method: 'POST',
    body: { friends },
    auth: 'registration',
  });
  return message;
}

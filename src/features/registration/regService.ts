import { authSession } from '@/lib/auth';
import type { CouponDetails } from './model';

/**
 * The calls of the light /reg1 and /invitefriend pages. They load the http layer on demand
 * (on blur or submit), so the page itself renders without axios or zod.
 */
async function http() {
  return import('@/lib/http');
}

function firstRecord(data: unknown): Record<string, unknown> {
  const record = Array.isArray(data) ? data[0] : data;
  return record && typeof record === 'object' ? (record as Record<string, unknown>) : {};
}

export interface ExistenceCheck {
  taken: boolean;
  message: string;
}

async function existence(path: string, body: Record<string, string>): Promise<ExistenceCheck> {
  const { callApi } = await http();
  const { data, message } = await callApi(path, body, { auth: 'none' });
  const taken = Number(firstRecord(data).is_exist ?? 0) === 1;
  return { taken, message };
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
    import('@/features/plans/model'),
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
  const { callApi, ApiError } = await http();
  const { data } = await callApi('auth/register', payload, { auth: 'none' });
  const record = firstRecord(data);
  const token = typeof record.reg_token === 'string' ? record.reg_token : '';
  if (!token)
    throw new ApiError(
      'The server did not send a registration session. Please try again.',
      'parse',
    );
  authSession.saveRegistrationToken(token);
  return {
    token,
    userId: String(record.user_id ?? ''),
    prePurchase: Number(record.pre_purchase ?? 0),
  };
}

/** Invites friends on behalf of the registering visitor. */
export async function inviteFriends(
  friends: { first_name: string; email: string }[],
): Promise<string> {
  const { callApi } = await http();
  const { message } = await callApi('auth/invite_friends', { friends }, { auth: 'registration' });
  return message;
}

export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}

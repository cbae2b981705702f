import * as z from 'zod/mini';
import {
  cosmeticNumber as num,
  cosmeticText as text,
  cosmeticList,
  firstItem,
  strictNumber,
  strictText,
} from '../api/schemas';
import type { AuthKind } from '../http';

/**
 * The plan catalogue (POST auth/plans): its one request description and reply schema, used by
 * the plans area's RTK Query endpoint (paywall, upgrade, pay less) and by the store-less landing
 * pages' price blocks, so every screen that sells a plan reads the same names and prices.
 */

export const subPlanSchema = z.object({
  sub_plan_id: strictNumber,
  plan_id: strictNumber,
  title: text(),
  duration: strictNumber,
  price: strictNumber,
  actual_price: strictNumber,
  saved_price: strictNumber,
  saved_percentage: num(),
  monthly_price: strictNumber,
  currency_symbol: text('£'),
  /** What the plan is charged in: strict, never assumed GBP. */
  currency: strictText,
  is_best: num(),
  is_most_popular: num(),
  for_upgrade: text('1'),
  /** 1: a visitor entitled to the free trial may skip it and pay skip_plan_price today (strict: it decides a trial and a price). */
  for_skip_trial: strictNumber,
  extra_features: cosmeticList(z.string()),
  trial_period: strictNumber,
  skip_plan_price: strictNumber,
  /** The coupon a skipped trial is paid with (strict: it decides the price charged). */
  skip_plan_coupon: strictText,
});
export type SubPlan = z.infer<typeof subPlanSchema>;

export const planGroupSchema = z.object({
  plan_id: strictNumber,
  name: text(),
  title: text(),
  sub_plan: z.array(subPlanSchema),
});
export type PlanGroup = z.infer<typeof planGroupSchema>;

/** The reply of POST auth/plans. */
export const plansReplySchema = z.object({
  plans: z.array(planGroupSchema),
  pre_purchase: strictNumber,
  lp_coupon_code: text(),
  lp_plan_id: strictNumber,
  lp_sub_plan_id: strictNumber,
  is_premium: strictNumber,
  is_upgrade: strictNumber,
  /** Entitled to the 7-day free trial (£0.00 today): strict, an unreadable flag is a failed reply. */
  has_trial7: strictNumber,
});
export type PlansReply = z.infer<typeof plansReplySchema>;

/** Plan request of auth/plans: the upgrade list, the cancellation list, or the paywall list. */
export type PlansRequest =
  | { kind: 'upgrade'; user_id: string; user_plan_type: UserPlanType; for_vip?: number }
  | { kind: 'cancellation'; user_id: string }
  | {
      kind: 'paywall';
      type: 1 | 2;
      offer_id?: number;
      oneoffpayment?: number;
      /** Before registering (/reg1): the plan and coupon the ad carried, so the reply lists that plan. */
      ad?: { planid: number; subplanid: number; couponcode: string };
    };

export type UserPlanType = 'free' | 'ffm only' | 'premium' | 'other' | 'none';

export function plansRequestBody(request: PlansRequest): Record<string, unknown> {
  if (request.kind === 'upgrade') {
    return {
      type: 'Web',
      for_vip: request.for_vip ?? 0,
      user_id: request.user_id,
      user_plan_type: request.user_plan_type,
    };
  }
  if (request.kind === 'cancellation') {
    return {
      type: 'Web',
      user_id: request.user_id,
      show_6month_plan: 1,
      for_cancellation_process: 1,
    };
  }
  const body = {
    type: request.type,
    device_type: 'web',
    offer_id: request.offer_id ?? 0,
    oneoffpayment: request.oneoffpayment ?? 0,
  };
  return request.ad
    ? {
        ...body,
        planid: request.ad.planid,
        subplanid: request.ad.subplanid,
        couponcode: request.ad.couponcode,
      }
    : body;
}

/** The one description of POST auth/plans (the caller's auth kind: member, registration or none). */
export function plansRequest(request: PlansRequest, auth: AuthKind) {
  return {
    url: 'auth/plans',
    method: 'POST' as const,
    body: plansRequestBody(request),
    auth,
    schema: firstItem(plansReplySchema),
  };
}

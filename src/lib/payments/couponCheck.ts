import * as z from 'zod/mini';
import { strictNumber, cosmeticNumber as num, cosmeticText as text } from '@/lib/api/schemas';

/**
 * The coupon check (frontend/coupon_details): its one request description and reply reading,
 * used by the plans area's RTK Query mutation and by the store-less /reg1 page.
 */

export const couponDetailsSchema = z.object({
  coupon_valid: strictNumber,
  final_amount: strictNumber,
  percentage_after_coupon_apply: num(),
  discount_pre_flag: num(),
  currency_symbol: text('£'),
});
export type CouponDetails = z.infer<typeof couponDetailsSchema>;

/** The reply of frontend/coupon_details: one item with coupon_details. */
export const couponCheckReplySchema = z
  .array(z.object({ coupon_details: couponDetailsSchema }))
  .check(z.minLength(1));
export type CouponCheckReply = z.infer<typeof couponCheckReplySchema>;

export interface CouponCheckArgs {
  plan_id: number | string;
  sub_plan_id: number | string;
  coupon_code: string;
}

/**
 * The one description of the coupon check (frontend/coupon_details), used by the RTK Query
 * mutation and by the store-less /reg1 page. A reply with coupon_valid 0 judges the coupon
 * invalid; a failed call (server message, network, unreadable reply) judges nothing.
 */
export function couponCheckRequest(args: CouponCheckArgs) {
  return {
    url: 'frontend/coupon_details',
    method: 'POST' as const,
    body: {
      plan_id: args.plan_id,
      sub_plan_id: args.sub_plan_id,
      coupon_code: args.coupon_code.trim(),
    },
    auth: 'none' as const,
    schema: couponCheckReplySchema,
  };
}

export interface CouponVerdict {
  valid: boolean;
  details: CouponDetails;
  message: string;
}

export function readCouponCheck(data: CouponCheckReply, message: string): CouponVerdict {
  const [first] = data;
  if (!first) throw new Error('The server sent a reply we could not read (coupon_details).');
  return { valid: first.coupon_details.coupon_valid === 1, details: first.coupon_details, message };
}

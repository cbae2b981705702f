/**
 * A former member (the /rejoin rule): Free today (type 1) yet still naming the paid plan they had
 * (current_plan_id and sub_plan_id both set), and not a fitness-only member (whose Free record
 * names the fitness-only plan they hold). Lapsed when the plan ran out unpaid; cancelled when the
 * member cancelled it (cancel_subscription 1) and the paid period has ended.
 */
export interface MembershipFields {
  type: number;
  current_plan_id: number;
  sub_plan_id: number;
  cancel_subscription: number;
  user_plan_type?: string;
}

export type FormerMembership = 'lapsed' | 'cancelled';

/** 'lapsed' or 'cancelled' for a former paid member, null for anyone else. */
export function formerMembership(user: MembershipFields): FormerMembership | null {
  if (user.type !== 1 || user.user_plan_type === 'ffm only') return null;
  if (user.current_plan_id <= 0 || user.sub_plan_id <= 0) return null;
  return user.cancel_subscription === 1 ? 'cancelled' : 'lapsed';
}

/** Where a member goes after signing in at /login: a former paid member to /rejoin. */
export const REJOIN_PATH = '/rejoin';

import type { SubPlan } from '@/features/plans';

/** Paywall (spec 2 §4): more than one plan shows the chooser; exactly one goes straight to the card form. */
export function initialPaywallView(planCount: number): 'plans' | 'pay' {
  return planCount === 1 ? 'pay' : 'plans';
}

/**
 * The plan preselected on the paywall: the one the ad named (plan and sub-plan ids), else the
 * most popular, else the first.
 */
export function paywallInitialPlan(
  plans: SubPlan[],
  wanted: { planId: number; subPlanId: number },
): SubPlan | null {
  return (
    plans.find((plan) => plan.plan_id === wanted.planId && plan.sub_plan_id === wanted.subPlanId) ??
    plans.find((plan) => plan.is_most_popular === 1) ??
    plans[0] ??
    null
  );
}

/**
 * The cards of one paywall: never two of the same duration. The plan the ad named takes the
 * place of the paywall's own plan of that duration (so a visitor who clicked a landing page's
 * Annual card sees that Annual card, at that price, and no second "year"); otherwise the first
 * plan of each duration stays.
 */
export function paywallPlans(
  plans: SubPlan[],
  wanted: { planId: number; subPlanId: number },
): SubPlan[] {
  const adPlan = plans.find(
    (plan) => plan.plan_id === wanted.planId && plan.sub_plan_id === wanted.subPlanId,
  );
  const result: SubPlan[] = [];
  for (const plan of plans) {
    if (adPlan && plan.duration === adPlan.duration && plan !== adPlan) continue;
    if (result.some((kept) => kept.duration === plan.duration)) continue;
    result.push(plan);
  }
  return result;
}

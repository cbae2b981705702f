import type { SubPlan } from '@/features/plans/model';

/** Paywall (spec 2 §4): more than one plan shows the chooser; exactly one goes straight to the card form. */
export function initialPaywallView(planCount: number): 'plans' | 'pay' {
  return planCount === 1 ? 'pay' : 'plans';
}

/**
 * The plan preselected on the paywall: the one the ad named (plan and sub-plan ids), else the
 * most popular, else the first.
 */
export function paywallInitialPlan(plans: SubPlan[], wanted: { planId: number; subPlanId: number }): SubPlan | null {
  return (
    plans.find((plan) => plan.plan_id === wanted.planId && plan.sub_plan_id === wanted.subPlanId) ??
    plans.find((plan) => plan.is_most_popular === 1) ??
    plans[0] ??
    null
  );
}

import { describe, expect, it } from 'vitest';
import { subPlanSchema, type SubPlan } from '@/features/plans';
import { paywallPlans } from './paywall';

function plan(plan_id: number, sub_plan_id: number, duration: number, price: number): SubPlan {
  return subPlanSchema.parse({
    plan_id,
    sub_plan_id,
    duration,
    price,
    actual_price: price,
    saved_price: 0,
    monthly_price: price / duration,
    trial_period: 0,
    skip_plan_price: 0,
    for_skip_trial: 0,
    skip_plan_coupon: '',
    currency: 'GBP',
  });
}

describe('paywallPlans: one card per duration', () => {
  const monthly = plan(3, 1, 1, 19.99);
  const quarterly = plan(3, 2, 3, 44.97);
  const annual = plan(3, 12, 12, 119.99);
  const landingAnnual = plan(8, 18, 12, 119.88);

  it('the annual plan an ad carried replaces the paywall’s own annual plan', () => {
    const shown = paywallPlans([monthly, quarterly, annual, landingAnnual], {
      planId: 8,
      subPlanId: 18,
    });
    expect(shown.map((item) => `${item.plan_id}/${item.sub_plan_id}`)).toEqual([
      '3/1',
      '3/2',
      '8/18',
    ]);
  });

  it('without an ad plan, the first plan of each duration stays', () => {
    const shown = paywallPlans([monthly, quarterly, annual, landingAnnual], {
      planId: 0,
      subPlanId: 0,
    });
    expect(shown.map((item) => `${item.plan_id}/${item.sub_plan_id}`)).toEqual([
      '3/1',
      '3/2',
      '3/12',
    ]);
  });

  it('an ad plan of the paywall itself changes nothing', () => {
    expect(paywallPlans([monthly, quarterly, annual], { planId: 3, subPlanId: 2 })).toEqual([
      monthly,
      quarterly,
      annual,
    ]);
  });
});

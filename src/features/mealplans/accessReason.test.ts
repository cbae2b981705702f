import { describe, expect, it } from 'vitest';
import { mealPlanSchema } from './model';

const mealPlan = {
  meal_plan_id: 3,
  folder_id: 1060,
  title: 'The Diet Coaches',
  access: 0,
  access_reason: 'purchase',
  days: [],
};

describe('why a meal plan is locked is read strictly', () => {
  it('fails an unknown reason instead of reading it as upgrade', () => {
    expect(mealPlanSchema.safeParse({ ...mealPlan, access_reason: 'gift' }).success).toBe(false);
  });

  it.each(['access', 'access_reason'])('fails a meal plan without %s', (field) => {
    expect(mealPlanSchema.safeParse(mealPlan).success).toBe(true);
    const { [field as keyof typeof mealPlan]: _missing, ...without } = mealPlan;
    expect(mealPlanSchema.safeParse(without).success).toBe(false);
  });
});

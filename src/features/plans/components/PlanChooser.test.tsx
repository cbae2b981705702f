import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { subPlanSchema, type SubPlan } from '../model';
import { PlanChooser } from './PlanChooser';

const subPlan = (fields: Record<string, unknown>): SubPlan =>
  subPlanSchema.parse({
    plan_id: 3,
    sub_plan_id: 1,
    duration: 1,
    price: 19.99,
    actual_price: 19.99,
    saved_price: 0,
    monthly_price: 19.99,
    currency: 'GBP',
    trial_period: 0,
    for_skip_trial: 0,
    skip_plan_price: 0,
    skip_plan_coupon: '',
    ...fields,
  });

describe('the plan cards', () => {
  it("list each sub-plan's extra_features on its card", () => {
    render(
      <PlanChooser
        plans={[
          subPlan({ sub_plan_id: 1, extra_features: ['Every workout programme', 'Live classes'] }),
          subPlan({ sub_plan_id: 12, duration: 12, price: 119.99, extra_features: [] }),
        ]}
        selectedSubPlanId={null}
        onSelect={() => undefined}
      />,
    );
    const lists = screen.getAllByRole('list', { name: 'Includes' });
    expect(lists).toHaveLength(1);
    expect(
      within(lists[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Every workout programme', 'Live classes']);
    expect(lists[0]?.closest('label')).toHaveTextContent('Monthly');
  });
});

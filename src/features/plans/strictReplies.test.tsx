import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { db } from '../../../mocks/db/store';
import { plansReplySchema, subPlanSchema } from './model';

const WAIT = { timeout: 8000 };

describe('plans replies are read strictly where money and access are concerned', () => {
  it('rejects a sub-plan whose price or id cannot be read, and an unreadable premium flag', () => {
    const sub = {
      plan_id: 3,
      sub_plan_id: 12,
      duration: 12,
      price: 119.99,
      actual_price: 119.99,
      saved_price: 0,
      monthly_price: 10,
      trial_period: 0,
      skip_plan_price: 0,
      for_skip_trial: 0,
      skip_plan_coupon: '',
      currency: 'GBP',
    };
    expect(subPlanSchema.safeParse(sub).success).toBe(true);
    expect(subPlanSchema.safeParse({ ...sub, price: 'free' }).success).toBe(false);
    expect(subPlanSchema.safeParse({ ...sub, sub_plan_id: undefined }).success).toBe(false);
    const reply = {
      plans: [{ plan_id: 3, sub_plan: [sub] }],
      pre_purchase: 0,
      lp_plan_id: 0,
      lp_sub_plan_id: 0,
      is_premium: 1,
      is_upgrade: 0,
      has_trial7: 0,
    };
    expect(plansReplySchema.safeParse(reply).success).toBe(true);
    expect(plansReplySchema.safeParse({ ...reply, is_premium: 'yes' }).success).toBe(false);
  });

  it.each([
    'price',
    'currency',
    'trial_period',
    'sub_plan_id',
    'monthly_price',
    'for_skip_trial',
    'skip_plan_price',
    'skip_plan_coupon',
  ])('fails a sub-plan without %s, never charging a default', (field) => {
    const sub: Record<string, unknown> = {
      plan_id: 3,
      sub_plan_id: 12,
      duration: 12,
      price: 119.99,
      actual_price: 119.99,
      saved_price: 0,
      monthly_price: 10,
      trial_period: 0,
      skip_plan_price: 0,
      for_skip_trial: 0,
      skip_plan_coupon: '',
      currency: 'GBP',
    };
    const { [field]: _missing, ...without } = sub;
    expect(subPlanSchema.safeParse(without).success).toBe(false);
  });

  it.each(['has_trial7', 'is_premium', 'is_upgrade', 'pre_purchase', 'lp_plan_id'])(
    'fails a plans reply without %s: an unreadable trial flag never charges the full price',
    (field) => {
      const reply: Record<string, unknown> = {
        plans: [],
        pre_purchase: 0,
        lp_plan_id: 0,
        lp_sub_plan_id: 0,
        is_premium: 0,
        is_upgrade: 1,
        has_trial7: 1,
      };
      expect(plansReplySchema.safeParse(reply).success).toBe(true);
      const { [field]: _missing, ...without } = reply;
      expect(plansReplySchema.safeParse(without).success).toBe(false);
    },
  );

  it('shows an error on the upgrade page when a plan price cannot be read, not a wrong price', async () => {
    db.update((state) => {
      for (const group of state.planGroups)
        for (const sub of group.sub_plan) (sub as { price: unknown }).price = 'free';
    });
    window.history.pushState({}, '', '/login');
    const router = createAppRouter();
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'free@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Hello, Fiona' }, WAIT);
    await router.navigate('/home/profile/upgrade-downgrade?goBack=%2Fhome');
    expect(
      await screen.findByText(/The server sent a reply we could not read/, undefined, WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^Annual/ })).not.toBeInTheDocument();
  });

  it('shows a plan without its currency as the failure with Try again, never as pounds', async () => {
    db.update((state) => {
      for (const group of state.planGroups)
        for (const sub of group.sub_plan) delete (sub as { currency?: unknown }).currency;
    });
    window.history.pushState({}, '', '/login');
    const router = createAppRouter();
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'free@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Hello, Fiona' }, WAIT);
    await router.navigate('/home/profile/upgrade-downgrade?goBack=%2Fhome');
    expect(
      await screen.findByText(
        /The server sent a reply we could not read \(.*currency\)/,
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^Annual/ })).not.toBeInTheDocument();
  });
});

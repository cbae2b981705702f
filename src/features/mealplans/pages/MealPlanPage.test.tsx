import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { openAfterLogIn } from '@/app/testing/openAfterLogIn';

const WAIT = { timeout: 8000 };

describe('/home/mealplan/{id}', () => {
  it("offers a fitness-only member the upgrade instead of The Diet Coaches' plan", async () => {
    await openAfterLogIn('fitnessonly@example.com', {
      landing: 'Hello, Faye',
      path: '/home/mealplan/5001',
    });
    expect(await screen.findByRole('heading', { name: '7-day balanced plan' }, WAIT)).toBeVisible();
    expect(screen.getByText("You don't have access this folder.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/home/profile/upgrade-downgrade',
    );
    expect(screen.queryByRole('heading', { name: 'Day 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add day 1 to planner' })).not.toBeInTheDocument();
  });

  it('shows a Premium member every day of the plan', async () => {
    await openAfterLogIn('premium@example.com', {
      landing: 'New Beginnings',
      path: '/home/mealplan/5001',
    });
    expect(await screen.findByRole('heading', { name: 'Day 7' }, WAIT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add day 1 to planner' })).toBeVisible();
    expect(screen.queryByText("You don't have access this folder.")).not.toBeInTheDocument();
  });
});

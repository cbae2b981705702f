import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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

  it("links the confirmation of a day added to the planner to that day's planner", async () => {
    const { user } = await openAfterLogIn('premium@example.com', {
      landing: 'New Beginnings',
      path: '/home/mealplan/5001',
    });
    await user.click(await screen.findByRole('button', { name: 'Add day 1 to planner' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Add day 1 to planner' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Add to planner' }));
    const toast = (await screen.findByText('Day 1 added to your planner.', {}, WAIT)).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(within(toast).getByRole('link', { name: 'Open the planner' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/home\/dailyplanner\/\d{4}-\d{2}-\d{2}$/),
    );
  });
});

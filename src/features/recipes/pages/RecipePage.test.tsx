import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { openAfterLogIn } from '@/app/testing/openAfterLogIn';

const WAIT = { timeout: 8000 };

describe('/home/recipes/{id}: the confirmations say where things went', { timeout: 40_000 }, () => {
  it('names the shopping list the ingredients went to and opens it from the confirmation', async () => {
    const { user, router } = await openAfterLogIn('premium@example.com', {
      landing: 'New Beginnings',
      path: '/home/recipes/2001',
    });
    await user.click(await screen.findByRole('button', { name: 'Add to shopping list' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Add to shopping list' }, WAIT);
    await user.click(await within(dialog).findByRole('radio', { name: 'Weekly shop' }, WAIT));
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));

    const toast = (await screen.findByText('Added to Weekly shop.', {}, WAIT)).closest(
      '[role="status"]',
    ) as HTMLElement;
    const link = within(toast).getByRole('link', { name: 'Open the list' });
    expect(link).toHaveAttribute('href', '/home/shoppinglist/1');

    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Weekly shop' }, WAIT)).toBeVisible();
    expect(router.state.location.pathname).toBe('/home/shoppinglist/1');
    expect(await screen.findByRole('checkbox', { name: '50 g Rolled oats' }, WAIT)).toBeVisible();
    expect(screen.queryByText('Added to Weekly shop.')).not.toBeInTheDocument();
  });

  it('links the planner confirmation to the day the recipe went to', async () => {
    const { user } = await openAfterLogIn('premium@example.com', {
      landing: 'New Beginnings',
      path: '/home/recipes/2001',
    });
    await user.click(await screen.findByRole('button', { name: 'Add to planner' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Add to planner' }, WAIT);
    await user.selectOptions(within(dialog).getByLabelText('Meal'), 'Snack');
    await user.click(within(dialog).getByRole('button', { name: 'Add to planner' }));

    const toast = (
      await screen.findByText(
        'Overnight oats with berries added to your planner for snack.',
        {},
        WAIT,
      )
    ).closest('[role="status"]') as HTMLElement;
    expect(within(toast).getByRole('link', { name: 'Open the planner' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/home\/dailyplanner\/\d{4}-\d{2}-\d{2}$/),
    );
  });
  it('links the favourite confirmation to the favourites list, where removing one says so without a link', async () => {
    const { user, router } = await openAfterLogIn('premium@example.com', {
      landing: 'New Beginnings',
      path: '/home/recipes/2001',
    });
    await user.click(
      await screen.findByRole('button', { name: 'Favourite Overnight oats with berries' }, WAIT),
    );
    const toast = (
      await screen.findByText('Overnight oats with berries added to your favourites.', {}, WAIT)
    ).closest('[role="status"]') as HTMLElement;
    const link = within(toast).getByRole('link', { name: 'See your favourites' });
    expect(link).toHaveAttribute('href', '/home/recipes?favourites=1');

    await user.click(link);
    expect(await screen.findByText('1 recipe', {}, WAIT)).toBeVisible();
    expect(router.state.location.search).toBe('?favourites=1');
    expect(screen.getByRole('button', { name: 'Favourites only' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Favourite Overnight oats with berries' }));
    const removed = (
      await screen.findByText('Overnight oats with berries removed from your favourites.', {}, WAIT)
    ).closest('[role="status"]') as HTMLElement;
    expect(within(removed).queryByRole('link')).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { exploreRoutes } from '../routes';

describe('explore', { timeout: 40_000 }, () => {
  it('keeps the search and the tab when the member comes back from a result', async () => {
    await logInAs('premium@example.com');
    const router = renderRoutes(exploreRoutes, '/home/explore', {
      more: [{ path: '/home/recipes/:id', element: <h1>recipe</h1> }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Recipes' }));
    await user.type(screen.getByLabelText('Search'), 'oats');
    const result = await screen.findByRole('link', { name: /Overnight oats with berries/ });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=recipe&q=oats'));
    await user.click(result);
    expect(await screen.findByRole('heading', { name: 'recipe' })).toBeInTheDocument();

    await router.navigate(-1);
    expect(
      await screen.findByRole('link', { name: /Overnight oats with berries/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('oats');
    expect(screen.getByRole('tab', { name: 'Recipes' })).toHaveAttribute('aria-selected', 'true');

    // The Explore link (nothing in the address) opens the Workouts tab with an empty field.
    await router.navigate('/home/explore');
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''));
    expect(screen.getByRole('tab', { name: 'Workouts' })).toHaveAttribute('aria-selected', 'true');
  });
});

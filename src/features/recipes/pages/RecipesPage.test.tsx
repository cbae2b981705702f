import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { recipesRoutes } from '../routes';

describe('recipes list', { timeout: 40_000 }, () => {
  it('keeps the search and "Favourites only" when the member comes back from a recipe', async () => {
    await logInAs('premium@example.com');
    const router = renderRoutes(recipesRoutes, '/home/recipes');
    const user = userEvent.setup();
    expect(await screen.findByText('15 recipes')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search recipes'), 'oats');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 recipe')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: /Overnight oats with berries/ }));
    expect(
      // The recipe screen's code loads on the first visit: a busy machine can take a while.
      await screen.findByRole(
        'heading',
        { name: 'Overnight oats with berries' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();

    await router.navigate(-1);
    expect(await screen.findByText('1 recipe')).toBeInTheDocument();
    expect(screen.getByLabelText('Search recipes')).toHaveValue('oats');

    await user.click(screen.getByRole('button', { name: 'Favourites only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=oats&favourites=1'));
    expect(await screen.findByText('You have no favourite recipes yet.')).toBeInTheDocument();

    // The Recipes link (no search in the address) shows every recipe again, with an empty field.
    await router.navigate('/home/recipes');
    expect(await screen.findByText('15 recipes')).toBeInTheDocument();
    expect(screen.getByLabelText('Search recipes')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Favourites only' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('a recipe outside the member’s tier', { timeout: 40_000 }, () => {
  it('shows a fitness-only member its card and the way to Premium, not the recipe', async () => {
    await logInAs('fitnessonly@example.com');
    renderRoutes(recipesRoutes, '/home/recipes/2001');
    expect(
      // The recipe screen's code loads on the first visit: a busy machine can take a while.
      await screen.findByRole(
        'heading',
        { name: 'Overnight oats with berries' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Recipes and meal plans are part of Premium. Upgrade to cook every one of them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/home/profile/upgrade-downgrade',
    );
    expect(screen.queryByRole('heading', { name: 'Ingredients' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to planner' })).not.toBeInTheDocument();
  });
});

describe('a recipe’s servings', { timeout: 40_000 }, () => {
  it('stay between 1 and 12 however often Fewer or More is pressed, never NaN', async () => {
    await logInAs('premium@example.com');
    renderRoutes(recipesRoutes, '/home/recipes/2001');
    const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
    const user = userEvent.setup();
    const servings = screen.getByLabelText('Servings');
    const fewer = screen.getByRole('button', { name: 'Fewer servings' });
    const more = screen.getByRole('button', { name: 'More servings' });
    expect(servings).toHaveValue(1);
    expect(fewer).toBeDisabled();

    for (let press = 0; press < 5; press += 1) await user.click(fewer);
    expect(servings).toHaveValue(1);
    expect(ingredients).toHaveTextContent('50 g Rolled oats');

    for (let press = 0; press < 20; press += 1) await user.click(more);
    expect(servings).toHaveValue(12);
    expect(more).toBeDisabled();
    expect(fewer).toBeEnabled();
    expect(ingredients).toHaveTextContent('600 g Rolled oats');
    expect(ingredients).not.toHaveTextContent('NaN');

    for (let press = 0; press < 15; press += 1) await user.click(fewer);
    expect(servings).toHaveValue(1);
    expect(fewer).toBeDisabled();
    expect(ingredients).not.toHaveTextContent('NaN');
  });
});

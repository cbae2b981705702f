import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { logInAs } from '@/lib/testing/logInAs';
import { recipesRoutes } from '../routes';

describe('a recipe sold separately', { timeout: 40_000 }, () => {
  it('shows its card and price with the one-time purchase, not its ingredients or method', async () => {
    await logInAs('premium@example.com');
    renderRoutes(recipesRoutes, '/home/recipes/2090');
    expect(
      await screen.findByRole('heading', { name: "Chef Ana's Sunday roast" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This recipe is sold separately: £1.99, yours to keep.',
    );
    expect(await screen.findByRole('button', { name: 'Buy for £1.99' })).toBeInTheDocument();
    expect(screen.queryByText(/Whole chicken/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });
});

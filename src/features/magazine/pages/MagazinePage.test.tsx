import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { magazineRoutes } from '../routes';

const home = magazineRoutes.filter((route) => route.path === '/magazine');

describe('/magazine', { timeout: 40_000 }, () => {
  it('keeps the search when the reader comes back from an article', async () => {
    const router = renderRoutes(home, '/magazine', {
      more: [{ path: '/magazine/:sectionId/:articleId', element: <h1>article</h1> }],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search the magazine'), 'swaps');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=swaps'));
    await user.click(await screen.findByRole('link', { name: /10 swaps for a lighter summer/ }));
    expect(await screen.findByRole('heading', { name: 'article' })).toBeInTheDocument();

    await router.navigate(-1);
    expect(
      await screen.findByRole('list', { name: 'Articles matching swaps' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Search the magazine')).toHaveValue('swaps');

    // The Magazine link (nothing in the address) shows no search results and an empty field.
    await router.navigate('/magazine');
    await waitFor(() => expect(screen.getByLabelText('Search the magazine')).toHaveValue(''));
    expect(screen.queryByRole('list', { name: 'Articles matching swaps' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { blogRoutes } from '../routes';

const list = blogRoutes.filter((route) => route.path === '/blog');

describe('/blog', { timeout: 40_000 }, () => {
  it('keeps the category and the search when the reader comes back from an article', async () => {
    const router = renderRoutes(list, '/blog', {
      more: [{ path: '/blog/:blogId', element: <h1>article</h1> }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fitness' }));
    await user.type(screen.getByLabelText('Search articles'), 'strength');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Fitness&q=strength'));
    await user.click(await screen.findByRole('link', { name: /How to start strength training/ }));
    expect(await screen.findByRole('heading', { name: 'article' })).toBeInTheDocument();

    await router.navigate(-1);
    expect(
      await screen.findByRole('link', { name: /How to start strength training/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Five stretches for desk workers/ })).toBeNull();
    expect(screen.getByLabelText('Search articles')).toHaveValue('strength');
    expect(screen.getByRole('button', { name: 'Fitness' })).toHaveAttribute('aria-pressed', 'true');

    // The Blog link (nothing in the address) shows every article with an empty field.
    await router.navigate('/blog');
    expect(
      await screen.findByRole('link', { name: /Five stretches for desk workers/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Search articles')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });
});

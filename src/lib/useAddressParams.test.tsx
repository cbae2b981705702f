import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useAddressParams } from './useAddressParams';

/** A tab click and a search that settles before the page has rendered the tab. */
function Explore() {
  const [params, change] = useAddressParams();
  return (
    <>
      <p>Tab: {params.get('tab') ?? 'workout'}</p>
      <button
        type="button"
        onClick={() => {
          change({ tab: 'recipe' });
          change({ q: 'oats' });
        }}
      >
        Recipes, then the search
      </button>
      <button type="button" onClick={() => change({ tab: null, q: '' })}>
        Clear
      </button>
      <button type="button" onClick={() => change({ q: 'kale' })}>
        Search kale
      </button>
    </>
  );
}

describe('useAddressParams', () => {
  it('builds each change on the last one asked for, not on the last render', async () => {
    const router = createMemoryRouter([{ path: '/home/explore', element: <Explore /> }], {
      initialEntries: ['/home/explore?clicked=1'],
    });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Recipes, then the search' }));
    expect(await screen.findByText('Tab: recipe')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?clicked=1&tab=recipe&q=oats');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Tab: workout')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?clicked=1');
  });

  it('starts again from the address when it moves on without the page (Back, a link)', async () => {
    const router = createMemoryRouter([{ path: '/home/explore', element: <Explore /> }], {
      initialEntries: ['/home/explore?tab=resource'],
    });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Recipes, then the search' }));
    await screen.findByText('Tab: recipe');
    await router.navigate('/home/explore?tab=resource');
    expect(await screen.findByText('Tab: resource')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search kale' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=resource&q=kale'));
    expect(screen.getByText('Tab: resource')).toBeInTheDocument();
  });
});

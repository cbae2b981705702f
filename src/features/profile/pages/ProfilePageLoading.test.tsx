import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { logInAs } from '@/lib/testing/logInAs';

// The account sections' code comes in over a slow connection: a second after it is asked for.
vi.mock('../components/account/AccountSections', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return importOriginal();
});

describe('/home/profile on a slow connection', { timeout: 40_000 }, () => {
  it('shows the payment cards only with the account sections above them, so nothing moves under a tap', async () => {
    await logInAs('premium@example.com');
    window.history.pushState({}, '', '/home/profile');
    render(<RouterProvider router={createAppRouter()} />);

    const addCard = await screen.findByRole('button', { name: 'Add a card' }, { timeout: 8000 });
    // The last of the account sections is already on the page: Add a card will not be pushed down.
    expect(screen.getByRole('heading', { name: 'Signup quiz' })).toBeInTheDocument();
    expect(addCard).toBeVisible();
  });
});

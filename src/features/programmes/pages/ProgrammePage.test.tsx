import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { programmesRoutes } from '../routes';

// The one-time purchase's code comes in over a slow connection: 300 ms after it is asked for.
vi.mock('@/features/plans', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return importOriginal();
});

describe('a programme address', { timeout: 40_000 }, () => {
  it('whose number is not one says so, with no Try again that cannot load anything', async () => {
    await logInAs('premium@example.com');
    renderRoutes(programmesRoutes, '/home/folder/abc');
    expect(await screen.findByText('This folder could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('a programme sold separately', { timeout: 40_000 }, () => {
  it("answered at once with the popup's Buy this programme, focuses the purchase once it has loaded", async () => {
    const user = userEvent.setup();
    await logInAs('premium@example.com');
    renderRoutes(programmesRoutes, '/home/folder/1060');
    const access = await screen.findByRole('dialog', { name: 'Alert' });
    // Answered before the purchase's code has come in: the button is not on the page yet.
    expect(screen.queryByRole('button', { name: 'Buy for £9.99' })).not.toBeInTheDocument();
    await user.click(within(access).getByRole('button', { name: 'Buy this programme' }));
    const buy = await screen.findByRole('button', { name: 'Buy for £9.99' });
    await waitFor(() => expect(buy).toHaveFocus());
  });
});

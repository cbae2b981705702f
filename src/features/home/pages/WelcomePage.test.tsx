import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { logInAs } from '@/lib/testing/logInAs';
import { homeRoutes } from '../routes';

describe('/home/home2, the welcome section', { timeout: 40_000 }, () => {
  it('greets the member with the server’s welcome, lists Get started and leads on to the dashboard', async () => {
    await logInAs('premium@example.com');
    const router = renderRoutes(homeRoutes, '/home/home2');
    expect(await screen.findByRole('heading', { name: 'Hello, Priya' })).toBeInTheDocument();
    expect(screen.getByText('Ready for today? Your plan is waiting.')).toBeInTheDocument();
    const getStarted = screen.getByRole('region', { name: 'Get started' });
    expect(await within(getStarted).findByText('Set your goals')).toBeInTheDocument();
    expect(within(getStarted).getByText('Start New Beginnings')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to my dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { injectedFailures } from '../../mocks/failures';

function renderAppAt(path: string) {
  window.history.pushState({}, '', path);
  const router = createAppRouter();
  render(<RouterProvider router={router} />);
  return router;
}

describe('app shell, guards and sign-in', () => {
  it('sends a visitor from a member page to login and back after logging in', async () => {
    const router = renderAppAt('/home');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Email'), 'premium@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByRole('heading', { name: 'Hello, Priya' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    // The sections below Today come with their own code, beside the page's data.
    expect(await screen.findByRole('heading', { name: 'Recommended workout' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authorization')).toMatch(/^member\./);
  });

  it("shows the server's message in the popup when the dashboard fails", async () => {
    injectedFailures.add('dashboard_new', 'The dashboard is resting.');
    renderAppAt('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'free@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('The dashboard is resting.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("'Unauthorized Access!' mid-session clears the session and goes to login", async () => {
    renderAppAt('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'free@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password1!');
    injectedFailures.add('dashboard_new', 'Unauthorized Access!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 });
    await waitFor(() => expect(window.localStorage.getItem('authorization')).toBeNull());
    expect(window.localStorage.getItem('redirect_after_login')).toBe('/home');
  });
});

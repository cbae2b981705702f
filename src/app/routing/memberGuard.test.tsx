import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '../router';
import { db } from '../../../mocks/db/store';
import { memberFlags } from './memberFlags';

/** Gives a demo member extra fields of the user check reply. */
function setMemberFields(email: string, fields: Record<string, unknown>) {
  db.update((state) => {
    const user = state.users.find((entry) => entry.email === email);
    if (user) Object.assign(user, fields);
  });
}

async function logIn(email: string) {
  window.history.pushState({}, '', '/login');
  const router = createAppRouter();
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Password1!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return router;
}

async function logInAt(path: string, email: string) {
  const router = await logIn(email);
  // Signed in: the member home, or the member's pinned start page.
  await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'), { timeout: 8000 });
  await router.navigate(path);
  return router;
}

describe('the route guard with the member’s flags', () => {
  it('refuses a blocked screen opened by its address: the member is asked to upgrade', async () => {
    setMemberFields('premium@example.com', { unauthorized: ['folder'] });
    const router = await logInAt('/home/folder/1060', 'premium@example.com');
    await screen.findByRole('heading', { name: 'Upgrade/Downgrade' }, { timeout: 8000 });
    expect(router.state.location.pathname).toBe('/home/profile/upgrade-downgrade');
    expect(router.state.location.search).toBe('?goBack=%2Fhome');
  });

  it('opens the same screen for a member whose list does not block it', async () => {
    setMemberFields('premium@example.com', { unauthorized: ['recipe'] });
    const router = await logInAt('/home/chatlist', 'premium@example.com');
    // The flags arrive with the member's user check, which may answer after the screen opened.
    await waitFor(() => expect(memberFlags.get().unauthorized).toEqual(['recipe']));
    expect(router.state.location.pathname).toBe('/home/chatlist');
  });

  it('follows the forced redirect to /unsupported-browser, and to the member home', async () => {
    setMemberFields('free@example.com', { force_unsupported_browser: 1 });
    const router = await logIn('free@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsupported-browser'), {
      timeout: 8000,
    });
    await router.navigate('/home/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsupported-browser'));
    expect(
      await screen.findByRole('heading', { name: 'Improve Your Experience' }),
    ).toBeInTheDocument();

    memberFlags.set({ forceHome: true, forceUnsupported: false, unauthorized: [] });
    await router.navigate('/home/chatlist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

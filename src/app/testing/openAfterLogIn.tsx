import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';

const WAIT = { timeout: 8000 };

/**
 * Screen tests through the whole app: a demo account logs in through the /login form, waits for
 * the page it lands on (`landing`, a heading: the member home, a pinned programme), then the app
 * opens `path`, if one is given. `beforeOpening` runs in between (a failure to inject, say). Returns the user and
 * the router.
 */
export async function openAfterLogIn(
  email: string,
  {
    landing,
    path,
    beforeOpening = () => {},
  }: { landing: string; path?: string; beforeOpening?: () => void },
) {
  window.history.pushState({}, '', '/login');
  const router = createAppRouter();
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Password1!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { name: landing }, WAIT);
  beforeOpening();
  if (path) await router.navigate(path);
  return { user, router };
}

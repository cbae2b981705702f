import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { injectedFailures } from '../../../../mocks/failures';

const WAIT = { timeout: 8000 };

describe('/home/profile', () => {
  it("shows a failed subscription call's server message with a retry, then the plan once it answers", async () => {
    window.history.pushState({}, '', '/login');
    const router = createAppRouter();
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'premium@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // premium@example.com lands on the programme pinned as the start page.
    await screen.findByRole('heading', { name: 'New Beginnings' }, WAIT);

    injectedFailures.add(
      'get_user_subscription_details',
      'Subscriptions are resting for a moment.',
    );
    await router.navigate('/home/profile');
    const membership = await screen.findByRole('region', { name: 'Membership' }, WAIT);
    const alert = await within(membership).findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('Subscriptions are resting for a moment.');
    expect(
      within(membership).queryByRole('link', { name: 'Cancel or pay less' }),
    ).not.toBeInTheDocument();

    injectedFailures.clear();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(membership).findByText(/Premium member · Premium/, {}, WAIT),
    ).toBeInTheDocument();
    expect(within(membership).queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(membership).getByRole('link', { name: 'Cancel or pay less' }),
    ).toBeInTheDocument();
  });
});

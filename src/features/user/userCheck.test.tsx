import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { db } from '../../../mocks/db/store';

async function logInAs(email: string) {
  window.history.pushState({}, '', '/login');
  render(<RouterProvider router={createAppRouter()} />);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Password1!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the user check reply is read strictly', () => {
  it('shows an unreadable membership type as an error, never a Premium member as Free', async () => {
    db.update((data) => {
      const premium = data.users.find((candidate) => candidate.email === 'premium@example.com');
      if (premium) Object.assign(premium, { type: 'gold' });
    });
    await logInAs('premium@example.com');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent(
      'Something went wrong. The server sent a reply we could not read (0.type).',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hello, Priya' })).not.toBeInTheDocument();
    expect(screen.queryByText(/upgrade to premium/i)).not.toBeInTheDocument();
  });

  it.each(['has_trial7', 'has_trial30', 'gift_credit_balance', 'next_purchased_date', 'is_staff'])(
    'shows a user record without %s as the failure with Try again, never a default',
    async (field) => {
      db.update((data) => {
        const premium = data.users.find((candidate) => candidate.email === 'premium@example.com');
        if (premium) delete premium[field];
      });
      await logInAs('premium@example.com');
      const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
      expect(alert).toHaveTextContent(
        `Something went wrong. The server sent a reply we could not read (0.${field}).`,
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Hello, Priya' })).not.toBeInTheDocument();
    },
  );

  it('reads a good reply as the member it describes', async () => {
    // nochats@example.com is Premium with no pinned start page, so signing in lands on /home.
    await logInAs('nochats@example.com');
    expect(
      await screen.findByRole('heading', { name: 'Hello, Nora' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});

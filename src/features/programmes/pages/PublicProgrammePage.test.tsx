import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { authSession } from '@/lib/auth';
import { db } from '../../../../mocks/db/store';
import { programmesRoutes } from '../routes';

const details = () => screen.findByRole('heading', { name: 'Buy without an account' });

async function fillDetails(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByLabelText('First name'), 'Robin');
  await user.type(screen.getByLabelText('Last name'), 'Vale');
  await user.type(screen.getByLabelText('Email'), email);
}

describe('buying a programme without an account', { timeout: 40_000 }, () => {
  it('says beside each field what is missing or wrong, and sends nothing until it is right', async () => {
    const user = userEvent.setup();
    renderRoutes(programmesRoutes, '/folder/1060');
    await details();
    expect(screen.getByLabelText('First name')).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', '254');
    await user.click(screen.getByRole('button', { name: 'Continue to pay £9.99' }));
    expect(screen.getByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name.')).toBeInTheDocument();
    expect(screen.getByText('please enter valid email id')).toBeInTheDocument();

    await user.type(screen.getByLabelText('First name'), '   ');
    await user.type(screen.getByLabelText('Last name'), 'Vale');
    await user.type(screen.getByLabelText('Email'), 'robin@example');
    await user.click(screen.getByRole('button', { name: 'Continue to pay £9.99' }));
    expect(screen.getByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your last name.')).not.toBeInTheDocument();
    expect(screen.getByText('please enter valid email id')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pay by card' })).not.toBeInTheDocument();
    expect(db.get().unregisteredUsers).toEqual([]);
  });

  it("keeps the visitor's details and step through a reload", async () => {
    const user = userEvent.setup();
    renderRoutes(programmesRoutes, '/folder/1060');
    await details();
    await fillDetails(user, 'robin@example.com');
    cleanup();
    renderRoutes(programmesRoutes, '/folder/1060');
    expect(await screen.findByLabelText('First name')).toHaveValue('Robin');
    expect(screen.getByLabelText('Email')).toHaveValue('robin@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to pay £9.99' }));
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
    cleanup();
    renderRoutes(programmesRoutes, '/folder/1060');
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
    expect(screen.getByText(/Robin Vale, robin@example.com/)).toBeInTheDocument();
  });

  it("sends a member's email to log in instead, beside the email field", async () => {
    const user = userEvent.setup();
    renderRoutes(programmesRoutes, '/folder/1060');
    await details();
    await fillDetails(user, 'free@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to pay £9.99' }));
    expect(
      await screen.findByText(
        'This email already belongs to a member. Please log in to buy this programme.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to buy' })).toHaveAttribute('href', '/login');
  });

  it('pays by card, opens the programme, and asks for the password twice before making a member', async () => {
    const user = userEvent.setup();
    const router = renderRoutes(programmesRoutes, '/folder/1060');
    await details();
    await fillDetails(user, 'robin@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to pay £9.99' }));
    await screen.findByRole('heading', { name: 'Pay by card' });
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.selectOptions(screen.getByLabelText('Expiry month'), '12');
    await user.selectOptions(
      screen.getByLabelText('Expiry year'),
      String(new Date().getFullYear() + 1),
    );
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay £9.99' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('This programme is yours. Open any session below.'),
    ).toBeVisible();
    expect(db.get().unregisteredUsers).toMatchObject([
      { first_name: 'Robin', last_name: 'Vale', email: 'robin@example.com', folder_id: 1060 },
    ]);
    expect(db.get().payments.at(-1)).toMatchObject({
      path: 'auth_un/un_stripe_intent',
      body: { product_type: 'folder', product_type_id: 1060, product_price: 9.99 },
    });

    await screen.findByText(/Set a password for robin@example.com/);
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(screen.getByText('Your password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please type your password again.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Robin123!');
    await user.type(screen.getByLabelText('Confirm password'), 'Robin124!');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(db.get().users.some((member) => member.email === 'robin@example.com')).toBe(false);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Robin123!');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/folder/1060'));
    const member = db.get().users.find((candidate) => candidate.email === 'robin@example.com');
    expect(member).toMatchObject({ type: 1, first_name: 'Robin' });
    expect(db.get().purchases).toContainEqual(
      expect.objectContaining({ user_id: member?.user_id, product_type_id: 1060 }),
    );
    expect(authSession.memberToken()).toBeTruthy();
    expect(authSession.buyerToken()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { authSession } from '@/lib/auth';
import { bodiesSentTo, callsTo } from '@/lib/testing/serverReceived';
import { authRoutes } from '../routes';

const REGISTER = '/hypno/login?register=1';

function field(label: string) {
  return screen.getByLabelText(label, { exact: true });
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(field('First name'), 'Hana');
  await user.type(field('Last name'), 'Calm');
  await user.type(field('Email'), email);
  await user.type(field('Password'), 'Breathe12!');
  await user.type(field('Confirm password'), 'Breathe12!');
}

describe('hypnotherapy registration at /hypno/login', () => {
  it('is offered from the login, and says what is wrong beside each field, sending nothing', async () => {
    const user = userEvent.setup();
    const router = renderRoutes(authRoutes, '/hypno/login');
    await user.click(await screen.findByRole('link', { name: 'Create a hypnotherapy account' }));
    expect(router.state.location.search).toBe('?register=1');
    const sent = callsTo('/auth_fc/register');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your first name.')).toBeVisible();
    expect(screen.getByText('Please enter your last name.')).toBeVisible();
    expect(screen.getByText('Please enter your email address.')).toBeVisible();
    expect(screen.getByText('Please enter a password.')).toBeVisible();
    expect(screen.getByText('Please confirm your password.')).toBeVisible();
    expect(field('First name')).toHaveFocus();

    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Password'), 'short');
    await user.type(field('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('please enter valid email id')).toBeVisible();
    expect(screen.getByText('Your password must be at least 8 characters.')).toBeVisible();
    expect(screen.getByText('The passwords do not match.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('holds every text field to its length', async () => {
    renderRoutes(authRoutes, REGISTER);
    await screen.findByRole('button', { name: 'Create account' });
    expect(field('First name')).toHaveAttribute('maxLength', '50');
    expect(field('Last name')).toHaveAttribute('maxLength', '50');
    expect(field('Email')).toHaveAttribute('maxLength', '254');
    expect(field('Password')).toHaveAttribute('maxLength', '128');
    expect(field('Confirm password')).toHaveAttribute('maxLength', '128');
  });

  it('says beside the email when it already has an account, once it is left', async () => {
    const user = userEvent.setup();
    renderRoutes(authRoutes, REGISTER);
    await user.type(await screen.findByLabelText('Email'), 'hypno@example.com');
    await user.tab();
    expect(
      await screen.findByText('This email is already registered. Please log in instead.'),
    ).toBeVisible();
    const sent = callsTo('/auth_fc/register');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(sent).toEqual([]);
  });

  it('keeps the names and email through a reload, never the passwords', async () => {
    const user = userEvent.setup();
    renderRoutes(authRoutes, REGISTER);
    await screen.findByRole('button', { name: 'Create account' });
    await fillAccount(user, 'hana.calm@example.com');
    cleanup();
    renderRoutes(authRoutes, REGISTER);
    await screen.findByRole('button', { name: 'Create account' });
    expect(field('First name')).toHaveValue('Hana');
    expect(field('Last name')).toHaveValue('Calm');
    expect(field('Email')).toHaveValue('hana.calm@example.com');
    expect(field('Password')).toHaveValue('');
    expect(window.sessionStorage.getItem('hypno_register_draft')).not.toContain('Breathe');
  });

  it('registers with auth_fc/register and opens the new account’s folder', async () => {
    const user = userEvent.setup();
    const router = renderRoutes(authRoutes, REGISTER, {
      more: [{ path: '/hypno/folder/:id', element: <p>Folder page</p> }],
    });
    await screen.findByRole('button', { name: 'Create account' });
    const bodies = bodiesSentTo('/auth_fc/register');
    await fillAccount(user, 'hana.calm@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Folder page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/hypno/folder/501');
    expect(bodies).toEqual([
      {
        account: 'hypno',
        first_name: 'Hana',
        last_name: 'Calm',
        email: 'hana.calm@example.com',
        password: 'Breathe12!',
        confirm_password: 'Breathe12!',
      },
    ]);
    expect(authSession.hypnoToken()).toBeTruthy();
    // The draft is done with.
    expect(window.sessionStorage.getItem('hypno_register_draft')).toBeNull();
  });
});

describe('hypnotherapy forgot password', () => {
  it('asks auth_fc/forgot_password for the link and shows the same answer for any address', async () => {
    const user = userEvent.setup();
    renderRoutes(authRoutes, '/hypno/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    const bodies = bodiesSentTo('/auth_fc/forgot_password');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(within(dialog).getByText('please enter valid email id')).toBeVisible();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('maxLength', '254');
    await user.type(within(dialog).getByLabelText('Email'), 'hypno@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'If the address is registered, we have sent a link.',
    );
    expect(bodies).toEqual([{ email: 'hypno@example.com' }]);
  });
});

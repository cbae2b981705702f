import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { openAfterLogIn } from '@/app/testing/openAfterLogIn';
import { store } from '@/app/store';
import { api } from '@/lib/api';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/db/store';
import { newMockUser } from '../../../../mocks/db/users';
import { injectedFailures } from '../../../../mocks/failures';

const WAIT = { timeout: 8000 };
/** Logging in and typing on a busy 2-core machine. */
const SLOW = 60_000;

/** Paths and bodies the mock server received for the invite and affiliate calls. */
function received() {
  const calls: { path: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/.*mock-api\//, '');
    if (!/dashboard_new\/|affiliate_analytics/.test(path)) return;
    void request
      .clone()
      .json()
      .then((body: unknown) => calls.push({ path, body }));
  });
  return calls;
}

const bodiesOf = (calls: { path: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body);

async function openAs(path: string, email = 'premium@example.com') {
  return openAfterLogIn(email, { landing: 'New Beginnings', path });
}

function visit(path: string) {
  window.history.pushState({}, '', path);
  const router = createAppRouter();
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

afterEach(() => {
  store.dispatch(api.util.resetApiState());
  server.events.removeAllListeners();
});

describe('/home/invite', () => {
  it(
    'shows the code and link, copies the link with a confirmation, and lists friends and earnings in pounds',
    async () => {
      const { user } = await openAs('/home/invite');
      await screen.findByRole('heading', { name: 'Invite your friends' }, WAIT);
      expect(await screen.findByText('PRIYA102', {}, WAIT)).toBeVisible();
      const link = screen.getByLabelText('Referral link');
      expect(link).toHaveValue(`${window.location.origin}/invite?ref=PRIYA102`);

      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(
        await screen.findByText('Link copied. Paste it anywhere to invite a friend.'),
      ).toBeVisible();
      expect(await navigator.clipboard.readText()).toBe(
        `${window.location.origin}/invite?ref=PRIYA102`,
      );

      const totals = screen.getByText('Friends who joined').closest('dl');
      expect(totals).not.toBeNull();
      expect(within(totals as HTMLElement).getByText('4')).toBeVisible();
      expect(within(totals as HTMLElement).getByText('£30.00')).toBeVisible();
      const history = await screen.findByRole('list', { name: 'Friends you referred' }, WAIT);
      const items = within(history).getAllByRole('listitem');
      expect(items.map((item) => item.querySelector('.invite-history__name')?.textContent)).toEqual(
        ['Ella Rose', 'Maya Singh', 'Lou Parker', 'Kate Hill'],
      );
      expect(within(items[0] as HTMLElement).getByText('Pending')).toBeVisible();
      expect(within(items[0] as HTMLElement).getByText(/£10\.00/)).toBeVisible();
    },
    SLOW,
  );

  it(
    'shares the link through the browser when it offers sharing',
    async () => {
      const share = vi.fn(() => Promise.resolve());
      Object.defineProperty(window.navigator, 'share', { value: share, configurable: true });
      try {
        const { user } = await openAs('/home/invite');
        await user.click(await screen.findByRole('button', { name: 'Share' }, WAIT));
        expect(share).toHaveBeenCalledWith({
          title: 'Join me at RWL',
          text: 'Join me at RWL with my code PRIYA102.',
          url: `${window.location.origin}/invite?ref=PRIYA102`,
        });
        expect(await screen.findByText('Thanks for sharing your link.')).toBeVisible();
      } finally {
        Reflect.deleteProperty(window.navigator, 'share');
      }
    },
    SLOW,
  );

  it(
    'counts a member who registered with the code as a pending referral',
    async () => {
      db.update((data) => {
        data.users.push(
          newMockUser({
            user_id: 450,
            email: 'ada@example.com',
            first_name: 'Ada',
            last_name: 'Lovelace',
            referral_code: 'priya102',
          }),
        );
      });
      await openAs('/home/invite');
      const history = await screen.findByRole('list', { name: 'Friends you referred' }, WAIT);
      const first = within(history).getAllByRole('listitem')[0] as HTMLElement;
      expect(within(first).getByText('Ada Lovelace')).toBeVisible();
      expect(within(first).getByText('Pending')).toBeVisible();
      const totals = screen.getByText('Friends who joined').closest('dl') as HTMLElement;
      expect(within(totals).getByText('5')).toBeVisible();
      // Paid referrals only: still £30.00 earned.
      expect(within(totals).getByText('£30.00')).toBeVisible();
    },
    SLOW,
  );

  it(
    'refuses an invalid invite email next to its field with nothing sent, then sends the filled rows',
    async () => {
      const calls = received();
      const { user } = await openAs('/home/invite');
      await user.type(await screen.findByLabelText('Friend 1 first name', {}, WAIT), 'Kate');
      await user.type(screen.getByLabelText('Friend 1 email'), 'kate@example.com');
      await user.type(screen.getByLabelText('Friend 2 first name'), 'Lou');
      await user.type(screen.getByLabelText('Friend 2 email'), 'lou@example');
      await user.click(screen.getByRole('button', { name: 'Send invites' }));

      const second = screen.getByLabelText('Friend 2 email');
      expect(second).toHaveAttribute('aria-invalid', 'true');
      expect(second).toHaveAccessibleDescription('please enter valid email id');
      expect(second).toHaveFocus();
      expect(bodiesOf(calls, 'dashboard_new/invite_friends')).toEqual([]);

      await user.clear(second);
      await user.type(second, 'lou@example.com');
      await user.click(screen.getByRole('button', { name: 'Send invites' }));
      expect(await screen.findByText('Your invites are on their way.', {}, WAIT)).toBeVisible();
      expect(bodiesOf(calls, 'dashboard_new/invite_friends')).toEqual([
        {
          friends: [
            { first_name: 'Kate', email: 'kate@example.com' },
            { first_name: 'Lou', email: 'lou@example.com' },
          ],
        },
      ]);
      expect(screen.getByLabelText('Friend 1 first name')).toHaveValue('');
      expect(db.get().invitedFriends.filter((row) => row.user_id === 102)).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'links PayPal after refusing a bad email, and refuses a bad sort code before linking a bank account',
    async () => {
      const calls = received();
      const { user } = await openAs('/home/invite');
      const paypal = await screen.findByLabelText('PayPal email', {}, WAIT);
      await user.type(paypal, 'priya@paypal');
      await user.click(screen.getByRole('button', { name: 'Link PayPal' }));
      expect(paypal).toHaveAccessibleDescription('please enter valid email id');
      expect(bodiesOf(calls, 'dashboard_new/link_paypal_account')).toEqual([]);

      await user.clear(paypal);
      await user.type(paypal, 'priya@example.com');
      await user.click(screen.getByRole('button', { name: 'Link PayPal' }));
      expect(await screen.findByText('Your PayPal account is linked.', {}, WAIT)).toBeVisible();
      expect(await screen.findByText('Payouts go to priya@example.com.', {}, WAIT)).toBeVisible();
      expect(bodiesOf(calls, 'dashboard_new/link_paypal_account')).toEqual([
        { paypal_email: 'priya@example.com' },
      ]);

      await user.type(screen.getByLabelText('Account holder name'), 'Priya Premium');
      await user.type(screen.getByLabelText('Sort code'), '12-34-5');
      await user.type(screen.getByLabelText('Account number'), '12345678');
      await user.click(screen.getByRole('button', { name: 'Link bank account' }));
      const sortCode = screen.getByLabelText('Sort code');
      expect(sortCode).toHaveAccessibleDescription('Please enter a 6-digit sort code.');
      expect(sortCode).toHaveFocus();
      expect(bodiesOf(calls, 'dashboard_new/link_bank_account')).toEqual([]);

      await user.type(sortCode, '6');
      await user.click(screen.getByRole('button', { name: 'Link bank account' }));
      expect(await screen.findByText('Your bank account is linked.', {}, WAIT)).toBeVisible();
      expect(bodiesOf(calls, 'dashboard_new/link_bank_account')).toEqual([
        { full_name: 'Priya Premium', sort_code: '123456', account_number: '12345678' },
      ]);
      expect(
        await screen.findByText(
          'Payouts go to the account ****5678, sort code **-**-56.',
          {},
          WAIT,
        ),
      ).toBeVisible();
    },
    SLOW,
  );

  it(
    'shows the server message when linking fails and keeps what was typed',
    async () => {
      const { user } = await openAs('/home/invite');
      injectedFailures.add('link_paypal_account', 'PayPal is not available right now.');
      const paypal = await screen.findByLabelText('PayPal email', {}, WAIT);
      await user.type(paypal, 'priya@example.com');
      await user.click(screen.getByRole('button', { name: 'Link PayPal' }));
      const alert = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
      expect(within(alert).getByText('PayPal is not available right now.')).toBeVisible();
      await user.click(within(alert).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(paypal).toHaveValue('priya@example.com'));
    },
    SLOW,
  );
});

describe('/invite and /aff-invite', () => {
  it(
    'greets a visitor by the inviter’s name, counts the visit and joins with the code and offer',
    async () => {
      const calls = received();
      visit('/invite?ref=PRIYA102');
      expect(
        await screen.findByRole('heading', { name: 'Priya invited you to RWL' }, WAIT),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Join with my friend’s offer' })).toHaveAttribute(
        'href',
        '/reg1?planid=3&subplanid=2&couponcode=REFER&utm_page=invite&referral_code=PRIYA102',
      );
      expect(bodiesOf(calls, 'frontend/affiliate_analytics')).toEqual([
        { refer_code: 'PRIYA102', landing_page: 'invite' },
      ]);
    },
    SLOW,
  );

  it(
    'tells a visitor an unknown link is not valid and still lets them join from /aff-invite',
    async () => {
      visit('/aff-invite?ref=NOPE9999');
      expect(await screen.findByText('This invite link is not valid.', {}, WAIT)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Start my free trial' })).toHaveAttribute(
        'href',
        '/reg1?utm_page=aff-invite',
      );
    },
    SLOW,
  );

  it(
    'sends a signed-in member on to their own invite page, without counting a visit',
    async () => {
      const calls = received();
      const { user, router } = await openAs('/invite?ref=PRIYA102');
      expect(
        await screen.findByRole('heading', { name: 'You are already a member' }, WAIT),
      ).toBeVisible();
      await user.click(screen.getByRole('link', { name: 'Invite your friends' }));
      await screen.findByText('PRIYA102', {}, WAIT);
      expect(router.state.location.pathname).toBe('/home/invite');
      expect(bodiesOf(calls, 'frontend/affiliate_analytics')).toEqual([]);
    },
    SLOW,
  );
});

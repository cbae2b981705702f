import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { logInAs } from '@/lib/testing/logInAs';
import { bodiesSentTo } from '@/lib/testing/serverReceived';
import { injectedFailures } from '../../../../mocks/failures';

const WAIT = { timeout: 10_000 };

function openApp(path: string) {
  window.history.pushState({}, '', path);
  const router = createAppRouter();
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

async function logInThroughForm(email: string, button = 'Log in') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email', {}, WAIT), email);
  await user.type(screen.getByLabelText('Password'), 'Password1!');
  await user.click(screen.getByRole('button', { name: button }));
  return user;
}

describe('/rejoin', { timeout: 40_000 }, () => {
  it('a lapsed member signing in at /login lands on /rejoin with their old plan chosen and the current offers', async () => {
    openApp('/login');
    await logInThroughForm('lapsed@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Laura' }, WAIT),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/rejoin');
    expect(screen.getByText(/Your Premium Monthly plan has lapsed\./)).toBeInTheDocument();
    const old = screen.getByRole('group', { name: 'Your old plan' });
    expect(within(old).getByRole('radio', { name: /^Monthly, £19\.99/ })).toBeChecked();
    const offers = await screen.findByRole('group', { name: 'Current offers' }, WAIT);
    expect(within(offers).getByRole('radio', { name: 'Premium annual, £99.99' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Rejoin for £19.99' })).toBeEnabled();
  });

  it('a cancelled member is told they cancelled, and pays with their saved card by default', async () => {
    openApp('/login');
    await logInThroughForm('cancelled@example.com');
    expect(
      await screen.findByText(/You cancelled your Premium Annual plan\./, {}, WAIT),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Your old plan' })).getByRole('radio', {
        name: /^Annual \(pay once a year\), £119\.99/,
      }),
    ).toBeChecked();
    expect(
      await screen.findByRole('radio', { name: 'Saved card: Visa ending 4242' }, WAIT),
    ).toBeChecked();
  });

  it('a visitor signs in on /rejoin itself: empty fields are refused beside them, nothing is sent', async () => {
    const logins = bodiesSentTo('/auth/login');
    openApp('/rejoin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rejoin RWL' }, WAIT),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in to rejoin' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength');
    expect(logins).toHaveLength(0);
    await logInThroughForm('lapsed@example.com', 'Log in to rejoin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Laura' }, WAIT),
    ).toBeInTheDocument();
    expect(logins).toHaveLength(1);
  });

  it('the chosen offer survives a reload, and paying for it sends the offer through the checkout', async () => {
    await logInAs('lapsed@example.com');
    const first = openApp('/rejoin');
    const user = userEvent.setup();
    const offer = await screen.findByRole('radio', { name: 'Premium annual, £99.99' }, WAIT);
    await user.click(offer);
    expect(offer).toBeChecked();
    first.view.unmount();

    openApp('/rejoin');
    const again = await screen.findByRole('radio', { name: 'Premium annual, £99.99' }, WAIT);
    expect(again).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Monthly, £19\.99/ })).not.toBeChecked();

    const paid = bodiesSentTo('/payments/do_upgrade_downgrade_subscription_plan');
    await user.click(screen.getByRole('button', { name: 'Rejoin for £99.99' }));
    const card = await screen.findByRole('dialog', { name: 'Card details' });
    await user.type(within(card).getByLabelText('Card number'), '4242424242424242');
    await user.selectOptions(within(card).getByLabelText('Expiry month'), '12');
    await user.selectOptions(
      within(card).getByLabelText('Expiry year'),
      String(new Date().getFullYear() + 2),
    );
    await user.type(within(card).getByLabelText('CVV'), '123');
    await user.click(within(card).getByRole('button', { name: 'Pay £99.99 today' }));
    const success = await screen.findByRole('dialog', { name: 'Success' }, WAIT);
    expect(success).toHaveTextContent('Congratulations, your payment was successful!');
    expect(paid).toEqual([
      expect.objectContaining({
        plan_id: 16,
        sub_plan_id: 74,
        is_offer_plan: 1,
        offer_id: 3,
        is_apple_pay: '2',
      }),
    ]);
    expect(JSON.stringify(paid)).not.toContain('4242424242424242');
  });

  it("offers that fail to load show the server's message with Try again; the old plan can still be paid", async () => {
    injectedFailures.add('offer_plans', 'Offers are resting for a moment.');
    await logInAs('lapsed@example.com');
    openApp('/rejoin');
    const offers = await screen.findByRole('region', { name: 'Current offers' }, WAIT);
    const alert = await within(offers).findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('Offers are resting for a moment.');
    expect(screen.getByRole('button', { name: 'Rejoin for £19.99' })).toBeEnabled();
    injectedFailures.clear();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(offers).findByRole('radio', { name: 'Premium annual, £99.99' }, WAIT),
    ).toBeInTheDocument();
  });

  it('a member who never had a paid plan is pointed to the plans instead', async () => {
    await logInAs('free@example.com');
    openApp('/rejoin');
    expect(
      await screen.findByText(
        'There is no earlier membership on your account to rejoin.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our plans' })).toHaveAttribute(
      'href',
      '/home/profile/upgrade-downgrade',
    );
  });
});

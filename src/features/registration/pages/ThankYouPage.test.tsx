import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { authSession } from '@/lib/auth';
import { db } from '../../../../mocks/db/store';
import { registrationRoutes } from '../routes';
import { thankYouState } from '../thankYou';
import type { Receipt } from '../components/PaymentReceipt';

const more = [
  { path: '/invitefriend', element: <p>invite page</p> },
  { path: '/registration', element: <p>registration steps</p> },
  { path: '/login', element: <p>login page</p> },
];

function receipt(today: number, next = '/invitefriend'): Receipt {
  return {
    plan: 'Annual',
    symbol: '£',
    schedule: {
      today,
      trialDays: today ? 0 : 7,
      trialEnds: today ? null : new Date(Date.UTC(2026, 11, 7)),
      next: { amount: 119.99, date: new Date(Date.UTC(2026, 11, 7)) },
      renewal: { amount: 119.99, months: 12 },
    },
    cardEnding: '4242',
    next,
  };
}

const thankYouRoute = registrationRoutes.filter((route) => route.path === '/thankyou');

const thankYouLogs = () => db.get().events.filter((event) => event.name === 'log_thankyou');

describe('/thankyou', { timeout: 20_000 }, () => {
  it("shows the paywall's receipt with its one way on, and logs the thank-you with the price charged", async () => {
    authSession.saveRegistrationPaid('/registration');
    thankYouState.hand(receipt(119.99, '/registration'));
    renderRoutes(thankYouRoute, '/thankyou', { more });
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const list = screen.getByLabelText('Receipt');
    expect(list).toHaveTextContent('Paid today£119.99');
    expect(list).toHaveTextContent('Paid withCard ending 4242');
    await waitFor(() =>
      expect(thankYouLogs().map((event) => event.data)).toEqual([
        { price: 119.99, currency: 'GBP', plan: 'Annual' },
      ]),
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Set up my plan' }));
    expect(await screen.findByText('registration steps')).toBeInTheDocument();
  });

  it('logs 19.99 when nothing was charged today (a free trial)', async () => {
    thankYouState.hand(receipt(0));
    renderRoutes(thankYouRoute, '/thankyou', { more });
    const status = await screen.findByRole('status');
    expect(within(status).getByLabelText('Receipt')).toHaveTextContent('Paid today£0.00');
    await waitFor(() =>
      expect(thankYouLogs().map((event) => event.data)).toEqual([
        { price: 19.99, currency: 'GBP', plan: 'Annual' },
      ]),
    );
  });

  it('opened again after paying (a reload) goes straight on, with no receipt to pay twice from', async () => {
    authSession.saveRegistrationPaid('/invitefriend');
    renderRoutes(thankYouRoute, '/thankyou', { more });
    expect(await screen.findByText('invite page')).toBeInTheDocument();
    expect(thankYouLogs()).toEqual([]);
  });

  it('opened with nothing bought, thanks the visitor and offers the way in', async () => {
    renderRoutes(thankYouRoute, '/thankyou', { more });
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});

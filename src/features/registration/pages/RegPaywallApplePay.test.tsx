import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { db } from '../../../../mocks/db/store';
import { createAppStore } from '@/app/store';
import { authSession } from '@/lib/auth';
import { PopupHost } from '@/ui/PopupHost';
import { APPLE_PAY_UNSUPPORTED, PaymentError, type PaymentGateway } from '@/lib/payments/types';
import RegPaywallPage from './RegPaywallPage';

/** A Recurly build on a browser with no Apple Pay on the web: the sheet cannot open. */
const recurlyWithoutApplePay: PaymentGateway = {
  name: 'recurly',
  hostedFields: false,
  tokenizeCard: () => Promise.reject(new PaymentError('provider', 'not used')),
  threeDSecure: () => Promise.reject(new PaymentError('three_d_secure_failed', 'not used')),
  walletAvailable: () => Promise.resolve('apple_pay'),
  walletPay: () => Promise.reject(new PaymentError('provider', APPLE_PAY_UNSUPPORTED)),
};

vi.mock('@/lib/payments/gateway', async (original) => ({
  ...(await original<typeof import('@/lib/payments/gateway')>()),
  gatewayName: () => 'recurly',
  getPaymentGateway: () => Promise.resolve(recurlyWithoutApplePay),
}));

const REG_TOKEN = 'reg.paywall-apple-pay';
const WAIT = { timeout: 8000 };

afterEach(() => authSession.clearRegistration());

describe('/reg-paywall with Recurly as the gateway', { timeout: 40_000 }, () => {
  it('ends the Apple Pay message with "(recurly)", with the support address, and logs the failure', async () => {
    db.update((data) => {
      data.registrationSessions[REG_TOKEN] = 101;
    });
    authSession.saveRegistrationToken(REG_TOKEN);
    const user = userEvent.setup();
    render(
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={['/reg-paywall']}>
          <Routes>
            <Route path="/reg-paywall" element={<RegPaywallPage />} />
          </Routes>
        </MemoryRouter>
        <PopupHost />
      </Provider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Next' }, WAIT));
    await user.click(await screen.findByRole('radio', { name: 'Apple Pay' }, WAIT));
    await user.click(screen.getByRole('button', { name: /with wallet$/ }));
    const alert = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
    expect(within(alert).getByText(`${APPLE_PAY_UNSUPPORTED} (recurly)`)).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await waitFor(() =>
      expect(db.get().events.filter((event) => event.name === 'payment_log')).toEqual([
        expect.objectContaining({
          data: { user_id: '101', message: `${APPLE_PAY_UNSUPPORTED}` },
        }),
      ]),
    );
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { db } from '../../../../mocks/db/store';
import { createAppStore } from '@/app/store';
import { authSession } from '@/lib/auth';
import { bodiesSentTo } from '@/lib/testing/serverReceived';
import { PopupHost } from '@/ui/PopupHost';
import { regStorage } from '../regStorage';
import RegPaywallPage from './RegPaywallPage';
import ThankYouPage from './ThankYouPage';

const REG_TOKEN = 'reg.paywall-skip-trial';
const WAIT = { timeout: 8000 };

function renderPaywall() {
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={['/reg-paywall']}>
        <Routes>
          <Route path="/reg-paywall" element={<RegPaywallPage />} />
          <Route path="/thankyou" element={<ThankYouPage />} />
          <Route path="/invitefriend" element={<p>invite page</p>} />
        </Routes>
      </MemoryRouter>
      <PopupHost />
    </Provider>,
  );
}

afterEach(() => {
  regStorage.clearPaywallChoice();
  authSession.clearRegistration();
});

describe('/reg-paywall: skip the trial', { timeout: 40_000 }, () => {
  it('pays skip_plan_price today with skip_plan_coupon, and keeps the choice over a reload', async () => {
    // Free member 101 registers: entitled to the 7-day trial; Premium Quarterly may skip it.
    db.update((data) => {
      data.registrationSessions[REG_TOKEN] = 101;
    });
    authSession.saveRegistrationToken(REG_TOKEN);
    const sent = bodiesSentTo('/payments/make_full_subscription');
    const user = userEvent.setup();
    const first = renderPaywall();
    await user.click(await screen.findByRole('radio', { name: /^Quarterly/ }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const trial = await screen.findByRole('group', { name: 'Your free trial' }, WAIT);
    expect(
      within(trial).getByRole('radio', { name: 'Start my 7-day free trial: £0.00 today' }),
    ).toBeChecked();
    expect(screen.getByTestId('charge-today')).toHaveTextContent('£0.00');

    await user.click(
      within(trial).getByRole('radio', { name: 'Skip the trial: pay £34.97 today' }),
    );
    expect(screen.getByTestId('charge-today')).toHaveTextContent('£34.97');

    // A reload mid-form keeps the plan and the skipped trial.
    first.unmount();
    renderPaywall();
    await user.click(await screen.findByRole('button', { name: 'Next' }, WAIT));
    expect(
      await screen.findByRole('radio', { name: 'Skip the trial: pay £34.97 today' }, WAIT),
    ).toBeChecked();

    const form = await screen.findByRole('form', { name: 'Card details' }, WAIT);
    const pay = within(form).getByRole('button', { name: 'Pay £34.97 today' });
    await waitFor(() => expect(pay).toBeEnabled(), WAIT);
    await user.type(within(form).getByLabelText('Name on card'), 'Fiona Free');
    await user.type(within(form).getByLabelText('Card number'), '4242424242424242');
    await user.type(
      within(form).getByLabelText('Expiry date (MM/YY)'),
      `12/${String(new Date().getFullYear() + 2).slice(2)}`,
    );
    await user.type(within(form).getByLabelText('CVV'), '123');
    await user.click(pay);
    const receipt = await screen.findByLabelText('Receipt', {}, WAIT);
    expect(receipt).toHaveTextContent('Paid today£34.97');
    expect(sent).toEqual([
      expect.objectContaining({
        plan_id: 3,
        sub_plan_id: 2,
        coupon_code: 'SKIPTRIAL',
        skip_trial: 1,
      }),
    ]);
    expect(db.get().users.find((candidate) => candidate.user_id === 101)?.has_trial7).toBe(0);
  });
});

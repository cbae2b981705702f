import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/db/store';
import { createAppStore } from '@/app/store';
import { authSession } from '@/lib/auth';
import { saveConsent } from '@/lib/consent/consent';
import { PopupHost } from '@/ui/PopupHost';
import { injectedFailures } from '../../../../mocks/failures';
import RegPaywallPage from './RegPaywallPage';
import ThankYouPage from './ThankYouPage';
import { initialPaywallView, paywallInitialPlan } from '../paywall';
import type { SubPlan } from '@/features/plans';

const REG_TOKEN = 'reg.paywall-test';

function registeringVisitor() {
  db.update((data) => {
    data.registrationSessions[REG_TOKEN] = 101;
  });
  authSession.saveRegistrationToken(REG_TOKEN);
}

/** Generous waits: the http layer and the mock load on demand, and the machine is shared. */
const WAIT = { timeout: 5000 };

function renderAt(path: string) {
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/reg-paywall" element={<RegPaywallPage />} />
          <Route path="/thankyou" element={<ThankYouPage />} />
          <Route path="/reg1" element={<p>register first</p>} />
          <Route path="/invitefriend" element={<p>invite page</p>} />
          <Route path="/registration" element={<p>registration steps</p>} />
        </Routes>
      </MemoryRouter>
      <PopupHost />
    </Provider>,
  );
}

/** The paywall offers one plan, Premium Annual at £119.99: it goes straight to the card form. */
function offerOnlyTheAnnualPlan(hasTrial7: 0 | 1 = 1) {
  server.use(
    http.post('*/mock-api/auth/plans', () =>
      HttpResponse.json({
        status: 1,
        message: 'Success',
        data: [
          {
            has_trial7: hasTrial7,
            pre_purchase: 0,
            lp_plan_id: 0,
            lp_sub_plan_id: 0,
            is_premium: 0,
            is_upgrade: 0,
            plans: [
              {
                plan_id: 3,
                name: 'Premium',
                title: 'Premium',
                sub_plan: [
                  {
                    sub_plan_id: 12,
                    plan_id: 3,
                    title: 'Premium Annual',
                    duration: 12,
                    price: 119.99,
                    actual_price: 119.99,
                    saved_price: 0,
                    monthly_price: 10,
                    trial_period: 0,
                    skip_plan_price: 0,
                    for_skip_trial: 0,
                    skip_plan_coupon: '',
                    currency: 'GBP',
                  },
                ],
              },
            ],
          },
        ],
      }),
    ),
  );
}

/** The date `days` from today as plan cards write it: 6 December 2026. */
function dayLater(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** Free member 101 is entitled to the 7-day free trial: nothing is charged today. */
const PAY_TODAY = 'Pay £0.00 today';
/** The pay button: £0.00 today with the 7-day trial, the plan's price without it. */
const PAY_BUTTON = /^Pay £\d+\.\d{2} today$/;

/** Fills the card form with a good test card and pays; resolves with the receipt. */
async function payAnnualByCard(
  user: ReturnType<typeof userEvent.setup>,
  firstName: string,
  lastName: string,
): Promise<HTMLElement> {
  const form = await screen.findByRole('form', { name: 'Card details' }, WAIT);
  await waitFor(
    () => expect(within(form).getByRole('button', { name: PAY_BUTTON })).toBeEnabled(),
    WAIT,
  );
  await user.clear(within(form).getByLabelText('First name'));
  await user.type(within(form).getByLabelText('First name'), firstName);
  await user.clear(within(form).getByLabelText('Last name'));
  await user.type(within(form).getByLabelText('Last name'), lastName);
  await user.clear(within(form).getByLabelText('Name on card'));
  await user.type(within(form).getByLabelText('Name on card'), `${firstName} ${lastName}`);
  await user.type(within(form).getByLabelText('Card number'), '4242424242424242');
  await user.type(
    within(form).getByLabelText('Expiry date (MM/YY)'),
    `12/${String(new Date().getFullYear() + 2).slice(2)}`,
  );
  await user.type(within(form).getByLabelText('CVV'), '123');
  await user.click(within(form).getByRole('button', { name: PAY_BUTTON }));
  const heading = await screen.findByRole('heading', { name: 'Payment successful' }, WAIT);
  return heading.closest('div') as HTMLElement;
}

/**
 * Member 101 (phone 07700 900123) registers with analytics consent and pays for the annual plan by
 * card; resolves once the server has the conversion event, with its data and the success panel.
 */
async function payAnnualWithConsent(hasTrial7: 0 | 1 = 1) {
  offerOnlyTheAnnualPlan(hasTrial7);
  db.update((data) => {
    const visitor = data.users.find((candidate) => candidate.user_id === 101);
    if (visitor) visitor.phone = '07700 900123';
  });
  saveConsent(true);
  registeringVisitor();
  const user = userEvent.setup();
  renderAt('/reg-paywall');
  const success = await payAnnualByCard(user, 'Fiona', 'Free');
  const conversion = () => db.get().events.find((event) => event.name === 'conversion');
  await waitFor(() => expect(conversion()).toBeDefined(), WAIT);
  return { user, success, conversion: conversion()?.data };
}

/** The purchase conversion of member 101 (free@example.com, Fiona Free) for `value` pounds, its user data hashed. */
function purchaseConversion(value: number) {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  return {
    event: 'purchase',
    value,
    currency: 'GBP',
    user_data: {
      em: sha256('free@example.com'),
      fn: sha256('fiona'),
      ln: sha256('free'),
      ph: sha256('447700900123'),
      external_id: sha256('101'),
    },
  };
}

const plan = (id: number, duration: number, price: number, extra: Partial<SubPlan> = {}) =>
  ({
    sub_plan_id: id,
    plan_id: 3,
    duration,
    price,
    is_best: 0,
    is_most_popular: 0,
    ...extra,
  }) as SubPlan;

describe('paywall rules', () => {
  it('shows the chooser for several plans and goes straight to the card form for one', () => {
    expect(initialPaywallView(4)).toBe('plans');
    expect(initialPaywallView(1)).toBe('pay');
  });

  it("preselects the ad's plan, else the most popular, else the first", () => {
    const plans = [
      plan(1, 1, 19.99),
      plan(2, 3, 44.97, { is_most_popular: 1 }),
      plan(12, 12, 119.99, { is_best: 1 }),
    ];
    expect(paywallInitialPlan(plans, { planId: 3, subPlanId: 12 })?.sub_plan_id).toBe(12);
    expect(paywallInitialPlan(plans, { planId: 0, subPlanId: 0 })?.sub_plan_id).toBe(2);
    expect(paywallInitialPlan([plan(1, 1, 19.99)], { planId: 9, subPlanId: 9 })?.sub_plan_id).toBe(
      1,
    );
    expect(paywallInitialPlan([], { planId: 3, subPlanId: 12 })).toBeNull();
  });
});

describe('/reg-paywall', () => {
  afterEach(() => server.events.removeAllListeners());

  it('sends a visitor without a registration token to /reg1', async () => {
    renderAt('/reg-paywall?planid=3');
    expect(await screen.findByText('register first', undefined, WAIT)).toBeInTheDocument();
  });

  it('asks for the paywall plans (type 1, device web) and shows the plan list with its tags', async () => {
    let body: Record<string, unknown> = {};
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('auth/plans'))
        body = (await request.clone().json()) as Record<string, unknown>;
    });
    registeringVisitor();
    renderAt('/reg-paywall?planid=3&subplanid=12&oneoffpayment=1');
    expect(
      await screen.findByRole('heading', { name: 'Choose your plan' }, WAIT),
    ).toBeInTheDocument();
    expect(body).toMatchObject({ type: 1, device_type: 'web', oneoffpayment: 1 });
    expect(screen.getAllByText('Best value').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Most popular').length).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: 'Annual, £119.99' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(
      await screen.findByRole('heading', { name: 'What our members say' }, WAIT),
    ).toBeInTheDocument();
    // The rating is an image with a name (a paragraph may not carry aria-label).
    expect(screen.getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(2);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
  });

  it("lists the membership plans, and a landing page's plan only for the visitor its ad targeted", async () => {
    registeringVisitor();
    const { unmount } = renderAt('/reg-paywall');
    expect(await screen.findByRole('radio', { name: 'Annual, £119.99' }, WAIT)).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('radio', { name: 'Annual, £119.88' })).toBeNull();
    unmount();

    db.update((data) => {
      const visitor = data.users.find((candidate) => candidate.user_id === 101);
      if (visitor) Object.assign(visitor, { lp_plan_id: 8, lp_sub_plan_id: 18 });
    });
    renderAt('/reg-paywall');
    // The ad's Annual card takes the place of the paywall's own: one card per duration.
    expect(await screen.findByRole('radio', { name: 'Annual, £119.88' }, WAIT)).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('radio', { name: 'Annual, £119.99' })).toBeNull();
  });

  it('a visitor entitled to the 7-day free trial sees on each plan card what it costs today and when the first payment is taken', async () => {
    registeringVisitor();
    renderAt('/reg-paywall');
    const firstPayment = dayLater(7);
    const cards = {
      Monthly: ['7 days free, then £19.99 a month', '£19.99'],
      Quarterly: ['7 days free, then £44.97 every 3 months', '£44.97'],
      Annual: ['7 days free, then £119.99 a year', '£119.99'],
    } as const;
    for (const [name, [terms, price]] of Object.entries(cards)) {
      const radio = await screen.findByRole('radio', { name: `${name}, ${price}` }, WAIT);
      const today = `£0.00 today, first payment ${price} on ${firstPayment}`;
      expect(radio.closest('label')).toHaveTextContent(`${terms}${today}`);
      // A screen reader hears the offer with the card.
      expect(radio).toHaveAccessibleDescription(`${terms} ${today}`);
    }
  });

  it("a coupon card's per-month and saving figures follow the price it charges (Black Friday: £29.97 for the year)", async () => {
    registeringVisitor();
    renderAt('/reg-paywall?planid=3&subplanid=12&couponcode=BF2022');
    const year = await screen.findByRole('radio', { name: 'Annual, £29.97' }, WAIT);
    expect(year).toBeChecked();
    const card = year.closest('label') as HTMLElement;
    expect(card).toHaveTextContent('was £119.99 £29.97');
    expect(card).toHaveTextContent('£2.50 a month');
    expect(card).toHaveTextContent('Save £209.91 (88%)');
    expect(card).toHaveTextContent('£29.97 for your first year, then £119.99 a year');
    expect(card).not.toHaveTextContent('£10.00 a month');
    expect(card).not.toHaveTextContent('(50%)');
    // Entitled to the free trial: the coupon's price is the first payment, 7 days on.
    expect(card).toHaveTextContent(
      `7 days free, then £29.97 for your first year, then £119.99 a year£0.00 today, first payment £29.97 on ${dayLater(7)}`,
    );
  });

  it('the £1 card says its offer, not "1 month £1.00"', async () => {
    registeringVisitor();
    db.update((data) => {
      const visitor = data.users.find((candidate) => candidate.user_id === 101);
      if (visitor) Object.assign(visitor, { lp_plan_id: 16, lp_sub_plan_id: 62 });
    });
    renderAt('/reg-paywall');
    const onePound = await screen.findByRole(
      'radio',
      { name: 'Monthly, £1 for your first 30 days, then £19.99 a month' },
      WAIT,
    );
    expect(onePound).toBeChecked();
    expect(onePound.closest('label')).toHaveTextContent(
      `Monthly£1.00£1 for your first 30 days, then £19.99 a month£1.00 today, next payment £19.99 on ${dayLater(30)}`,
    );
    // The £1 is paid for: no free days on its card, though the visitor has the 7-day trial.
    expect(onePound.closest('label')).not.toHaveTextContent('days free');
    expect(screen.queryByRole('radio', { name: /^1 month/ })).toBeNull();
  });

  it('goes straight to the card form when there is one plan, and after paying goes on by the redirect rule', async () => {
    offerOnlyTheAnnualPlan();
    registeringVisitor();
    const user = userEvent.setup();
    renderAt('/reg-paywall?utm_page=facebook');
    const form = await screen.findByRole('form', { name: 'Card details' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    // The button waits for the payment gateway, loaded on demand.
    await waitFor(
      () => expect(within(form).getByRole('button', { name: PAY_TODAY })).toBeEnabled(),
      WAIT,
    );
    // The summary says what is charged today and when, and that the plan renews.
    const summary = screen.getByLabelText('Order summary');
    expect(within(summary).getByTestId('charge-today')).toHaveTextContent('£0.00');
    expect(within(summary).getByTestId('charge-next')).toHaveTextContent(
      /^£119\.99 on \d{1,2} \w+ \d{4}, when your 7-day free trial ends$/,
    );
    expect(summary).toHaveTextContent(
      'Then £119.99 a year. Your membership renews automatically; cancel any time',
    );
    await user.click(within(form).getByRole('button', { name: PAY_TODAY }));
    // The name given at registration is not asked again.
    expect(within(form).getByLabelText('First name')).toHaveValue('Fiona');
    expect(within(form).getByLabelText('Last name')).toHaveValue('Free');
    expect(within(form).getByLabelText('Name on card')).toHaveValue('Fiona Free');
    expect(within(form).queryByText('First name is required.')).toBeNull();
    expect(within(form).getByText('Card Number Is Required.')).toBeInTheDocument();
    const receipt = await payAnnualByCard(user, 'Ada', 'Lovelace');
    expect(receipt).toHaveTextContent('PlanAnnual');
    expect(receipt).toHaveTextContent('Paid today£0.00');
    expect(receipt).toHaveTextContent('Paid withCard ending 4242');
    expect(receipt).toHaveTextContent(/Trial ends\d{1,2} \w+ \d{4}/);
    expect(receipt).toHaveTextContent(/Next payment£119\.99 on \d{1,2} \w+ \d{4}/);
    expect(authSession.registrationPaidNext()).toBe('/invitefriend');
    await user.click(within(receipt).getByRole('link', { name: 'Continue' }));
    expect(await screen.findByText('invite page', undefined, WAIT)).toBeInTheDocument();
    expect(db.get().users.find((candidate) => candidate.user_id === 101)).toMatchObject({
      type: 2,
      purchased_from: 'web',
      current_plan_id: 3,
      sub_plan_id: 12,
    });
  });

  it('after a successful payment with consent, the server gets a purchase conversion with hashed user data (a trial charges nothing today: the fallback value 19.99)', async () => {
    const { user, success, conversion } = await payAnnualWithConsent();
    expect(conversion).toEqual(purchaseConversion(19.99));
    expect(JSON.stringify(db.get().events)).not.toMatch(/free@example\.com|07700/);
    await user.click(within(success).getByRole('link', { name: 'Continue' }));
    expect(await screen.findByText('invite page', undefined, WAIT)).toBeInTheDocument();
  });

  it('without a trial the purchase conversion carries the price charged today', async () => {
    const { user, success, conversion } = await payAnnualWithConsent(0);
    expect(conversion).toEqual(purchaseConversion(119.99));
    expect(JSON.stringify(db.get().events)).not.toMatch(/free@example\.com|07700/);
    await user.click(within(success).getByRole('link', { name: 'Continue' }));
    expect(await screen.findByText('invite page', undefined, WAIT)).toBeInTheDocument();
  });

  it('without consent a successful payment sends no conversion', async () => {
    const conversions: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('analytics/conversion')) conversions.push(request.url);
    });
    offerOnlyTheAnnualPlan();
    registeringVisitor();
    const user = userEvent.setup();
    renderAt('/reg-paywall');
    const success = await payAnnualByCard(user, 'Fiona', 'Free');
    await user.click(within(success).getByRole('link', { name: 'Continue' }));
    expect(await screen.findByText('invite page', undefined, WAIT)).toBeInTheDocument();
    expect(conversions).toEqual([]);
    expect(db.get().events.filter((event) => event.name === 'conversion')).toEqual([]);
  });

  it('never drops a coupon whose check failed: Next shows the message and stays, then checks it again', async () => {
    registeringVisitor();
    const user = userEvent.setup();
    renderAt('/reg-paywall');
    await user.click(await screen.findByRole('radio', { name: 'Annual, £119.99' }, WAIT));
    injectedFailures.add('coupon_details', 'Coupons are resting for a moment.');
    try {
      await user.type(screen.getByLabelText('Coupon code'), 'WELCOME');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      const popup = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
      expect(popup).toHaveTextContent('Coupons are resting for a moment.');
      await user.click(within(popup).getByRole('button', { name: 'OK' }));
      expect(screen.getByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
      // Still failing: Next asks again, says so again, and stays.
      await user.click(screen.getByRole('button', { name: 'Next' }));
      const again = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
      await user.click(within(again).getByRole('button', { name: 'OK' }));
      expect(screen.getByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
    } finally {
      injectedFailures.clear();
    }
    // The server answers again: the same Next checks the coupon and moves on with it.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { name: 'Your payment details' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Order summary')).toHaveTextContent('Coupon WELCOME');
  });

  it('with one plan, never charges without a coupon whose check failed: Pay checks it again and charges nothing until it is judged', async () => {
    offerOnlyTheAnnualPlan(0);
    registeringVisitor();
    const user = userEvent.setup();
    renderAt('/reg-paywall');
    const form = await screen.findByRole('form', { name: 'Card details' }, WAIT);
    await waitFor(
      () => expect(within(form).getByRole('button', { name: 'Pay £119.99 today' })).toBeEnabled(),
      WAIT,
    );
    injectedFailures.add('coupon_details', 'Coupons are resting for a moment.');
    const paid = () =>
      db
        .get()
        .payments.filter((payment) => payment.path.startsWith('payments/make_full_subscription'));
    try {
      await user.type(screen.getByLabelText('Coupon code'), 'WELCOME');
      await user.tab();
      const popup = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
      expect(popup).toHaveTextContent('Coupons are resting for a moment.');
      await user.click(within(popup).getByRole('button', { name: 'OK' }));
      await user.type(within(form).getByLabelText('Card number'), '4242424242424242');
      await user.type(
        within(form).getByLabelText('Expiry date (MM/YY)'),
        `12/${String(new Date().getFullYear() + 2).slice(2)}`,
      );
      await user.type(within(form).getByLabelText('CVV'), '123');
      // Still failing: Pay asks again, says so again, and charges nothing.
      await user.click(within(form).getByRole('button', { name: 'Pay £119.99 today' }));
      const again = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
      expect(again).toHaveTextContent('Coupons are resting for a moment.');
      await user.click(within(again).getByRole('button', { name: 'OK' }));
      expect(paid()).toEqual([]);
    } finally {
      injectedFailures.clear();
    }
    // The server answers again: Pay checks the coupon, the price with it is shown, and the next press pays it
    // (every press of Pay empties the card number and CVV).
    await user.type(within(form).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(form).getByLabelText('CVV'), '123');
    await user.click(within(form).getByRole('button', { name: 'Pay £119.99 today' }));
    expect(
      await within(form).findByRole('button', { name: 'Pay £29.97 today' }, WAIT),
    ).toBeEnabled();
    expect(screen.getByLabelText('Order summary')).toHaveTextContent('Coupon WELCOME');
    expect(paid()).toEqual([]);
    await user.type(within(form).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(form).getByLabelText('CVV'), '123');
    await user.click(within(form).getByRole('button', { name: 'Pay £29.97 today' }));
    expect(
      await screen.findByRole('heading', { name: 'Payment successful' }, WAIT),
    ).toBeInTheDocument();
    expect(paid()).toEqual([
      expect.objectContaining({
        result: 'ok',
        body: expect.objectContaining({ coupon_code: 'WELCOME' }),
      }),
    ]);
  });

  it("keeps the plan and coupon the visitor chose across a reload, over the ad link's", async () => {
    registeringVisitor();
    const user = userEvent.setup();
    const first = renderAt('/reg-paywall?planid=3&subplanid=12');
    expect(await screen.findByRole('radio', { name: 'Annual, £119.99' }, WAIT)).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Quarterly, £44.97' }));
    await user.type(screen.getByLabelText('Coupon code'), 'SPRING');
    first.unmount();
    // The reload: a new store, the same tab's storage and the same address.
    renderAt('/reg-paywall?planid=3&subplanid=12');
    expect(await screen.findByRole('radio', { name: 'Quarterly, £44.97' }, WAIT)).toBeChecked();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('SPRING');
  });

  it('never guesses the free trial: a plans reply without has_trial7 shows no plan card and offers Try again', async () => {
    const plan = (sub_plan_id: number, duration: number, price: number) => ({
      sub_plan_id,
      plan_id: 3,
      title: '',
      duration,
      price,
      actual_price: price,
      saved_price: 0,
      monthly_price: price / duration,
      trial_period: 0,
      skip_plan_price: 0,
      for_skip_trial: 0,
      skip_plan_coupon: '',
      currency: 'GBP',
    });
    server.use(
      http.post('*/mock-api/auth/plans', () =>
        HttpResponse.json({
          status: 1,
          message: 'Success',
          data: [
            {
              pre_purchase: 0,
              lp_plan_id: 0,
              lp_sub_plan_id: 0,
              is_premium: 0,
              is_upgrade: 0,
              plans: [
                {
                  plan_id: 3,
                  name: 'Premium',
                  title: 'Premium',
                  sub_plan: [plan(1, 1, 19.99), plan(2, 3, 44.97)],
                },
              ],
            },
          ],
        }),
      ),
    );
    registeringVisitor();
    renderAt('/reg-paywall');
    expect(await screen.findByRole('button', { name: 'Try again' }, WAIT)).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/today, (first|next) payment/)).toBeNull();
  });

  it('shows the server message when the plans cannot be loaded', async () => {
    server.use(
      http.post('*/mock-api/auth/plans', () =>
        HttpResponse.json({ status: 0, message: 'Plans are resting.', data: [] }),
      ),
    );
    registeringVisitor();
    renderAt('/reg-paywall');
    expect(await screen.findByRole('dialog', { name: 'Alert' }, WAIT)).toHaveTextContent(
      'Plans are resting.',
    );
  });

  it('moves on at the first press of Next straight after typing a coupon, with the coupon applied', async () => {
    registeringVisitor();
    const user = userEvent.setup();
    renderAt('/reg-paywall');
    await user.click(await screen.findByRole('radio', { name: 'Annual, £119.99' }, WAIT));
    await user.type(screen.getByLabelText('Coupon code'), 'WELCOME');
    // Leaving the coupon for Next starts its check: the press is not lost to it.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { name: 'Your payment details' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Order summary')).toHaveTextContent('Coupon WELCOME');
  });

  it('stays on the plans when the coupon typed before Next is not valid for the plan', async () => {
    registeringVisitor();
    const user = userEvent.setup();
    renderAt('/reg-paywall');
    await user.click(await screen.findByRole('radio', { name: 'Annual, £119.99' }, WAIT));
    await user.type(screen.getByLabelText('Coupon code'), 'REFER');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(/This coupon code is not valid for this plan\./, undefined, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

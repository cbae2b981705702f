import { describe, expect, it } from 'vitest';
import {
  chargeLines,
  chargeSchedule,
  chargeToday,
  freeDays,
  congratulationsAction,
  couponNeedsValidation,
  expiryError,
  expiryYears,
  cvvKeyAllowed,
  firstPaymentAmount,
  giftCardBlocksSubmit,
  MESSAGES,
  monthlyPrice,
  offerNotWeb,
  offerPlanSchema,
  opensOfferAtStart,
  planName,
  pinnedRoute,
  planTags,
  priceAfterCredit,
  redirectAfterPayment,
  saving,
  specialOfferPath,
  trialEndLabel,
  subPlanLabel,
  upgradeButtonEnabled,
  upgradeEligibility,
  walletAmountPence,
  money,
} from './model';

const base = { type: 2, purchased_from: 'web', is_sa: 0, saMsg: '' };

describe('eligibility (spec 2 §6)', () => {
  it('lets free members upgrade whatever the purchase source', () => {
    expect(upgradeEligibility({ ...base, type: 1, purchased_from: 'apple' })).toEqual({
      allowed: true,
    });
  });
  it('refuses apple and google purchases on the web', () => {
    expect(upgradeEligibility({ ...base, purchased_from: 'apple' })).toMatchObject({
      allowed: false,
      reason: 'apple',
    });
    expect(upgradeEligibility({ ...base, purchased_from: 'google' })).toMatchObject({
      allowed: false,
      reason: 'google',
    });
  });
  it('has the exact fitpro and admin-granted messages', () => {
    expect(upgradeEligibility({ ...base, purchased_from: 'fitpro' })).toMatchObject({
      message:
        "You have already purchased fitpro class. You can't upgrade your current plan until it's over.",
    });
    expect(upgradeEligibility({ ...base, purchased_from: '' })).toMatchObject({
      message:
        "Sorry, seems like you can't upgrade your account.Please contact the support team for upgrading.",
    });
  });
  it('shows special-access members their own saMsg', () => {
    expect(
      upgradeEligibility({ ...base, is_sa: 1, saMsg: 'Managed by your employer.' }),
    ).toMatchObject({ reason: 'sa', message: 'Managed by your employer.' });
  });
  it('lets paid web members change plan', () => {
    expect(upgradeEligibility(base)).toEqual({ allowed: true });
  });
  it('sets the offer "not web" flag only for paid non-web purchases', () => {
    expect(offerNotWeb({ type: 2, purchased_from: 'apple' })).toBe(true);
    expect(offerNotWeb({ type: 2, purchased_from: 'web' })).toBe(false);
    expect(offerNotWeb({ type: 2, purchased_from: '' })).toBe(false);
    expect(offerNotWeb({ type: 1, purchased_from: 'google' })).toBe(false);
  });
  it('picks the special-offer path', () => {
    const user = {
      pre_purchase: 1,
      has_trial30: 1,
      is_premium: 0,
      lp_plan_id: 3,
      lp_sub_plan_id: 2,
    };
    expect(specialOfferPath(user)).toEqual({ kind: 'trial30' });
    expect(specialOfferPath({ ...user, has_trial30: 0, is_premium: 1 })).toEqual({
      kind: 'alreadyPremium',
      message: MESSAGES.alreadyPremium,
    });
    expect(specialOfferPath({ ...user, has_trial30: 0, pre_purchase: 0 })).toEqual({
      kind: 'offer30',
    });
    expect(specialOfferPath({ ...user, has_trial30: 0, lp_plan_id: 0, lp_sub_plan_id: 0 })).toEqual(
      { kind: 'offer30' },
    );
    expect(specialOfferPath({ ...user, has_trial30: 0 })).toEqual({ kind: 'plans' });
  });
  it('opens the offer popup at start only for oneoffpayment 2 and is_new_free 1', () => {
    expect(opensOfferAtStart({ oneoffpayment: 2, is_new_free: 1 })).toBe(true);
    expect(opensOfferAtStart({ oneoffpayment: 1, is_new_free: 1 })).toBe(false);
    expect(opensOfferAtStart({ oneoffpayment: 2, is_new_free: 0 })).toBe(false);
  });
});

describe('upgrade button and gift card', () => {
  const ready = {
    selectedSubPlanId: 12,
    couponStatus: 'valid' as const,
    downgrade: false,
    currentSubPlanId: 2,
  };
  it('is enabled with a plan and no coupon problem', () => {
    expect(upgradeButtonEnabled(ready)).toBe(true);
    expect(upgradeButtonEnabled({ ...ready, couponStatus: 'empty' })).toBe(true);
  });
  it('is disabled with no plan, an invalid or validating coupon, or the current plan when downgrading', () => {
    expect(upgradeButtonEnabled({ ...ready, selectedSubPlanId: null })).toBe(false);
    expect(upgradeButtonEnabled({ ...ready, couponStatus: 'invalid' })).toBe(false);
    expect(upgradeButtonEnabled({ ...ready, couponStatus: 'validating' })).toBe(false);
    expect(upgradeButtonEnabled({ ...ready, downgrade: true, selectedSubPlanId: 2 })).toBe(false);
    expect(upgradeButtonEnabled({ ...ready, downgrade: false, selectedSubPlanId: 2 })).toBe(true);
  });
  it('blocks submit while a typed gift code is not valid', () => {
    expect(giftCardBlocksSubmit('', 'idle')).toBe(false);
    expect(giftCardBlocksSubmit('GIFT10', 'idle')).toBe(true);
    expect(giftCardBlocksSubmit('GIFT10', 'checking')).toBe(true);
    expect(giftCardBlocksSubmit('NOPE', 'failed')).toBe(true);
    expect(giftCardBlocksSubmit('GIFT10', 'applied')).toBe(false);
  });
  it('does not validate an empty coupon or "clear"', () => {
    expect(couponNeedsValidation('')).toBe(false);
    expect(couponNeedsValidation(' clear ')).toBe(false);
    expect(couponNeedsValidation('WELCOME')).toBe(true);
  });
});

describe('old card form rules', () => {
  const now = new Date(2026, 10, 22);
  it('needs a month and a year', () => {
    expect(expiryError('month', '2027', now)).toBe('Please Enter Card exp-month.');
    expect(expiryError('05', 'year', now)).toBe('Please Enter Card exp-year.');
  });
  it('refuses a month and year before the current ones', () => {
    expect(expiryError('10', '2026', now)).toBe('Please Select Valid Expiry Date.');
    expect(expiryError('12', '2025', now)).toBe('Please Select Valid Expiry Date.');
    expect(expiryError('11', '2026', now)).toBeNull();
    expect(expiryError('01', '2027', now)).toBeNull();
  });
  it('lists 20 expiry years from this year', () => {
    const years = expiryYears(now);
    expect(years).toHaveLength(20);
    expect(years[0]).toBe(2026);
    expect(years[19]).toBe(2045);
  });
  it('lets only digits and editing keys into the cvv', () => {
    expect(
      ['1', '9', 'Enter', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight'].every(cvvKeyAllowed),
    ).toBe(true);
    expect(['a', 'e', '-', '.', ' '].some(cvvKeyAllowed)).toBe(false);
  });
});

describe('labels and price maths', () => {
  it("labels sub-plans in the upgrade list; the paywall uses the plan's one name", () => {
    expect([1, 3, 12].map(subPlanLabel)).toEqual([
      'Monthly',
      'Quarterly (pay 4x a year)',
      'Annual (pay once a year)',
    ]);
    expect([1, 3, 12].map(planName)).toEqual(['Monthly', 'Quarterly', 'Annual']);
  });
  it('tags Best value and Most popular', () => {
    expect(planTags({ is_best: 1, is_most_popular: 0 })).toEqual(['Best value']);
    expect(planTags({ is_best: 0, is_most_popular: 1 })).toEqual(['Most popular']);
    expect(planTags({ is_best: 0, is_most_popular: 0 })).toEqual([]);
  });
  it('rounds prices and savings to 2 decimals', () => {
    expect(monthlyPrice(119.99, 12)).toBe(10);
    expect(monthlyPrice(44.97, 3)).toBe(14.99);
    expect(saving(44.97, 3, 19.99)).toEqual({ amount: 15, percentage: 25 });
    expect(saving(19.99, 1, 19.99)).toEqual({ amount: 0, percentage: 0 });
    expect(priceAfterCredit(44.97, 10)).toBe(34.97);
    expect(priceAfterCredit(5, 10)).toBe(0);
    expect(money(29.970000001, '£')).toBe('£29.97');
    expect(money(1.005, 'R')).toBe('R1.01');
  });
  it('charges wallets in pence and assumes 1.00 first for trial30 or plan 16/62', () => {
    expect(walletAmountPence(44.97)).toBe(4497);
    expect(walletAmountPence(19.99)).toBe(1999);
    expect(firstPaymentAmount({ plan_id: 16, sub_plan_id: 62, price: 19.99 }, false)).toBe(1);
    expect(firstPaymentAmount({ plan_id: 3, sub_plan_id: 2, price: 44.97 }, true)).toBe(1);
    expect(firstPaymentAmount({ plan_id: 3, sub_plan_id: 2, price: 44.97 }, false)).toBe(44.97);
  });
});

describe('after payment', () => {
  it('redirects to /registration for rwb or oneoffpayment 1, else /invitefriend', () => {
    expect(redirectAfterPayment('rwb', 0)).toBe('/registration');
    expect(redirectAfterPayment('', 1)).toBe('/registration');
    expect(redirectAfterPayment('', '1')).toBe('/registration');
    expect(redirectAfterPayment('landing', 0)).toBe('/invitefriend');
    expect(redirectAfterPayment('', 2)).toBe('/invitefriend');
  });
  it('follows the congratulations button rule', () => {
    const base = {
      pinnedRoute: null,
      pathname: '/home/profile/upgrade-downgrade',
      deviceOffer: null,
      appLink: 'app://x',
    };
    expect(congratulationsAction({ ...base, pinnedRoute: '/home/folder/1059' })).toEqual({
      kind: 'navigate',
      to: '/home/folder/1059',
    });
    expect(congratulationsAction({ ...base, pathname: '/home/profile/unsubscribe' })).toEqual({
      kind: 'navigate',
      to: '/home',
    });
    expect(congratulationsAction({ ...base, deviceOffer: 'ios' })).toEqual({
      kind: 'open',
      url: 'app://x',
    });
    expect(congratulationsAction(base)).toEqual({ kind: 'reload' });
  });
  it('builds the pinned route from the screen name and id', () => {
    expect(pinnedRoute({ screen_id: '1059', screen_name: 'folder' })).toBe('/home/folder/1059');
    expect(pinnedRoute(null)).toBeNull();
    expect(pinnedRoute({ screen_id: '', screen_name: 'folder' })).toBeNull();
  });
});

describe('offer plan popup texts', () => {
  const offer = {
    confirm_popup_offer_name: 'Premium annual offer',
    confirm_popup_description: 'Renews once a year.',
  };
  it('subtracts the gift credit from the price in the confirmation text', async () => {
    const { offerConfirmText } = await import('./model');
    expect(offerConfirmText(offer, 99.99, '£', 10)).toBe(
      'Premium annual offer: you pay £89.99 today (after your £10.00 gift credit). Renews once a year.',
    );
    expect(offerConfirmText(offer, 99.99, '£', 0)).toBe(
      'Premium annual offer: you pay £99.99 today. Renews once a year.',
    );
    expect(offerConfirmText(offer, 5, '£', 10)).toContain('you pay £0.00 today');
  });
  it('decrypts the original price for display', async () => {
    const { decryptOriginalPrice } = await import('./model');
    expect(decryptOriginalPrice('MjM5Ljg4')).toBe('239.88');
    expect(decryptOriginalPrice('not base64!')).toBe('');
  });
});

describe('chargeSchedule: what is charged today and when', () => {
  const now = new Date(2026, 10, 23, 12);
  const quarterly = { price: 44.97, actual_price: 59.97, duration: 3, trial_period: 0 };

  it('a visitor entitled to the 7-day trial pays £0.00 today and the price 7 days on', () => {
    const schedule = chargeSchedule({ plan: quarterly, hasTrial7: true, now });
    expect(schedule.today).toBe(0);
    expect(schedule.trialDays).toBe(7);
    expect(schedule.next).toEqual({ amount: 44.97, date: new Date(2026, 10, 30, 12) });
    expect(schedule.renewal).toEqual({ amount: 44.97, months: 3 });
    const lines = chargeLines(schedule);
    expect(lines.today).toBe('£0.00');
    expect(lines.next).toBe('£44.97 on 30 November 2026, when your 7-day free trial ends');
    expect(lines.renews).toMatch(
      /^Then £44\.97 every 3 months\. Your membership renews automatically; cancel any time/,
    );
  });

  it('a coupon lowers the first payment after the trial, not the renewal', () => {
    const schedule = chargeSchedule({
      plan: { price: 119.99, actual_price: 239.88, duration: 12, trial_period: 0 },
      hasTrial7: true,
      firstPrice: 29.97,
      now,
    });
    expect(schedule.today).toBe(0);
    expect(schedule.next.amount).toBe(29.97);
    expect(schedule.renewal).toEqual({ amount: 119.99, months: 12 });
    expect(chargeLines(schedule).renews).toMatch(/^Then £119\.99 a year\./);
  });

  it('without a trial the price is charged today and again after the plan’s duration', () => {
    const schedule = chargeSchedule({ plan: quarterly, hasTrial7: false, now });
    expect(schedule.today).toBe(44.97);
    expect(schedule.trialEnds).toBeNull();
    expect(schedule.next).toEqual({ amount: 44.97, date: new Date(2027, 1, 23, 12) });
    expect(chargeLines(schedule).next).toBe('£44.97 on 23 February 2027');
  });

  it('a sub-plan with a trial period charges its introductory price today and the full price when it ends', () => {
    const schedule = chargeSchedule({
      plan: { price: 1, actual_price: 19.99, duration: 1, trial_period: 30 },
      hasTrial7: true,
      now,
    });
    expect(schedule.today).toBe(1);
    expect(schedule.next).toEqual({ amount: 19.99, date: new Date(2026, 11, 23, 12) });
    expect(schedule.renewal).toEqual({ amount: 19.99, months: 1 });
    expect(chargeLines(schedule).renews).toMatch(/^Then £19\.99 a month\./);
    // Paid for: the receipt calls its end the end of an offer, not of a free trial.
    expect(trialEndLabel(schedule)).toBe('Introductory offer ends');
  });

  it('a plan card says what it costs today and when the first payment is taken', () => {
    const trial = chargeSchedule({ plan: quarterly, hasTrial7: true, now });
    expect(chargeToday(trial)).toBe('£0.00 today, first payment £44.97 on 30 November 2026');
    expect(freeDays(trial)).toBe(7);
    const paid = chargeSchedule({ plan: quarterly, hasTrial7: false, now });
    expect(chargeToday(paid)).toBe('£44.97 today, next payment £44.97 on 23 February 2027');
    expect(freeDays(paid)).toBe(0);
    const onePound = chargeSchedule({
      plan: { price: 1, actual_price: 19.99, duration: 1, trial_period: 30 },
      hasTrial7: true,
      now,
    });
    expect(chargeToday(onePound, 'R')).toBe('R1.00 today, next payment R19.99 on 23 December 2026');
    // A paid introductory period is no free trial.
    expect(freeDays(onePound)).toBe(0);
  });

  it('the 7-day trial is free: the receipt says when the trial ends', () => {
    expect(trialEndLabel(chargeSchedule({ plan: quarterly, hasTrial7: true, now }))).toBe(
      'Trial ends',
    );
  });
});

describe('offer plan replies are read strictly where money is at stake', () => {
  const offer = { offer_id: 3, is_padlock: 0, price: 59.99, sub_plan: [] };
  it('reads the offer id, price and padlock flag', () => {
    expect(offerPlanSchema.parse(offer)).toMatchObject({ offer_id: 3, is_padlock: 0 });
    expect(offerPlanSchema.parse({ ...offer, offer_id: '3', price: '59.99' })).toMatchObject({
      offer_id: 3,
      price: 59.99,
    });
  });
  it.each(['offer_id', 'is_padlock', 'price'])(
    'fails an offer without %s: missing is never unlocked or free',
    (field) => {
      const { [field as keyof typeof offer]: _missing, ...without } = offer;
      expect(offerPlanSchema.safeParse(without).success).toBe(false);
    },
  );
  it('refuses an unreadable offer id or padlock instead of paying for offer 0', () => {
    expect(() => offerPlanSchema.parse({ ...offer, offer_id: 'three' })).toThrow();
    expect(() => offerPlanSchema.parse({ sub_plan: [] })).toThrow();
    expect(() => offerPlanSchema.parse({ ...offer, is_padlock: 'yes' })).toThrow();
  });
});

/** Mock REST handlers of the plans area: plan lists, coupons, gift cards, payments, cards, offers, pin. */
import { db } from '../db/store';
import type { MockUser } from '../db/users';
import {
  adOfferSkipsTrial,
  EXIT_QUIZ,
  type MockPaymentRecord,
  type MockPlanGroup,
  type MockSubPlan,
} from '../db/plansTables';
import {
  bearer,
  fail,
  memberFromToken,
  memberRoute,
  ok,
  publicRoute,
  refusedBody,
  signatureIsValid,
  str,
  UNAUTHORIZED,
} from './respond';
import {
  DECLINED_MESSAGE,
  MOCK_WALLET_TOKEN,
  outcomeOf,
  readMockToken,
  cardBrand,
  digitsOnly,
} from '../../src/lib/payments/mockCards';
import {
  exitQuizAnswerBody,
  paymentLogBody,
  rawCardBody,
} from '../../src/lib/validation/requestBodies';
import { refusedProduct } from './oneTime';

export const PLAN_NOT_AVAILABLE = 'plan is not available for the subscription.';
export const ALREADY_PREMIUM = 'You have already subscribed to a premium plan.';
export const COUPON_INVALID = 'This coupon code is not valid for this plan.  remove code >>';
export const GIFT_CARD_INVALID = 'This gift card code is not valid.';
export const PAYMENT_SUCCESS = 'Congratulations, your payment was successful!';
export const BANK_STEP_NEEDED = 'Your bank needs to confirm this payment.';
export const NO_SAVED_CARD = 'Please add a card to pay with.';
export const SAVED_CARD_EXPIRED = 'Your saved card has expired. Please add a new card.';

/** The member (member token) or the registering user (registration token) who calls. */
function payerFrom(request: Request): MockUser | null {
  const token = bearer(request);
  const member = memberFromToken(token);
  if (member) return member;
  if (!token) return null;
  const userId = db.get().registrationSessions[token];
  return db.get().users.find((user) => user.user_id === userId) ?? null;
}

type PayerResolver = (info: {
  request: Request;
  body: Record<string, unknown>;
  user: MockUser;
}) => Response | Promise<Response>;

/** A route for members and registering users (paywall). */
function payerRoute(method: 'get' | 'post', path: string, resolver: PayerResolver) {
  return publicRoute(method, path, ({ request, body }) => {
    if (!signatureIsValid(request)) return fail('Invalid app signature.', 403);
    const user = payerFrom(request);
    if (!user) return fail(UNAUTHORIZED, 401);
    return resolver({ request, body, user });
  });
}

function findSubPlan(
  planId: number,
  subPlanId: number,
): { group: MockPlanGroup; plan: MockSubPlan } | null {
  for (const group of db.get().planGroups) {
    if (group.plan_id !== planId) continue;
    const plan = group.sub_plan.find((candidate) => candidate.sub_plan_id === subPlanId);
    if (plan) return { group, plan };
  }
  return null;
}

function publicGroup(group: MockPlanGroup) {
  const { lists: _lists, ...rest } = group;
  return rest;
}

const CARD_FIELDS = ['card_number', 'card_no', 'card_cvv', 'cvv', 'cardnumber'];

/** The request without any card detail (numbers are never stored, not even by the mock). */
export function withoutCard(body: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (CARD_FIELDS.includes(key)) {
      if (key === 'card_number' || key === 'card_no')
        copy.card_last4 = digitsOnly(str(value)).slice(-4);
      continue;
    }
    copy[key] = value;
  }
  return copy;
}

export function record(
  path: string,
  user: MockUser,
  body: Record<string, unknown>,
  result: MockPaymentRecord['result'],
) {
  db.update((data) => {
    data.payments.push({
      path,
      user_id: user.user_id,
      body: withoutCard(body),
      result,
      at: new Date().toISOString(),
    });
    if (data.payments.length > 200) data.payments.splice(0, data.payments.length - 200);
  });
}

export type Charge =
  | {
      ok: true;
      card: { brand: string; last4: string; needs3ds: boolean } | null;
      actionLink?: string;
    }
  | { ok: false; response: Response; result: MockPaymentRecord['result'] };

let threeDsCounter = 1;

/**
 * Charges by the test cards: a token (recurly_token), typed card fields (old form), the wallet
 * token, or the saved default card.
 */
export function charge(user: MockUser | null, body: Record<string, unknown>): Charge {
  const token = str(body.recurly_token);
  const resultToken = str(body.three_d_secure_action_result_token_id);
  if (token === MOCK_WALLET_TOKEN || str(body.is_apple_pay) === '1') {
    if (token !== MOCK_WALLET_TOKEN)
      return { ok: false, response: fail('payment failed! Please try again.'), result: 'failed' };
    return { ok: true, card: null };
  }
  let card: { outcome: 'ok' | '3ds' | 'decline'; brand: string; last4: string } | null = null;
  if (token) {
    card = readMockToken(token);
    if (!card)
      return {
        ok: false,
        response: fail('Your card could not be read. Please try again.'),
        result: 'failed',
      };
  } else if (str(body.card_number) || str(body.card_no)) {
    const number = digitsOnly(str(body.card_number) || str(body.card_no));
    // Raw card details are checked as the provider's tokeniser checks them in the app.
    const refused = refusedBody(rawCardBody, body);
    if (refused) return { ok: false, response: refused, result: 'failed' };
    card = { outcome: outcomeOf(number), brand: cardBrand(number), last4: number.slice(-4) };
  }
  if (card) {
    if (card.outcome === 'decline') {
      return {
        ok: false,
        response: fail(DECLINED_MESSAGE, 200, [
          { transaction_error: { message: DECLINED_MESSAGE, three_d_secure_action_token_id: '' } },
        ]),
        result: 'declined',
      };
    }
    if (card.outcome === '3ds' && !resultToken.startsWith('3ds_result_')) {
      const actionToken = `mock-3ds-${threeDsCounter++}`;
      return {
        ok: false,
        response: fail(BANK_STEP_NEEDED, 200, [
          {
            transaction_error: {
              message: BANK_STEP_NEEDED,
              three_d_secure_action_token_id: actionToken,
            },
          },
        ]),
        result: '3ds_required',
      };
    }
    return {
      ok: true,
      card: { brand: card.brand, last4: card.last4, needs3ds: card.outcome === '3ds' },
    };
  }
  // Saved card (a visitor has none).
  const cards = user ? (db.get().cards[user.user_id] ?? []) : [];
  const saved = cards.find((candidate) => candidate.is_default === 1) ?? cards[0];
  if (!saved) return { ok: false, response: fail(NO_SAVED_CARD), result: 'failed' };
  // A saved card that needs the bank step answers with an action link (the frame posts "loaded-frame").
  return {
    ok: true,
    card: null,
    actionLink:
      saved.action_link ?? (saved.needs_3ds ? '/mock-3ds.html?action=saved-card' : undefined),
  };
}

function saveCard(user: MockUser, card: { brand: string; last4: string; needs3ds: boolean }) {
  db.update((data) => {
    const cards = data.cards[user.user_id] ?? [];
    if (!cards.some((existing) => existing.last4 === card.last4 && existing.brand === card.brand)) {
      cards.forEach((existing) => (existing.is_default = 0));
      cards.push({
        card_id: `card_${user.user_id}_${Date.now().toString(36)}`,
        brand: card.brand,
        last4: card.last4,
        exp_month: '12',
        exp_year: String(new Date().getFullYear() + 3),
        is_default: 1,
        needs_3ds: card.needs3ds,
      });
    }
    data.cards[user.user_id] = cards;
    const stored = data.users.find((candidate) => candidate.user_id === user.user_id);
    if (stored) stored.has_cards = 1;
  });
}

/**
 * A gift card code: one of the seed's (GIFT10, taken any number of times) or a card a member
 * bought, emailed and not yet redeemed (taken once: `gift_card_id`).
 */
function findGiftCard(code: string): { amount: number; gift_card_id: number | null } | null {
  const wanted = code.trim().toLowerCase();
  if (!wanted) return null;
  const seeded = db.get().giftCards.find((candidate) => candidate.code.toLowerCase() === wanted);
  if (seeded) return { amount: seeded.amount, gift_card_id: null };
  const bought = db
    .get()
    .giftCardOrders.find(
      (candidate) => candidate.code.toLowerCase() === wanted && candidate.status === 'Sent',
    );
  return bought ? { amount: bought.amount, gift_card_id: bought.gift_card_id } : null;
}

function priceAfterDiscounts(
  plan: MockSubPlan,
  body: Record<string, unknown>,
):
  { price: number; boughtCard?: { gift_card_id: number; leftover: number } } | { error: Response } {
  let price = plan.price;
  const couponCode = str(body.coupon_code).trim();
  if (couponCode && couponCode.toLowerCase() !== 'clear') {
    const coupon = db
      .get()
      .coupons.find(
        (candidate) =>
          candidate.code.toLowerCase() === couponCode.toLowerCase() &&
          candidate.plan_id === plan.plan_id &&
          candidate.sub_plan_id === plan.sub_plan_id,
      );
    if (!coupon) return { error: fail(COUPON_INVALID) };
    price = coupon.final_amount;
  }
  const giftCode = str(body.gift_card_code).trim();
  if (giftCode) {
    const gift = findGiftCard(giftCode);
    if (!gift) return { error: fail(GIFT_CARD_INVALID) };
    const after = Math.max(0, Math.round((price - gift.amount) * 100) / 100);
    // A bought card larger than the price leaves the rest as the member's gift credit.
    const leftover = Math.round((gift.amount - (price - after)) * 100) / 100;
    price = after;
    if (gift.gift_card_id !== null)
      return { price, boughtCard: { gift_card_id: gift.gift_card_id, leftover } };
  }
  return { price };
}

export const GIFT_CREDIT_CHANGED =
  'Your gift credit has changed. Please check the price and try again.';

/**
 * The member's gift credit taken off the price (gift_credit_used): it must be what the member
 * saw, their balance up to the price, else nothing is charged and they look again.
 */
function withGiftCredit(
  user: MockUser,
  price: number,
  body: Record<string, unknown>,
): { price: number; used: number } | { error: Response } {
  if (body.gift_credit_used === undefined) return { price, used: 0 };
  const asked = Number(body.gift_credit_used);
  const available = Math.round(Math.min(user.gift_credit_balance || 0, price) * 100) / 100;
  if (!Number.isFinite(asked) || asked <= 0 || Math.abs(asked - available) > 0.005)
    return { error: fail(GIFT_CREDIT_CHANGED) };
  return { price: Math.round((price - available) * 100) / 100, used: available };
}

export const NO_TRIAL_TO_SKIP = 'This plan has no free trial to skip.';

/**
 * A skipped free trial (skip_trial 1 on the paywall): only a sub-plan with for_skip_trial, for a
 * payer entitled to the 7-day trial, paid with that sub-plan's skip_plan_coupon; it charges
 * skip_plan_price today.
 */
function skippedTrialPrice(
  plan: MockSubPlan,
  user: MockUser,
  body: Record<string, unknown>,
): { price: number } | { error: Response } {
  if (plan.for_skip_trial !== 1 || user.has_trial7 !== 1) return { error: fail(NO_TRIAL_TO_SKIP) };
  if (str(body.coupon_code).trim().toLowerCase() !== plan.skip_plan_coupon.toLowerCase())
    return { error: fail(COUPON_INVALID) };
  return { price: plan.skip_plan_price };
}

function blockedMessage(user: MockUser): string | null {
  if (user.type === 1) return null;
  if (user.purchased_from === 'apple' || user.purchased_from === 'google')
    return 'Your membership was bought in the app: change it there.';
  if (user.purchased_from === 'fitpro')
    return "You have already purchased fitpro class. You can't upgrade your current plan until it's over.";
  if (user.purchased_from === '')
    return "Sorry, seems like you can't upgrade your account.Please contact the support team for upgrading.";
  if (user.is_sa === 1) return user.saMsg;
  return null;
}

function subscribe(
  path: string,
  user: MockUser,
  body: Record<string, unknown>,
  paywall: boolean,
): Response {
  const planId = Number(body.plan_id);
  const subPlanId = Number(body.sub_plan_id);
  const found = findSubPlan(planId, subPlanId);
  if (!found) {
    record(path, user, body, 'failed');
    return fail(PLAN_NOT_AVAILABLE);
  }
  if (!paywall) {
    const blocked = blockedMessage(user);
    if (blocked) {
      record(path, user, body, 'failed');
      return fail(blocked);
    }
    if (user.type >= 2 && user.current_plan_id === planId && user.sub_plan_id === subPlanId) {
      record(path, user, body, 'failed');
      return fail(ALREADY_PREMIUM);
    }
  }
  const skipping = paywall && Number(body.skip_trial) === 1;
  const discounted: ReturnType<typeof priceAfterDiscounts> = skipping
    ? skippedTrialPrice(found.plan, user, body)
    : priceAfterDiscounts(found.plan, body);
  if ('error' in discounted) {
    record(path, user, body, 'failed');
    return discounted.error;
  }
  const credited = withGiftCredit(user, discounted.price, body);
  if ('error' in credited) {
    record(path, user, body, 'failed');
    return credited.error;
  }
  const priced = { price: credited.price };
  const charged = charge(user, body);
  if (!charged.ok) {
    record(path, user, body, charged.result);
    return charged.response;
  }
  if (charged.card) saveCard(user, charged.card);
  db.update((data) => {
    const stored = data.users.find((candidate) => candidate.user_id === user.user_id);
    if (!stored) return;
    stored.type = 2;
    stored.purchased_from = 'web';
    stored.current_plan_id = planId;
    stored.sub_plan_id = subPlanId;
    stored.is_new_free = 0;
    stored.cancel_subscription = 0;
    if (skipping) stored.has_trial7 = 0;
    const next = new Date();
    next.setMonth(next.getMonth() + Math.max(1, found.plan.duration));
    stored.next_purchased_date = next.toISOString().slice(0, 10);
    if (paywall) stored.reg_paywall = 0;
    const bought = discounted.boughtCard;
    const card = bought
      ? data.giftCardOrders.find((entry) => entry.gift_card_id === bought.gift_card_id)
      : undefined;
    if (card) {
      card.status = 'Redeemed';
      card.redeemed_by = user.user_id;
    }
    const change = (card && bought ? bought.leftover : 0) - credited.used;
    if (change !== 0)
      stored.gift_credit_balance = Math.round((stored.gift_credit_balance + change) * 100) / 100;
  });
  record(path, user, body, 'ok');
  return ok(
    [
      {
        plan_id: planId,
        sub_plan_id: subPlanId,
        amount: priced.price,
        currency: found.plan.currency,
        ...(charged.actionLink ? { action_link: charged.actionLink } : {}),
      },
    ],
    PAYMENT_SUCCESS,
  );
}

function userField(user: MockUser | null, field: string): number {
  return user ? Number(user[field] ?? 0) || 0 : 0;
}

export const plansHandlers = [
  publicRoute('post', 'auth/plans', ({ request, body }) => {
    const user = payerFrom(request);
    const type = str(body.type);
    let lists: MockPlanGroup['lists'][number][];
    if (Number(body.for_cancellation_process) === 1) lists = ['payless', 'upgrade'];
    else if (type === '1') lists = ['paywall'];
    else if (type === '2') lists = ['offer'];
    else lists = ['upgrade'];
    // A plan sold only from a landing page joins the paywall for the visitor its ad targeted.
    // A visitor not yet registered (/reg1) names the ad's plan in the request.
    const adPlan =
      type === '1' ? userField(user, 'lp_plan_id') || (user ? 0 : Number(body.planid) || 0) : 0;
    const adSubPlan =
      type === '1'
        ? userField(user, 'lp_sub_plan_id') || (user ? 0 : Number(body.subplanid) || 0)
        : 0;
    const adCoupon = user ? str(user.lp_coupon_code) : str(body.couponcode);
    const noTrialOffer = adOfferSkipsTrial(db.get(), {
      coupon: adCoupon,
      planId: adPlan,
      subPlanId: adSubPlan,
    });
    const groups = db
      .get()
      .planGroups.filter(
        (group) =>
          group.lists.some((list) => lists.includes(list)) ||
          (group.lists.includes('landing') && group.plan_id === adPlan),
      )
      // An offer plan an ad named (£1 for 30 days, 16/62) joins the paywall with only that sub-plan.
      .concat(
        db
          .get()
          .planGroups.filter(
            (group) =>
              !group.lists.some((list) => lists.includes(list) || list === 'landing') &&
              group.plan_id === adPlan,
          )
          .map((group) => ({
            ...group,
            sub_plan: group.sub_plan.filter((sub) => sub.sub_plan_id === adSubPlan),
          }))
          .filter((group) => group.sub_plan.length > 0),
      )
      .sort(
        (a, b) =>
          lists.indexOf(a.lists.find((l) => lists.includes(l)) ?? 'upgrade') -
          lists.indexOf(b.lists.find((l) => lists.includes(l)) ?? 'upgrade'),
      )
      .map(publicGroup);
    return ok([
      {
        plans: groups,
        pre_purchase: userField(user, 'pre_purchase'),
        lp_coupon_code: user ? str(user.lp_coupon_code) : '',
        lp_plan_id: userField(user, 'lp_plan_id'),
        lp_sub_plan_id: userField(user, 'lp_sub_plan_id'),
        is_premium: user && user.type >= 2 ? 1 : 0,
        is_upgrade: user && user.type === 1 ? 1 : 0,
        has_trial7: user ? user.has_trial7 : noTrialOffer ? 0 : 1,
      },
    ]);
  }),

  publicRoute('post', 'frontend/coupon_details', ({ body }) => {
    const code = str(body.coupon_code).trim();
    const found = findSubPlan(Number(body.plan_id), Number(body.sub_plan_id));
    const coupon = db
      .get()
      .coupons.find(
        (candidate) =>
          candidate.code.toLowerCase() === code.toLowerCase() &&
          candidate.plan_id === Number(body.plan_id) &&
          candidate.sub_plan_id === Number(body.sub_plan_id),
      );
    if (!found || !coupon) {
      return ok(
        [
          {
            coupon_details: {
              coupon_valid: 0,
              final_amount: found?.plan.price ?? 0,
              percentage_after_coupon_apply: 0,
              discount_pre_flag: 0,
              currency_symbol: '£',
            },
          },
        ],
        COUPON_INVALID,
      );
    }
    const percentage = Math.round((1 - coupon.final_amount / found.plan.price) * 100);
    return ok(
      [
        {
          coupon_details: {
            coupon_valid: 1,
            final_amount: coupon.final_amount,
            percentage_after_coupon_apply: percentage,
            discount_pre_flag: 1,
            currency_symbol: found.plan.currency_symbol,
          },
        },
      ],
      'valid',
    );
  }),

  payerRoute('post', 'user/gift_card_price_display', ({ body }) => {
    const gift = findGiftCard(str(body.gift_card_code));
    if (!gift) return fail(GIFT_CARD_INVALID);
    const price = Number(body.price) || 0;
    return ok(
      [{ new_price: Math.max(0, Math.round((price - gift.amount) * 100) / 100) }],
      'Gift Card Applied!',
    );
  }),

  payerRoute('post', 'user/gift_card', ({ body }) => {
    const gift = findGiftCard(str(body.gift_card_code));
    if (!gift) return fail(GIFT_CARD_INVALID);
    const price = Number(body.price) || 0;
    return ok(
      [{ new_price: Math.max(0, Math.round((price - gift.amount) * 100) / 100) }],
      'Gift Card Applied!',
    );
  }),

  memberRoute('post', 'payments/do_upgrade_downgrade_subscription_plan', ({ user, body }) =>
    subscribe('payments/do_upgrade_downgrade_subscription_plan', user, body, false),
  ),
  payerRoute('post', 'payments/make_full_subscription', ({ user, body }) =>
    subscribe('payments/make_full_subscription', user, body, true),
  ),
  payerRoute('post', 'payments/make_full_subscription_wallet', ({ user, body }) =>
    subscribe('payments/make_full_subscription_wallet', user, { ...body, is_apple_pay: '1' }, true),
  ),

  memberRoute('post', 'payments/get_card_list', ({ user }) =>
    ok(
      (db.get().cards[user.user_id] ?? []).map(
        ({ needs_3ds: _needs, action_link: _link, ...card }) => card,
      ),
    ),
  ),
  memberRoute('post', 'payments/set_default_credit_card', ({ user, body }) => {
    const cards = db.get().cards[user.user_id] ?? [];
    if (!cards.some((card) => card.card_id === str(body.card_id)))
      return fail('This card could not be found.');
    db.update((data) => {
      for (const card of data.cards[user.user_id] ?? [])
        card.is_default = card.card_id === str(body.card_id) ? 1 : 0;
    });
    return ok([], 'Your default card has been updated.');
  }),
  memberRoute('post', 'payments/delete_customer_credit_card', ({ user, body }) => {
    const cards = db.get().cards[user.user_id] ?? [];
    const card = cards.find((candidate) => candidate.card_id === str(body.card_id));
    if (!card) return fail('This card could not be found.');
    if (card.is_default === 1 && cards.length > 1)
      return fail('Choose another default card before deleting this one.');
    db.update((data) => {
      data.cards[user.user_id] = (data.cards[user.user_id] ?? []).filter(
        (candidate) => candidate.card_id !== card.card_id,
      );
      const stored = data.users.find((candidate) => candidate.user_id === user.user_id);
      if (stored) stored.has_cards = data.cards[user.user_id]?.length ? 1 : 0;
    });
    return ok([], 'Your card has been deleted.');
  }),
  memberRoute('post', 'payments/create_chargify_customer_payment_profile', ({ user, body }) => {
    const card = readMockToken(str(body.recurly_token));
    if (!card) return fail('Your card could not be read. Please try again.');
    if (card.outcome === 'decline') return fail(DECLINED_MESSAGE);
    saveCard(user, { brand: card.brand, last4: card.last4, needs3ds: card.outcome === '3ds' });
    return ok([], 'Your card has been added.');
  }),

  memberRoute('post', 'payments/get_user_subscription_details', ({ user }) => {
    const found = findSubPlan(user.current_plan_id, user.sub_plan_id);
    return ok([
      {
        has_trial30: user.has_trial30,
        has_trial7: user.has_trial7,
        sub_plan_title: found?.plan.title ?? '',
        plan_id: user.current_plan_id,
        sub_plan_id: user.sub_plan_id,
        price: found?.plan.price ?? 0,
        currency_symbol: found?.plan.currency_symbol ?? '£',
        status:
          Number(user.cancel_subscription ?? 0) === 1
            ? 'cancelled'
            : user.type >= 2
              ? 'active'
              : 'free',
      },
    ]);
  }),

  ...['user/get_next_renewal_data', 'user/get_next_renewal_data_recurly'].map((path) =>
    memberRoute('get', path, ({ user }) => {
      const found = findSubPlan(user.current_plan_id, user.sub_plan_id);
      return ok([
        {
          next_renewal_date: user.next_purchased_date,
          amount: found?.plan.price ?? 0,
          currency_symbol: found?.plan.currency_symbol ?? '£',
          can_change_billing_date: user.type >= 2 && user.next_purchased_date ? 1 : 0,
        },
      ]);
    }),
  ),

  memberRoute(
    'post',
    'payments/subscription_billing_date_change_preview_recurly',
    ({ user, body }) => {
      const wanted = str(body.billing_date);
      const date = new Date(`${wanted}T00:00:00`);
      if (!wanted || Number.isNaN(date.getTime())) return fail('Please choose a new billing date.');
      const today = new Date();
      today.setHours(0, 0, 0, 0);
      if (date <= today) return fail('Please choose a date after today.');
      const current = user.next_purchased_date
        ? new Date(`${user.next_purchased_date}T00:00:00`)
        : today;
      const days = Math.round((date.getTime() - current.getTime()) / 86400000);
      const found = findSubPlan(user.current_plan_id, user.sub_plan_id);
      const daily = (found?.plan.price ?? 0) / (30 * Math.max(1, found?.plan.duration ?? 1));
      const prorated = Math.max(0, Math.round(daily * days * 100) / 100);
      return ok([
        {
          new_billing_date: wanted,
          prorated_amount: prorated,
          currency_symbol: '£',
          message:
            prorated > 0
              ? `You will be charged £${prorated.toFixed(2)} for the extra days on ${wanted}.`
              : `Your next payment moves to ${wanted}.`,
        },
      ]);
    },
  ),
  memberRoute('post', 'payments/subscription_billing_date_change_recurly', ({ user, body }) => {
    const wanted = str(body.billing_date);
    if (!wanted) return fail('Please choose a new billing date.');
    db.update((data) => {
      const stored = data.users.find((candidate) => candidate.user_id === user.user_id);
      if (stored) {
        stored.next_purchased_date = wanted;
        stored.is_payment_date_change = 1;
      }
    });
    return ok([], 'Your billing date has been changed.');
  }),

  memberRoute('post', 'payments/cancellation_process_json', () =>
    ok([
      {
        title: "We understand tough financial times shouldn't compromise your well-being.",
        description: 'Which is why we have something for everyone.',
        sub_description: 'Before you go, see if one of these suits you better.',
        buttons: [
          { button_id: 1, title: 'Pay less', action: 'pay_less' },
          { button_id: 2, title: 'How much will you save?', action: 'save' },
          { button_id: 3, title: 'Cancel my membership', action: 'cancel' },
        ],
        reasons: [
          'It costs too much',
          "I don't have time right now",
          'I found another app',
          'Something else',
        ],
      },
    ]),
  ),
  memberRoute('post', 'payments/add_cancellation_button_tags', ({ user, body }) => {
    db.update((data) => {
      data.cancellationTags.push({
        user_id: user.user_id,
        button_id: Number(body.button_id),
        plan_id: Number(body.plan_id),
        sub_plan_id: Number(body.sub_plan_id),
      });
    });
    return ok();
  }),
  memberRoute('get', 'quiz/cancel_membership', () => ok([EXIT_QUIZ])),
  ...[
    'payments/recurly_cancel_customer_subscription',
    'payments/chargify_cancel_customer_subscription',
  ].map((path) =>
    memberRoute('post', path, ({ user, body }) => {
      if (user.type === 1) return fail('You do not have a membership to cancel.');
      // The exit quiz's answer, when the member gave one (the quiz could not always be loaded).
      const answered = body.quiz_id !== undefined || body.option_ids !== undefined;
      if (answered) {
        const refused = refusedBody(exitQuizAnswerBody, body);
        if (refused) return refused;
        const ids = body.option_ids as number[];
        const known = EXIT_QUIZ.options.map((option) => option.option_id) as number[];
        if (
          body.quiz_id !== EXIT_QUIZ.quiz_id ||
          body.question_id !== EXIT_QUIZ.question_id ||
          ids.length !== 1 ||
          !ids.every((id) => known.includes(id))
        )
          return fail('Please answer the exit quiz again.');
      }
      db.update((data) => {
        const stored = data.users.find((candidate) => candidate.user_id === user.user_id);
        if (stored) stored.cancel_subscription = 1;
        if (answered)
          data.events.push({
            name: 'exit_quiz_answer',
            data: {
              user_id: user.user_id,
              quiz_id: body.quiz_id,
              question_id: body.question_id,
              option_ids: body.option_ids,
              reason: str(body.reason),
            },
            at: new Date().toISOString(),
          });
      });
      return ok(
        [],
        `Your membership has been cancelled. You keep Premium until ${user.next_purchased_date || 'the end of this period'}.`,
      );
    }),
  ),
  memberRoute('post', 'payments/add_coupon_in_existing_subscription', ({ user, body }) => {
    const found = findSubPlan(
      Number(body.plan_id) || user.current_plan_id,
      Number(body.sub_plan_id) || user.sub_plan_id,
    );
    if (!found) return fail(PLAN_NOT_AVAILABLE);
    const priced = priceAfterDiscounts(found.plan, body);
    if ('error' in priced) return priced.error;
    return ok([{ final_amount: priced.price }], 'Your coupon has been added to your membership.');
  }),

  memberRoute('post', 'payments/offer_plans', ({ body }) => {
    const wanted = Number(body.offer_id);
    const offers = db.get().offers.filter((offer) => !wanted || offer.offer_id === wanted);
    if (!offers.length) return fail('This offer is no longer available.');
    return ok(
      offers.map(({ plan_id, sub_plan_id, ...offer }) => {
        const found = findSubPlan(plan_id, sub_plan_id);
        return { ...offer, sub_plan: found ? [found.plan] : [] };
      }),
    );
  }),

  memberRoute('post', 'payments/web_one_time_payment', ({ user, body }) => {
    const path = 'payments/web_one_time_payment';
    const refused = refusedProduct(body);
    if (refused) return refused;
    const charged = charge(user, body);
    if (!charged.ok) {
      record(path, user, body, charged.result);
      return charged.response;
    }
    db.update((data) => {
      data.purchases.push({
        user_id: user.user_id,
        product_type: str(body.product_type) || 'folder',
        product_type_id: Number(body.product_type_id),
      });
    });
    record(path, user, body, 'ok');
    return ok(
      [...(charged.actionLink ? [{ action_link: charged.actionLink }] : [])],
      PAYMENT_SUCCESS,
    );
  }),
  memberRoute('post', 'frontend/stripe_intent', ({ user, body }) => {
    const refused = refusedProduct(body);
    if (refused) return refused;
    const intentId = `pi_mock_${user.user_id}_${Date.now().toString(36)}`;
    db.update((data) => {
      data.payments.push({
        path: 'frontend/stripe_intent',
        user_id: user.user_id,
        body: { ...body, intent_id: intentId },
        result: 'ok',
        at: new Date().toISOString(),
      });
    });
    return ok([{ intent_id: intentId, client_secret: `${intentId}_secret` }]);
  }),
  memberRoute('post', 'frontend/verify_stripe_intent', ({ user, body }) => {
    const intent = db
      .get()
      .payments.find(
        (payment) =>
          payment.path === 'frontend/stripe_intent' &&
          payment.body.intent_id === str(body.intent_id),
      );
    if (!intent || str(body.payment_method) !== MOCK_WALLET_TOKEN)
      return fail('payment failed! Please try again.');
    db.update((data) => {
      data.purchases.push({
        user_id: user.user_id,
        product_type: str(intent.body.product_type) || 'folder',
        product_type_id: Number(intent.body.product_type_id),
      });
    });
    record('frontend/verify_stripe_intent', user, body, 'ok');
    return ok([], PAYMENT_SUCCESS);
  }),

  // The saved card's check before it is charged (the checkout's hook point, lib/checkout/guards).
  ...['user/check_card', 'payments/check_card_recurly'].map((path) =>
    payerRoute('post', path, ({ user }) => {
      const cards = db.get().cards[user.user_id] ?? [];
      const saved = cards.find((candidate) => candidate.is_default === 1) ?? cards[0];
      record(path, user, {}, saved ? 'ok' : 'failed');
      if (!saved) return fail(NO_SAVED_CARD);
      const now = new Date();
      const year = Number(saved.exp_year);
      const month = Number(saved.exp_month);
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
        return ok([{ has_card: 0, last4: saved.last4 }], SAVED_CARD_EXPIRED);
      return ok([{ has_card: 1, last4: saved.last4, brand: saved.brand }]);
    }),
  ),
  // The payment log of every failed payment (user_id and message): a member logs as themselves, a
  // registering visitor by their token, a guest with no id.
  publicRoute('post', 'user/payment_log', ({ request, body }) => {
    const refused = refusedBody(paymentLogBody, body);
    if (refused) return refused;
    const token = bearer(request);
    const payer = token ? payerFrom(request) : null;
    if (token && !payer) return fail(UNAUTHORIZED, 401);
    const userId = str(body.user_id);
    if (userId && (!payer || String(payer.user_id) !== userId))
      return fail('You can only log your own payments.', 403);
    db.update((data) => {
      data.events.push({
        name: 'payment_log',
        data: { user_id: payer ? String(payer.user_id) : '', message: str(body.message) },
        at: new Date().toISOString(),
      });
    });
    return ok();
  }),
  memberRoute('post', 'user/pin_screen', ({ user, body }) => {
    const pin = body.pin_screen;
    const value =
      pin && typeof pin === 'object'
        ? {
            screen_id: str((pin as Record<string, unknown>).screen_id),
            screen_name: str((pin as Record<string, unknown>).screen_name),
          }
        : null;
    db.update((data) => {
      const stored = data.users.find((candidate) => candidate.user_id === user.user_id);
      if (stored) stored.pin_screen = value;
    });
    return ok(
      [],
      value ? 'This page is now your start page.' : 'Your start page has been removed.',
    );
  }),
];

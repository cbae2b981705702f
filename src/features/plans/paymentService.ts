import * as z from 'zod/mini';
import type { AuthKind } from '@/lib/http';
import { apiRequest } from '@/lib/api/request';
import { firstItem } from '@/lib/api/schemas';
import {
  getPaymentGateway,
  payWithThreeDSecure,
  PaymentError,
  WALLET_FAILED_MESSAGE,
  type CardInput,
  type PaymentReply,
} from '@/lib/payments';
import { walletAmountPence } from './model';

/**
 * Payment calls of spec 2 §7. They go through the gateway (tokenise, wallet, 3-D Secure) and
 * straight to the API, never through Redux: the card details live only in the form until
 * they are tokenised.
 */
export type PayMethod =
  | { kind: 'card'; input: CardInput }
  | { kind: 'saved' }
  | { kind: 'wallet'; price: number; label: string };

/** is_apple_pay: '1' wallet, '2' card. */
async function methodFields(method: PayMethod): Promise<Record<string, string>> {
  const gateway = await getPaymentGateway();
  if (method.kind === 'saved') return { is_apple_pay: '2' };
  if (method.kind === 'card') {
    const token = await gateway.tokenizeCard(method.input);
    return { recurly_token: token.token, is_apple_pay: '2' };
  }
  try {
    const wallet = await gateway.walletPay({
      amountPence: walletAmountPence(method.price),
      label: method.label,
      country: 'GB',
      currency: 'gbp',
    });
    return { recurly_token: wallet.token, is_apple_pay: '1', wallet: wallet.method };
  } catch (error) {
    // Cancelled sheets stay quiet; "device not supported" messages are shown as they are.
    if (error instanceof PaymentError && (error.code === 'cancelled' || error.code === 'provider'))
      throw error;
    throw new PaymentError('wallet_failed', WALLET_FAILED_MESSAGE);
  }
}

async function send(
  path: string,
  body: Record<string, unknown>,
  method: PayMethod,
  auth: AuthKind,
): Promise<PaymentReply> {
  const gateway = await getPaymentGateway();
  const fields = await methodFields(method);
  try {
    return await payWithThreeDSecure(
      gateway,
      (extra) =>
        apiRequest({ url: path, method: 'POST', body: { ...body, ...fields, ...extra }, auth }),
      {
        path,
        plan_id: body.plan_id,
        sub_plan_id: body.sub_plan_id,
      },
    );
  } catch (error) {
    // Wallet failures always read "payment failed! Please try again."
    if (
      method.kind === 'wallet' &&
      !(error instanceof PaymentError && (error.code === 'cancelled' || error.code === 'provider'))
    ) {
      throw new PaymentError('wallet_failed', WALLET_FAILED_MESSAGE);
    }
    throw error;
  }
}

export interface SubscriptionChoice {
  plan_id: number;
  sub_plan_id: number;
  coupon_code?: string;
  gift_card_code?: string;
  is_offer_plan?: 0 | 1;
  offer_id?: number;
}

/** POST payments/do_upgrade_downgrade_subscription_plan: saved card, new card, offer plan or wallet. */
export function upgradeSubscription(
  choice: SubscriptionChoice,
  method: PayMethod,
): Promise<PaymentReply> {
  return send(
    'payments/do_upgrade_downgrade_subscription_plan',
    {
      plan_id: choice.plan_id,
      sub_plan_id: choice.sub_plan_id,
      coupon_code: choice.coupon_code ?? '',
      ...(choice.gift_card_code ? { gift_card_code: choice.gift_card_code } : {}),
      ...(choice.is_offer_plan ? { is_offer_plan: 1, offer_id: choice.offer_id ?? 0 } : {}),
    },
    method,
    'member',
  );
}

/**
 * POST fitpronew/purchase_classes: the member's coaching basket (the server holds its lines), by
 * the saved card, a new card or the wallet, the way the upgrade pays (3-D Secure included).
 */
export function payCoachingBasket(
  booking: { include_membership: 0 | 1; comes_from: string },
  method: PayMethod,
): Promise<PaymentReply> {
  return send('fitpronew/purchase_classes', booking, method, 'member');
}

export interface PaywallChoice extends SubscriptionChoice {
  oneoffpayment?: number;
}

/**
 * POST payments/make_full_subscription (paywall; registration token by default). The wallet
 * variant is POST payments/make_full_subscription_wallet.
 */
export function makeFullSubscription(
  choice: PaywallChoice,
  method: PayMethod,
  auth: AuthKind = 'registration',
): Promise<PaymentReply> {
  const path =
    method.kind === 'wallet'
      ? 'payments/make_full_subscription_wallet'
      : 'payments/make_full_subscription';
  return send(
    path,
    {
      plan_id: choice.plan_id,
      sub_plan_id: choice.sub_plan_id,
      coupon_code: choice.coupon_code ?? '',
      from_reg_paywall: 1,
      oneoffpayment: choice.oneoffpayment ?? 0,
      is_offer_plan: choice.is_offer_plan ?? 0,
      offer_id: choice.offer_id ?? 0,
      ...(choice.gift_card_code ? { gift_card_code: choice.gift_card_code } : {}),
    },
    method,
    auth,
  );
}

export interface OneTimeProduct {
  product_type: string;
  product_type_id: number;
  product_price: number;
  name: string;
}

/**
 * One-time purchase: by card POST payments/web_one_time_payment; by wallet the intent pair
 * (frontend/stripe_intent then frontend/verify_stripe_intent with intent_id).
 */
export async function oneTimePayment(
  product: OneTimeProduct,
  method: PayMethod,
): Promise<PaymentReply> {
  const base = {
    product_type: product.product_type,
    product_type_id: product.product_type_id,
    product_price: product.product_price,
  };
  if (method.kind !== 'wallet')
    return send('payments/web_one_time_payment', base, method, 'member');
  const gateway = await getPaymentGateway();
  try {
    const intent = await apiRequest({
      url: 'frontend/stripe_intent',
      method: 'POST',
      body: { ...base, payment_by: 'wallet' },
      schema: firstItem(z.object({ intent_id: z.string().check(z.minLength(1)) })),
    });
    const record = intent.data;
    const wallet = await gateway.walletPay({
      amountPence: walletAmountPence(product.product_price),
      label: product.name,
      country: 'GB',
      currency: 'gbp',
    });
    return await apiRequest({
      url: 'frontend/verify_stripe_intent',
      method: 'POST',
      body: { intent_id: record.intent_id, payment_method: wallet.token },
    });
  } catch (error) {
    if (error instanceof PaymentError && (error.code === 'cancelled' || error.code === 'provider'))
      throw error;
    throw new PaymentError('wallet_failed', WALLET_FAILED_MESSAGE);
  }
}

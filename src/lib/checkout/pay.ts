import * as z from 'zod/mini';
import type { ApiRequest } from '../api/request';
import { firstItem } from '../api/schemas';
import { roundPrice } from '../format/money';
import { ApiError } from '../http/envelope';
import type { AuthKind } from '../http';
import { payWithThreeDSecure } from '../payments/flow';
import { getPaymentGateway } from '../payments/gateway';
import {
  PaymentError,
  WALLET_FAILED_MESSAGE,
  type CardInput,
  type PaymentGateway,
} from '../payments/types';
import { bodyProblem } from '../validation/bodies/rules';
import { deliveryAddressBody, visitorAddressBody } from '../validation/bodies/address';
import { retreatBookingBody } from '../validation/bodies/retreat';
import { giftCardPurchaseBody } from '../validation/bodies/giftCard';
import { oneTimeProductBody } from '../validation/bodies/purchase';
import type { CheckoutFailure, CheckoutOrder, CheckoutReply } from './order';
import { checkSavedCard, sendPaymentLog } from './guards';

/**
 * The one place an order is paid (loaded with the first payment): the card is tokenised, the
 * wallet sheet opened, and the bank's 3-D Secure step run when the server asks for it. Only the
 * card's token reaches the server; the card itself is never kept or logged.
 */

/** A method with the card in hand (the mutation takes it from the card form's ticket). */
export type PayingMethod =
  | { kind: 'card'; input: CardInput }
  | { kind: 'saved' }
  | { kind: 'wallet'; price: number; label: string }
  | { kind: 'free' };

/** Sends one call (the API's base query); rejects with ApiError carrying the server's message. */
export type Send = (request: ApiRequest) => Promise<CheckoutReply>;

/** Wallet amounts are in pence, rounded to 2 decimals first (spec 2 §9). */
export function walletPence(price: number): number {
  return Math.round(roundPrice(price) * 100);
}

function quiet(error: unknown): boolean {
  return error instanceof PaymentError && (error.code === 'cancelled' || error.code === 'provider');
}

/** A wallet payment that fails for any reason but a closed sheet reads "payment failed! Please try again." */
function walletFailure(error: unknown): unknown {
  return quiet(error) ? error : new PaymentError('wallet_failed', WALLET_FAILED_MESSAGE);
}

/** The server's fields for the method: recurly_token and is_apple_pay ('1' wallet, '2' card). */
async function methodFields(
  gateway: PaymentGateway,
  method: PayingMethod,
): Promise<Record<string, string>> {
  if (method.kind === 'saved' || method.kind === 'free') return { is_apple_pay: '2' };
  if (method.kind === 'card') {
    const token = await gateway.tokenizeCard(method.input);
    return { recurly_token: token.token, is_apple_pay: '2' };
  }
  try {
    const wallet = await gateway.walletPay({
      amountPence: walletPence(method.price),
      label: method.label,
      country: 'GB',
      currency: 'gbp',
    });
    return { recurly_token: wallet.token, is_apple_pay: '1', wallet: wallet.method };
  } catch (error) {
    throw walletFailure(error);
  }
}

interface Call {
  url: string;
  body: Record<string, unknown>;
  auth?: AuthKind;
  /** The server's rule for the body, checked before the card is tokenised or anything is sent. */
  bodySchema?: z.ZodMiniType;
  /** Sent with the abandoned-cart event when the payment fails. */
  cart: Record<string, unknown>;
}

function giftCard(order: { gift_card_code?: string }): Record<string, unknown> {
  return order.gift_card_code ? { gift_card_code: order.gift_card_code } : {};
}

/** The server call of an order. */
function callOf(order: CheckoutOrder, method: PayingMethod): Call {
  switch (order.kind) {
    case 'upgrade':
      return {
        url: 'payments/do_upgrade_downgrade_subscription_plan',
        body: {
          plan_id: order.plan_id,
          sub_plan_id: order.sub_plan_id,
          coupon_code: order.coupon_code ?? '',
          ...giftCard(order),
          ...(order.gift_credit_used ? { gift_credit_used: order.gift_credit_used } : {}),
          ...(order.is_offer_plan ? { is_offer_plan: 1, offer_id: order.offer_id ?? 0 } : {}),
        },
        auth: 'member',
        cart: { plan_id: order.plan_id, sub_plan_id: order.sub_plan_id },
      };
    case 'subscription':
      return {
        url:
          method.kind === 'wallet'
            ? 'payments/make_full_subscription_wallet'
            : 'payments/make_full_subscription',
        body: {
          plan_id: order.plan_id,
          sub_plan_id: order.sub_plan_id,
          coupon_code: order.coupon_code ?? '',
          from_reg_paywall: 1,
          oneoffpayment: order.oneoffpayment ?? 0,
          is_offer_plan: order.is_offer_plan ?? 0,
          offer_id: order.offer_id ?? 0,
          ...(order.skip_trial ? { skip_trial: 1 } : {}),
          ...giftCard(order),
        },
        auth: order.auth ?? 'registration',
        cart: { plan_id: order.plan_id, sub_plan_id: order.sub_plan_id },
      };
    case 'oneTime':
      return {
        url:
          order.buyer === 'unregistered'
            ? 'auth_un/un_stripe_intent'
            : 'payments/web_one_time_payment',
        body: {
          product_type: order.product_type,
          product_type_id: order.product_type_id,
          product_price: order.product_price,
        },
        auth: order.buyer === 'unregistered' ? 'buyer' : 'member',
        bodySchema: oneTimeProductBody,
        cart: {},
      };
    case 'coachingBasket':
      return {
        url:
          method.kind === 'free' ? 'fitpronew/free_purchase_classes' : 'fitpronew/purchase_classes',
        body: { include_membership: order.include_membership, comes_from: order.comes_from },
        auth: 'member',
        cart: {},
      };
    case 'coachPlan':
      return {
        url: 'fitpro/purchase_plan',
        body: { plan_id: order.plan_id },
        auth: 'member',
        cart: { plan_id: order.plan_id },
      };
    case 'shopOrder':
      return {
        url: 'frontend/product_checkout',
        body: {
          items: order.items,
          ...Object.fromEntries(
            Object.entries(order.address).map(([key, value]) => [key, value.trim()]),
          ),
          country: 'GB',
        },
        auth: order.member ? 'member' : 'none',
        bodySchema: order.member ? deliveryAddressBody : visitorAddressBody,
        cart: {},
      };
    case 'retreatBooking':
      return {
        url: 'Events_Retreats/booking',
        body: {
          retreat_id: order.retreat_id,
          attendees: order.attendees.map((attendee) => ({
            first_name: attendee.first_name.trim(),
            last_name: attendee.last_name.trim(),
            email: attendee.email.trim(),
          })),
          payment: order.payment,
        },
        bodySchema: retreatBookingBody,
        cart: {},
      };
    case 'giftCard':
      return {
        url: 'giftcards/purchase',
        body: {
          amount: order.amount,
          recipient_name: order.recipient_name.trim(),
          recipient_email: order.recipient_email.trim(),
          gift_message: order.gift_message.trim(),
          send_date: order.send_date,
        },
        auth: 'member',
        bodySchema: giftCardPurchaseBody(),
        cart: { amount: order.amount },
      };
  }
}

/**
 * A one-time product by wallet: the intent pair (frontend/stripe_intent, then
 * frontend/verify_stripe_intent with the wallet's payment method).
 */
async function oneTimeByWallet(
  gateway: PaymentGateway,
  order: Extract<CheckoutOrder, { kind: 'oneTime' }>,
  send: Send,
): Promise<CheckoutReply> {
  try {
    const intent = await send({
      url: 'frontend/stripe_intent',
      method: 'POST',
      body: {
        product_type: order.product_type,
        product_type_id: order.product_type_id,
        product_price: order.product_price,
        payment_by: 'wallet',
      },
      schema: firstItem(z.object({ intent_id: z.string().check(z.minLength(1)) })),
    });
    const { intent_id } = intent.data as { intent_id: string };
    const wallet = await gateway.walletPay({
      amountPence: walletPence(order.product_price),
      label: order.name,
      country: 'GB',
      currency: 'gbp',
    });
    return await send({
      url: 'frontend/verify_stripe_intent',
      method: 'POST',
      body: { intent_id, payment_method: wallet.token },
    });
  } catch (error) {
    throw walletFailure(error);
  }
}

/**
 * Pays an order: the card, wallet and 3-D Secure branches, once for every payment place. Its two
 * hook points (guards.ts) run for every place too: a saved card is checked before it is charged,
 * and every failure (but a wallet sheet the payer closed) sends the payment log.
 */
export async function payOrder(
  order: CheckoutOrder,
  method: PayingMethod,
  send: Send,
): Promise<CheckoutReply> {
  const call = callOf(order, method);
  const refused = call.bodySchema ? bodyProblem(call.bodySchema, call.body) : null;
  if (refused !== null) throw new ApiError(refused);
  try {
    return await charge(order, method, call, send);
  } catch (error) {
    if (!(error instanceof PaymentError && error.code === 'cancelled'))
      sendPaymentLog(send, call.auth, checkoutFailure(error).message);
    throw error;
  }
}

async function charge(
  order: CheckoutOrder,
  method: PayingMethod,
  call: Call,
  send: Send,
): Promise<CheckoutReply> {
  if (method.kind === 'free')
    return send({ url: call.url, method: 'POST', body: call.body, auth: call.auth });
  const gateway = await getPaymentGateway();
  if (order.kind === 'oneTime' && order.buyer !== 'unregistered' && method.kind === 'wallet')
    return oneTimeByWallet(gateway, order, send);
  if (method.kind === 'saved') await checkSavedCard(send, gateway.name, call.auth);
  const fields = await methodFields(gateway, method);
  try {
    return await payWithThreeDSecure(
      gateway,
      (extra) =>
        send({
          url: call.url,
          method: 'POST',
          body: { ...call.body, ...fields, ...extra },
          auth: call.auth,
        }),
      { path: call.url, ...call.cart },
    );
  } catch (error) {
    throw method.kind === 'wallet' ? walletFailure(error) : error;
  }
}

/** Any failure as the mutation reports it (plain data: the store keeps no Error objects). */
export function checkoutFailure(error: unknown): CheckoutFailure {
  if (error instanceof PaymentError)
    return { message: error.message, kind: 'server', code: error.code };
  if (error instanceof ApiError)
    return { message: error.message, kind: error.kind, code: error.kind, data: error.data };
  return {
    message: error instanceof Error ? error.message : 'Something went wrong',
    kind: 'server',
    code: 'server',
  };
}

import type { ApiFailure } from '../api/baseQuery';
import type { AuthKind } from '../http';
import type { CardInput, PaymentErrorCode } from '../payments/types';
import type { OneTimeProductType } from '../validation/bodies/purchase';

/**
 * What a member pays for, one kind per payment place. The checkout module turns an order into
 * its server call (path, body, sign-in) and pays it through the gateway; screens never build
 * payment calls themselves.
 */
export type CheckoutOrder =
  /** Upgrade / downgrade, a special offer, the unsubscribe offer: the member's plan changes. */
  | {
      kind: 'upgrade';
      plan_id: number;
      sub_plan_id: number;
      coupon_code?: string;
      gift_card_code?: string;
      /** The member's gift credit taken off this price (their balance, at most the price). */
      gift_credit_used?: number;
      is_offer_plan?: 0 | 1;
      offer_id?: number;
    }
  /** The paywall's full subscription (registration token by default). */
  | {
      kind: 'subscription';
      plan_id: number;
      sub_plan_id: number;
      coupon_code?: string;
      gift_card_code?: string;
      is_offer_plan?: 0 | 1;
      offer_id?: number;
      oneoffpayment?: number;
      /** The free trial skipped: skip_plan_price is paid today with skip_plan_coupon (coupon_code). */
      skip_trial?: 1;
      auth?: AuthKind;
    }
  /**
   * A one-time product (a programme, blog, recipe, video or community): bought by the member, or
   * by a visitor without an account (a programme, with the buyer token of auth_un/register).
   */
  | {
      kind: 'oneTime';
      product_type: OneTimeProductType;
      product_type_id: number;
      product_price: number;
      name: string;
      buyer?: 'member' | 'unregistered';
    }
  /** The member's coaching basket (the server holds its lines). */
  | { kind: 'coachingBasket'; include_membership: 0 | 1; comes_from: string }
  /** A professional's plan (coach registration). */
  | { kind: 'coachPlan'; plan_id: string }
  /** A shop order: the basket's lines and the delivery address (a visitor's email included). */
  | {
      kind: 'shopOrder';
      items: { product_id: number; quantity: number }[];
      address: Record<string, string>;
      member: boolean;
    }
  /** A retreat booking: its attendees and the deposit or the full price. */
  | {
      kind: 'retreatBooking';
      retreat_id: number;
      attendees: { first_name: string; last_name: string; email: string }[];
      payment: 'deposit' | 'full';
    }
  /** A gift card bought for someone: the server makes its code and emails it on the send date. */
  | {
      kind: 'giftCard';
      amount: number;
      recipient_name: string;
      recipient_email: string;
      gift_message: string;
      send_date: string;
    };

/**
 * How an order is paid: a card typed into a card form (tokenised, never kept), the member's saved
 * card, the wallet sheet (amount and label shown on it), or nothing (a free coaching booking).
 */
export type CheckoutMethod =
  | { kind: 'card'; input: CardInput }
  | { kind: 'saved' }
  | { kind: 'wallet'; price: number; label: string }
  | { kind: 'free' };

/** The method as the mutation holds it: a card is only a ticket to the card form's input. */
export type HeldMethod =
  Exclude<CheckoutMethod, { kind: 'card' }> | { kind: 'card'; ticket: number };

/** The reply of a paid order (envelope opened). */
export interface CheckoutReply {
  message: string;
  data: unknown;
}

/** A failed payment as the mutation reports it: the message to show and why it failed. */
export interface CheckoutFailure extends ApiFailure {
  /** The gateway's reason ('cancelled', 'declined', 'wallet_failed', ...), or the server's. */
  code: PaymentErrorCode | 'server' | 'network' | 'parse';
}

/** True for a payment the member stopped themselves (a closed wallet sheet): nothing to say. */
export function paymentCancelled(error: unknown): boolean {
  return (
    Boolean(error) &&
    typeof error === 'object' &&
    (error as { code?: unknown }).code === 'cancelled'
  );
}

import { getPaymentGateway, payWithThreeDSecure, type CardInput } from '@/lib/payments';
import { apiRequest } from '@/lib/api/request';
import { bookingDoneSchema, type BookingDone } from './booking';

/** The spec's wording when a payment fails with nothing more to say (spec 3 §8). */
export const UNKNOWN_PAYMENT_ERROR = 'An unknown error occurred.';

export type BookingPayment =
  { kind: 'card'; card: CardInput } | { kind: 'wallet'; total: number } | { kind: 'free' };

/**
 * Pays for the member's coaching basket (the server holds its lines): a card through the payment
 * gateway with 3-D Secure (fitpronew/purchase_classes with only the card's token), the wallet
 * sheet, or a free booking (fitpronew/free_purchase_classes). Loaded at the payment step only.
 */
export async function purchaseBasket(
  payment: BookingPayment,
  includeMembership: boolean,
): Promise<BookingDone> {
  const common = { include_membership: includeMembership ? 1 : 0, comes_from: 'web' };
  if (payment.kind === 'free') {
    const reply = await apiRequest({
      url: 'fitpronew/free_purchase_classes',
      method: 'POST',
      auth: 'member',
      body: common,
      schema: bookingDoneSchema,
    });
    return reply.data;
  }
  const gateway = await getPaymentGateway();
  const token =
    payment.kind === 'card'
      ? { token: (await gateway.tokenizeCard(payment.card)).token, wallet: false }
      : {
          token: (
            await gateway.walletPay({
              amountPence: Math.round(payment.total * 100),
              label: 'RWL coaching booking',
              country: 'GB',
              currency: 'gbp',
            })
          ).token,
          wallet: true,
        };
  const body = {
    ...common,
    recurly_token: token.token,
    is_apple_pay: token.wallet ? '1' : '2',
  };
  const reply = await payWithThreeDSecure(
    gateway,
    (extra) =>
      apiRequest({
        url: 'fitpronew/purchase_classes',
        method: 'POST',
        auth: 'member',
        body: { ...body, ...extra },
      }),
    { path: 'fitpronew/purchase_classes' },
  );
  const parsed = bookingDoneSchema.safeParse(reply.data);
  if (!parsed.success) throw new Error(UNKNOWN_PAYMENT_ERROR);
  return parsed.data;
}

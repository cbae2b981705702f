import { getPaymentGateway, payWithThreeDSecure, type CardInput } from '@/lib/payments';
import { apiRequest } from '@/lib/api/request';
import { authSession } from '@/lib/auth/session';
import * as z from 'zod/mini';
import { orderSchema, type DeliveryAddress, type Order, type ShopLine } from './model';

/** The spec's wording when a payment fails with nothing more to say (spec 3 §8). */
export const UNKNOWN_PAYMENT_ERROR = 'An unknown error occurred.';

/**
 * POST frontend/product_checkout: the basket's lines, the delivery address (and a visitor's
 * email), paid by card through the payment gateway with 3-D Secure. The card itself never
 * leaves the gateway: only its token is sent. A member's call carries their token.
 */
export async function placeOrder(
  lines: ShopLine[],
  address: DeliveryAddress,
  method: { kind: 'card'; card: CardInput } | { kind: 'wallet'; total: number },
): Promise<Order> {
  const gateway = await getPaymentGateway();
  // A card becomes a token; the wallet sheet (Apple Pay / Google Pay) answers with its own.
  const token =
    method.kind === 'card'
      ? { token: (await gateway.tokenizeCard(method.card)).token, wallet: false }
      : {
          token: (
            await gateway.walletPay({
              amountPence: Math.round(method.total * 100),
              label: 'RWL shop order',
              country: 'GB',
              currency: 'gbp',
            })
          ).token,
          wallet: true,
        };
  const member = Boolean(authSession.memberToken());
  const body = {
    items: lines.map((line) => ({ product_id: Number(line.id), quantity: line.quantity })),
    ...Object.fromEntries(Object.entries(address).map(([key, value]) => [key, value.trim()])),
    country: 'GB',
    recurly_token: token.token,
    is_apple_pay: token.wallet ? '1' : '2',
  };
  const reply = await payWithThreeDSecure(
    gateway,
    (extra) =>
      apiRequest({
        url: 'frontend/product_checkout',
        method: 'POST',
        auth: member ? 'member' : 'none',
        body: { ...body, ...extra },
      }),
    { path: 'frontend/product_checkout' },
  );
  const parsed = z.array(orderSchema).check(z.minLength(1)).safeParse(reply.data);
  const order = parsed.success ? parsed.data[0] : undefined;
  if (!order) throw new Error(UNKNOWN_PAYMENT_ERROR);
  return order;
}

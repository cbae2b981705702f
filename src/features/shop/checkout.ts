import * as z from 'zod/mini';
import type { CheckoutOrder } from '@/lib/checkout';
import { orderSchema, type DeliveryAddress, type Order, type ShopLine } from './model';

/** The spec's wording when a payment fails with nothing more to say (spec 3 §8). */
export const UNKNOWN_PAYMENT_ERROR = 'An unknown error occurred.';

/**
 * A shop order as the checkout pays it (frontend/product_checkout, by card with 3-D Secure or
 * by the wallet): the basket's lines and the delivery address (and a visitor's email). A
 * member's call carries their token.
 */
export function shopOrder(
  lines: ShopLine[],
  address: DeliveryAddress,
  member: boolean,
): CheckoutOrder {
  return {
    kind: 'shopOrder',
    items: lines.map((line) => ({ product_id: Number(line.id), quantity: line.quantity })),
    address: { ...address },
    member,
  };
}

/** The order of a paid reply, or the spec's unknown-error failure. */
export function readOrder(data: unknown): Order {
  const parsed = z.array(orderSchema).check(z.minLength(1)).safeParse(data);
  const order = parsed.success ? parsed.data[0] : undefined;
  if (!order) throw new Error(UNKNOWN_PAYMENT_ERROR);
  return order;
}

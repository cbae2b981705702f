import type { CheckoutMethod } from '@/lib/checkout';
import type { OneTimeProductType } from '@/lib/validation/bodies/purchase';

/**
 * How a plan is paid (the checkout's methods but a free booking): a card form's input
 * (tokenised by the checkout, never kept), the saved card, or the wallet sheet.
 */
export type PayMethod = Exclude<CheckoutMethod, { kind: 'free' }>;

/** A one-time product (a programme, a pack) as the checkout sells it. */
export interface OneTimeProduct {
  product_type: OneTimeProductType;
  product_type_id: number;
  product_price: number;
  name: string;
}

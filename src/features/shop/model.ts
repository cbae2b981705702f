import * as z from 'zod/mini';
import {
  cosmeticList,
  cosmeticNumber,
  cosmeticText as label,
  strictId,
  strictNumber,
} from '@/lib/api/schemas';
import {
  ADDRESS_LIMITS,
  deliveryAddressBody,
  visitorAddressBody,
} from '@/lib/validation/bodies/address';
import { fieldProblems } from '@/lib/validation/bodies/rules';
import type { PageMeta } from '@/lib/pageMeta';

/** A product card: id, price and stock are strict (money and what can be bought). */
export const productCardSchema = z.object({
  product_id: strictNumber,
  category_id: cosmeticNumber(0),
  sub_category_id: cosmeticNumber(0),
  title: label(),
  price: strictNumber,
  currency_symbol: label('£'),
  stock: strictNumber,
  image: label(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productSchema = z.object({
  ...productCardSchema.shape,
  description: label(),
  images: cosmeticList(z.string()),
  options: cosmeticList(z.string()),
});
export type Product = z.infer<typeof productSchema>;

/** A product page's title, description and preview picture. */
export function productMeta(product: Product): PageMeta {
  return {
    title: `${product.title} | RWL shop`,
    description: product.description,
    image: product.images[0] ?? product.image,
  };
}

export const categorySchema = z.object({
  category_id: strictNumber,
  name: label(),
  sub_categories: cosmeticList(z.object({ sub_category_id: strictNumber, name: label() })),
});

export const shopLandingSchema = z.object({
  categories: z.array(categorySchema),
  featured: z.array(productCardSchema),
});
export type ShopLanding = z.infer<typeof shopLandingSchema>;

export const countrySchema = z.object({
  country_id: strictNumber,
  name: label(),
  code: label(),
  states: cosmeticList(z.object({ state_id: strictNumber, name: label() })),
});
export type Country = z.infer<typeof countrySchema>;

export const orderSchema = z.object({
  order_number: strictId,
  total: strictNumber,
  email: label(),
});
export type Order = z.infer<typeof orderSchema>;

/** The email a checkout hands to its thank-you page (history state), or '' when unreadable. */
export function readOrderEmail(state: unknown): string {
  const email = state && typeof state === 'object' && 'orderEmail' in state ? state.orderEmail : '';
  return typeof email === 'string' ? email.slice(0, 254) : '';
}

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'name';
export const PRODUCT_SORTS: { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name' },
];

/** The most of one product a basket holds (and never more than the stock). */
export const MAX_QUANTITY = 10;

export interface ShopLine {
  id: string;
  quantity: number;
}

/** A line's quantity in range: 1 to the stock (at most MAX_QUANTITY). */
export function clampQuantity(quantity: number, stock: number): number {
  const most = Math.min(MAX_QUANTITY, Math.max(0, stock));
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(most, Math.max(1, Math.round(quantity)));
}

/** Adds `quantity` of a product, adding to its line when it is already in the basket. */
export function addToLines(
  lines: ShopLine[],
  productId: number,
  quantity: number,
  stock: number,
): ShopLine[] {
  const id = String(productId);
  const existing = lines.find((line) => line.id === id);
  if (!existing) return [...lines, { id, quantity: clampQuantity(quantity, stock) }];
  return lines.map((line) =>
    line.id === id ? { id, quantity: clampQuantity(line.quantity + quantity, stock) } : line,
  );
}

export function setLineQuantity(
  lines: ShopLine[],
  productId: number,
  quantity: number,
  stock: number,
): ShopLine[] {
  const id = String(productId);
  return lines.map((line) =>
    line.id === id ? { id, quantity: clampQuantity(quantity, stock) } : line,
  );
}

export function removeLine(lines: ShopLine[], productId: number): ShopLine[] {
  return lines.filter((line) => line.id !== String(productId));
}

/**
 * The lines as the stock now allows: a product sold out since it was added leaves the basket and a
 * line holding more than is left comes down to what is left, so what the basket shows, counts,
 * totals and orders is one and the same. Each change is said in words; products not listed are
 * left as they are.
 */
export function fitToStock(
  lines: ShopLine[],
  products: Map<number, ProductCard>,
): { lines: ShopLine[]; changes: string[] } {
  const changes: string[] = [];
  const fitted: ShopLine[] = [];
  for (const line of lines) {
    const product = products.get(Number(line.id));
    const most = product ? Math.min(MAX_QUANTITY, Math.max(0, product.stock)) : line.quantity;
    if (!product || line.quantity <= most) fitted.push(line);
    else if (most === 0)
      changes.push(`${product.title} is now out of stock, so it has left your basket.`);
    else {
      changes.push(
        product.stock < line.quantity
          ? `Only ${most} ${product.title} left: your basket now holds ${most}.`
          : `You can buy at most ${most} ${product.title}: your basket now holds ${most}.`,
      );
      fitted.push({ id: line.id, quantity: most });
    }
  }
  return { lines: changes.length ? fitted : lines, changes };
}

/** The basket total in pounds, to the penny. */
export function basketTotal(lines: { quantity: number; price: number }[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.price * line.quantity, 0) * 100) / 100;
}

/** UK postcodes only (the shop delivers in the UK). */
export { ADDRESS_LIMITS };

export interface DeliveryAddress {
  email: string;
  first_name: string;
  last_name: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  county: string;
  postcode: string;
}

/**
 * Each field's problem, when it has one, by the rule the server checks the order's address with
 * (lib/validation/requestBodies); a member's email comes from the account.
 */
export function checkoutErrors(
  address: DeliveryAddress,
  needsEmail: boolean,
): Partial<Record<keyof DeliveryAddress, string>> {
  return fieldProblems<keyof DeliveryAddress>(
    needsEmail ? visitorAddressBody : deliveryAddressBody,
    address,
  );
}

/** Seconds after which stock or places shown are asked for again when the page opens. */
export const LIVE_DATA_MAX_AGE_S = 30;

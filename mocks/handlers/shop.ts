import { isValidEmail } from '../../src/lib/validation/email';
import { db } from '../db/store';
import type { MockShopProduct } from '../db/shopTables';
import { charge, PAYMENT_SUCCESS } from './plans';
import { deliveryAddressBody, visitorAddressBody } from '../../src/lib/validation/requestBodies';
import {
  bearer,
  fail,
  memberFromToken,
  memberRoute,
  ok,
  publicRoute,
  refusedBody,
  str,
} from './respond';

/** The shop's messages (the first two payment errors are the gateway's own wording). */
export const SHOP_MESSAGES = {
  notFound: 'This product could not be found.',
  outOfStock: 'Sorry, this product is out of stock.',
  notifySaved: "Thanks! We'll email you when it is back in stock.",
  emptyBasket: 'Your basket is empty.',
  postcode: 'Please enter a valid UK postcode.',
  newsletter: 'Thanks for subscribing!',
  orderNotFound: 'We could not find that order.',
} as const;

function productCard(product: MockShopProduct) {
  return {
    product_id: product.product_id,
    category_id: product.category_id,
    sub_category_id: product.sub_category_id,
    title: product.title,
    price: product.price,
    currency_symbol: '£',
    stock: product.stock,
    image: product.images[0] ?? '',
  };
}

function findProduct(id: unknown): MockShopProduct | undefined {
  const productId = Number(id);
  return db.get().shopProducts.find((product) => product.product_id === productId);
}

/**
 * ecommerce (spec 3 §7 "Shop"): the public frontend/ calls serve visitors and members alike
 * (the shop's content is public); checkout takes the member token when there is one.
 * ecommerce/shop_login_token (spec 1 §2, shopify=true links): the token the external shop signs
 * the member in with.
 */
export const shopHandlers = [
  memberRoute('post', 'ecommerce/shop_login_token', ({ user }) =>
    ok([{ token: `mock-shop-${user.user_id}-${Date.now().toString(36)}` }]),
  ),

  publicRoute('get', 'frontend/ecommerce_landing_page', () => {
    const data = db.get();
    return ok([
      {
        categories: data.shopCategories,
        featured: data.shopProducts.filter((product) => product.featured).map(productCard),
      },
    ]);
  }),

  publicRoute('post', 'frontend/products_list', ({ body }) => {
    const category = Number(body.category_id) || 0;
    const subCategory = Number(body.sub_category_id) || 0;
    const search = str(body.search).trim().toLowerCase();
    const sort = str(body.sort);
    const inStockOnly = Number(body.in_stock) === 1;
    const products = db
      .get()
      .shopProducts.filter((product) => !category || product.category_id === category)
      .filter((product) => !subCategory || product.sub_category_id === subCategory)
      .filter((product) => !search || product.title.toLowerCase().includes(search))
      .filter((product) => !inStockOnly || product.stock > 0)
      .sort((a, b) =>
        sort === 'price_asc'
          ? a.price - b.price
          : sort === 'price_desc'
            ? b.price - a.price
            : sort === 'name'
              ? a.title.localeCompare(b.title)
              : a.product_id - b.product_id,
      )
      .map(productCard);
    return ok(products);
  }),

  publicRoute('post', 'frontend/single_product', ({ body }) => {
    const product = findProduct(body.product_id);
    if (!product) return fail(SHOP_MESSAGES.notFound);
    return ok([
      {
        ...productCard(product),
        description: product.description,
        images: product.images,
        options: product.options,
      },
    ]);
  }),

  publicRoute('post', 'frontend/product_outofstock_notify', ({ body }) => {
    const product = findProduct(body.product_id);
    const email = str(body.email).trim();
    if (!product) return fail(SHOP_MESSAGES.notFound);
    if (!isValidEmail(email)) return fail('please enter valid email id');
    db.update((data) => {
      if (
        !data.shopStockNotices.some(
          (notice) => notice.product_id === product.product_id && notice.email === email,
        )
      )
        data.shopStockNotices.push({ product_id: product.product_id, email });
    });
    return ok([], SHOP_MESSAGES.notifySaved);
  }),

  publicRoute('post', 'frontend/newsletter', ({ body }) => {
    const email = str(body.email).trim();
    if (!isValidEmail(email)) return fail('please enter valid email id');
    db.update((data) => {
      if (!data.shopNewsletter.includes(email)) data.shopNewsletter.push(email);
    });
    return ok([], SHOP_MESSAGES.newsletter);
  }),

  publicRoute('get', 'frontend/country_state', () => ok(db.get().shopCountries)),

  publicRoute('post', 'frontend/product_checkout', ({ request, body }) => {
    const user = memberFromToken(bearer(request));
    const items = Array.isArray(body.items) ? (body.items as Record<string, unknown>[]) : [];
    if (items.length === 0) return fail(SHOP_MESSAGES.emptyBasket);
    const lines: { product: MockShopProduct; quantity: number }[] = [];
    for (const item of items) {
      const product = findProduct(item.product_id);
      const quantity = Number(item.quantity);
      if (!product) return fail(SHOP_MESSAGES.notFound);
      if (!Number.isInteger(quantity) || quantity < 1) return fail('Invalid field: quantity');
      if (quantity > product.stock) return fail(`${SHOP_MESSAGES.outOfStock} (${product.title})`);
      lines.push({ product, quantity });
    }
    // The checkout form's rules for the delivery address (a visitor's email too).
    const refused = refusedBody(user ? deliveryAddressBody : visitorAddressBody, body);
    if (refused) return refused;
    const email = user ? user.email : str(body.email).trim();
    const charged = charge(user, body);
    if (!charged.ok) return charged.response;
    const total =
      Math.round(lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0) * 100) /
      100;
    const orderNumber = `RWL-${String(100000 + db.get().shopOrders.length + 1)}`;
    db.update((data) => {
      for (const line of lines) {
        const stored = data.shopProducts.find(
          (product) => product.product_id === line.product.product_id,
        );
        if (stored) stored.stock -= line.quantity;
      }
      data.shopOrders.push({
        order_number: orderNumber,
        user_id: user?.user_id ?? 0,
        email,
        items: lines.map((line) => ({
          product_id: line.product.product_id,
          quantity: line.quantity,
          price: line.product.price,
        })),
        total,
        address: Object.fromEntries(
          [
            'first_name',
            'last_name',
            'address_line_1',
            'address_line_2',
            'city',
            'county',
            'postcode',
            'country',
          ].map((field) => [field, str(body[field]).trim()]),
        ),
        at: new Date().toISOString(),
      });
    });
    return ok([{ order_number: orderNumber, total, email }], PAYMENT_SUCCESS);
  }),

  /**
   * An order's confirmation (the thank-you page): its number and total, for the member who placed
   * it (their token) or whoever gives the email it was placed with. Any other order, or one that
   * does not exist, is a 404: the same answer, so an order number alone tells nothing.
   */
  publicRoute('post', 'frontend/order_details', ({ request, body }) => {
    const orderNumber = str(body.order_number).trim().toUpperCase();
    const email = str(body.email).trim().toLowerCase();
    const user = memberFromToken(bearer(request));
    const order = db.get().shopOrders.find((entry) => entry.order_number === orderNumber);
    const theirs =
      order &&
      ((user !== null && order.user_id === user.user_id) ||
        (email !== '' && order.email.toLowerCase() === email));
    if (!order || !theirs) return fail(SHOP_MESSAGES.orderNotFound, 404);
    return ok([{ order_number: order.order_number, total: order.total, email: order.email }]);
  }),
];

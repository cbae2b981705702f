import { memberRoute, ok } from './respond';

/**
 * ecommerce/shop_login_token (spec 1 §2, shopify=true links): the token the external shop signs
 * the member in with. The mock answers a token naming the member; the page then goes on to the
 * shop's address with it.
 */
export const shopHandlers = [
  memberRoute('post', 'ecommerce/shop_login_token', ({ user }) =>
    ok([{ token: `mock-shop-${user.user_id}-${Date.now().toString(36)}` }]),
  ),
];

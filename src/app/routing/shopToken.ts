import * as z from 'zod/mini';
import { firstItem } from '@/lib/api/schemas';

/** POST ecommerce/shop_login_token: the token the external shop signs the member in with. */
export const shopTokenRequest = {
  url: 'ecommerce/shop_login_token',
  method: 'POST' as const,
  body: {},
  // The token is what signs the member in: a reply without one is an error, not a bare link.
  schema: firstItem(z.object({ token: z.string().check(z.minLength(1)) })),
};

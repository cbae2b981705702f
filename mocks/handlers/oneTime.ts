/**
 * One-time purchases of every product type (issue 33) and the visitor who buys a programme
 * without an account (spec 3 §7 "Unauthenticated: auth_un/check_email, register, login,
 * un_stripe_intent; user_un/check"): the unregistered user (un_user_id, first_name, last_name,
 * email, folder_id) holds a buyer token, opens what they bought on the public programme page, and
 * becomes a member by setting a password, the purchase kept.
 */
import { db } from '../db/store';
import { newToken, userRecord } from '../db/records';
import { newMockUser, type MockUser } from '../db/users';
import type { MockUnregisteredUser, OneTimeProductType } from '../db/purchaseTables';
import {
  emailCheckBody,
  oneTimeProductBody,
  PRODUCT_NOT_FOR_SALE,
  unregisteredBuyerBody,
} from '../../src/lib/validation/requestBodies';
import {
  BLANK_PASSWORD_MESSAGE,
  isBlankPassword,
  MAX_LENGTH,
} from '../../src/lib/validation/limits';
import { bearer, fail, ok, publicRoute, refusedBody, str, UNAUTHORIZED } from './respond';
import { charge, PAYMENT_SUCCESS, withoutCard } from './plans';

export const EMAIL_TAKEN =
  'This email already belongs to a member. Please log in to buy this programme.';
export const PRICE_CHANGED = 'The price of this item has changed. Please reload the page.';
export const SHORT_PASSWORD = 'Your password must be at least 8 characters.';

/** An item sold one at a time: its title and price, or null when it is not for sale. */
export function productOnSale(
  type: string,
  id: number,
): { title: string; price: number; currency_symbol: string } | null {
  const data = db.get();
  if (type === 'folder') {
    const folder = data.paidFolders.find((candidate) => candidate.folder_id === id);
    return folder ?? null;
  }
  return (
    data.paidProducts.find(
      (candidate) => candidate.product_type === type && candidate.product_type_id === id,
    ) ?? null
  );
}

/** The server's reason for a locked item sold separately. */
export function soldSeparately(type: 'blog' | 'recipe' | 'video' | 'community'): string {
  const what = { blog: 'article', recipe: 'recipe', video: 'video', community: 'community' }[type];
  return `This ${what} is sold separately.`;
}

/** Whether the member bought the item (paid items only: anything else is theirs by their tier). */
export function hasBought(user: MockUser, type: OneTimeProductType, id: number): boolean {
  return db
    .get()
    .purchases.some(
      (purchase) =>
        purchase.user_id === user.user_id &&
        purchase.product_type === type &&
        purchase.product_type_id === id,
    );
}

/**
 * The reply fields of a blog, recipe, video or community sold separately that the member has not
 * bought (access 0, access_reason 'purchase', its price), or null when it is theirs to open.
 */
export function purchaseLock(
  user: MockUser | null,
  type: Exclude<OneTimeProductType, 'folder'>,
  id: number,
): { access: 0; access_reason: 'purchase'; price: number; currency_symbol: string } | null {
  const product = productOnSale(type, id);
  if (!product || (user && hasBought(user, type, id))) return null;
  return {
    access: 0,
    access_reason: 'purchase',
    price: product.price,
    currency_symbol: product.currency_symbol,
  };
}

/**
 * The product and price of a one-time payment, checked before any charge: refused when the item
 * is not for sale, or when the price sent is not its price.
 */
export function refusedProduct(body: Record<string, unknown>): Response | null {
  const refused = refusedBody(oneTimeProductBody, body);
  if (refused) return refused;
  const product = productOnSale(str(body.product_type), Number(body.product_type_id));
  if (!product) return fail(PRODUCT_NOT_FOR_SALE);
  if (Math.abs(product.price - Number(body.product_price)) > 0.001) return fail(PRICE_CHANGED);
  return null;
}

function buyerOf(request: Request): MockUnregisteredUser | null {
  const token = bearer(request);
  const id = token ? db.get().unSessions[token] : undefined;
  return db.get().unregisteredUsers.find((buyer) => buyer.un_user_id === id) ?? null;
}

function memberWithEmail(email: string): MockUser | null {
  const wanted = email.trim().toLowerCase();
  return db.get().users.find((user) => user.email.toLowerCase() === wanted) ?? null;
}

function buyerRecord(buyer: MockUnregisteredUser) {
  const bought = db
    .get()
    .purchases.filter((purchase) => purchase.un_user_id === buyer.un_user_id && !purchase.user_id)
    .map(({ product_type, product_type_id }) => ({ product_type, product_type_id }));
  return {
    un_user_id: String(buyer.un_user_id),
    first_name: buyer.first_name,
    last_name: buyer.last_name,
    email: buyer.email,
    folder_id: buyer.folder_id,
    purchases: bought,
  };
}

/** Whether the visitor holding `request`'s buyer token bought programme `folderId`. */
function buyerOwns(request: Request, folderId: number): boolean {
  const buyer = buyerOf(request);
  return Boolean(
    buyer &&
    db
      .get()
      .purchases.some(
        (purchase) =>
          purchase.un_user_id === buyer.un_user_id &&
          purchase.product_type === 'folder' &&
          purchase.product_type_id === folderId,
      ),
  );
}

export const oneTimeHandlers = [
  /** The thank-you page after a landing-page purchase (spec 3 §7 frontend log_thankyou): kept with the events. */
  publicRoute('post', 'frontend/log_thankyou', ({ body }) => {
    const price = Number(body.price);
    if (typeof body.price !== 'number' || !(price > 0)) return fail('Invalid field: price');
    db.update((data) => {
      data.events.push({
        name: 'log_thankyou',
        data: { price, currency: str(body.currency), plan: str(body.plan).slice(0, 100) },
        at: new Date().toISOString(),
      });
    });
    return ok();
  }),

  /**
   * A paid programme's public page: what it is and costs; its weeks and days once the visitor
   * holding the buyer token has bought it.
   */
  publicRoute('post', 'frontend/program', ({ request, body }) => {
    const folderId = Number(body.folder_id);
    const data = db.get();
    const paid = data.paidFolders.find((candidate) => candidate.folder_id === folderId);
    const programme = data.programmes.find((candidate) => candidate.id === folderId);
    const folder = data.programmeFolders.find((candidate) => candidate.folder_id === folderId);
    if (!paid || !programme || !folder) return fail('This programme could not be found.');
    const access = buyerOwns(request, folderId) ? 1 : 0;
    return ok([
      {
        folder_id: folderId,
        title: paid.title,
        description: paid.description,
        image: programme.image,
        price: paid.price,
        currency_symbol: paid.currency_symbol,
        access,
        weeks: access
          ? folder.weeks.map((week) => ({
              week: week.week,
              days: week.days.map((day) => ({
                day: day.day,
                videos: day.videos.flatMap((videoId) => {
                  const video = data.videos.find((candidate) => candidate.video_id === videoId);
                  return video ? [{ video_id: video.video_id, title: video.title }] : [];
                }),
              })),
            }))
          : [],
      },
    ]);
  }),

  /** Before a visitor pays: an email that belongs to a member signs in to buy instead. */
  publicRoute('post', 'auth_un/check_email', ({ body }) => {
    const refused = refusedBody(emailCheckBody, body);
    if (refused) return refused;
    if (memberWithEmail(str(body.email))) return fail(EMAIL_TAKEN);
    return ok([], 'This email can buy without an account.');
  }),

  /** The unregistered user: names, email and the programme; answers with the buyer token. */
  publicRoute('post', 'auth_un/register', ({ body }) => {
    const refused = refusedBody(unregisteredBuyerBody, body);
    if (refused) return refused;
    if (memberWithEmail(str(body.email))) return fail(EMAIL_TAKEN);
    if (!productOnSale('folder', Number(body.folder_id))) return fail(PRODUCT_NOT_FOR_SALE);
    const token = newToken('buyer');
    const buyer = db.update((data) => {
      const created: MockUnregisteredUser = {
        un_user_id: data.nextUnUserId++,
        first_name: str(body.first_name).trim(),
        last_name: str(body.last_name).trim(),
        email: str(body.email).trim().toLowerCase(),
        folder_id: Number(body.folder_id),
        member_user_id: 0,
      };
      data.unregisteredUsers.push(created);
      data.unSessions[token] = created.un_user_id;
      return created;
    });
    return ok([{ ...buyerRecord(buyer), api_token: token }]);
  }),

  /** The unregistered user's payment for their programme: card and the bank's 3-D Secure step. */
  publicRoute('post', 'auth_un/un_stripe_intent', ({ request, body }) => {
    const buyer = buyerOf(request);
    if (!buyer) return fail(UNAUTHORIZED, 401);
    const refused = refusedProduct(body);
    if (refused) return refused;
    if (str(body.product_type) !== 'folder') return fail(PRODUCT_NOT_FOR_SALE);
    const charged = charge(null, body);
    const result = charged.ok ? 'ok' : charged.result;
    db.update((data) => {
      data.payments.push({
        path: 'auth_un/un_stripe_intent',
        user_id: 0,
        body: { ...withoutCard(body), un_user_id: buyer.un_user_id },
        result,
        at: new Date().toISOString(),
      });
    });
    if (!charged.ok) return charged.response;
    db.update((data) => {
      data.purchases.push({
        user_id: 0,
        un_user_id: buyer.un_user_id,
        product_type: 'folder',
        product_type_id: Number(body.product_type_id),
      });
    });
    return ok(charged.actionLink ? [{ action_link: charged.actionLink }] : [], PAYMENT_SUCCESS);
  }),

  /** The unregistered user's record, by the buyer token. */
  publicRoute('post', 'user_un/check', ({ request }) => {
    const buyer = buyerOf(request);
    if (!buyer) return fail(UNAUTHORIZED, 401);
    return ok([buyerRecord(buyer)]);
  }),

  /**
   * The unregistered user becomes a member (Free) by setting a password: their purchases are
   * theirs as a member, the buyer token ends and a member token is answered (as auth/login's).
   */
  publicRoute('post', 'user_un/set_password', ({ request, body }) => {
    const buyer = buyerOf(request);
    if (!buyer) return fail(UNAUTHORIZED, 401);
    const password = str(body.password);
    if (isBlankPassword(password)) return fail(BLANK_PASSWORD_MESSAGE);
    if (password.length < 8) return fail(SHORT_PASSWORD);
    if (password.length > MAX_LENGTH.password)
      return fail(`Please use at most ${MAX_LENGTH.password} characters.`);
    if (memberWithEmail(buyer.email)) return fail(EMAIL_TAKEN);
    const token = newToken('member');
    const member = db.update((data) => {
      const userId = data.nextUserId++;
      const created = newMockUser({
        user_id: userId,
        email: buyer.email,
        first_name: buyer.first_name,
        last_name: buyer.last_name,
        password,
        purchased_from: 'web',
      });
      data.users.push(created);
      for (const purchase of data.purchases)
        if (purchase.un_user_id === buyer.un_user_id && !purchase.user_id)
          purchase.user_id = userId;
      const stored = data.unregisteredUsers.find(
        (candidate) => candidate.un_user_id === buyer.un_user_id,
      );
      if (stored) stored.member_user_id = userId;
      for (const [key, id] of Object.entries(data.unSessions))
        if (id === buyer.un_user_id) delete data.unSessions[key];
      data.sessions[token] = userId;
      return created;
    });
    return ok([{ ...userRecord(member), api_token: token }], 'Welcome to RWL.');
  }),
];

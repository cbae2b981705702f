import { describe, expect, it } from 'vitest';
import { db } from '../db/store';
import { callApi } from '../../src/lib/http';
import { logInAs } from '../../src/lib/testing/logInAs';
import { authSession } from '../../src/lib/auth/session';
import {
  PAID_BLOG_ID,
  PAID_COMMUNITY_ID,
  PAID_RECIPE_ID,
  PAID_VIDEO_ID,
} from '../db/purchaseTables';

/** Posts as the signed-in member (or as `auth`); resolves with the envelope, failures included. */
async function post(path: string, body: unknown, auth: 'member' | 'buyer' | 'none' = 'member') {
  try {
    const { data, message } = await callApi(path, body, { auth });
    return { status: 1, message, data };
  } catch (error) {
    return { status: 0, message: (error as Error).message, data: null };
  }
}

const card = { recurly_token: 'mock_ok_Visa_4242', is_apple_pay: '2' };
const first = (reply: { data: unknown }) => (reply.data as Record<string, unknown>[])[0] ?? {};

describe('one-time purchases on the mock server', () => {
  it('refuses an item that is not for sale, or a price that is not its price, and charges nothing', async () => {
    await logInAs('free@example.com');
    const notForSale = await post('payments/web_one_time_payment', {
      product_type: 'recipe',
      product_type_id: 2001,
      product_price: 1.99,
      ...card,
    });
    expect(notForSale).toMatchObject({ status: 0, message: 'This item is not for sale.' });
    const cheaper = await post('payments/web_one_time_payment', {
      product_type: 'recipe',
      product_type_id: PAID_RECIPE_ID,
      product_price: 0.01,
      ...card,
    });
    expect(cheaper).toMatchObject({
      status: 0,
      message: 'The price of this item has changed. Please reload the page.',
    });
    const unknownType = await post('payments/web_one_time_payment', {
      product_type: 'shoe',
      product_type_id: PAID_RECIPE_ID,
      product_price: 1.99,
      ...card,
    });
    expect(unknownType).toMatchObject({ status: 0, message: 'This item is not for sale.' });
    expect(db.get().purchases).toEqual([]);
    expect(db.get().payments).toEqual([]);
  });

  it('locks a paid recipe, video, article and community until the member buys each, then opens it', async () => {
    await logInAs('premium@example.com');
    const recipe = first(await post('recipes/recipe_details', { recipe_id: PAID_RECIPE_ID }));
    expect(recipe).toMatchObject({ access: 0, access_reason: 'purchase', price: 1.99, steps: [] });
    const video = first(await post('videos/details', { video_id: PAID_VIDEO_ID }));
    expect(video).toMatchObject({ access: 0, access_reason: 'purchase', price: 4.99, url: '' });
    const article = first(await post('blogs/single', { blog_id: PAID_BLOG_ID }));
    expect(article).toMatchObject({ access: 0, access_reason: 'purchase', price: 2.99 });
    expect(article.content).not.toContain('Race day');
    expect(await post('community/posts', { community_id: PAID_COMMUNITY_ID })).toMatchObject({
      status: 0,
    });
    const forSale = () =>
      callApi('community/for_sale', undefined, { method: 'GET', auth: 'member' }).then(
        ({ data }) => data,
      );
    expect(await forSale()).toEqual([
      expect.objectContaining({ community_id: PAID_COMMUNITY_ID, price: 6.99 }),
    ]);

    for (const [product_type, product_type_id, product_price] of [
      ['recipe', PAID_RECIPE_ID, 1.99],
      ['video', PAID_VIDEO_ID, 4.99],
      ['blog', PAID_BLOG_ID, 2.99],
      ['community', PAID_COMMUNITY_ID, 6.99],
    ] as const) {
      const paid = await post('payments/web_one_time_payment', {
        product_type,
        product_type_id,
        product_price,
        ...card,
      });
      expect(paid).toMatchObject({ status: 1 });
    }
    expect(
      first(await post('recipes/recipe_details', { recipe_id: PAID_RECIPE_ID })),
    ).toMatchObject({ access: 1 });
    expect(first(await post('videos/details', { video_id: PAID_VIDEO_ID }))).toMatchObject({
      access: 1,
      access_reason: '',
    });
    expect(first(await post('blogs/single', { blog_id: PAID_BLOG_ID })).content).toContain(
      'Race day',
    );
    expect(await post('community/posts', { community_id: PAID_COMMUNITY_ID })).toMatchObject({
      status: 1,
    });
    expect(await forSale()).toEqual([]);
  });

  it('answers the buyer calls only with a buyer token, and checks the buyer as the form does', async () => {
    authSession.clearBuyer();
    const refused = await post(
      'auth_un/register',
      { first_name: ' ', last_name: 'Vale', email: 'nope', folder_id: 1060 },
      'none',
    );
    expect(refused).toMatchObject({ status: 0, message: 'Please enter your first name.' });
    const pay = await post(
      'auth_un/un_stripe_intent',
      { product_type: 'folder', product_type_id: 1060, product_price: 9.99, ...card },
      'buyer',
    );
    expect(pay.status).toBe(0);
    expect(await post('user_un/set_password', { password: 'Robin123!' }, 'buyer')).toMatchObject({
      status: 0,
    });
    expect(db.get().purchases).toEqual([]);
  });
});

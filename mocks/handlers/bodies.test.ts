import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../src/lib/api/request';
import { payOrder } from '../../src/lib/checkout/pay';
import { env } from '../../src/lib/env';
import { signAppIdentifier } from '../../src/lib/http/signature';
import {
  CHAT_MESSAGES,
  CHECKOUT_MESSAGES,
  EMPTY_COMMENT_MESSAGE,
  EMPTY_POST_MESSAGE,
  POST_MEDIA_MESSAGE,
  PROFILE_MESSAGES,
  SCHEDULE_PAST_MESSAGE,
  SERVINGS_MESSAGE,
  plannerRecipeBody,
} from '../../src/lib/validation/requestBodies';
import { db } from '../db/store';
import { server } from '../node';
import { chatRealtime } from '../realtime/areas/chat';

/**
 * Issue 30, "the server trusts the form": each money and account write checks its body with the
 * schema the app checks it with (src/lib/validation/requestBodies), and a body it refuses gets
 * the spec's error envelope with the message the app shows, and changes nothing.
 */

const TOKEN = 'token-bodies-102';

/** Posts as the app does (a member's token and the signed app identifier); the whole envelope. */
async function post(path: string, body: unknown, member = true) {
  db.update((state) => {
    state.sessions[TOKEN] = 102;
  });
  const response = await fetch(`http://localhost:3000/mock-api/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-App-Identifier': signAppIdentifier(env.appIdentifier, env.socketSecret),
      ...(member ? { Authorization: `Bearer ${TOKEN}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { httpStatus: response.status, envelope: (await response.json()) as unknown };
}

/** The spec's error envelope with `message`, answered with HTTP 200 as the server's refusals are. */
const refusal = (message: string) => ({
  httpStatus: 200,
  envelope: { status: 0, message, data: [] },
});

const tomorrow = () => {
  const day = new Date(Date.now() + 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

describe('planner additions', () => {
  it('refuses a recipe added with -3 servings (or 13, or 2.5), and adds nothing', async () => {
    const before = db.get().plannerAdditions.length;
    for (const servings of [-3, 0, 13, 2.5, '2'])
      expect(
        await post('planner/add_recipe_to_planner', {
          recipe_id: 2001,
          date: tomorrow(),
          meal_type: 'lunch',
          servings,
        }),
      ).toEqual(refusal(SERVINGS_MESSAGE));
    expect(db.get().plannerAdditions).toHaveLength(before);
  });

  it('takes 1 to 12 servings, and counts the recipe that many times in the day', async () => {
    const date = tomorrow();
    const added = await post('planner/add_recipe_to_planner', {
      recipe_id: 2001,
      date,
      meal_type: 'snack',
      servings: 2,
    });
    expect(added.envelope).toMatchObject({ status: 1 });
    const day = await post('planner', { date });
    const entries = (day.envelope as { data: { entries: Record<string, unknown>[] }[] }).data[0]
      ?.entries;
    expect(
      entries?.find((entry) => entry.item_id === 2001 && entry.meal_type === 'snack'),
    ).toMatchObject({ amount: 2, unit: 'serving', kcal: 640 });
  });

  it('refuses an unknown meal or a day that is not a date, for a recipe and for a plan’s day', async () => {
    expect(
      await post('planner/add_recipe_to_planner', {
        recipe_id: 2001,
        date: tomorrow(),
        meal_type: 'brunch',
      }),
    ).toEqual(refusal('Please choose a day and a meal.'));
    expect(
      await post('planner/add_to_planner', {
        date: 'soon',
        recipes: [{ recipe_id: 2001, meal_type: 'lunch' }],
      }),
    ).toEqual(refusal('Please choose a day.'));
    expect(
      await post('planner/add_to_planner', {
        date: tomorrow(),
        recipes: [{ recipe_id: 2001, meal_type: 'elevenses' }],
      }),
    ).toEqual(refusal('Please choose a day and a meal.'));
  });
});

describe('the account: About me and the rest of user/update_profile', () => {
  it('refuses what the account form refuses, and keeps the saved profile', async () => {
    const saved = db.get().users.find((user) => user.user_id === 102)!;
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '   ' }, PROFILE_MESSAGES.first_name],
      [{ email: 'priya@nowhere' }, PROFILE_MESSAGES.email],
      [{ phone: 'call me' }, PROFILE_MESSAGES.phone],
      [{ pregnant_week: 60 }, PROFILE_MESSAGES.pregnant_week],
      [{ about_me: 42 }, 'Invalid field: about_me'],
      [{ fitness_goal: 'G'.repeat(201) }, 'The fitness goal may be at most 200 characters.'],
    ];
    for (const [body, message] of cases)
      expect(await post('user/update_profile', body)).toEqual(refusal(message));
    const after = db.get().users.find((user) => user.user_id === 102)!;
    expect(after.first_name).toBe(saved.first_name);
    expect(after.fitness_goal).toBe(saved.fitness_goal);
    expect((await post('user/update_profile', { about_me: 'Runner.' })).envelope).toMatchObject({
      status: 1,
    });
  });
});

describe('the delivery address of a shop order', () => {
  const order = {
    items: [{ product_id: 7001, quantity: 1 }],
    email: 'buyer@example.com',
    first_name: 'Ann',
    last_name: 'Lee',
    address_line_1: '1 High Street',
    city: 'Leeds',
    county: 'West Yorkshire',
    postcode: 'LS1 1AA',
    recurly_token: 'mock_ok_Visa_4242',
  };

  it('refuses a missing name or town, a bad postcode or a visitor’s bad email, and charges nothing', async () => {
    const orders = db.get().shopOrders.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: ' ' }, CHECKOUT_MESSAGES.first_name],
      [{ city: '' }, CHECKOUT_MESSAGES.city],
      [{ postcode: '12345' }, CHECKOUT_MESSAGES.postcode],
      [{ email: 'buyer@' }, CHECKOUT_MESSAGES.email],
    ];
    for (const [change, message] of cases)
      expect(await post('frontend/product_checkout', { ...order, ...change }, false)).toEqual(
        refusal(message),
      );
    expect(db.get().shopOrders).toHaveLength(orders);
  });

  it('refuses a raw card the tokeniser would refuse', async () => {
    const { recurly_token: _token, ...withoutToken } = order;
    const card = {
      card_number: '4242424242424241',
      exp_month: '12',
      exp_year: String(new Date().getFullYear() + 1),
      card_cvv: '123',
    };
    expect(await post('frontend/product_checkout', { ...withoutToken, ...card }, false)).toEqual(
      refusal('The following fields appear to be invalid: number'),
    );
    expect(
      await post(
        'frontend/product_checkout',
        { ...withoutToken, ...card, card_number: '4242424242424242', card_cvv: '12a' },
        false,
      ),
    ).toEqual(refusal('The following fields appear to be invalid: cvv'));
  });
});

describe('a retreat booking', () => {
  const attendee = { first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com' };
  const booking = { retreat_id: 1401, payment: 'deposit', recurly_token: 'mock_ok_Visa_4242' };

  it('refuses no attendee, five, an attendee without a valid email, or an unknown payment', async () => {
    const bookings = db.get().retreatBookings.length;
    expect(await post('Events_Retreats/booking', { ...booking, attendees: [] })).toEqual(
      refusal('Invalid field: attendees'),
    );
    expect(
      await post('Events_Retreats/booking', { ...booking, attendees: Array(5).fill(attendee) }),
    ).toEqual(refusal('Invalid field: attendees'));
    expect(
      await post('Events_Retreats/booking', {
        ...booking,
        attendees: [attendee, { ...attendee, first_name: '', email: 'sam@' }],
      }),
    ).toEqual(refusal('Invalid field: first_name_2, email_2'));
    expect(
      await post('Events_Retreats/booking', { ...booking, payment: 'half', attendees: [attendee] }),
    ).toEqual(refusal('Invalid field: payment'));
    expect(db.get().retreatBookings).toHaveLength(bookings);
  });
});

describe('community posts and comments', () => {
  it('refuses an empty or too long post, five pictures or a schedule in the past', async () => {
    const posts = db.get().communityPosts.length;
    const base = { community_id: 1, post_id: 0, text: 'Hello', media: [], schedule_date: '' };
    const picture = { url: '/uploads/a.jpg', video: 0 };
    const cases: [Record<string, unknown>, string][] = [
      [{ text: '   ' }, EMPTY_POST_MESSAGE],
      [{ text: 'x'.repeat(2001) }, 'Please use at most 2000 characters.'],
      [{ media: Array(5).fill(picture) }, POST_MEDIA_MESSAGE],
      [{ schedule_date: '2020-01-01T10:00:00Z' }, SCHEDULE_PAST_MESSAGE],
    ];
    for (const [change, message] of cases)
      expect(await post('community/post', { ...base, ...change })).toEqual(refusal(message));
    expect(db.get().communityPosts).toHaveLength(posts);
  });

  it('refuses a blank or too long comment', async () => {
    const postId = db.get().communityPosts.find((entry) => entry.community_id === 1)!.post_id;
    const comments = db.get().communityComments.length;
    const base = { community_id: 1, post_id: postId, parent_id: 0 };
    expect(await post('community/comment', { ...base, text: ' ' })).toEqual(
      refusal(EMPTY_COMMENT_MESSAGE),
    );
    expect(await post('community/comment', { ...base, text: 'x'.repeat(1001) })).toEqual(
      refusal('Please use at most 1000 characters.'),
    );
    expect(db.get().communityComments).toHaveLength(comments);
  });
});

describe('a chat message over the realtime channel', () => {
  it('refuses an unknown type, a blank or too long text and media without a file', () => {
    const user = db.get().users.find((candidate) => candidate.user_id === 102)!;
    const send = (data: Record<string, unknown>) =>
      chatRealtime.sendMessage!({ user, data: { receiverId: '110', ...data }, push: () => {} });
    expect(send({ mTy: 9, msg: 'Hi', cid: 'b-1' })).toEqual({
      status: 0,
      message: CHAT_MESSAGES.type,
    });
    expect(send({ mTy: 1, msg: '  ', cid: 'b-2' })).toEqual({
      status: 0,
      message: CHAT_MESSAGES.empty,
    });
    expect(send({ mTy: 1, msg: 'x'.repeat(5001), cid: 'b-3' })).toEqual({
      status: 0,
      message: CHAT_MESSAGES.tooLong,
    });
    expect(send({ mTy: 2, cid: 'b-4' })).toEqual({ status: 0, message: CHAT_MESSAGES.noFile });
  });
});

describe('the app never sends a body its schema refuses', () => {
  it('fails a call with the server’s message before anything leaves the page', async () => {
    const sent: string[] = [];
    const listen = ({ request }: { request: Request }) => void sent.push(request.url);
    server.events.on('request:start', listen);
    const refused = await apiRequest({
      url: 'planner/add_recipe_to_planner',
      method: 'POST',
      body: { recipe_id: 2001, date: tomorrow(), meal_type: 'lunch', servings: -3 },
      bodySchema: plannerRecipeBody,
    }).catch((error: unknown) => error);
    server.events.removeListener('request:start', listen);
    expect(String(refused)).toContain(SERVINGS_MESSAGE);
    expect(sent).toEqual([]);
  });

  it('refuses a shop order’s or a retreat booking’s body before the card is tokenised', async () => {
    const calls: unknown[] = [];
    const send = (request: unknown) => {
      calls.push(request);
      return Promise.resolve({ data: [], message: 'Success' });
    };
    const card = {
      kind: 'card' as const,
      input: {
        kind: 'hosted' as const,
        tokenize: () => {
          calls.push('tokenised');
          return Promise.resolve({ token: 'mock_ok_Visa_4242', last4: '4242', brand: 'Visa' });
        },
      },
    };
    const address = {
      email: 'buyer@example.com',
      first_name: 'Ann',
      last_name: 'Lee',
      address_line_1: '1 High Street',
      address_line_2: '',
      city: 'Leeds',
      county: 'West Yorkshire',
      postcode: '90210',
    };
    await expect(
      payOrder(
        { kind: 'shopOrder', items: [{ product_id: 7001, quantity: 1 }], address, member: false },
        card,
        send,
      ),
    ).rejects.toThrow(CHECKOUT_MESSAGES.postcode);
    await expect(
      payOrder(
        {
          kind: 'retreatBooking',
          retreat_id: 1401,
          attendees: Array(5).fill({ first_name: 'Sam', last_name: 'Lee', email: 's@example.com' }),
          payment: 'deposit',
        },
        card,
        send,
      ),
    ).rejects.toThrow('Invalid field: attendees');
    expect(calls).toEqual([]);
  });
});

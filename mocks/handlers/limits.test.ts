import { describe, expect, it } from 'vitest';
import { db } from '../db/store';
import { apiRequest } from '../../src/lib/api/request';
import { authSession } from '../../src/lib/auth/session';

async function post(path: string, body: unknown) {
  const response = await fetch(`http://localhost:3000/mock-api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; message: string };
}

const registration = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann.limits@example.com',
  username: 'ann_limits',
  phone: '7700900123',
  password: 'Password1!',
  confirm_password: 'Password1!',
  agree: 1,
};

describe('the mock server refuses what a real backend must', () => {
  it('refuses a password of only spaces at registration and reset', async () => {
    const spaces = ' '.repeat(10);
    const reg = await post('auth/register', {
      ...registration,
      password: spaces,
      confirm_password: spaces,
    });
    expect(reg).toMatchObject({ status: 0, message: 'Your password cannot be only spaces.' });

    const link = await post('auth/forgot_password', { email: 'free@example.com' });
    expect(link.status).toBe(1);
    const [id, auth] =
      Object.entries(db.get().passwordResets).map(([key, value]) => [key, value.auth])[0] ?? [];
    const reset = await post('auth/reset_password', {
      id,
      auth,
      password: spaces,
      confirm_password: spaces,
    });
    expect(reset).toMatchObject({ status: 0, message: 'Your password cannot be only spaces.' });
  });

  it('refuses over-long names and emails with a message, and stores nothing', async () => {
    const before = db.get().users.length;
    const longName = await post('auth/register', {
      ...registration,
      first_name: 'A'.repeat(10_000),
    });
    expect(longName).toMatchObject({
      status: 0,
      message: 'The first name may be at most 50 characters.',
    });
    const longEmail = await post('auth/register', {
      ...registration,
      email: `${'a'.repeat(10_000)}@example.com`,
    });
    expect(longEmail).toMatchObject({
      status: 0,
      message: 'The email may be at most 254 characters.',
    });
    expect(db.get().users.length).toBe(before);

    const newsletter = await post('frontend/add_news_letter', {
      name: 'N'.repeat(51),
      email: 'n@example.com',
      list_id: 161,
    });
    expect(newsletter).toMatchObject({
      status: 0,
      message: 'The name may be at most 50 characters.',
    });
    const invite = await post('auth/register', {
      ...registration,
      invite_friends: [{ first_name: 'F'.repeat(51), email: 'f@example.com' }],
    });
    expect(invite).toMatchObject({
      status: 0,
      message: 'The first name may be at most 50 characters.',
    });
  });

  it('accepts values at the limit', async () => {
    const atLimit = await post('frontend/add_news_letter', {
      name: 'N'.repeat(50),
      email: 'limit@example.com',
      list_id: 161,
    });
    expect(atLimit.status).toBe(1);
  });
});

describe('the mock server checks a form’s rules again, not only its lengths', () => {
  const order = {
    items: [{ product_id: 7001, quantity: 1 }],
    email: 'buyer@example.com',
    first_name: 'Ann',
    last_name: 'Lee',
    address_line_1: '1 High Street',
    city: 'Leeds',
    county: 'West Yorkshire',
    postcode: 'LS1 1AA',
    card_number: '4242424242424242',
    exp_month: '12',
    exp_year: String(new Date().getFullYear() + 1),
    card_cvv: '123',
  };

  it('refuses a delivery address and an About me longer than their fields take', async () => {
    const orders = db.get().shopOrders.length;
    expect(
      await post('frontend/product_checkout', { ...order, address_line_1: 'A'.repeat(10_000) }),
    ).toMatchObject({ status: 0, message: 'The address line 1 may be at most 100 characters.' });
    expect(db.get().shopOrders.length).toBe(orders);

    db.update((state) => {
      state.sessions['token-limits-102'] = 102;
    });
    authSession.saveMember('token-limits-102', 102);
    const refused = await apiRequest({
      url: 'user/update_profile',
      method: 'POST',
      body: { about_me: 'A'.repeat(10_000) },
    }).catch((error: unknown) => error);
    expect(String(refused)).toContain('The about me may be at most 500 characters.');
    expect(
      String(db.get().users.find((user) => user.user_id === 102)?.about_me ?? ''),
    ).not.toHaveLength(10_000);
  });

  it('refuses a raw card whose expiry month is 13, and charges nothing', async () => {
    const orders = db.get().shopOrders.length;
    const refused = await post('frontend/product_checkout', { ...order, exp_month: '13' });
    expect(refused.status).toBe(0);
    expect(refused.message).toBe('The following fields appear to be invalid: month, year');
    expect(db.get().shopOrders.length).toBe(orders);
    expect((await post('frontend/product_checkout', order)).status).toBe(1);
  });

  it('refuses a retreat booking for more attendees than the booking form takes', async () => {
    db.update((state) => {
      state.sessions['token-limits-102'] = 102;
    });
    authSession.saveMember('token-limits-102', 102);
    const attendee = (index: number) => ({
      first_name: `Guest${index}`,
      last_name: 'Lee',
      email: `guest${index}@example.com`,
    });
    const refused = await apiRequest({
      url: 'Events_Retreats/booking',
      method: 'POST',
      body: {
        retreat_id: 1401,
        payment: 'deposit',
        attendees: [1, 2, 3, 4, 5].map(attendee),
        recurly_token: 'mock_ok_Visa_4242',
      },
    }).catch((error: unknown) => error);
    expect(String(refused)).toContain('Invalid field: attendees');
    expect(db.get().retreatBookings).toHaveLength(0);
  });
});

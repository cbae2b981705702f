import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../src/lib/api/request';
import { authSession } from '../../src/lib/auth/session';
import { db } from '../db/store';

function signIn(userId: number) {
  db.update((state) => {
    state.sessions[`token-coaching-${userId}`] = userId;
  });
  authSession.saveMember(`token-coaching-${userId}`, userId);
}

/** Puts Rachel Adams's 30-min PT session (9201) in the basket on `date` at `time` (UK). */
async function addSession(date: string, time: string): Promise<string | undefined> {
  await apiRequest({
    url: 'fitpronew/basket',
    method: 'POST',
    body: { action: 'add', type: 'session', fitpro_id: '901', session_id: '9201', date, time },
  });
  return db.get().coachingBaskets['102']?.at(-1)?.start_at;
}

describe('coaching mock: one-to-one session times are UK times', () => {
  it('reads 07:00 as GMT in winter and as BST (06:00 UTC) in summer', async () => {
    signIn(102);
    const year = new Date().getFullYear() + 1;
    expect(await addSession(`${year}-01-15`, '07:00')).toBe(`${year}-01-15T07:00:00.000Z`);
    expect(await addSession(`${year}-07-15`, '07:00')).toBe(`${year}-07-15T06:00:00.000Z`);
  });
});

describe('coaching mock: a basket kept from day to day', () => {
  it('refuses to book a class that has started since it was added', async () => {
    signIn(102);
    await apiRequest({
      url: 'fitpronew/basket',
      method: 'POST',
      body: {
        action: 'add',
        type: 'class',
        fitpro_id: '901',
        class_plan_id: '9103',
        class_id: '9311',
      },
    });
    const past = new Date(Date.now() - 3_600_000).toISOString();
    db.update((state) => {
      const line = state.coachingBaskets['102']?.at(-1);
      if (line) line.start_at = past;
    });
    await expect(
      apiRequest({ url: 'fitpronew/free_purchase_classes', method: 'POST', body: {} }),
    ).rejects.toThrow('This date has passed. Please choose another date. (Free taster HIIT class)');
    expect(db.get().coachingBookings.filter((entry) => entry.user_id === 102)).toEqual([]);
  });
});

describe('coaching mock: a one-to-one session booked by a member', () => {
  it("is listed in the professional's booked sessions", async () => {
    signIn(102);
    const year = new Date().getFullYear() + 1;
    await addSession(`${year}-01-15`, '09:00');
    await apiRequest({
      url: 'fitpronew/purchase_classes',
      method: 'POST',
      body: { recurly_token: 'mock_ok_Visa_4242', is_apple_pay: '2', include_membership: 1 },
    });
    signIn(120);
    const { data } = await apiRequest({ url: 'fitpro/fitpro', method: 'POST', body: {} });
    const [account] = data as { bookings: Record<string, unknown>[] }[];
    expect(account?.bookings).toContainEqual(
      expect.objectContaining({
        fitpro_id: 901,
        session_id: 9201,
        title: '30-min PT session',
        member_name: 'Priya Premium',
        starts_at: `${year}-01-15T09:00:00.000Z`,
      }),
    );
  });
});

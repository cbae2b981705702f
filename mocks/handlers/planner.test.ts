import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest } from '../../src/lib/api/request';
import { authSession } from '../../src/lib/auth/session';
import { env } from '../../src/lib/env';
import { RealtimeChannel } from '../../src/lib/realtime/channel';
import { db } from '../db/store';
import { foodRealtimeServer, realtimeServer } from '../realtime/server';
import { plannerMockControl } from './planner';

function signInPremium() {
  db.update((state) => {
    state.sessions['token-planner'] = 102;
  });
  authSession.saveMember('token-planner', 102);
}

async function refusal(path: string, body: unknown): Promise<string> {
  try {
    await apiRequest({ url: path, method: 'POST', body });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${path} accepted ${JSON.stringify(body)}`);
}

describe('planner/update_planner_details (the calorie calculator saves the target here)', () => {
  it('saves a whole kcal target in range and the day reads it; refuses anything else', async () => {
    signInPremium();
    const range = 'The daily target must be a whole number of kcal from 1000 to 5000.';
    expect(await refusal('planner/update_planner_details', { calorie_target: 999 })).toBe(range);
    expect(await refusal('planner/update_planner_details', { calorie_target: 5001 })).toBe(range);
    expect(await refusal('planner/update_planner_details', { calorie_target: 1650.5 })).toBe(range);
    expect(await refusal('planner/update_planner_details', { calorie_target: '1650' })).toBe(range);
    expect(await refusal('planner/update_planner_details', { calorie_target: 1650, kcal: 1 })).toBe(
      'Unknown field: kcal',
    );
    expect(await refusal('planner/update_planner_details', {})).toBe('Nothing to update.');
    expect(db.get().calorieTarget['102']).toBe(1800);

    const saved = await apiRequest({
      url: 'planner/update_planner_details',
      method: 'POST',
      body: { calorie_target: 1650 },
    });
    expect(saved.data).toEqual([{ calorie_target: 1650 }]);
    const day = await apiRequest<{ calorie_target: number }[]>({
      url: 'planner',
      method: 'POST',
      body: { date: '2026-03-01' },
    });
    expect(day.data[0]?.calorie_target).toBe(1650);
  });
});

describe('the food socket host', () => {
  let channel: RealtimeChannel | null = null;
  afterEach(() => channel?.disconnect());

  it('is a second host: it authorises, answers food search and applies a repeated log once', async () => {
    signInPremium();
    channel = new RealtimeChannel({
      url: env.foodSocketUrl,
      secret: env.socketSecret,
      persistOutbox: false,
      requestTimeoutMs: 4000,
    });
    await channel.connect({ token: 'token-planner', userId: '102' });
    const reply = (await channel.request('food/search', { keyword: 'banana' })) as {
      data: { name: string; kcal: number }[];
    };
    expect(reply.data[0]).toMatchObject({ name: 'Banana, medium (118 g)', kcal: 105 });
    expect(foodRealtimeServer.received().map((request) => request.en)).toEqual([
      'authorise',
      'food/search',
    ]);
    expect(realtimeServer.received()).toEqual([]);

    const empty = (await channel.request('food/search', { keyword: '  ' })) as { status: number };
    expect(empty.status).toBe(0);

    const log = {
      entry_id: 'f-test-1',
      date: '2026-03-01',
      meal_type: 'snack' as const,
      food_id: 80002,
      amount: 1,
      unit: 'serving' as const,
      title: 'Banana, medium (118 g)',
      kcal: 105,
      protein: 1.3,
      carbs: 26.9,
      fat: 0.4,
    };
    channel.emit('planner/add_product', log, { durable: true, cid: 'cid-banana' });
    channel.emit('planner/add_product', log, { durable: true, cid: 'cid-banana' });
    await expect
      .poll(
        () =>
          foodRealtimeServer.received().filter((request) => request.cid === 'cid-banana').length,
      )
      .toBeGreaterThanOrEqual(1);
    await expect.poll(() => channel?.pending().length).toBe(0);
    expect(db.get().plannerEntries.filter((entry) => entry.entry_id === 'f-test-1')).toHaveLength(
      1,
    );

    const tooMuch = (await channel.request('planner/add_product', {
      ...log,
      entry_id: 'f-test-2',
      amount: 99999,
      unit: 'g',
    })) as { status: number; message: string };
    expect(tooMuch).toEqual({ status: 0, message: 'The amount can be at most 2000 g.' });
  });
});

describe('window.__mock.seedPlannerEntries (scripts/bench-planner.mjs)', () => {
  it("replaces premium's entries of the day with the count asked, over the four meals, and the day answers them", async () => {
    signInPremium();
    expect(plannerMockControl.seedPlannerEntries(50, '2026-03-02')).toBe(50);
    const day = await apiRequest<
      {
        entries: { kind: string; meal_type: string; amount: number; unit: string; kcal: number }[];
      }[]
    >({ url: 'planner', method: 'POST', body: { date: '2026-03-02' } });
    const entries = day.data[0]?.entries ?? [];
    expect(entries).toHaveLength(50);
    expect(entries.filter((entry) => entry.meal_type === 'snack')).toHaveLength(12);
    expect(entries.every((entry) => entry.kind === 'food' && entry.unit === 'serving')).toBe(true);
    expect(entries.every((entry) => entry.amount === 1 && entry.kcal >= 0)).toBe(true);

    // Seeding again replaces the day rather than adding to it; an unknown member gets nothing.
    expect(plannerMockControl.seedPlannerEntries(3, '2026-03-02')).toBe(3);
    const again = await apiRequest<{ entries: unknown[] }[]>({
      url: 'planner',
      method: 'POST',
      body: { date: '2026-03-02' },
    });
    expect(again.data[0]?.entries).toHaveLength(3);
    expect(plannerMockControl.seedPlannerEntries(3, '2026-03-02', 'nobody@example.com')).toBe(0);
  });
});

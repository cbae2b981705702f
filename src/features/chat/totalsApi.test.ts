import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { realtime } from '@/lib/realtime';
import { createAppStore } from '@/app/store';
import { db } from '../../../mocks/db/store';
import { realtimeServer } from '../../../mocks/realtime/server';
import { chatTotalsApi } from './totalsApi';

function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() - started > timeoutMs) reject(new Error('timed out'));
      else setTimeout(tick, 20);
    };
    tick();
  });
}

const totalsAsked = () =>
  realtimeServer.received().filter((request) => request.en === 'totalUnReadCount').length;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the unread totals cache entry', () => {
  afterEach(() => {
    realtime.disconnect();
  });

  it('loads once, follows the channel while it exists, and stops listening when it goes away', async () => {
    db.update((data) => {
      data.sessions['token-premium'] = 102;
    });
    await realtime.connect({ token: 'token-premium', userId: '102' });
    await waitFor(() => realtime.status === 'ready');
    const store = createAppStore();
    const select = chatTotalsApi.endpoints.chatUnreadTotals.select();

    const subscription = store.dispatch(chatTotalsApi.endpoints.chatUnreadTotals.initiate());
    await subscription;
    const first = select(store.getState()).data;
    expect(first).toBeDefined();
    expect(first?.messagesCount ?? 0).toBeGreaterThanOrEqual(0);
    expect(totalsAsked()).toBe(1);

    // A burst of pushes becomes one request for fresh totals.
    realtimeServer.push('newGroupMessageReceive', { chId: 'x' }, 102);
    realtimeServer.push('sendMessageToGroupAndUser', { chId: 'x' }, 102);
    await waitFor(() => totalsAsked() === 2);
    await sleep(300);
    expect(totalsAsked()).toBe(2);

    // The entry goes away: its listeners are removed.
    subscription.unsubscribe();
    store.dispatch(api.util.resetApiState());
    await sleep(50);
    realtimeServer.push('newGroupMessageReceive', { chId: 'x' }, 102);
    await sleep(400);
    expect(totalsAsked()).toBe(2);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { realtime } from '@/lib/realtime';
import { createAppStore } from '@/app/store';
import { chatTotalsApi } from './totalsApi';
import { asked, connectAs, expectDeafOnceGone, expectOneRequestPerBurst } from './channelTesting';

const totalsAsked = () => asked('totalUnReadCount').length;

describe('the unread totals cache entry', () => {
  afterEach(() => {
    realtime.disconnect();
  });

  it('loads once, follows the channel while it exists, and stops listening when it goes away', async () => {
    await connectAs(102, 'token-premium');
    const store = createAppStore();
    const select = chatTotalsApi.endpoints.chatUnreadTotals.select();

    const subscription = store.dispatch(chatTotalsApi.endpoints.chatUnreadTotals.initiate());
    await subscription;
    const first = select(store.getState()).data;
    expect(first).toBeDefined();
    expect(first?.messagesCount ?? 0).toBeGreaterThanOrEqual(0);
    expect(totalsAsked()).toBe(1);

    // A burst of pushes becomes one request for fresh totals.
    await expectOneRequestPerBurst(
      totalsAsked,
      102,
      [
        ['newGroupMessageReceive', { chId: 'x' }],
        ['sendMessageToGroupAndUser', { chId: 'x' }],
      ],
      300,
    );
    expect(totalsAsked()).toBe(2);

    // The entry goes away: its listeners are removed.
    await expectDeafOnceGone(
      store,
      () => subscription.unsubscribe(),
      totalsAsked,
      102,
      ['newGroupMessageReceive', { chId: 'x' }],
      400,
    );
    expect(totalsAsked()).toBe(2);
  });
});

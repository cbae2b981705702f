import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../src/lib/api/request';
import { authSession } from '../../src/lib/auth/session';
import { db } from '../db/store';

function signIn(userId: number) {
  db.update((state) => {
    state.sessions[`token-live-${userId}`] = userId;
  });
  authSession.saveMember(`token-live-${userId}`, userId);
}

describe('live mock: I attended', () => {
  it('refuses an event that has not started and records one that has, once', async () => {
    signIn(102);
    await expect(
      apiRequest({ url: 'events/event_attended', method: 'POST', body: { event_id: '801' } }),
    ).rejects.toThrow('This event has not started yet.');

    for (let time = 0; time < 2; time += 1)
      await apiRequest({ url: 'events/event_attended', method: 'POST', body: { event_id: '802' } });
    expect(db.get().eventAttendances).toEqual([
      expect.objectContaining({ user_id: 102, event_id: 802 }),
    ]);
  });
});

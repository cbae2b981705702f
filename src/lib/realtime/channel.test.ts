import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_SOCKET_ADDRESS_MESSAGE, RealtimeChannel } from './channel';
import { env } from '../env';
import { db } from '../../../mocks/db/store';
import { realtimeServer } from '../../../mocks/realtime/server';
import { realtimeAreas } from '../../../mocks/realtime/areas';
import type { RealtimeArea } from '../../../mocks/realtime/types';
import { waitFor } from '@/lib/testing/waitFor';

declare module './events' {
  interface RealtimeClientEvents {
    testNote: { text: string };
  }
  interface RealtimeServerEvents {
    testNote: { status: number; duplicate?: boolean };
  }
}

/** A test-only area: records each note it applies. */
const applied: string[] = [];
const noteArea: RealtimeArea = {
  testNote: ({ data }) => {
    applied.push(String(data.text));
    return { status: 1 };
  },
};

describe('realtime channel against the mock socket.io server', () => {
  let channel: RealtimeChannel;

  beforeEach(() => {
    realtimeAreas.push(noteArea);
    applied.length = 0;
    db.update((data) => {
      data.sessions['token-premium'] = 102;
    });
    channel = new RealtimeChannel({
      url: env.socketUrl,
      secret: env.socketSecret,
      persistOutbox: false,
      requestTimeoutMs: 4000,
    });
  });

  afterEach(() => {
    channel.disconnect();
    realtimeServer.setOffline(false);
    realtimeAreas.splice(realtimeAreas.indexOf(noteArea), 1);
  });

  it('authorises, encrypts requests and receives replies on the common channel', async () => {
    let authorised = 0;
    channel.onAuthorised(() => (authorised += 1));
    await channel.connect({ token: 'token-premium', userId: '102' });
    await waitFor(() => channel.status === 'ready');
    expect(authorised).toBe(1);
    const reply = await channel.request('unreadNotification', {});
    // premium@example.com has 12 unread notifications in the seed.
    expect(reply).toEqual({ count: 12 });
    const received = realtimeServer.received();
    expect(received.map((request) => request.en)).toEqual(['authorise', 'unreadNotification']);
    expect(received[1]).toMatchObject({
      authorization: 'Bearer token-premium',
      user_id: '102',
      data: {},
    });
  });

  it('keeps what is sent while disconnected and delivers it once after re-authorising', async () => {
    let authorised = 0;
    channel.onAuthorised(() => (authorised += 1));
    await channel.connect({ token: 'token-premium', userId: '102' });
    await waitFor(() => channel.status === 'ready');

    realtimeServer.setOffline(true);
    await waitFor(() => channel.status === 'offline');
    channel.emit('testNote', { text: 'written offline' }, { durable: true });
    expect(channel.pending().map((item) => item.en)).toEqual(['testNote']);
    expect(applied).toEqual([]);

    realtimeServer.setOffline(false);
    await waitFor(() => applied.length === 1 && channel.pending().length === 0, 8000);
    expect(authorised).toBe(2);
    expect(applied).toEqual(['written offline']);

    // The same request again (a resend after an unconfirmed delivery) is not applied twice.
    const [sent] = realtimeServer.received().filter((request) => request.en === 'testNote');
    const reply = new Promise((resolve) => channel.on('testNote', (data) => resolve(data)));
    channel.emit('testNote', { text: 'written offline' }, { cid: sent?.cid });
    expect(await reply).toEqual({ status: 1, duplicate: true });
    expect(applied).toEqual(['written offline']);
  });

  it('holds what is sent while the browser is offline and delivers it once it is back online', async () => {
    let authorised = 0;
    channel.onAuthorised(() => (authorised += 1));
    await channel.connect({ token: 'token-premium', userId: '102' });
    await waitFor(() => channel.status === 'ready');

    // The network is gone: the server is out of reach, however often the client reconnects.
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => channel.status !== 'ready');
    channel.emit('testNote', { text: 'written in airplane mode' }, { durable: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(applied).toEqual([]);
    expect(channel.pending().map((item) => item.en)).toEqual(['testNote']);
    expect(channel.status).not.toBe('ready');

    window.dispatchEvent(new Event('online'));
    await waitFor(() => applied.length === 1 && channel.pending().length === 0, 8000);
    expect(applied).toEqual(['written in airplane mode']);
    expect(channel.status).toBe('ready');
  });

  it('is refused by the server with a token it does not know, and says so', async () => {
    await channel.connect({ token: 'not-a-session', userId: '102' });
    await waitFor(() =>
      realtimeServer.received().some((request) => request.authorization === 'Bearer not-a-session'),
    );
    // 'Unauthorized Access!' closes the channel: nothing more goes out under that token, and the
    // status tells the screens the session has ended (not an idle channel, not a dropped one).
    await waitFor(() => channel.status === 'refused');
  });

  it('keeps what the member sends once their session has ended, and sends it once after they sign in again', async () => {
    const stored = () =>
      JSON.parse(window.localStorage.getItem('realtime_outbox:102') ?? '[]') as unknown[];
    const member = new RealtimeChannel({
      url: env.socketUrl,
      secret: env.socketSecret,
      requestTimeoutMs: 4000,
    });
    try {
      await member.connect({ token: 'token-premium', userId: '102' });
      await waitFor(() => member.status === 'ready');

      // The session expires on the server; the next connect is refused.
      db.update((data) => {
        delete data.sessions['token-premium'];
      });
      realtimeServer.dropConnections();
      await waitFor(() => member.status === 'refused', 8000);
      member.emit('testNote', { text: 'sent after the session ended' }, { durable: true });
      expect(member.status).toBe('refused');
      expect(member.pending().map((item) => item.data)).toEqual([
        { text: 'sent after the session ended' },
      ]);
      expect(stored()).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(applied).toEqual([]);

      // Signing in again (a sign-out, then a new session for the same member) delivers it once.
      member.disconnect();
      db.update((data) => {
        data.sessions['token-premium-again'] = 102;
      });
      await member.connect({ token: 'token-premium-again', userId: '102' });
      await waitFor(() => applied.length === 1 && member.pending().length === 0, 8000);
      expect(applied).toEqual(['sent after the session ended']);
      expect(stored()).toEqual([]);
    } finally {
      member.disconnect();
    }
  });

  it("keeps a member's offline message for that member only, never sent under the next account", async () => {
    db.update((data) => {
      data.sessions['token-free'] = 101;
    });
    const shared = new RealtimeChannel({
      url: env.socketUrl,
      secret: env.socketSecret,
      requestTimeoutMs: 4000,
    });
    try {
      await shared.connect({ token: 'token-premium', userId: '102' });
      await waitFor(() => shared.status === 'ready');
      realtimeServer.setOffline(true);
      await waitFor(() => shared.status === 'offline');
      shared.emit('testNote', { text: 'private to premium' }, { durable: true });

      // Forced sign-out, then another member signs in on the same browser.
      shared.disconnect();
      realtimeServer.setOffline(false);
      await shared.connect({ token: 'token-free', userId: '101' });
      await waitFor(() => shared.status === 'ready');
      await shared.request('unreadNotification', {});
      expect(shared.pending()).toEqual([]);
      expect(applied).toEqual([]);
      expect(realtimeServer.received().filter((request) => request.en === 'testNote')).toEqual([]);

      // The first member signs in again: their message goes out once, under their own token.
      shared.disconnect();
      await shared.connect({ token: 'token-premium', userId: '102' });
      await waitFor(() => applied.length === 1 && shared.pending().length === 0, 8000);
      expect(applied).toEqual(['private to premium']);
      const notes = realtimeServer.received().filter((request) => request.en === 'testNote');
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ authorization: 'Bearer token-premium', user_id: '102' });
    } finally {
      shared.disconnect();
    }
  });
  it('answers a request made after a sign-out and before the next connect (the screens of a member who signs in again ask first)', async () => {
    await channel.connect({ token: 'token-premium', userId: '102' });
    await waitFor(() => channel.status === 'ready');
    // Signed out, then in again without a reload: the header asks before the channel connects.
    channel.disconnect();
    const reply = channel.request('unreadNotification', {});
    await channel.connect({ token: 'token-premium', userId: '102' });
    await expect(reply).resolves.toEqual({ count: 12 });
  });
});

describe('realtime channel with no socket address', () => {
  it('does not connect, says so in the console and reports itself unconfigured', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      const channel = new RealtimeChannel({ url: '', secret: 'k', persistOutbox: false });
      const statuses: string[] = [];
      channel.onStatus((status) => statuses.push(status));
      await channel.connect({ token: 't', userId: '1' });
      await channel.connect({ token: 't', userId: '1' });
      expect(channel.status).toBe('unconfigured');
      expect(statuses).toEqual(['unconfigured']);
      expect(errors).toEqual([NO_SOCKET_ADDRESS_MESSAGE]);
    } finally {
      console.error = original;
    }
  });
});

import { expect } from 'vitest';
import { api } from '@/lib/api';
import { realtime } from '@/lib/realtime';
import type { AppStore } from '@/app/store';
import { db } from '../../../mocks/db/store';
import { realtimeServer } from '../../../mocks/realtime/server';
import { waitFor } from '@/lib/testing/waitFor';

/**
 * For the chat's cache-entry tests: the member's realtime channel against the mock's server,
 * what that server was asked, and the two rules every channel-fed entry keeps (a burst of pushes
 * is one request; a removed entry hears nothing).
 */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the realtime channel as member `userId` with session `token`, once it is ready. */
export async function connectAs(userId: number, token: string): Promise<void> {
  db.update((data) => {
    data.sessions[token] = userId;
  });
  await realtime.connect({ token, userId: String(userId) });
  await waitFor(() => realtime.status === 'ready');
}

/** The requests the mock's realtime server got for event `en`. */
export const asked = (en: string) =>
  realtimeServer.received().filter((request) => request.en === en);

type Push = [event: string, data: unknown];

/** `pushes` to member `userId` at once make exactly one more request, still one after `settleMs`. */
export async function expectOneRequestPerBurst(
  requests: () => number,
  userId: number,
  pushes: Push[],
  settleMs: number,
): Promise<void> {
  const before = requests();
  for (const [event, data] of pushes) realtimeServer.push(event, data, userId);
  await waitFor(() => requests() === before + 1);
  await sleep(settleMs);
  expect(requests()).toBe(before + 1);
}

/**
 * Once the entry is gone (`unsubscribe`, then the cache reset), `push` to member `userId` makes
 * no request within `settleMs`.
 */
export async function expectDeafOnceGone(
  store: AppStore,
  unsubscribe: () => void,
  requests: () => number,
  userId: number,
  push: Push,
  settleMs: number,
): Promise<void> {
  const before = requests();
  unsubscribe();
  store.dispatch(api.util.resetApiState());
  await sleep(50);
  realtimeServer.push(push[0], push[1], userId);
  await sleep(settleMs);
  expect(requests()).toBe(before);
}

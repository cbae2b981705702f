import { env } from '../env';
import { authSession } from '../auth/session';
import { onAuthChanged } from '../auth/changes';
import { onAppRestart } from '../appRestart';
import { RealtimeChannel } from './channel';
import { foodSocketHost } from './hosts';

export { newClientId } from './channel';
export type { ChannelStatus } from './channel';
export type { OutboxItem } from './outbox';
export type { RealtimeClientEvents, ClientEventName } from './events';

/** The app's one realtime channel. */
export const realtime = new RealtimeChannel({ url: env.socketUrl, secret: env.socketSecret });

/**
 * The food and swap-search channel (spec 3 §7, "Planner"): a second socket.io connection to the
 * food socket host, with the same encrypted envelope, re-authorisation and durable outbox (its
 * own queue, `realtime_outbox:food:{user_id}`). Only the planner screens connect it.
 * VITE_FOOD_SOCKET_URL sets the host; otherwise it is chosen by the page's hostname.
 */
export const foodRealtime = new RealtimeChannel({
  url: foodSocketHost(
    typeof window === 'undefined' ? '' : window.location.hostname,
    env.foodSocketUrl,
  ),
  secret: env.socketSecret,
  outboxName: 'food',
});

// Logout, a forced sign-out or a logout in another tab: the channel closes at once, so nothing
// queued by this member can go out under whoever signs in next.
const closeWhenSignedOut = () => {
  if (authSession.memberToken()) return;
  realtime.disconnect();
  foodRealtime.disconnect();
};
onAuthChanged(closeWhenSignedOut);
// The app starting again in this page (app/restart.ts) opens its connections afresh.
onAppRestart(() => {
  realtime.disconnect();
  foodRealtime.disconnect();
});
if (typeof window !== 'undefined') window.addEventListener('storage', closeWhenSignedOut);

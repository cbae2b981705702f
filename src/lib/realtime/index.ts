import { env } from '../env';
import { authSession } from '../auth/session';
import { onAuthChanged } from '../auth/changes';
import { RealtimeChannel } from './channel';

export { newClientId } from './channel';
export type { ChannelStatus } from './channel';
export type { RealtimeClientEvents, ClientEventName } from './events';

/** The app's one realtime channel. */
export const realtime = new RealtimeChannel({ url: env.socketUrl, secret: env.socketSecret });

// Logout, a forced sign-out or a logout in another tab: the channel closes at once, so nothing
// queued by this member can go out under whoever signs in next.
const closeWhenSignedOut = () => {
  if (!authSession.memberToken()) realtime.disconnect();
};
onAuthChanged(closeWhenSignedOut);
if (typeof window !== 'undefined') window.addEventListener('storage', closeWhenSignedOut);

import { env } from '../env';
import { RealtimeChannel } from './channel';

export { RealtimeChannel, newClientId, NO_SOCKET_ADDRESS_MESSAGE } from './channel';
export type { ChannelStatus, ChannelCredentials } from './channel';
export type {
  RealtimeClientEvents,
  RealtimeServerEvents,
  ClientEventName,
  ServerEventName,
} from './events';
export { foodSocketHost } from './hosts';

/** The app's one realtime channel. */
export const realtime = new RealtimeChannel({ url: env.socketUrl, secret: env.socketSecret });

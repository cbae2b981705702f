import { ws } from 'msw';
import { toSocketIo } from '@mswjs/socket.io-binding';
import { MOCK_FOOD_SOCKET_ORIGIN, MOCK_SOCKET_ORIGIN } from '../../src/lib/env';
import { COMMON_EVENT, REQUEST_EVENT } from '../../src/lib/realtime/protocol';
import {
  serveFoodRealtimeConnection,
  serveRealtimeConnection,
  type RealtimeTransport,
} from './hub';

export { foodRealtimeServer, realtimeServer } from './hub';

const socketLink = ws.link(MOCK_SOCKET_ORIGIN);
const foodSocketLink = ws.link(MOCK_FOOD_SOCKET_ORIGIN);

type WsConnection = Parameters<typeof toSocketIo>[0];

function transportOf(connection: WsConnection): RealtimeTransport {
  const io = toSocketIo(connection);
  return {
    onRequest: (listener) =>
      io.client.on(REQUEST_EVENT, (_event, cipherText: unknown) => listener(cipherText)),
    send: (reply) => io.client.emit(COMMON_EVENT, reply),
    close: () => connection.client.close(),
    onClose: (listener) => connection.client.addEventListener('close', listener),
  };
}

/**
 * The realtime servers in the page and in vitest: MSW's socket.io binding carries ./hub.ts, once
 * for the main host and once for the food socket host of the planner.
 */
export const realtimeHandlers = [
  socketLink.addEventListener('connection', (connection) =>
    serveRealtimeConnection(transportOf(connection)),
  ),
  foodSocketLink.addEventListener('connection', (connection) =>
    serveFoodRealtimeConnection(transportOf(connection)),
  ),
];

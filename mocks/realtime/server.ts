import { ws } from 'msw';
import { toSocketIo } from '@mswjs/socket.io-binding';
import { MOCK_SOCKET_ORIGIN } from '../../src/lib/env';
import { COMMON_EVENT, REQUEST_EVENT } from '../../src/lib/realtime/protocol';
import { serveRealtimeConnection } from './hub';

export { realtimeServer } from './hub';

const socketLink = ws.link(MOCK_SOCKET_ORIGIN);

/** The realtime server in the page and in vitest: MSW's socket.io binding carries ./hub.ts. */
export const realtimeHandlers = [
  socketLink.addEventListener('connection', (connection) => {
    const io = toSocketIo(connection);
    serveRealtimeConnection({
      onRequest: (listener) =>
        io.client.on(REQUEST_EVENT, (_event, cipherText: unknown) => listener(cipherText)),
      send: (reply) => io.client.emit(COMMON_EVENT, reply),
      close: () => connection.client.close(),
      onClose: (listener) => connection.client.addEventListener('close', listener),
    });
  }),
];

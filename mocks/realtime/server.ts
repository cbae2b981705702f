import { ws } from 'msw';
import { toSocketIo } from '@mswjs/socket.io-binding';
import { MOCK_SOCKET_ORIGIN, env } from '../../src/lib/env';
import { decryptBody } from '../../src/lib/realtime/cipher';
import {
  COMMON_EVENT,
  REQUEST_EVENT,
  type RealtimeReply,
  type RealtimeRequest,
} from '../../src/lib/realtime/protocol';
import { db } from '../db/store';
import { memberFromToken } from '../handlers/respond';
import { realtimeAreas } from './areas';

interface OpenConnection {
  userId: number | null;
  send: (reply: RealtimeReply) => void;
  close: () => void;
}

const connections = new Set<OpenConnection>();
let offline = false;
/** Every decrypted request the server received, for tests and demos to read. */
const received: RealtimeRequest[] = [];

export const realtimeServer = {
  /** Pushes an event to every open connection (or those of one user). */
  push(en: string, data: unknown, userId?: number): void {
    for (const connection of connections) {
      if (userId === undefined || connection.userId === userId) connection.send({ en, data });
    }
  },
  /**
   * Going offline drops every connection; while offline the server hears nothing (a reconnect
   * gets no answer to its authorise request). Coming back drops those deaf connections so the
   * client reconnects and is answered again.
   */
  setOffline(value: boolean): void {
    if (offline === value) return;
    offline = value;
    for (const connection of [...connections]) connection.close();
  },
  dropConnections(): void {
    for (const connection of [...connections]) connection.close();
  },
  connectionCount(): number {
    return connections.size;
  },
  received(): RealtimeRequest[] {
    return [...received];
  },
  /** Forgets the received log and goes back online (tests). */
  reset(): void {
    received.length = 0;
    offline = false;
  },
};

function handlerFor(en: string) {
  for (const area of realtimeAreas) if (area[en]) return area[en];
  return null;
}

const socketLink = ws.link(MOCK_SOCKET_ORIGIN);

export const realtimeHandlers = [
  socketLink.addEventListener('connection', (connection) => {
    const io = toSocketIo(connection);
    const open: OpenConnection = {
      userId: null,
      send: (reply) => io.client.emit(COMMON_EVENT, reply),
      close: () => connection.client.close(),
    };
    connections.add(open);
    connection.client.addEventListener('close', () => connections.delete(open));

    io.client.on(REQUEST_EVENT, (_event, cipherText: unknown) => {
      if (offline || typeof cipherText !== 'string') return;
      const request = decryptBody<RealtimeRequest>(cipherText, env.socketSecret);
      if (!request || typeof request.en !== 'string') return;
      received.push(request);
      if (received.length > 500) received.shift();
      const token = request.authorization?.replace(/^Bearer /, '') ?? null;
      const user = memberFromToken(token);
      if (!user || String(user.user_id) !== String(request.user_id)) {
        open.send({
          en: request.en,
          data: { status: 0, message: 'Unauthorized Access!' },
          cid: request.cid,
        });
        return;
      }
      if (request.en === 'authorise') {
        open.userId = user.user_id;
        open.send({ en: 'authorise', data: { status: 1 }, cid: request.cid });
        return;
      }
      if (request.cid && db.get().handledRealtimeIds.includes(request.cid)) {
        open.send({ en: request.en, data: { status: 1, duplicate: true }, cid: request.cid });
        return;
      }
      const handler = handlerFor(request.en);
      const data = handler
        ? handler({
            user,
            data: (request.data ?? {}) as Record<string, unknown>,
            push: (userId, en, pushed) => realtimeServer.push(en, pushed, userId),
          })
        : { status: 0, message: `Unknown event ${request.en}` };
      db.update((state) => {
        state.handledRealtimeIds.push(request.cid);
        if (state.handledRealtimeIds.length > 2000) state.handledRealtimeIds.splice(0, 1000);
      });
      open.send({ en: request.en, data, cid: request.cid });
    });
  }),
];

import { env } from '../../src/lib/env';
import { decryptBody } from '../../src/lib/realtime/cipher';
import type { RealtimeReply, RealtimeRequest } from '../../src/lib/realtime/protocol';
import { db } from '../db/store';
import { memberFromToken } from '../handlers/respond';
import { realtimeAreas } from './areas';
import { foodRealtimeAreas } from './areas/food';
import type { RealtimeArea } from './types';

/**
 * The realtime server's logic, whatever carries it: MSW's socket.io binding in the page and in
 * vitest (./server.ts), a real socket.io server over the network (mocks/server). A transport
 * hands each connection over as a RealtimeTransport.
 *
 * Two hosts share this logic (createRealtimeHub): the main realtime host and the food socket
 * host of the planner (spec 3 §7), each with its own connections, offline switch and log.
 */
export interface RealtimeTransport {
  /** Calls the listener with the body of each REQUEST_EVENT (AES cipher text). */
  onRequest(listener: (cipherText: unknown) => void): void;
  /** Emits a reply on COMMON_EVENT. */
  send(reply: RealtimeReply): void;
  /** Drops the connection (the client reconnects). */
  close(): void;
  onClose(listener: () => void): void;
}

interface OpenConnection {
  userId: number | null;
  send: (reply: RealtimeReply) => void;
  close: () => void;
}

/** One socket host: its connections, its offline switch, its log and the areas it answers. */
function createRealtimeHub(areas: RealtimeArea[], replyDelayMs = 0) {
  const connections = new Set<OpenConnection>();
  let offline = false;
  /**
   * In the page, the server sits in the same browser: when the browser loses its network it must
   * be out of reach too, as a real server would be, or what a member sends offline would be
   * answered at once and shown as sent.
   */
  let networkDown = typeof navigator !== 'undefined' && navigator.onLine === false;
  /** Every decrypted request the server received, for tests and demos to read. */
  const received: RealtimeRequest[] = [];

  const server = {
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

  if (typeof window !== 'undefined') {
    const networkChanged = (down: boolean) => () => {
      networkDown = down;
      // Offline: the connections drop. Back online: the deaf connections opened meanwhile drop,
      // so the client reconnects and is answered.
      server.dropConnections();
    };
    window.addEventListener('offline', networkChanged(true));
    window.addEventListener('online', networkChanged(false));
  }

  function handlerFor(en: string) {
    for (const area of areas) if (area[en]) return area[en];
    return null;
  }

  /** Serves one connection: decrypts each request, checks its member, answers on the common channel. */
  function serve(transport: RealtimeTransport): void {
    const open: OpenConnection = {
      userId: null,
      send: (reply) => transport.send(reply),
      close: () => transport.close(),
    };
    connections.add(open);
    transport.onClose(() => connections.delete(open));

    transport.onRequest((cipherText) => {
      if (offline || networkDown || typeof cipherText !== 'string') return;
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
            push: (userId, en, pushed) => server.push(en, pushed, userId),
          })
        : { status: 0, message: `Unknown event ${request.en}` };
      db.update((state) => {
        state.handledRealtimeIds.push(request.cid);
        if (state.handledRealtimeIds.length > 2000) state.handledRealtimeIds.splice(0, 1000);
      });
      if (replyDelayMs)
        setTimeout(() => open.send({ en: request.en, data, cid: request.cid }), replyDelayMs);
      else open.send({ en: request.en, data, cid: request.cid });
    });
  }

  return { server, serve };
}

const mainHub = createRealtimeHub(realtimeAreas);
// The food host answers after a small latency, like the REST handlers (none in vitest).
const foodHub = createRealtimeHub(foodRealtimeAreas, import.meta.env?.VITEST ? 0 : 150);

/** The main realtime host (chat, notifications, quizzes, live sessions). */
export const realtimeServer = mainHub.server;
export const serveRealtimeConnection = mainHub.serve;

/** The food socket host (food search, swap search, the planner's offline-safe logging). */
export const foodRealtimeServer = foodHub.server;
export const serveFoodRealtimeConnection = foodHub.serve;

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';
import { getResponse, HttpHandler } from 'msw';
import { Server as SocketServer, type Socket as ServerSocket } from 'socket.io';
import { COMMON_EVENT, REQUEST_EVENT } from '../../src/lib/realtime/protocol';
import { handlers } from '../handlers';
import { db } from '../db/store';
import { injectedFailures } from '../failures';
import { CONTROL_TOKEN_HEADER, writeControlToken } from './controlToken';
import {
  foodRealtimeServer,
  realtimeServer,
  serveFoodRealtimeConnection,
  serveRealtimeConnection,
  type RealtimeTransport,
} from '../realtime/hub';

/**
 * The real-network mode's server (`npm run api`): the mock's REST handlers over real HTTP under
 * /api, and a real socket.io server speaking the same encrypted protocol with the same data,
 * which lives in memory. A control port (tests only) resets the data, stops and restarts the API
 * port, expires sessions and reads the mailbox (the emails the server sent).
 */
export interface ApiServerOptions {
  host: string;
  port: number;
  controlPort: number;
  /** The control token; by default a new one, written where the test runner reads it. */
  controlToken?: string;
}

function controlTokenMatches(sent: string | string[] | undefined, token: string): boolean {
  if (typeof sent !== 'string' || sent.length !== token.length || !token) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(token));
}

/** The data as the tests read it: every account without its password. */
function withoutPasswords<T extends { users: object[] }>(data: T): T {
  return {
    ...data,
    users: data.users.map((user) => {
      const { password: _password, ...rest } = user as { password?: unknown };
      return rest;
    }),
  };
}

const restHandlers = handlers.filter(
  (handler): handler is HttpHandler => handler instanceof HttpHandler,
);

/** The app's own API base is /api; the handlers answer under the mock's /mock-api. */
const API_PREFIX = '/api/';
const HANDLER_PREFIX = '/mock-api/';

const CORS_HEADERS: Record<string, string> = {
  // Bearer tokens, no cookies: any origin may call, as the app is served from another one.
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Api-Version, X-App-Identifier',
  'Access-Control-Max-Age': '600',
};

/** On every answer: a browser never guesses another type than the one declared. */
const SECURITY_HEADERS: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    ...CORS_HEADERS,
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json',
  });
  response.end(JSON.stringify(body));
}

async function answerApi(
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
): Promise<void> {
  const path = request.url ?? '/';
  if (request.method === 'OPTIONS') {
    response.writeHead(204, { ...CORS_HEADERS, ...SECURITY_HEADERS });
    response.end();
    return;
  }
  if (!path.startsWith(API_PREFIX)) {
    sendJson(response, 404, { status: 0, message: 'Not found', data: [] });
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const method = request.method ?? 'GET';
  const body =
    method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(request));
  const fetchRequest = new Request(`${origin}${HANDLER_PREFIX}${path.slice(API_PREFIX.length)}`, {
    method,
    headers,
    body,
  });
  const answer = await getResponse(restHandlers, fetchRequest);
  if (!answer) {
    sendJson(response, 404, { status: 0, message: `No such API path: ${path}`, data: [] });
    return;
  }
  const outgoing: Record<string, string> = { ...CORS_HEADERS };
  answer.headers.forEach((value, name) => {
    outgoing[name] = value;
  });
  Object.assign(outgoing, SECURITY_HEADERS);
  response.writeHead(answer.status, outgoing);
  response.end(Buffer.from(await answer.arrayBuffer()));
}

export interface RunningApiServer {
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Stops as a crash would: every connection cut (clients reconnect later), the port closed. */
function stop(server: Server, sockets: Set<Socket>): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  });
}

export async function startApiServer({
  host,
  port,
  controlPort,
  controlToken = writeControlToken(),
}: ApiServerOptions): Promise<RunningApiServer> {
  const origin = `http://${host}:${port}`;
  const api = createServer((request, response) => {
    answerApi(request, response, origin).catch((error: unknown) => {
      console.error('API handler failed', error);
      if (!response.headersSent)
        sendJson(response, 500, { status: 0, message: 'Something went wrong', data: [] });
    });
  });
  const sockets = new Set<Socket>();
  api.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const io = new SocketServer(api, {
    cors: { origin: '*' },
    transports: ['websocket'],
    serveClient: false,
  });
  const transportOf = (socket: ServerSocket): RealtimeTransport => ({
    onRequest: (listener) =>
      socket.on(REQUEST_EVENT, (cipherText: unknown) => listener(cipherText)),
    send: (reply) => socket.emit(COMMON_EVENT, reply),
    // Cut the transport (the client reconnects), not a deliberate disconnect (it would not).
    close: () => socket.conn.close(),
    onClose: (listener: () => void) => socket.on('disconnect', listener),
  });
  io.on('connection', (socket) => serveRealtimeConnection(transportOf(socket)));
  // The food socket host of the planner, as the namespace /food (VITE_FOOD_SOCKET_URL=<api>/food).
  io.of('/food').on('connection', (socket) => serveFoodRealtimeConnection(transportOf(socket)));

  // The control port: what the real-network journeys need of the mock's controls. For the test
  // runner only: no CORS (a web page cannot read an answer), every action but health asks for
  // this run's token (controlToken), and a request from a browser page (it sends Origin) is
  // refused, so no page can reset or stop the server either.
  const control = createServer((request, response) => {
    const action = (request.url ?? '').replace(/^\//, '');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json', ...SECURITY_HEADERS });
      response.end(JSON.stringify(body));
    };
    const done = (body: unknown = { ok: true }) => answer(200, body);
    if (request.headers.origin !== undefined) return answer(403, { ok: false });
    if (action === 'health') return done();
    if (request.method !== 'POST') return answer(405, { ok: false });
    if (!controlTokenMatches(request.headers[CONTROL_TOKEN_HEADER], controlToken))
      return answer(401, { ok: false });
    if (action === 'reset') {
      db.reset();
      injectedFailures.clear();
      realtimeServer.reset();
      foodRealtimeServer.reset();
      return done();
    }
    if (action === 'stop') return void stop(api, sockets).then(() => done());
    if (action === 'start') {
      if (api.listening) return done();
      return void listen(api, port, host).then(() => done());
    }
    if (action === 'expire-sessions') {
      db.update((state) => {
        state.sessions = {};
      });
      return done();
    }
    if (action === 'received') return done(realtimeServer.received());
    if (action === 'db') return done(withoutPasswords(db.get()));
    // The emails the server sent (reset links): what window.__mock.lastResetLink() reads in the page.
    if (action === 'mailbox') return done(db.get().mailbox);
    return answer(404, { ok: false });
  });

  await listen(api, port, host);
  await listen(control, controlPort, host);
  return {
    async close() {
      await stop(api, sockets);
      await new Promise<void>((resolve) => control.close(() => resolve()));
    },
  };
}

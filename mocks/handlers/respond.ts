import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import type { ZodMiniType } from 'zod/mini';
import { verifyAppIdentifier } from '../../src/lib/http/signature';
import { env } from '../../src/lib/env';
import { overLongFieldMessage } from '../../src/lib/validation/limits';
import { bodyProblem } from '../../src/lib/validation/requestBodies';
import { db } from '../db/store';
import type { MockUser } from '../db/users';
import { injectedFailures } from '../failures';

/** The mock API answers under this segment: the relative base the app uses when no API address is set. */
const API_SEGMENT = '/mock-api/';

/** One route of the mock API: a method, a path under /mock-api/, and how it answers. */
export interface MockRoute {
  method: 'GET' | 'POST';
  path: string;
  answer: (request: Request) => Promise<Response>;
}

const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/^\/+|\/+$/g, '').toLowerCase()}`;

/**
 * The whole mock API as one MSW handler that finds the route by method and path. MSW tries its
 * handlers one by one, and for each it parses the page's cookies and compiles the path pattern:
 * with one handler per route (some 300) that was most of the page's work on every request,
 * scripts and styles included. Paths match as MSW's did: case-insensitive, slashes trimmed.
 */
export function mockApi(routes: readonly MockRoute[]): HttpHandler {
  const byKey = new Map<string, MockRoute['answer']>();
  for (const route of routes) {
    const key = routeKey(route.method, route.path);
    if (byKey.has(key)) throw new Error(`The mock API declares ${key} twice.`);
    byKey.set(key, route.answer);
  }
  return http.all(`*${API_SEGMENT}*`, ({ request }) => {
    const { pathname } = new URL(request.url);
    const path = pathname.slice(pathname.indexOf(API_SEGMENT) + API_SEGMENT.length);
    return byKey.get(routeKey(request.method, path))?.(request);
  });
}

export function ok(data: unknown = [], message = 'Success'): Response {
  return HttpResponse.json({ status: 1, message, data });
}

export function fail(message: string, httpStatus = 200, data: unknown = []): Response {
  return HttpResponse.json({ status: 0, message, data }, { status: httpStatus });
}

/**
 * The spec's error envelope for a body its schema refuses, with the first problem's message, or
 * null when the body passes. The schemas are the app's own (src/lib/validation/requestBodies):
 * the server checks what the app's forms check, in the same words.
 */
export function refusedBody(schema: ZodMiniType, body: unknown): Response | null {
  const problem = bodyProblem(schema, body);
  return problem === null ? null : fail(problem);
}

export const UNAUTHORIZED = 'Unauthorized Access!';

export function bearer(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : null;
}

export function memberFromToken(token: string | null): MockUser | null {
  if (!token) return null;
  const userId = db.get().sessions[token];
  return db.get().users.find((user) => user.user_id === userId) ?? null;
}

export function signatureIsValid(request: Request): boolean {
  return verifyAppIdentifier(
    request.headers.get('X-App-Identifier'),
    env.appIdentifier,
    env.socketSecret,
  );
}

type Resolver = (info: {
  request: Request;
  body: Record<string, unknown>;
}) => Response | Promise<Response>;

async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  try {
    const value: unknown = await request.clone().json();
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A small realistic latency so loading states are seen in demos. None in unit tests, nor in a
 * browser driven by automation (Playwright journeys and benches: navigator.webdriver), where it
 * only made every journey wait; a journey about a loading state slows the mock itself
 * (window.__mock.setLatency).
 */
const startLatencyMs =
  import.meta.env.VITEST || (typeof navigator !== 'undefined' && navigator.webdriver) ? 0 : 120;
let latencyMs = startLatencyMs;

export function setMockLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
}

export function resetMockLatency(): void {
  latencyMs = startLatencyMs;
}

/** Always a turn of the event loop, as over a network, even with no latency. */
async function latency(): Promise<void> {
  await delay(latencyMs);
}

function route(method: 'get' | 'post', path: string, resolver: Resolver): MockRoute {
  const answer = async (request: Request): Promise<Response> => {
    await latency();
    const injected = injectedFailures.match(new URL(request.url).pathname);
    if (injected) return fail(injected);
    const body = await readBody(request);
    // Like a real backend, every route refuses over-long text fields (names 50, emails 254...).
    const tooLong = overLongFieldMessage(body);
    if (tooLong) return fail(tooLong);
    return resolver({ request, body });
  };
  return { method: method === 'get' ? 'GET' : 'POST', path, answer };
}

/** A public route: no token needed. */
export function publicRoute(method: 'get' | 'post', path: string, resolver: Resolver): MockRoute {
  return route(method, path, resolver);
}

type MemberResolver = (
  info: Parameters<Resolver>[0] & { user: MockUser },
) => Response | Promise<Response>;

/** A member route: the member token and a valid signed app identifier are required. */
export function memberRoute(
  method: 'get' | 'post',
  path: string,
  resolver: MemberResolver,
): MockRoute {
  return route(method, path, (info) => {
    if (!signatureIsValid(info.request)) return fail('Invalid app signature.', 403);
    const user = memberFromToken(bearer(info.request));
    if (!user) return fail(UNAUTHORIZED, 401);
    return resolver({ ...info, user });
  });
}

export function str(value: unknown): string {
  return typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? ''
      : String(value);
}

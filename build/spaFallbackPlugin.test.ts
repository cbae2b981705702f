import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PreviewServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { spaFallbackPlugin } from './spaFallbackPlugin';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** A project with a build (dist) beside files of its own (package.json), as `vite preview` sees it. */
const root = mkdtempSync(path.join(tmpdir(), 'spa-fallback-'));
const outDir = path.join(root, 'dist');
mkdirSync(path.join(outDir, 'assets'), { recursive: true });
mkdirSync(path.join(outDir, 'pages', 'offer'), { recursive: true });
for (const file of [
  'index.html',
  'spa.html',
  'login.html',
  'pages/offer/index.html',
  'assets/app.js',
])
  writeFileSync(path.join(outDir, file), '');
writeFileSync(path.join(root, 'package.json'), '{}');
afterAll(() => rmSync(root, { recursive: true, force: true }));

function previewMiddleware(): Middleware {
  let middleware: Middleware | null = null;
  const server = {
    config: { root, build: { outDir: 'dist' } },
    middlewares: { use: (handler: Middleware) => (middleware = handler) },
  } as unknown as PreviewServer;
  const hook = spaFallbackPlugin().configurePreviewServer;
  if (typeof hook !== 'function') throw new Error('no preview hook');
  void hook.call({} as never, server);
  if (!middleware) throw new Error('no middleware');
  return middleware;
}

/** The address the preview serves for a page request (HTML accepted). */
function served(url: string): string {
  const request = { method: 'GET', url, headers: { accept: 'text/html' } } as IncomingMessage;
  let passed = false;
  previewMiddleware()(request, {} as ServerResponse, () => (passed = true));
  expect(passed).toBe(true);
  return request.url ?? '';
}

describe('the preview SPA fallback', () => {
  it('serves the app shell for every address the build has no file for, inside it or not', () => {
    // package.json exists beside the build, nope.json nowhere: the same answer for both.
    expect(served('/..%2fpackage.json')).toBe('/spa.html');
    expect(served('/..%2fnope.json')).toBe('/spa.html');
    expect(served('/%2e%2e%2fpackage.json')).toBe('/spa.html');
    expect(served('/pages/..%2f..%2f..%2fpackage.json')).toBe('/spa.html');
    expect(served('/home/no-such-page')).toBe('/spa.html');
  });

  it("leaves the build's own files and pages to be served as themselves", () => {
    expect(served('/login')).toBe('/login');
    expect(served('/pages/offer/')).toBe('/pages/offer/');
    expect(served('/assets/app.js')).toBe('/assets/app.js');
    expect(served('/')).toBe('/');
  });
});

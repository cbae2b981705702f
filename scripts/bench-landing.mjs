// The landing pages' figures beside their bytes before first render (../shared/performance.md),
// for `npm run bench` (scripts/bench.mjs imports this module; it is not a bench of its own):
// - the JavaScript a phone fetches until the network is quiet, the mock backend left out;
// - whether any script file is requested before the first paint, unthrottled and on a slow phone;
// - a no-script copy of each page, served beside the preview, for bench.mjs's Lighthouse runs.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { launchBrowser } from './bench-browser.mjs';

/** The pages measured, with their budget for JavaScript fetched until the network is quiet. */
export const LANDING_PAGES = [
  { page: '/', jsKib: 100 },
  { page: '/pages/30days1', jsKib: 100 },
  { page: '/login', jsKib: 110 },
];

// Lighthouse's mobile preset: a Moto G Power's screen.
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
// The two ways a page loads for figure 2. Unthrottled, the whole HTML is parsed before the first
// frame, and a timer set from requestAnimationFrame can run before that frame is presented: the
// race shows here (and Lighthouse's trace is taken so, unthrottled, its throttling simulated).
// On a slow phone (Lighthouse's slow 4G, a CPU four times slower) the page paints while its HTML
// is still parsed.
const LOAD_CONDITIONS = [
  { name: 'unthrottled' },
  {
    name: 'slow phone',
    cpuSlowdown: 4,
    network: {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
  },
];
// The mock backend's entry in the build manifest, and the service worker it registers (public/).
const MOCK_ENTRY = 'mocks/browser.ts';
const MOCK_WORKER = 'mockServiceWorker.js';

const kib = (bytes) => (bytes / 1024).toFixed(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** One printed line: the page, the figure, then ok or OVER in the bench's column. */
export const figureLine = (page, text, ok) =>
  `  ${page.padEnd(20)} ${text} `.padEnd(82) + (ok ? 'ok' : 'OVER');

// ---- the network, watched from the browser context ------------------------------------------

/** Requests in flight and the time of the last request event, for untilQuiet. */
function watchNetwork(context) {
  const activity = { inFlight: new Set(), last: Date.now() };
  const started = (request) => {
    activity.inFlight.add(request);
    activity.last = Date.now();
  };
  const ended = (request) => {
    activity.inFlight.delete(request);
    activity.last = Date.now();
  };
  context.on('request', started);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  return activity;
}

/** Waits until no request has been in flight for `quietMs`; false if `limitMs` passed first. */
async function untilQuiet(activity, quietMs, limitMs) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (!activity.inFlight.size && Date.now() - activity.last >= quietMs) return true;
    await sleep(100);
  }
  return false;
}

// ---- 1. JavaScript fetched until the network is quiet ---------------------------------------

/**
 * The requested files that only the mock backend needed. In mock mode a page's first server call
 * loads the mock (src/app/start.tsx), and the mock brings chunks the app shares with other
 * routes (dayjs, the chat and community models, the cipher...): a static list of chunks no other
 * entry reaches would leave them in. So the app's part is worked out from what this page asked
 * for: every requested file outside the mock's graph, with the chunks it imports statically, and
 * any requested lazy chunk the app itself imports lazily (the http client's request signature,
 * which the mock imports too, comes with a real API's first call as well); the rest of the
 * requested files in the mock's graph (the mock entry always) are the mock's.
 */
export function mockOnlyFiles(manifest, requested) {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const mockGraph = new Set();
  const reach = (key) => {
    const chunk = manifest[key];
    if (!chunk || mockGraph.has(chunk.file)) return;
    mockGraph.add(chunk.file);
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(reach);
  };
  reach(MOCK_ENTRY);
  const mockEntryFile = manifest[MOCK_ENTRY]?.file;
  const app = new Set();
  const addWithImports = (file) => {
    if (app.has(file)) return;
    app.add(file);
    (byFile.get(file)?.imports ?? []).forEach((key) => addWithImports(manifest[key].file));
  };
  requested.filter((file) => !mockGraph.has(file)).forEach(addWithImports);
  const lazyImportsOfApp = () =>
    new Set(
      [...app].flatMap((file) =>
        (byFile.get(file)?.dynamicImports ?? []).map((key) => manifest[key].file),
      ),
    );
  for (let grew = true; grew;) {
    const lazy = lazyImportsOfApp();
    const more = requested.filter(
      (file) => !app.has(file) && file !== mockEntryFile && lazy.has(file),
    );
    more.forEach(addWithImports);
    grew = more.length > 0;
  }
  return new Set(requested.filter((file) => mockGraph.has(file) && !app.has(file)));
}

/** The .js addresses a fresh phone-sized tab requests on `url` until 2 s without a request. */
async function scriptsRequestedUntilQuiet(browser, url) {
  const context = await browser.newContext(PHONE);
  const activity = watchNetwork(context);
  const scripts = new Set();
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts.add(request.url());
  });
  try {
    const tab = await context.newPage();
    await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const quiet = await untilQuiet(activity, 2000, 60_000);
    return { scripts: [...scripts], quiet };
  } finally {
    await context.close();
  }
}

/**
 * Figure 1: the gzip size (level 9, from dist, as the byte figures) of every script file a phone
 * fetches until the network has been quiet for 2 s after `load`. Unlike "before first render",
 * this counts what a prerendered page fetches after painting too: the hydration, the page's lazy
 * parts and anything its first calls bring. The mock backend is no part of a real build: left out.
 */
async function javaScriptUntilQuiet(browser, { base, dist, manifest }, { page, jsKib }) {
  const { scripts, quiet } = await scriptsRequestedUntilQuiet(browser, `${base}${page}`);
  const own = scripts.filter((address) => address.startsWith(`${base}/`));
  const files = own.map((address) => new URL(address).pathname.slice(1));
  const mock = mockOnlyFiles(manifest, files);
  if (files.includes(MOCK_WORKER)) mock.add(MOCK_WORKER);
  const counted = files.filter((file) => !mock.has(file));
  const missing = counted.filter((file) => !existsSync(path.join(dist, file)));
  const foreign = scripts.length - own.length;
  const bytes = counted
    .filter((file) => !missing.includes(file))
    .reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
      0,
    );
  const measured = quiet && !missing.length && !foreign;
  const ok = measured && bytes / 1024 <= jsKib;
  const notes = [
    mock.size ? `mock backend: ${mock.size} files left out` : '',
    quiet ? '' : 'network never quiet in 60 s',
    missing.length ? `not in dist: ${missing.join(', ')}` : '',
    foreign ? `${foreign} from other hosts, not counted` : '',
  ].filter(Boolean);
  return {
    ok,
    line: figureLine(
      page,
      `JS ${kib(bytes).padStart(6)} KiB in ${String(counted.length).padStart(2)} files / ${jsKib}` +
        (notes.length ? ` (${notes.join('; ')})` : ''),
      ok,
    ),
  };
}

// ---- 2. a script requested before the first paint -------------------------------------------

/**
 * One load of `url` under `condition` (LOAD_CONDITIONS): the first paint and the start of every
 * script file's request, both page-relative (Resource Timing, read once the network is quiet;
 * inline scripts make no request and do not count).
 */
async function paintAndScriptStarts(browser, url, condition) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() => performance.setResourceTimingBufferSize(2000));
  const activity = watchNetwork(context);
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    if (condition.cpuSlowdown)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpuSlowdown });
    if (condition.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', condition.network);
    }
    await tab.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await untilQuiet(activity, 1000, 60_000);
    return await tab.evaluate(() => ({
      paint:
        performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')
          ?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
  } finally {
    await context.close();
  }
}

/**
 * Figure 2: whether any script file is requested before the first paint. A prerendered page
 * paints from its HTML and asks for the app's code only after that paint (src/prerender); a
 * request that races ahead of it takes the phone's bandwidth and main thread from the headline,
 * and puts the app's code in the way of Lighthouse's simulated LCP. `rounds` loads under each
 * of LOAD_CONDITIONS; every round counts: a race won once is a race.
 */
async function scriptBeforeFirstPaint(browser, { base, rounds }, { page }) {
  const results = [];
  for (const condition of LOAD_CONDITIONS)
    for (let round = 0; round < rounds; round += 1) {
      const result = await paintAndScriptStarts(browser, `${base}${page}`, condition);
      const before = result.scripts.filter(
        (start) => result.paint !== null && start < result.paint,
      );
      results.push({ ...result, condition: condition.name, before });
    }
  const total = results.length;
  const unpainted = results.filter((result) => result.paint === null).length;
  const early = results.filter((result) => result.before.length);
  const ms = (value) => `${Math.round(value)} ms`;
  let text;
  if (early.length) {
    const first = early[0];
    const perCondition = LOAD_CONDITIONS.map(
      ({ name }) =>
        `${name} ${early.filter((result) => result.condition === name).length}/${rounds}`,
    ).join(', ');
    text =
      `script before first paint: yes in ${early.length} of ${total} rounds (${perCondition}; ` +
      `${first.condition}: ${first.before.length} files, first at ${ms(Math.min(...first.before))}, paint at ${ms(first.paint)})`;
  } else if (unpainted) {
    text = `script before first paint: not measured (${unpainted} of ${total} rounds had no first paint)`;
  } else {
    const margins = results
      .map((result) => Math.min(Infinity, ...result.scripts) - result.paint)
      .filter(Number.isFinite);
    const closest = margins.length
      ? `closest: first script ${ms(Math.min(...margins))} after the paint`
      : 'no script file requested';
    text = `script before first paint: no (0 of ${total} rounds, ${rounds} per condition; ${closest})`;
  }
  const ok = !early.length && !unpainted;
  return { ok, line: figureLine(page, text, ok) };
}

/**
 * Figures 1 and 2 for LANDING_PAGES against the preview at `base`: prints one line per page and
 * figure, and returns how many were over budget or not measured.
 */
export async function landingScriptFigures({ base, dist, manifest, rounds }) {
  let failures = 0;
  const browser = await launchBrowser();
  try {
    console.log(
      'Landing pages and /login, JavaScript a phone fetches until the network is quiet ' +
        `(${PHONE.viewport.width}x${PHONE.viewport.height}, until 2 s without a request after load; gzip; the mock backend left out):`,
    );
    for (const landing of LANDING_PAGES) {
      const figure = await javaScriptUntilQuiet(browser, { base, dist, manifest }, landing);
      if (!figure.ok) failures += 1;
      console.log(figure.line);
    }
    console.log(
      `Landing pages and /login, script files requested before the first paint (${rounds} rounds unthrottled, ` +
        `${rounds} on a slow phone: CPU 4x slower, 150 ms latency, 1.6 Mbps down; budget: none in any round):`,
    );
    for (const landing of LANDING_PAGES) {
      const figure = await scriptBeforeFirstPaint(browser, { base, rounds }, landing);
      if (!figure.ok) failures += 1;
      console.log(figure.line);
    }
  } finally {
    await browser.close();
  }
  return failures;
}

// ---- 3. the no-script copy, for Lighthouse --------------------------------------------------

/** The HTML without its <script> elements and module preloads: what the page is without its code. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

const inside = (dir, file) => file.startsWith(dir + path.sep);

/** The build's file for a page address, as the preview answers it (build/spaFallbackPlugin). */
function htmlFileFor(dist, pathname) {
  const trimmed = pathname.replace(/\/+$/, '');
  const candidates = trimmed
    ? [trimmed, `${trimmed}.html`, path.join(trimmed, 'index.html')]
    : ['index.html'];
  const found = candidates
    .map((candidate) => path.join(dist, candidate))
    .find((file) => inside(dist, file) && existsSync(file) && statSync(file).isFile());
  return found ?? path.join(dist, 'spa.html');
}

/**
 * A static server of `dist` on a free port whose HTML pages come without their scripts: the
 * no-script copy of each page. It compresses as `vite preview` does (gzip at zlib's default
 * level for text of 1 KiB or more), so the copy's bytes on the wire match the page's.
 */
export function startNoScriptServer(dist) {
  const server = createServer((request, response) => {
    let pathname = new URL(request.url, 'http://copy').pathname;
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      // a malformed escape: kept as it came, as the preview does
    }
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    let file = path.join(dist, pathname);
    if (wantsHtml || pathname === '/') file = htmlFileFor(dist, pathname);
    if (!inside(dist, file) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const extension = path.extname(file);
    let body = readFileSync(file);
    if (extension === '.html') body = Buffer.from(withoutScripts(body.toString('utf8')));
    const headers = { 'Content-Type': TYPES[extension] ?? 'application/octet-stream' };
    if (
      COMPRESSIBLE.has(extension) &&
      body.length >= 1024 &&
      /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    ) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    response.writeHead(200, { ...headers, 'Content-Length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${server.address().port}`,
        stop: () => server.close(),
      }),
    );
  });
}

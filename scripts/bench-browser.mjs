// What the rendering benches share: their options, the system Chromium, a page of the running
// preview with the mock started, the member's login, a scroll through a long list, and the main
// thread's tasks read from a Chromium trace. Each bench (bench-chat, bench-recipes,
// bench-planner, bench-community) keeps only what it measures.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const PASSWORD = 'Password1!';

/** The preview's address (first bare argument, else BENCH_URL), --runs=N and --strict. */
export function benchOptions(defaultRuns) {
  const args = process.argv.slice(2);
  const url = (
    args.find((arg) => !arg.startsWith('--')) ||
    process.env.BENCH_URL ||
    'http://127.0.0.1:4173'
  ).replace(/\/$/, '');
  const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) || defaultRuns);
  return { url, runs, strict: args.includes('--strict') };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The system Chromium with the flags the journeys use, plus `extraArgs`. */
export function launchBrowser(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}

/**
 * One browser for `runs` runs, each on a fresh /login page (openLoginPage) closed after it:
 * resolves with what `measure(page, browser)` resolved with in each run.
 */
export async function onLoginPages(url, runs, measure) {
  const browser = await launchBrowser();
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await openLoginPage(browser, url);
      results.push(await measure(page, browser));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * A new browser context on /login with the mock backend started (window.__mock), at 1280 x 900.
 * A cookie decision and a finished tour keep the banner and the tour out of the way.
 */
export async function openLoginPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'cookie_consent_user_accepted', value: 'false', url }]);
  await context.addInitScript(() => window.localStorage.setItem('onboarding_tour_done', '1'));
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`${url}/login`);
  // The mock backend starts on the first call; start it now (window.__startMock).
  await page.waitForFunction(
    () => typeof window.__startMock === 'function' || Boolean(window.__mock),
    null,
    { timeout: 30_000 },
  );
  await page.evaluate(() => window.__startMock?.());
  await page.waitForFunction(() => Boolean(window.__mock), null, { timeout: 30_000 });
  return { context, page };
}

/** Logs in through the form on /login and waits to leave it. */
export async function logIn(page, email, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/login'), { timeout: 30_000 });
}

/**
 * A Chromium trace around `act`: the page's main-thread tasks with their wall time and their
 * thread (CPU) time. On a loaded machine a task's wall time stretches while the thread waits for
 * a core; its CPU time does not, so the two together tell machine load from the app's own work.
 */
export async function tracedTasks(browser, page, act) {
  const file = path.join(tmpdir(), `rwl-bench-trace-${process.pid}.json`);
  await browser.startTracing(page, {
    path: file,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
  });
  let value;
  try {
    value = await act();
  } finally {
    await browser.stopTracing();
  }
  const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents;
  rmSync(file, { force: true });
  const byThread = new Map();
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mains.has(key)) continue;
    byThread.set(key, [
      ...(byThread.get(key) ?? []),
      { wall: event.dur / 1000, cpu: (event.tdur ?? 0) / 1000 },
    ]);
  }
  // The page's renderer: the main thread that ran the most tasks.
  const tasks = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const longest = tasks.reduce((top, task) => (task.wall > top.wall ? task : top), {
    wall: 0,
    cpu: 0,
  });
  return {
    value,
    longestTaskCpu: longest.cpu,
    mostCpu: Math.max(0, ...tasks.map((task) => task.cpu)),
  };
}

/**
 * Scrolls the window one screen a frame, waiting at the end of what is loaded for the next page
 * (up to 5 s), until `expected` items have been seen or `limitMs` has passed. An item is the text
 * of an element matching `selector`; with `pattern` (a regular expression's source), only the
 * texts it matches count towards `expected`, by its first group. Returns the items counted
 * (`counted`), all distinct texts seen (`seen`), the most DOM nodes on the page, the longest task
 * while scrolling (PerformanceObserver 'longtask', wall time) and how many long tasks there were.
 */
export function scrollThrough(page, { selector, pattern, expected, limitMs }) {
  return page.evaluate(
    async ({ selector, pattern, expected, limitMs }) => {
      const longTasks = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask' });
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      const matcher = pattern ? new RegExp(pattern) : null;
      const counted = new Set();
      const seen = new Set();
      let domNodes = document.getElementsByTagName('*').length;
      const started = performance.now();
      while (performance.now() - started < limitMs) {
        for (const element of document.querySelectorAll(selector)) {
          const text = element.textContent;
          seen.add(text);
          if (!matcher) counted.add(text);
          else {
            const match = matcher.exec(text);
            if (match) counted.add(match[1]);
          }
        }
        domNodes = Math.max(domNodes, document.getElementsByTagName('*').length);
        if (counted.size >= expected) break;
        const before = document.scrollingElement.scrollHeight;
        window.scrollBy(0, window.innerHeight);
        await frame();
        if (window.scrollY + window.innerHeight >= document.scrollingElement.scrollHeight - 2) {
          // At the end of what is loaded: wait for the next page to arrive.
          const waitStart = performance.now();
          while (
            document.scrollingElement.scrollHeight === before &&
            performance.now() - waitStart < 5000
          )
            await frame();
        }
      }
      await frame();
      observer.disconnect();
      return {
        counted: counted.size,
        seen: seen.size,
        domNodes,
        longest: longTasks.length ? Math.max(...longTasks) : 0,
        longTasks: longTasks.length,
      };
    },
    { selector, pattern, expected, limitMs },
  );
}

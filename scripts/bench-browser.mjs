// What the rendering benches share: their options, the system Chromium, a page of the running
// preview with the mock started, the member's login, and the main thread's tasks read from a
// Chromium trace. Each bench (bench-chat, bench-recipes, bench-planner, bench-community) keeps
// only what it measures.
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

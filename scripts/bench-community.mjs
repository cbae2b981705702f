// Community feed budget (issue 15, ../shared/performance.md): a feed of 1,000 posts scrolls with
// no long task (> 50 ms) and <= 800 DOM nodes on the page. Builds nothing: give it a running
// preview of the app (mock backend on), e.g. `npm run build && npm run preview`, then
//   node scripts/bench-community.mjs [url]      (or BENCH_URL=...; default http://127.0.0.1:4173)
// Median of 3 runs. Options: --runs=N, --strict (exit 1 when over budget).
//
// Each run: premium@example.com, the mock seeded with 1,000 more posts in community 1
// (window.__mock.seedCommunityPosts, older than the seeded ones), /home/community/1 opened; the
// window is then scrolled one screen a frame to the end, waiting for each next page (10 posts)
// until all 1,000 seeded posts have been in the feed.
// Figures: time from opening to the first post, posts seen, DOM nodes (most seen while
// scrolling), the longest task while scrolling (PerformanceObserver 'longtask'; wall time, so
// machine load lengthens it: the load average is printed beside it).
import { readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const url = (
  args.find((arg) => !arg.startsWith('--')) ||
  process.env.BENCH_URL ||
  'http://127.0.0.1:4173'
).replace(/\/$/, '');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) || 3);
const strict = args.includes('--strict');
const BUDGET = { domNodes: 800, longTask: 50 };
const POSTS = 1000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

/**
 * A Chromium trace around `act`: the page's main-thread tasks with their wall time and their
 * thread (CPU) time. On a loaded machine a task's wall time stretches while the thread waits for
 * a core; its CPU time does not, so the two together tell machine load from the app's own work.
 */
async function tracedTasks(page, act) {
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

const results = [];
let failures = 0;
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookie_consent_user_accepted', value: 'false', url }]);
    await context.addInitScript(() => window.localStorage.setItem('onboarding_tour_done', '1'));
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.goto(`${url}/login`);
    await page.waitForFunction(
      () => typeof window.__startMock === 'function' || Boolean(window.__mock),
      null,
      { timeout: 30_000 },
    );
    await page.evaluate(() => window.__startMock?.());
    await page.waitForFunction(() => Boolean(window.__mock), null, { timeout: 30_000 });
    await page.evaluate((count) => window.__mock.seedCommunityPosts(count, 1), POSTS);
    await page.getByLabel('Email').fill('premium@example.com');
    await page.getByLabel('Password').fill('Password1!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((address) => !address.pathname.startsWith('/login'), { timeout: 30_000 });

    const opened = Date.now();
    await page.goto(`${url}/home/community/1`);
    await page.locator('article.post-card').first().waitFor({ timeout: 30_000 });
    const firstPosts = Date.now() - opened;

    const traced = await tracedTasks(page, () =>
      page.evaluate(async (expected) => {
        const longTasks = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTasks.push(entry.duration);
        });
        observer.observe({ type: 'longtask' });
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
        const seeded = new Set();
        const all = new Set();
        let domNodes = document.getElementsByTagName('*').length;
        const started = performance.now();
        while (performance.now() - started < 180_000) {
          for (const text of document.querySelectorAll('article.post-card .post-text')) {
            const words = text.textContent;
            all.add(words);
            const number = /^Seeded post (\d+):/.exec(words);
            if (number) seeded.add(number[1]);
          }
          domNodes = Math.max(domNodes, document.getElementsByTagName('*').length);
          if (seeded.size >= expected) break;
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
          seeded: seeded.size,
          posts: all.size,
          domNodes,
          longest: longTasks.length ? Math.max(...longTasks) : 0,
          longTasks: longTasks.length,
        };
      }, POSTS),
    );
    results.push({
      firstPosts,
      ...traced.value,
      longestTaskCpu: traced.longestTaskCpu,
      mostCpu: traced.mostCpu,
    });
    await context.close();
  }
} finally {
  await browser.close();
}

const seeded = median(results.map((result) => result.seeded));
const posts = median(results.map((result) => result.posts));
const domNodes = median(results.map((result) => result.domNodes));
const longest = median(results.map((result) => result.longest));
const longTasks = median(results.map((result) => result.longTasks));
const firstPosts = median(results.map((result) => result.firstPosts));
const longestRun = results.find((result) => result.longest === longest);
const mostCpu = longestRun.mostCpu;
const load = loadavg()[0].toFixed(2);
const all = seeded >= POSTS;
const nodesOk = domNodes <= BUDGET.domNodes;
const tasksOk = longest <= BUDGET.longTask;
if (!all || !nodesOk || !tasksOk) failures += 1;
console.log(
  `Community feed with ${POSTS.toLocaleString('en-GB')} more posts (median of ${runs} runs):`,
);
console.log(
  `  seeded posts scrolled through            ${seeded.toLocaleString('en-GB')} / ${POSTS.toLocaleString('en-GB')}  ${all ? 'ok' : 'NOT ALL LOADED'}  (${posts.toLocaleString('en-GB')} posts in all)`,
);
console.log(`  first posts after opening the feed       ${firstPosts} ms (page load included)`);
console.log(
  `  DOM nodes (most while scrolling)         ${domNodes} / ${BUDGET.domNodes}  ${nodesOk ? 'ok' : 'OVER'}`,
);
console.log(
  `  longest task while scrolling             ${longest.toFixed(0)} ms / ${BUDGET.longTask}  ${tasksOk ? 'ok' : 'OVER'}  (${longTasks} long tasks; load average ${load})`,
);
console.log(
  `    its thread CPU time                    ${longestRun.longestTaskCpu.toFixed(0)} ms  (the most CPU in any task of that run: ${mostCpu.toFixed(0)} ms; wall time beyond it is waiting for a core)`,
);
if (strict && failures) process.exit(1);

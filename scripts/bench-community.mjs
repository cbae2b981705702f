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
import { loadavg } from 'node:os';
import {
  benchOptions,
  launchBrowser,
  median,
  openLoginPage,
  logIn,
  tracedTasks,
} from './bench-browser.mjs';

const { url, runs, strict } = benchOptions(3);
const BUDGET = { domNodes: 800, longTask: 50 };
const POSTS = 1000;

const browser = await launchBrowser();

const results = [];
let failures = 0;
try {
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await openLoginPage(browser, url);
    await page.evaluate((count) => window.__mock.seedCommunityPosts(count, 1), POSTS);
    await logIn(page, 'premium@example.com');

    const opened = Date.now();
    await page.goto(`${url}/home/community/1`);
    await page.locator('article.post-card').first().waitFor({ timeout: 30_000 });
    const firstPosts = Date.now() - opened;

    const traced = await tracedTasks(browser, page, () =>
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

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
  median,
  logIn,
  onLoginPages,
  scrollThrough,
  tracedTasks,
} from './bench-browser.mjs';

const { url, runs, strict } = benchOptions(3);
const BUDGET = { domNodes: 800, longTask: 50 };
const POSTS = 1000;

let failures = 0;
const results = await onLoginPages(url, runs, async (page, browser) => {
  await page.evaluate((count) => window.__mock.seedCommunityPosts(count, 1), POSTS);
  await logIn(page, 'premium@example.com');

  const opened = Date.now();
  await page.goto(`${url}/home/community/1`);
  await page.locator('article.post-card').first().waitFor({ timeout: 30_000 });
  const firstPosts = Date.now() - opened;

  const traced = await tracedTasks(browser, page, () =>
    scrollThrough(page, {
      selector: 'article.post-card .post-text',
      pattern: '^Seeded post (\\d+):',
      expected: POSTS,
      limitMs: 180_000,
    }),
  );
  const { counted: seeded, seen: posts, ...figures } = traced.value;
  return {
    firstPosts,
    seeded,
    posts,
    ...figures,
    longestTaskCpu: traced.longestTaskCpu,
    mostCpu: traced.mostCpu,
  };
});

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

// Recipe list budget (issue 13, ../shared/performance.md): a list of 1,000 recipes scrolls with no
// long task (> 50 ms) and <= 800 DOM nodes on the page. Builds nothing: give it a running preview
// of the app (mock backend on), e.g. `npm run build && npm run preview`, then
//   node scripts/bench-recipes.mjs [url]      (or BENCH_URL=...; default http://127.0.0.1:4173)
// Median of 3 runs. Options: --runs=N, --strict (exit 1 when over budget).
//
// Each run: premium@example.com, the mock seeded with 1,000 recipes (window.__mock.seedRecipes),
// /home/recipes opened from the member navigation; the window is then scrolled one screen a
// frame to the end, waiting for each next page (20 recipes) until all 1,000 are in the list.
// Figures: time from the click to the first recipe row, DOM nodes (most seen while scrolling),
// the longest task while scrolling (PerformanceObserver 'longtask'; wall time, so machine load
// lengthens it: the load average is printed beside it).
import { loadavg } from 'node:os';
import { benchOptions, launchBrowser, median, openLoginPage, logIn } from './bench-browser.mjs';

const { url, runs, strict } = benchOptions(3);
const BUDGET = { domNodes: 800, longTask: 50 };
const RECIPES = 1000;

const browser = await launchBrowser();

const results = [];
let failures = 0;
try {
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await openLoginPage(browser, url);
    await page.evaluate((count) => window.__mock.seedRecipes(count), RECIPES);
    await logIn(page, 'premium@example.com');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Recipes' })
      .waitFor();

    const clicked = Date.now();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Recipes' })
      .click();
    await page.locator('.recipe-row__link').first().waitFor({ timeout: 30_000 });
    const firstRows = Date.now() - clicked;

    const figures = await page.evaluate(async (expected) => {
      const longTasks = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask' });
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      const titles = new Set();
      let domNodes = document.getElementsByTagName('*').length;
      const started = performance.now();
      while (performance.now() - started < 120_000) {
        for (const title of document.querySelectorAll('.recipe-row__title'))
          titles.add(title.textContent);
        domNodes = Math.max(domNodes, document.getElementsByTagName('*').length);
        if (titles.size >= expected) break;
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
        rows: titles.size,
        domNodes,
        longest: longTasks.length ? Math.max(...longTasks) : 0,
        longTasks: longTasks.length,
      };
    }, RECIPES);
    results.push({ firstRows, ...figures });
    await context.close();
  }
} finally {
  await browser.close();
}

const rows = median(results.map((result) => result.rows));
const domNodes = median(results.map((result) => result.domNodes));
const longest = median(results.map((result) => result.longest));
const firstRows = median(results.map((result) => result.firstRows));
const load = loadavg()[0].toFixed(2);
const all = rows >= RECIPES;
const nodesOk = domNodes <= BUDGET.domNodes;
const tasksOk = longest <= BUDGET.longTask;
if (!all || !nodesOk || !tasksOk) failures += 1;
console.log(
  `Recipe list with ${RECIPES.toLocaleString('en-GB')} recipes (median of ${runs} runs):`,
);
console.log(
  `  recipes scrolled through                 ${rows.toLocaleString('en-GB')} / ${RECIPES.toLocaleString('en-GB')}  ${all ? 'ok' : 'NOT ALL LOADED'}`,
);
console.log(`  first rows after the click               ${firstRows} ms (mock latency included)`);
console.log(
  `  DOM nodes (most while scrolling)         ${domNodes} / ${BUDGET.domNodes}  ${nodesOk ? 'ok' : 'OVER'}`,
);
console.log(
  `  longest task while scrolling             ${longest.toFixed(0)} ms / ${BUDGET.longTask}  ${tasksOk ? 'ok' : 'OVER'}  (load average ${load})`,
);
if (strict && failures) process.exit(1);

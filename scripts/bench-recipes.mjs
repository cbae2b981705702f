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
import { benchOptions, median, logIn, onLoginPages, scrollThrough } from './bench-browser.mjs';

const { url, runs, strict } = benchOptions(3);
const BUDGET = { domNodes: 800, longTask: 50 };
const RECIPES = 1000;

let failures = 0;
const results = await onLoginPages(url, runs, async (page) => {
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

  const {
    counted: rows,
    domNodes,
    longest,
    longTasks,
  } = await scrollThrough(page, {
    selector: '.recipe-row__title',
    expected: RECIPES,
    limitMs: 120_000,
  });
  return { firstRows, rows, domNodes, longest, longTasks };
});

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

// Planner budgets (issue 14, ../shared/performance.md): the food search answer is rendered within
// one frame (16.7 ms) of its arrival, and a day with 50 entries re-renders on a change with no
// long task (> 50 ms). Builds nothing: give it a running preview of the app (mock backend on),
// e.g. `npm run build && npm run preview`, then
//   node scripts/bench-planner.mjs [url]      (or BENCH_URL=...; default http://127.0.0.1:4173)
// Median of 3 runs. Options: --runs=N, --strict (exit 1 when over budget).
//
// Each run: premium@example.com signed in through /login, then
// - food search: today's planner, "Add to snacks", and each keyword below put in "Search foods";
//   the app marks the answer's arrival ('planner:food-search-answer', src/features/planner/api.ts)
//   and a MutationObserver notes when the results list first shows that keyword's foods. Figure:
//   the slowest keyword's time from the mark to the list (the median of the runs' slowest);
// - a day with 50 entries (window.__mock.seedPlannerEntries(50, tomorrow)) opened at
//   /home/dailyplanner/{tomorrow}; the member toggles water on and off, adds a banana to snacks
//   through the search and removes an entry, each waited for on screen, while a
//   PerformanceObserver collects 'longtask' entries. Figures: the longest task, DOM nodes.
// Both are wall times, so machine load lengthens them: the load average is printed beside them.
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
const BUDGET = { answerToList: 1000 / 60, longTask: 50 };
const KEYWORDS = ['banana', 'apple', 'rice', 'chicken', 'oat'];
const ENTRIES = 50;
const MARK = 'planner:food-search-answer';

const tomorrow = (() => {
  const day = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pad = (value) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
})();

const browser = await launchBrowser();

/** Starts collecting long tasks in the page (window.__benchLongTasks). */
function watchLongTasks(page) {
  return page.evaluate(() => {
    window.__benchLongTasks = [];
    window.__benchLongTaskObserver?.disconnect();
    window.__benchLongTaskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
    });
    window.__benchLongTaskObserver.observe({ type: 'longtask' });
  });
}

/** The long tasks since watchLongTasks, after two more frames (an entry is reported late). */
function longTasksSoFar(page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    await frame();
    await frame();
    return (window.__benchLongTasks ?? []).slice();
  });
}

/** Waits until the page has run no long task for half a second (the day's first render done). */
function settled(page) {
  return page.evaluate(async () => {
    let last = performance.now();
    const observer = new PerformanceObserver(() => {
      last = performance.now();
    });
    observer.observe({ type: 'longtask', buffered: true });
    const started = performance.now();
    while (performance.now() - last < 500 && performance.now() - started < 15_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
  });
}

const results = [];
let failures = 0;
try {
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await openLoginPage(browser, url);
    await logIn(page, 'premium@example.com');

    // ---- food search: the answer's arrival to the results list ----
    await page.goto(`${url}/home/dailyplanner`);
    await page.getByRole('region', { name: 'Breakfast' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Add to snacks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to snacks' });
    const search = dialog.getByLabel('Search foods');
    await search.waitFor();
    const answers = {};
    for (const keyword of KEYWORDS) {
      await page.evaluate(
        ({ word, mark }) => {
          performance.clearMarks(mark);
          const watch = { word, startedAt: performance.now(), renderedAt: 0 };
          window.__benchSearch = watch;
          const shown = () => {
            const first = document.querySelector(
              'dialog[open] ul[aria-label="Foods found"] .food-search__result',
            );
            return Boolean(first && first.textContent.toLowerCase().includes(word));
          };
          const observer = new MutationObserver(() => {
            if (watch.renderedAt || !shown()) return;
            watch.renderedAt = performance.now();
            observer.disconnect();
          });
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            characterData: true,
          });
        },
        { word: keyword, mark: MARK },
      );
      await search.fill(keyword);
      await page.waitForFunction(() => window.__benchSearch.renderedAt > 0, null, {
        timeout: 30_000,
      });
      const figure = await page.evaluate((mark) => {
        const arrived = performance.getEntriesByName(mark, 'mark').at(-1);
        const watch = window.__benchSearch;
        if (!arrived || arrived.startTime < watch.startedAt) return null;
        return watch.renderedAt - arrived.startTime;
      }, MARK);
      if (figure === null) throw new Error(`no '${MARK}' mark for "${keyword}"`);
      answers[keyword] = figure;
    }
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // ---- a day with 50 entries: changes the member makes ----
    await page.evaluate(({ count, date }) => window.__mock.seedPlannerEntries(count, date), {
      count: ENTRIES,
      date: tomorrow,
    });
    await page.goto(`${url}/home/dailyplanner/${tomorrow}`);
    const snacks = page.getByRole('region', { name: 'Snacks' });
    await snacks
      .getByRole('button', { name: /^Remove / })
      .first()
      .waitFor({ timeout: 30_000 });
    const shownEntries = await page.locator('.planner-entry').count();
    await settled(page);
    await watchLongTasks(page);
    const changes = [];
    const change = async (name, act) => {
      const start = await page.evaluate(() => performance.now());
      await act();
      const end = await page.evaluate(() => performance.now());
      changes.push({ name, start, end });
    };
    const traced = await tracedTasks(browser, page, async () => {
      const water = page
        .getByRole('region', { name: 'Tracking' })
        .getByRole('button', { name: /Water/ });
      await change('water on', async () => {
        await water.click();
        await water.and(page.locator('[aria-pressed="true"]')).waitFor();
      });
      await change('water off', async () => {
        await water.click();
        await water.and(page.locator('[aria-pressed="false"]')).waitFor();
      });
      await change('banana added to snacks', async () => {
        await page.getByRole('button', { name: 'Add to snacks' }).click();
        await dialog.getByLabel('Search foods').fill('banana');
        await dialog
          .getByRole('list', { name: 'Foods found' })
          .getByRole('button', { name: /Banana, medium/ })
          .click();
        await dialog.getByRole('button', { name: 'Add to snacks' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await snacks.getByText('Banana, medium (118 g)').waitFor();
      });
      const removable = snacks.getByRole('button', { name: /^Remove / }).first();
      const removedTitle = (await removable.getAttribute('aria-label')).replace(/^Remove /, '');
      await change(`${removedTitle} removed`, async () => {
        await removable.click();
        await snacks.getByRole('button', { name: `Remove ${removedTitle}`, exact: true }).waitFor({
          state: 'detached',
        });
      });
      return longTasksSoFar(page);
    });
    const tasks = traced.value;
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const longestTask = tasks.reduce(
      (longest, task) => (task.duration > longest.duration ? task : longest),
      {
        start: 0,
        duration: 0,
      },
    );
    const during = changes.find(
      (item) => longestTask.start >= item.start && longestTask.start <= item.end,
    );
    results.push({
      answers,
      slowestAnswer: Math.max(...Object.values(answers)),
      shownEntries,
      longest: longestTask.duration,
      longestDuring: longestTask.duration ? (during?.name ?? 'between changes') : '',
      longTasks: tasks.length,
      longestTaskCpu: traced.longestTaskCpu,
      mostCpu: traced.mostCpu,
      domNodes,
    });
    await context.close();
  }
} finally {
  await browser.close();
}

const load = loadavg()[0].toFixed(2);
const slowest = median(results.map((result) => result.slowestAnswer));
const perKeyword = KEYWORDS.map(
  (keyword) => `${keyword} ${median(results.map((result) => result.answers[keyword])).toFixed(1)}`,
).join(', ');
const longest = median(results.map((result) => result.longest));
const longestRun = results.find((result) => result.longest === longest);
const domNodes = median(results.map((result) => result.domNodes));
const shownEntries = median(results.map((result) => result.shownEntries));
const answerOk = slowest <= BUDGET.answerToList;
const entriesOk = shownEntries >= ENTRIES;
const tasksOk = longest <= BUDGET.longTask;
if (!answerOk) failures += 1;
if (!entriesOk || !tasksOk) failures += 1;
console.log(`Planner (median of ${runs} runs):`);
console.log(
  `  food search answer to results list      ${slowest.toFixed(1)} ms / ${BUDGET.answerToList.toFixed(1)}  ${answerOk ? 'ok' : 'OVER'}  (slowest of ${KEYWORDS.length} keywords; load average ${load})`,
);
console.log(`    by keyword (ms)                        ${perKeyword}`);
console.log(
  `  day with ${ENTRIES} entries shown                  ${shownEntries} / ${ENTRIES}  ${entriesOk ? 'ok' : 'NOT ALL SHOWN'}`,
);
console.log(
  `  longest task over 4 changes on that day  ${longest.toFixed(0)} ms / ${BUDGET.longTask}  ${tasksOk ? 'ok' : 'OVER'}  (${
    longest ? `during ${longestRun.longestDuring}; ` : ''
  }load average ${load})`,
);
console.log(
  `    its thread CPU time                    ${longestRun.longestTaskCpu.toFixed(0)} ms  (the most CPU in any task of that run: ${longestRun.mostCpu.toFixed(0)} ms; wall time beyond it is waiting for a core)`,
);
console.log(`  DOM nodes on that day                    ${domNodes}`);
if (strict && failures) process.exit(1);

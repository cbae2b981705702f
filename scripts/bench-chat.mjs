// Chat rendering budgets (../shared/performance.md): the chat list with 10,000 chats and a
// conversation with 5,000 messages: first render <= 150 ms, <= 800 DOM nodes on the page, no long
// task over 50 ms while scrolling. Builds nothing: give it a running preview of the app
// (mock backend on), e.g. `npm run build && npm run preview`, then
//   node scripts/bench-chat.mjs [url]        (or BENCH_URL=...; default http://127.0.0.1:4173)
// Prints the median of 5 runs of each figure. Options: --runs=N, --strict (exit 1 when over budget).
//
// What is measured, in the system Chromium (playwright-core):
// - first render: the performance measure '{chat-list|chat-conversation}:first-render' the app
//   records from the page's first render to the frame after its first rows are in the page.
//   Headline: coming back to a list that holds all 10,000 chats (or all 5,000 messages), i.e. the
//   most rows the window has to handle; also shown: opening it for the first time in the session
//   (the newest page fetched over the connected socket from a mock holding 10,000 / 5,000).
// - DOM nodes: every element in the document, after the first render and at most while scrolling.
// - long tasks: PerformanceObserver('longtask') while scrolling through everything, one screen a
//   frame (a fling), top to bottom for the list and bottom to top for the conversation. A long
//   task is wall time, so a busy machine (other processes on the CPU) lengthens it: one more
//   traced pass reads each main-thread task's own CPU time (Chrome trace, RunTask tdur) and the
//   line shows it beside the load average, to tell slow code from a busy machine.
import { loadavg } from 'node:os';
import { benchOptions, launchBrowser, logIn, median, openLoginPage } from './bench-browser.mjs';

const { url, runs, strict } = benchOptions(5);
const BUDGET = { firstRender: 150, domNodes: 800, longTask: 50 };
const CHATS = 10_000;
const MESSAGES = 5_000;
const STAFF = { email: 'staff@example.com', userId: 110 };
const CONVERSATION = {
  chId: 'd-102-110',
  path: `/home/message?${Buffer.from('102').toString('base64')}`,
};

const fmt = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const num = (value) => value.toLocaleString('en-GB');

const browser = await launchBrowser(['--js-flags=--expose-gc']);

let failures = 0;
try {
  const { context, page } = await openLoginPage(browser, url);

  // Log in as staff and seed the mock.
  await page.evaluate(() => window.__mock.reset());
  await logIn(page, STAFF.email);
  await page.evaluate(
    ({ count, userId }) => {
      window.__mock.seedChats(count, { userId, chatType: 1 });
      sessionStorage.setItem('chat_tab', '1');
    },
    { count: CHATS, userId: STAFF.userId },
  );

  /** Client-side navigation (the router follows popstate), as a click on a link would do. */
  const navigate = (path) =>
    page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);

  const clearMeasure = (name) =>
    page.evaluate((measure) => {
      performance.clearMeasures(`${measure}:first-render`);
    }, name);

  const readMeasure = async (name) => {
    const handle = await page.waitForFunction(
      (measure) =>
        performance.getEntriesByName(`${measure}:first-render`, 'measure').at(-1)?.duration ?? null,
      name,
      { timeout: 30_000 },
    );
    return handle.jsonValue();
  };

  const domNodes = () => page.evaluate(() => document.getElementsByTagName('*').length);

  const settle = () => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));

  const gc = () => page.evaluate(() => (typeof window.gc === 'function' ? window.gc() : undefined));

  /** Scrolls the list (or the conversation) through, one screen a frame, watching long tasks. */
  const scrollThrough = (direction) =>
    page.evaluate(async (dir) => {
      const scroller = document.querySelector('.vlist');
      if (!scroller) throw new Error('no list on the page');
      const tasks = [];
      const observer = new PerformanceObserver((list) =>
        tasks.push(...list.getEntries().map((entry) => entry.duration)),
      );
      observer.observe({ type: 'longtask' });
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      scroller.scrollTop = dir === 'down' ? 0 : scroller.scrollHeight;
      await frame();
      await frame();
      let maxNodes = document.getElementsByTagName('*').length;
      const step = scroller.clientHeight;
      for (let guard = 0; guard < 20_000; guard += 1) {
        const before = scroller.scrollTop;
        scroller.scrollTop = dir === 'down' ? before + step : before - step;
        await frame();
        maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
        const end =
          dir === 'down'
            ? scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1
            : scroller.scrollTop <= 0;
        if (end) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      observer.disconnect();
      return { longest: tasks.length ? Math.max(...tasks) : 0, count: tasks.length, maxNodes };
    }, direction);

  /** One traced pass of scrollThrough: the longest main-thread task in CPU time and in wall time. */
  const tracedScroll = async (direction) => {
    await browser.startTracing(page, {
      categories: ['toplevel', 'disabled-by-default-devtools.timeline'],
    });
    await scrollThrough(direction);
    const buffer = await browser.stopTracing();
    const parsed = JSON.parse(buffer.toString());
    const events = parsed.traceEvents ?? parsed;
    const main = new Set(
      events
        .filter(
          (event) =>
            event.ph === 'M' &&
            event.name === 'thread_name' &&
            event.args?.name === 'CrRendererMain',
        )
        .map((event) => `${event.pid}:${event.tid}`),
    );
    const tasks = events.filter(
      (event) =>
        event.ph === 'X' && event.name === 'RunTask' && main.has(`${event.pid}:${event.tid}`),
    );
    return {
      cpu: Math.max(0, ...tasks.map((event) => (event.tdur ?? 0) / 1000)),
      wall: Math.max(0, ...tasks.map((event) => event.dur / 1000)),
    };
  };

  /** Loads every page (infinite scroll down for the list, history up for the conversation). */
  const loadAll = (direction, expected) =>
    page.evaluate(
      async ({ dir, total }) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
        const started = performance.now();
        let last = -1;
        let still = 0;
        for (let guard = 0; guard < 100_000; guard += 1) {
          const scroller = document.querySelector('.vlist');
          const count = Number(scroller?.getAttribute('data-count') ?? 0);
          if (count >= total) break;
          if (count === last) {
            still += 1;
            if (still > 600) throw new Error(`stuck at ${count} rows`);
          } else {
            still = 0;
            last = count;
          }
          if (scroller) scroller.scrollTop = dir === 'down' ? scroller.scrollHeight : 0;
          await frame();
        }
        return {
          seconds: (performance.now() - started) / 1000,
          rows: Number(document.querySelector('.vlist')?.getAttribute('data-count') ?? 0),
        };
      },
      { dir: direction, total: expected },
    );

  // ---------------------------------------------------------------------------------------------
  // Chat list, 10,000 chats
  // Fresh: the list opened for the first time in the session (socket connected), page 1 of 10,000.
  await page.goto(`${url}/home`);
  await page.waitForFunction(() => Boolean(window.__mock));
  const coldList = [];
  for (let run = 0; run < runs; run += 1) {
    await page.evaluate(() => sessionStorage.setItem('chat_tab', '2'));
    await navigate('/home/chatlist');
    await page.waitForSelector('.vlist');
    await navigate('/home');
    await settle();
    await page.evaluate(() => sessionStorage.setItem('chat_tab', '1'));
    await clearMeasure('chat-list');
    await navigate('/home/chatlist');
    coldList.push(await readMeasure('chat-list'));
    await navigate('/home');
    await settle();
  }
  await navigate('/home/chatlist');
  await page.waitForSelector('.vlist');
  const listLoad = await loadAll('down', CHATS);

  const list = { render: [], nodes: [], longest: [], tasks: [], scrollNodes: [] };
  for (let run = 0; run < runs; run += 1) {
    await navigate('/home');
    await settle();
    await gc();
    await clearMeasure('chat-list');
    await navigate('/home/chatlist');
    list.render.push(await readMeasure('chat-list'));
    list.nodes.push(await domNodes());
    const scrolled = await scrollThrough('down');
    list.longest.push(scrolled.longest);
    list.tasks.push(scrolled.count);
    list.scrollNodes.push(scrolled.maxNodes);
  }
  list.traced = await tracedScroll('down');

  // ---------------------------------------------------------------------------------------------
  // Conversation, 5,000 messages
  // Fresh: a conversation with 5,000 messages opened for the first time (newest page), one per run.
  const coldConversation = [];
  for (let run = 0; run < runs; run += 1) {
    const seeded = await page.evaluate(
      ({ chId, count }) => window.__mock.seedMessages(chId, count, 110),
      { chId: `d-110-${311 + run}`, count: MESSAGES },
    );
    await navigate('/home');
    await settle();
    await clearMeasure('chat-conversation');
    await navigate(seeded.path);
    coldConversation.push(await readMeasure('chat-conversation'));
  }
  await page.evaluate(({ chId, count }) => window.__mock.seedMessages(chId, count, 110), {
    chId: CONVERSATION.chId,
    count: MESSAGES,
  });
  await navigate('/home');
  await settle();
  await navigate(CONVERSATION.path);
  await page.waitForSelector('.vlist');
  const existing = await page.evaluate(
    (chId) => window.__mock.db().chatMessages.filter((item) => item.chId === chId).length,
    CONVERSATION.chId,
  );
  const conversationLoad = await loadAll('up', MESSAGES + existing);

  const conversation = { render: [], nodes: [], longest: [], tasks: [], scrollNodes: [] };
  for (let run = 0; run < runs; run += 1) {
    await navigate('/home');
    await settle();
    await gc();
    await clearMeasure('chat-conversation');
    await navigate(CONVERSATION.path);
    conversation.render.push(await readMeasure('chat-conversation'));
    conversation.nodes.push(await domNodes());
    const scrolled = await scrollThrough('up');
    conversation.longest.push(scrolled.longest);
    conversation.tasks.push(scrolled.count);
    conversation.scrollNodes.push(scrolled.maxNodes);
  }
  conversation.traced = await tracedScroll('up');

  // ---------------------------------------------------------------------------------------------
  const report = (label, figures, cold, load, loadWhat) => {
    const render = median(figures.render);
    const nodes = Math.max(median(figures.nodes), median(figures.scrollNodes));
    const longest = median(figures.longest);
    const ok =
      render <= BUDGET.firstRender && nodes <= BUDGET.domNodes && longest <= BUDGET.longTask;
    if (!ok) failures += 1;
    console.log(
      `${label}: first render ${fmt(render)} ms (budget ${BUDGET.firstRender}), ` +
        `${num(nodes)} DOM nodes (budget ${BUDGET.domNodes}), ` +
        `longest task while scrolling ${fmt(longest)} ms (budget ${BUDGET.longTask}; ${fmt(median(figures.tasks))} over 50 ms) ${ok ? 'ok' : 'OVER'}`,
    );
    console.log(
      `  longest main-thread task in CPU time while scrolling (traced pass): ${fmt(figures.traced.cpu)} ms ` +
        `(its wall time ${fmt(figures.traced.wall)} ms; load average ${loadavg()[0].toFixed(1)} on this machine)`,
    );
    console.log(
      `  first open in the session (newest page over the socket): ${fmt(median(cold))} ms; ${loadWhat} ${num(load.rows)} loaded page by page in ${load.seconds.toFixed(1)} s ` +
        `(median of ${runs} runs; all runs: ${figures.render.map(fmt).join(', ')} ms)`,
    );
  };
  report(`chat list ${num(CHATS)}`, list, coldList, listLoad, 'chats:');
  report(
    `conversation ${num(MESSAGES)}`,
    conversation,
    coldConversation,
    conversationLoad,
    'messages:',
  );
  console.log(
    failures ? `${failures} chat figure(s) over budget` : 'All chat rendering budgets met',
  );

  await page.evaluate(() => {
    window.__mock.seedChats(0);
    for (const chId of [
      'd-102-110',
      'd-110-311',
      'd-110-312',
      'd-110-313',
      'd-110-314',
      'd-110-315',
    ])
      window.__mock.seedMessages(chId, 0);
  });
  await context.close();
} finally {
  await browser.close();
}
if (strict && failures) process.exit(1);

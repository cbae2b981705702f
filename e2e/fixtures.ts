import { readFileSync } from 'node:fs';
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type PlaywrightTestOptions,
} from '@playwright/test';

/**
 * One page per worker, reused by the journeys that import `test` from here.
 *
 * Opening a browser context and loading the app cost about two CPU-seconds a journey on the two
 * cores of the CI machine, most of the run. A journey here starts instead in the page the last
 * one left: the fixture stops the app in it (window.__stopApp), clears what the last journey
 * kept in the browser (storage, cookies, permissions, listeners, routes, other pages), and the
 * journey's first `page.goto` of an app address starts the app again at that address
 * (window.__restartApp) after the journey's init scripts ran and the mock re-read its data, as a
 * fresh context's first load would. Every later `page.goto` restarts the app the same way,
 * keeping storage, as a load of the page keeps it; `page.reload()` is a real reload.
 *
 * Journeys about first visits, the prerendered markup, storage or cookies themselves, consent,
 * the browser's clock or a second page import `test` from '@playwright/test' and get a fresh
 * context as before.
 */

/** Where a stopped page stands until the journey's first page.goto. */
export const STOPPED_PATH = '/__journey-start';

interface SharedPage {
  context: BrowserContext;
  page: Page;
  journeys: number;
  browser: Browser;
  options: BrowserContextOptions;
  /** The journey installed a fake clock: the context goes with it. */
  retire: boolean;
}

/**
 * Context options a journey may set with test.use: the viewport is applied to the shared page;
 * any other one that differs from the project's gives that journey a fresh context of its own.
 */
const OWN_CONTEXT_OPTIONS = [
  'geolocation',
  'permissions',
  'timezoneId',
  'locale',
  'userAgent',
  'javaScriptEnabled',
  'isMobile',
  'hasTouch',
  'colorScheme',
  'reducedMotion',
  'offline',
  'storageState',
  'deviceScaleFactor',
] as const;

/** What Playwright's option fixtures hold when neither the project nor the journey sets them. */
const PLAYWRIGHT_DEFAULTS: Partial<PlaywrightTestOptions> = {
  locale: 'en-US',
  javaScriptEnabled: true,
  colorScheme: 'light',
  reducedMotion: 'no-preference',
  offline: false,
};

type InitScript = Parameters<Page['addInitScript']>[0];

/** The source an init script runs, as Playwright would build it. */
function scriptSource(script: InitScript, arg: unknown): string {
  if (typeof script === 'function') return `(${script.toString()})(${JSON.stringify(arg)})`;
  if (typeof script === 'string') return script;
  if (script.content !== undefined) return script.content;
  if (script.path) return readFileSync(script.path, 'utf8');
  throw new Error('An init script needs a function, a string, a path or content.');
}

/** Fails after `ms`: a page that hangs is replaced, not waited for by every later journey. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<T>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A page's event listeners (Page is an event emitter; its typings leave these out). */
interface Listening {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): ((...args: unknown[]) => void)[];
  off(event: string | symbol, listener: (...args: unknown[]) => void): unknown;
}
type Listeners = Map<string | symbol, ((...args: unknown[]) => void)[]>;

function listenersOf(page: Page): Listeners {
  const emitter = page as unknown as Listening;
  return new Map(emitter.eventNames().map((event) => [event, [...emitter.listeners(event)]]));
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/** Stops the app the last journey left in the page and clears what that journey kept. */
async function stopLastJourney(shared: SharedPage, origin: string): Promise<void> {
  const { context } = shared;
  for (const other of context.pages()) if (other !== shared.page) await other.close();
  try {
    await within(5_000, clearLastJourney(shared, origin));
  } catch {
    await shared.page.close().catch(() => undefined);
    shared.page = await context.newPage();
    await clearLastJourney(shared, origin);
  }
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
  await context.setExtraHTTPHeaders({});
}

async function clearLastJourney({ context, page }: SharedPage, origin: string): Promise<void> {
  if (sameOrigin(page.url(), origin)) {
    await page.evaluate(async (stoppedPath) => {
      await window.__stopApp?.();
      window.__mock?.suspend();
      window.localStorage.clear();
      window.sessionStorage.clear();
      window.history.replaceState(null, '', stoppedPath);
    }, STOPPED_PATH);
  } else {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'local_storage,indexeddb,cache_storage',
    });
    await cdp.detach();
  }
}

/** Puts back what a journey changed on the page and its context. */
async function tidyAfter(shared: SharedPage, listening: Listeners): Promise<void> {
  const { context, page } = shared;
  const emitter = page as unknown as Listening;
  for (const [event, now] of listenersOf(page)) {
    const before = listening.get(event) ?? [];
    for (const listener of now) if (!before.includes(listener)) emitter.off(event, listener);
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null });
}

async function openSharedContext(shared: SharedPage): Promise<void> {
  shared.context = await shared.browser.newContext(shared.options);
  shared.page = await shared.context.newPage();
  shared.retire = false;
}

const sharedPageTest = base.extend<object, { sharedPage: SharedPage }>({
  sharedPage: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } =
        workerInfo.project.use;
      const options: BrowserContextOptions = {
        ...PLAYWRIGHT_DEFAULTS,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL,
      };
      const context = await browser.newContext(options);
      const shared: SharedPage = {
        browser,
        options,
        context,
        page: await context.newPage(),
        journeys: 0,
        retire: false,
      };
      await provide(shared);
      await shared.context.close();
    },
    { scope: 'worker' },
  ],

  // The journey's context is its page's (the shared one, or its own).
  context: async ({ page }, provide) => {
    await provide(page.context());
  },

  page: async (
    {
      sharedPage,
      baseURL,
      viewport: wantedViewport,
      geolocation,
      permissions,
      timezoneId,
      locale,
      userAgent,
      javaScriptEnabled,
      isMobile,
      hasTouch,
      colorScheme,
      reducedMotion,
      offline,
      storageState,
      deviceScaleFactor,
    },
    provide,
    testInfo,
  ) => {
    if (!baseURL) throw new Error('The shared page needs the project baseURL.');
    const asked: Partial<PlaywrightTestOptions> = {
      geolocation,
      permissions,
      timezoneId,
      locale,
      userAgent,
      javaScriptEnabled,
      isMobile,
      hasTouch,
      colorScheme,
      reducedMotion,
      offline,
      storageState,
      deviceScaleFactor,
    };
    const usual = {
      ...PLAYWRIGHT_DEFAULTS,
      ...(testInfo.project.use as Partial<PlaywrightTestOptions>),
    };
    const ownContext = OWN_CONTEXT_OPTIONS.some(
      (option) => JSON.stringify(asked[option]) !== JSON.stringify(usual[option]),
    );
    if (ownContext) {
      const context = await sharedPage.browser.newContext({
        ...sharedPage.options,
        ...Object.fromEntries(Object.entries(asked).filter(([, value]) => value !== undefined)),
        viewport: wantedViewport,
      });
      await provide(await context.newPage());
      await context.close();
      return;
    }
    const origin = new URL(baseURL).origin;
    if (sharedPage.retire) {
      await sharedPage.context.close();
      await openSharedContext(sharedPage);
    }
    if (sharedPage.page.isClosed()) sharedPage.page = await sharedPage.context.newPage();
    sharedPage.journeys += 1;
    await stopLastJourney(sharedPage, origin);
    const { page, context } = sharedPage;
    const viewport = page.viewportSize();
    if (wantedViewport && JSON.stringify(wantedViewport) !== JSON.stringify(viewport))
      await page.setViewportSize(wantedViewport);
    const listening = listenersOf(page);
    // A fake clock cannot be taken off a context: installing one retires the shared context.
    const clock = page.clock;
    const clockProperty = Object.getOwnPropertyDescriptor(page, 'clock');
    Object.defineProperty(page, 'clock', {
      configurable: true,
      get: () => {
        sharedPage.retire = true;
        return clock;
      },
    });

    // The journey's init scripts: run before the app restarts, and on this journey's real loads
    // (page.reload); the page forgets them when the journey ends.
    const initScripts: (() => Promise<unknown>)[] = [];
    const added: { dispose(): Promise<unknown> }[] = [];
    const pageAdd = page.addInitScript.bind(page);
    const contextAdd = context.addInitScript.bind(context);
    const addInitScript = async (script: InitScript, arg?: unknown) => {
      const source = scriptSource(script, arg);
      initScripts.push(() => page.evaluate(source));
      const disposable = await pageAdd(source);
      added.push(disposable);
      return disposable;
    };
    page.addInitScript = addInitScript as unknown as Page['addInitScript'];
    context.addInitScript = addInitScript as unknown as BrowserContext['addInitScript'];

    // A journey that routes requests is about what the page loads: its loads stay real.
    let routed = false;
    const pageRoute = page.route.bind(page);
    const contextRoute = context.route.bind(context);
    page.route = ((...args: Parameters<Page['route']>) => {
      routed = true;
      return pageRoute(...args);
    }) as Page['route'];
    context.route = ((...args: Parameters<BrowserContext['route']>) => {
      routed = true;
      return contextRoute(...args);
    }) as BrowserContext['route'];

    let started = false;
    const realGoto = page.goto.bind(page);
    page.goto = (async (url: string, options?: Parameters<Page['goto']>[1]) => {
      const target = new URL(url, baseURL);
      // A static file (robots.txt, a sitemap) is not the app's: it is loaded for real.
      const restartable =
        !routed &&
        !/\.[a-z0-9]+$/i.test(target.pathname) &&
        target.origin === origin &&
        sameOrigin(page.url(), origin) &&
        (await page.evaluate(() => typeof window.__restartApp === 'function'));
      if (!restartable) {
        started = true;
        return realGoto(url, options);
      }
      if (!started) for (const run of initScripts) await run();
      started = true;
      await page.evaluate(
        async (path) => {
          await window.__stopApp?.();
          window.__mock?.restart();
          await window.__restartApp?.(path);
        },
        target.pathname + target.search + target.hash,
      );
      return null;
    }) as Page['goto'];

    await provide(page);

    page.goto = realGoto;
    page.route = pageRoute;
    context.route = contextRoute;
    if (clockProperty) Object.defineProperty(page, 'clock', clockProperty);
    else delete (page as { clock?: unknown }).clock;
    page.addInitScript = pageAdd;
    context.addInitScript = contextAdd;
    for (const disposable of added) await disposable.dispose().catch(() => undefined);
    if (page.isClosed()) return;
    // A journey that failed may have left the page in any state: the next one gets a new page.
    if (testInfo.status !== testInfo.expectedStatus) {
      await page.close().catch(() => undefined);
      return;
    }
    await tidyAfter(sharedPage, listening);
    if (viewport) await page.setViewportSize(viewport);
  },
});

/**
 * E2E_SHARED_PAGE=0 gives every journey a fresh context; by default (in CI too) the page is
 * shared. The order faults a whole run showed were faults of the app or the mock, now fixed: a
 * request made after a sign-out and before the next connect was lost (chat-list waited for the
 * tabs' unread dots), page.goto to robots.txt restarted the app instead of loading the file
 * (plans-offers), and seeds shared nested arrays.
 */
const sharePage = process.env.E2E_SHARED_PAGE !== '0';
export const test = sharePage ? sharedPageTest : base;

export { expect } from '@playwright/test';

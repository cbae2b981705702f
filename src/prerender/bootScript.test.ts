import {
  nextHomeVariant,
  HOME_VARIANT_INTERVAL_MS,
  SERVED_HOME_VARIANT,
  type HomeVariantTimer,
} from '@/features/landing/rules';
import { HOME_VARIANTS } from '@/features/landing/configs/registry';
import { storageKeys } from '@/lib/storage/keys';
import { bootScript } from './bootScript';

const SERVED = {
  entry: '/assets/servedLanding-test.js',
  preloads: ['/assets/client-test.js'],
  data: '/served/pages/premium.json',
};
const APP = { entry: '/assets/index-test.js', preloads: ['/assets/runtime-test.js'] };

/** The browser's paint timing, reported when the test says the page has painted. */
let paintObservers: (() => void)[] = [];
class FakePerformanceObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
  observe() {
    paintObservers.push(() => this.callback({ getEntries: () => [{}] }, this));
  }
  disconnect() {
    paintObservers = [];
  }
}
const paint = () => [...paintObservers].forEach((report) => report());

function serve(path: string, homeVariant: number | null = null, guestOnly = false) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="root"><h1>Prerendered headline</h1><button type="button">Watch the video</button>' +
    '<form aria-label="Email sign-up"><input name="email"></form></div>';
  new Function(bootScript({ path, homeVariant, guestOnly, served: SERVED, app: APP }))();
}

const root = () => document.getElementById('root') as HTMLElement;
const requested = (entry: string) =>
  document.head.querySelector(`script[type="module"][src="${entry}"]`) !== null;
const entryRequested = () => requested(SERVED.entry) || requested(APP.entry);
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  vi.useFakeTimers();
  paintObservers = [];
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 50));
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => window.setTimeout(callback, 16));
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  window.__rwlServed?.release();
  delete window.__rwlServed;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the code that takes a served page over', () => {
  beforeEach(() => window.history.replaceState(null, '', '/pages/premium'));

  test('is never asked for before the first paint and the page has loaded, then once the browser is idle', () => {
    let state: DocumentReadyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    serve('/pages/premium');
    expect(root()).toHaveTextContent('Prerendered headline');
    vi.advanceTimersByTime(5000);
    expect(entryRequested()).toBe(false);
    paint();
    vi.advanceTimersByTime(5000);
    expect(entryRequested()).toBe(false);
    state = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(40);
    expect(entryRequested()).toBe(false);
    vi.advanceTimersByTime(100);
    expect(requested(SERVED.entry)).toBe(true);
    expect(requested(APP.entry)).toBe(false);
    expect(preloaded()).toEqual(SERVED.preloads);
    expect(document.head.querySelector('link[rel="preload"][as="fetch"]')).toHaveAttribute(
      'href',
      SERVED.data,
    );
    paint();
    vi.advanceTimersByTime(2000);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  test('is asked for at the first tap or key, painted or not', () => {
    serve('/pages/premium');
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(requested(SERVED.entry)).toBe(true);
  });

  test('where paint timing is unknown, waits for the page to load', () => {
    let state: DocumentReadyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    vi.stubGlobal('PerformanceObserver', undefined);
    serve('/pages/premium');
    vi.advanceTimersByTime(5000);
    expect(entryRequested()).toBe(false);
    state = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(requested(SERVED.entry)).toBe(true);
  });
});

describe('before the code has taken over', () => {
  beforeEach(() => window.history.replaceState(null, '', '/pages/premium'));

  test('a tap on a button is held for it, and asks for it at once', () => {
    serve('/pages/premium');
    const button = root().querySelector('button') as HTMLButtonElement;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    const reachedPage = vi.fn();
    root().addEventListener('click', reachedPage);
    button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(reachedPage).not.toHaveBeenCalled();
    expect(requested(SERVED.entry)).toBe(true);
    expect(window.__rwlServed?.release()).toEqual([button]);
  });

  test('a form sent is held, not sent as a page request', () => {
    serve('/pages/premium');
    const form = root().querySelector('form') as HTMLFormElement;
    const send = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(send);
    expect(send.defaultPrevented).toBe(true);
    expect(window.__rwlServed?.release()).toEqual([form]);
  });

  test('once released, nothing more is held', () => {
    serve('/pages/premium');
    window.__rwlServed?.release();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    (root().querySelector('button') as HTMLButtonElement).dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
  });
});

test('a trailing slash is the same address', () => {
  window.history.replaceState(null, '', '/pages/premium/');
  serve('/pages/premium');
  expect(root()).toHaveTextContent('Prerendered headline');
});

test('drops markup served for another address and asks for the app code at once', () => {
  window.history.replaceState(null, '', '/login');
  serve('/');
  expect(root()).toBeEmptyDOMElement();
  expect(requested(APP.entry)).toBe(true);
  expect(preloaded()).toEqual(APP.preloads);
});

describe('the marketing home follows the ~5 s variant rule', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const cases: [string, HomeVariantTimer | null | string][] = [
    ['first visit', null],
    ['same variant within the interval', { variant: 0, at: now - 1000 }],
    ['variant 0 after the interval', { variant: 0, at: now - HOME_VARIANT_INTERVAL_MS }],
    ['variant 1 within the interval', { variant: 1, at: now - 1000 }],
    ['variant 1 after the interval', { variant: 1, at: now - HOME_VARIANT_INTERVAL_MS - 1 }],
    ['a variant out of range', { variant: 7, at: now - 1000 }],
    ['unreadable storage', '{not json'],
  ];
  test.each(cases)('%s', (_name, stored) => {
    vi.setSystemTime(now);
    if (stored !== null)
      localStorage.setItem(
        storageKeys.landingVariantTimer,
        typeof stored === 'string' ? stored : JSON.stringify(stored),
      );
    window.history.replaceState(null, '', '/');
    serve('/', 0);
    const expected = nextHomeVariant(
      typeof stored === 'string' ? null : stored,
      now,
      HOME_VARIANTS.length,
    );
    if (typeof stored !== 'string')
      expect(JSON.parse(localStorage.getItem(storageKeys.landingVariantTimer) ?? 'null')).toEqual(
        expected,
      );
    if (expected.variant === 0 || typeof stored === 'string')
      expect(root()).toHaveTextContent('Prerendered headline');
    else expect(root()).toBeEmptyDOMElement();
  });
});

describe('a page for visitors only', () => {
  test('keeps its markup for a visitor', () => {
    window.history.replaceState(null, '', '/login');
    serve('/login', null, true);
    expect(root()).toHaveTextContent('Prerendered headline');
  });

  test('drops it when a member session is stored, since the app sends the member on', () => {
    localStorage.setItem(storageKeys.authorization, 'member-token');
    window.history.replaceState(null, '', '/login');
    serve('/login', null, true);
    expect(root()).toBeEmptyDOMElement();
    expect(requested(APP.entry)).toBe(true);
  });
});

describe('a stored member session on a landing page', () => {
  afterEach(() => document.documentElement.classList.remove('rwl-member'));

  test('keeps the markup but hides the visitor buttons until the app shows My Dashboard', () => {
    localStorage.setItem(storageKeys.authorization, 'member-token');
    window.history.replaceState(null, '', '/pages/premium');
    serve('/pages/premium');
    expect(root()).toHaveTextContent('Prerendered headline');
    expect(document.documentElement).toHaveClass('rwl-member');
  });

  test('a visitor keeps them', () => {
    window.history.replaceState(null, '', '/pages/premium');
    serve('/pages/premium');
    expect(document.documentElement).not.toHaveClass('rwl-member');
  });
});

test('the home records the variant it chose, for the app to keep however late it starts', () => {
  vi.setSystemTime(Date.UTC(2026, 10, 22, 12));
  localStorage.setItem(
    storageKeys.landingVariantTimer,
    JSON.stringify({ variant: 0, at: Date.now() - 60_000 }),
  );
  serve('/', 0);
  expect((window as unknown as Record<string, unknown>)[SERVED_HOME_VARIANT]).toBe(1);
  delete (window as unknown as Record<string, unknown>)[SERVED_HOME_VARIANT];
});

import {
  nextHomeVariant,
  HOME_VARIANT_INTERVAL_MS,
  SERVED_HOME_VARIANT,
  type HomeVariantTimer,
} from '@/features/landing/rules';
import { HOME_VARIANTS } from '@/features/landing/configs/registry';
import { storageKeys } from '@/lib/storage/keys';
import { bootScript } from './bootScript';

const ENTRY = '/assets/index-test.js';
const PRELOADS = ['/assets/runtime-test.js', '/assets/page-test.js'];

function serve(path: string, homeVariant: number | null = null, guestOnly = false) {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"><h1>Prerendered headline</h1></div>';
  new Function(bootScript({ path, homeVariant, guestOnly, entry: ENTRY, preloads: PRELOADS }))();
}

const root = () => document.getElementById('root') as HTMLElement;
const entryRequested = () =>
  document.head.querySelector(`script[type="module"][src="${ENTRY}"]`) !== null;
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    window.setTimeout(() => callback(0), 16),
  );
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

test('keeps the markup served for this address and asks for the app code only after the first paint', () => {
  window.history.replaceState(null, '', '/pages/premium');
  serve('/pages/premium');
  expect(root()).toHaveTextContent('Prerendered headline');
  expect(entryRequested()).toBe(false);
  vi.advanceTimersByTime(20);
  expect(entryRequested()).toBe(true);
  expect(preloaded()).toEqual(PRELOADS);
  vi.advanceTimersByTime(2000);
  expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
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
  expect(entryRequested()).toBe(true);
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
    expect(entryRequested()).toBe(true);
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

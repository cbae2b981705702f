import { expect, test } from 'vitest';
import { loadSanitizer } from './sanitizeHtml';

// Node has no DOM, so DOMPurify cannot load here: the failure every page's early
// `void loadSanitizer()` would meet offline.
test('a sanitizer that cannot load fails whoever waits for it, is not left unhandled, and is tried again', async () => {
  const started = loadSanitizer();
  // Started and not awaited, as pages do: vitest fails the run on an unhandled rejection.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await expect(started).rejects.toThrow();
  const again = loadSanitizer();
  expect(again).not.toBe(started);
  await expect(again).rejects.toThrow();
});

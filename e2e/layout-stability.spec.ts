import { expect, test, type Locator, type Page } from '@playwright/test';
import { memberLogIn } from './plans-support';

/**
 * Pictures come in after the page: the boxes they will fill are kept from the start, so nothing
 * under the member's finger moves when they arrive. Every picture of the page is held back until
 * `release` is called.
 */
async function holdPictures(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.context().route(/\/images\/[^?]+\.(svg|png|jpe?g|webp)(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Where `target` is before and after the held pictures have loaded. */
async function placesAroundPictures(page: Page, target: Locator, release: () => void) {
  await expect(target).toBeVisible();
  // The held pictures are really missing: their requests are waiting.
  expect(await page.evaluate(() => [...document.images].some((image) => !image.complete))).toBe(
    true,
  );
  const before = await target.boundingBox();
  release();
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete && image.naturalWidth > 0),
  );
  return { before, after: await target.boundingBox() };
}

test.use({ viewport: { width: 390, height: 844 } });

/** Each page with a picture above what a member taps, and what must not move. */
const PAGES: { path: string; target: (page: Page) => Locator }[] = [
  {
    path: '/home/folder/1059',
    target: (page) => page.getByRole('heading', { level: 1, name: 'New Beginnings' }),
  },
  {
    path: '/home/livecalendar/event/801',
    target: (page) => page.getByRole('heading', { level: 1, name: 'Summer Shred kick-off' }),
  },
  {
    path: '/home/community/1/9003',
    target: (page) => page.getByRole('button', { name: 'Like', exact: true }).first(),
  },
];

test('on a phone a programme, an event and a post keep their place while their pictures load', async ({
  page,
}) => {
  await memberLogIn(page, 'premium@example.com');
  for (const { path, target } of PAGES) {
    const release = await holdPictures(page);
    await page.goto(path);
    const { before, after } = await placesAroundPictures(page, target(page), release);
    expect(after, path).toEqual(before);
  }
});

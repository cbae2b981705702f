import { expect, test } from './fixtures';
import { STAFF, base64, chatLink, logInTo } from './chat-support';

test.use({ viewport: { width: 320, height: 640 } });

test('on a 320 px phone the chat tabs and names are not cut off, and a conversation has one back arrow', async ({
  page,
}) => {
  await logInTo(page, STAFF);
  await page.goto('/home');
  await page.getByRole('link', { name: /^Messages/ }).click();
  await expect(chatLink(page, /Summer Shred Squad/)).toBeVisible();

  // No sideways scrolling, and every tab name shows whole.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const name of [/Group Chats/, /^Messages/, /RWL Team/]) {
    const tab = page.getByRole('tab', { name });
    await expect(tab).toBeVisible();
    const cut = await tab.evaluate(
      (element) =>
        element.scrollWidth > element.clientWidth + 1 ||
        element.getBoundingClientRect().right > window.innerWidth,
    );
    expect(cut).toBe(false);
  }

  // The chat names show whole (wrapping is fine, an ellipsis is not).
  const names = page.locator('.chat-row__name');
  await expect(names.first()).toBeVisible();
  const clipped = await names.evaluateAll(
    (elements) =>
      elements.filter((element) => element.scrollWidth > element.clientWidth + 1).length,
  );
  expect(clipped).toBe(0);

  // A conversation opened from the list: one back arrow, to the chats.
  await page.getByRole('tab', { name: /^Messages/ }).click();
  await chatLink(page, /Hannah Hughes/).click();
  await expect(page.getByRole('heading', { name: 'Hannah Hughes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to chats' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  // The same at a direct address.
  await page.goto(`/home/message?${base64('301')}`);
  await expect(page.getByRole('link', { name: 'Back to chats' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
});

test('on a phone the message box and Send sit above the tab bar, and the tab labels are whole', async ({
  page,
}) => {
  await logInTo(page, 'premium@example.com');
  await page.goto(`/home/message?${base64('101')}`);
  await expect(page.getByRole('heading', { name: 'Fiona Free' })).toBeVisible();
  const tabBar = page.getByRole('navigation', { name: 'Main (phone)' });
  await expect(tabBar).toBeVisible();
  const barTop = (await tabBar.boundingBox())?.y ?? 0;
  for (const control of [
    page.getByRole('textbox', { name: /message/i }),
    page.getByRole('button', { name: 'Send' }),
  ]) {
    const box = await control.boundingBox();
    expect(box && box.y + box.height <= barTop).toBe(true);
  }
  // Each tab's label is whole: it fits its tab, neither cut nor shortened.
  const labels = await tabBar
    .getByRole('link')
    .evaluateAll((items) => items.map((item) => item.scrollWidth <= item.clientWidth));
  expect(labels.length).toBeGreaterThan(0);
  expect(labels.every(Boolean)).toBe(true);
});

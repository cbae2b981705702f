import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { quietShell } from './shell-support';

test('the tour waits while the notification drawer is open, never takes its focus, and gives focus back when skipped', async ({
  page,
}) => {
  // The page's clock runs as usual; the test moves it on past the tour's start instead of sleeping.
  await page.clock.install();
  await quietShell(page, { tour: true });
  await signIn(page, 'premium@example.com');
  await page.goto('/home');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByRole('listitem').first()).toBeVisible();
  const first = drawer.getByRole('listitem').first().getByRole('button').first();
  await first.focus();

  // Well past the tour's start (1.2 s): the drawer stays open and keeps the focus.
  await page.clock.runFor(2500);
  await expect(page.getByText(/^Step 1 of/)).toHaveCount(0);
  await expect(drawer).toBeVisible();
  await expect(first).toBeFocused();

  // The drawer closes (focus back on the bell): now the tour starts, and Skip all gives focus back.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // On the member home the first control the tour points at is the inbox (no pin, no filter there).
  const tour = page.getByRole('dialog', { name: 'Your inbox' });
  await expect(tour).toContainText('Step 1 of 3');
  await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused();
  await tour.getByRole('button', { name: 'Skip all' }).click();
  await expect(tour).toBeHidden();
  await expect(bell).toBeFocused();
});

test('the tour skips a step whose control is not on the screen', async ({ page }) => {
  await quietShell(page, { tour: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'free@example.com');
  await page.goto('/home');
  const tour = page.getByRole('dialog').filter({ hasText: /^Step \d of \d/ });
  await expect(tour).toBeVisible();
  // Every step the tour shows points at a control that is there.
  const titles: string[] = [];
  for (;;) {
    const title = (await tour.getByRole('heading').textContent()) ?? '';
    titles.push(title);
    expect(await page.locator('[data-tour-active="true"]').count()).toBe(1);
    await expect(page.locator('[data-tour-active="true"]')).toBeVisible();
    const next = tour.getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0) break;
    await next.click();
  }
  expect(titles.length).toBeLessThan(5);
  await tour.getByRole('button', { name: 'Finish' }).click();
  await expect(tour).toBeHidden();
});

test("on a phone the inbox step points at the header's Messages icon", async ({ page }) => {
  await quietShell(page, { tour: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'free@example.com');
  await page.goto('/home');
  // The desktop menu's Chats link (hidden on a phone) comes first in the page: it is passed over.
  const tour = page.getByRole('dialog', { name: 'Your inbox' });
  await expect(tour).toContainText('Step 1 of');
  await expect(page.getByRole('link', { name: /^Messages/ })).toHaveAttribute(
    'data-tour-active',
    'true',
  );
});

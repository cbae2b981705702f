import { expect, test } from '@playwright/test';
import { PREMIUM, chatPanel, logInTo } from './chat-support';

test('the chat list left on its timeout message reloads by itself when the connection returns', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logInTo(page, PREMIUM);
  await page.evaluate(() => window.__mock?.goOffline());
  await page.getByRole('link', { name: /^Messages/ }).click();
  await expect(page.getByRole('heading', { name: 'Chats' })).toBeVisible();
  // The list request waits for the connection and times out.
  await expect(chatPanel(page).getByText('The server did not answer in time.')).toBeVisible({
    timeout: 25_000,
  });

  await page.evaluate(() => window.__mock?.goOnline());
  await expect(chatPanel(page).getByRole('link').first()).toBeVisible({ timeout: 15_000 });
  await expect(chatPanel(page).getByText('The server did not answer in time.')).toHaveCount(0);
});

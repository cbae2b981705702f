import { expect, test } from '@playwright/test';
import { logInTo, PREMIUM } from './chat-support';

/** Security faults of issue 11, attacked as a browser would. */

test.describe('security', () => {
  test('a go-back target on another site leads to the member home', async ({ page }) => {
    await logInTo(page, PREMIUM);
    await page.goto('/home/profile/upgrade-downgrade?goBack=%2F%5Cevil.example%2Fphish');
    const back = page.getByRole('link', { name: 'Back', exact: true });
    await expect(back).toHaveAttribute('href', '/home');
  });

  test('badly escaped chat addresses say "Chat not found." with a way back', async ({ page }) => {
    await logInTo(page, PREMIUM);
    for (const path of ['/home/message?%%%', '/home/message?%E0%A4%A', '/home/groupmessenger/%25']) {
      await page.goto(path);
      await expect(page.getByText('Chat not found.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to your chats' })).toBeVisible();
    }
  });
});

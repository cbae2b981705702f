import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support';
import { quietShell } from './shell-support';

/** Whether the element the locator finds can take focus now (an inert one cannot). */
async function canFocus(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const element = document.querySelector<HTMLElement>(css);
    element?.focus();
    return element !== null && document.activeElement === element;
  }, selector);
}

/** The accessible name of the focused element's closest dialog, or null outside any. */
async function focusedDialog(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const dialog = document.activeElement?.closest('dialog');
    const titleId = dialog?.getAttribute('aria-labelledby');
    return titleId ? (document.getElementById(titleId)?.textContent ?? '') : null;
  });
}

test('a dialog keeps focus inside, leaves the page behind inert, and gives focus back on Escape', async ({
  page,
}) => {
  await page.goto('/login');
  const opener = page.getByRole('button', { name: 'Forgot password?' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog.getByLabel('Email')).toBeFocused();

  // The login form behind cannot take focus, and Tab never leaves the dialog for the page.
  expect(await canFocus(page, 'main form input[type="password"]')).toBe(false);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusedDialog(page)).toBe('Reset your password');
  }

  await dialog.getByLabel('Email').fill('jo@example.com');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await canFocus(page, 'main form input[type="password"]')).toBe(true);
});

test('the shared Alert stacks on a dialog: Escape closes only the Alert, and the form keeps what was typed', async ({
  page,
}) => {
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  await page.goto('/home/recipes/2001');
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
  await dialog.getByRole('radio', { name: 'New list' }).check();
  await dialog.getByLabel('List name').fill('Picnic');
  await page.evaluate(() => window.__mock?.fail('shopping_list/add', 'Lists are being updated.'));
  await dialog.getByRole('button', { name: 'Add to list' }).click();

  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('Lists are being updated.');
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  // The dialog under the Alert is behind it: its field cannot take focus.
  expect(await canFocus(page, 'dialog input[name="list-name"], dialog input[type="text"]')).toBe(
    false,
  );

  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('List name')).toHaveValue('Picnic');
  await expect(dialog.getByRole('button', { name: 'Add to list' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to shopping list' })).toBeFocused();
});

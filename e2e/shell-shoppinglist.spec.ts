import { expect, test } from './fixtures';
import { signIn } from './support';
import { quietShell } from './shell-support';

test('shopping lists: opened from a notification, add with errors, delete, open a list', async ({
  page,
}) => {
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  await page.goto('/home');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /Your shopping list is ready/ })
    .click();

  const panel = page.getByRole('dialog', { name: 'Shopping lists' });
  const lists = panel.getByRole('list', { name: 'Your shopping lists' });
  await expect(lists.getByRole('listitem')).toHaveCount(2);
  await expect(lists).toContainText('Weekly shop');

  // Empty name: the error shows next to the field and nothing is sent.
  const add = panel.getByRole('button', { name: 'Add list' });
  await add.click();
  await expect(panel.getByText('Please enter a name for your shopping list.')).toBeVisible();
  await expect(panel.getByLabel('New list name')).toHaveAttribute('aria-invalid', 'true');

  // Rejected by the server: its message in a popup, and the button works again.
  await panel.getByLabel('New list name').fill('weekly shop');
  await add.click();
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('You already have a shopping list with this name.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(add).toBeEnabled();

  await panel.getByLabel('New list name').fill('Party food');
  await add.click();
  await expect(lists.getByRole('listitem')).toHaveCount(3);
  await expect(lists).toContainText('Party food');
  await expect(panel.getByLabel('New list name')).toHaveValue('');

  await panel.getByRole('button', { name: 'Delete Meal prep Sunday' }).click();
  await page
    .getByRole('dialog', { name: 'Delete shopping list' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(lists.getByRole('listitem')).toHaveCount(2);
  await expect(lists).not.toContainText('Meal prep Sunday');

  await panel.getByRole('link', { name: 'Weekly shop' }).click();
  await expect(page).toHaveURL(/\/home\/shoppinglist\/1$/);
  await expect(page.getByRole('heading', { name: 'Weekly shop' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Greek yoghurt' })).toBeVisible();
});

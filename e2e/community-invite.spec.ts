import { expect, test } from './fixtures';
import { PREMIUM, logInTo } from './chat-support';
import { callsTo, open } from './community-support';

test('an R8j invite link: without access the message shows; SumShr01R8j joins community 2 "Summer Shred"', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  const verified = callsTo(page, 'community/verify_community_group_string');
  await open(page, '/home/community/list');
  await expect(page.getByRole('link', { name: 'RWL Community' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Summer Shred' })).toHaveCount(0);

  await open(page, '/VipRet01R8j');
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText("You don't have access this community.");
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/home\/community\/list$/);
  expect(verified.at(-1)).toEqual({ string: 'VipRet01R8j' });

  await open(page, '/SumShr01R8j');
  // Three calls in a row (user check, verify, join): allow for a busy machine.
  await expect(page).toHaveURL(/\/home\/community\/2$/);
  await expect(page.getByRole('heading', { name: 'Summer Shred', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('article').filter({ hasText: 'Welcome to Summer Shred!' }),
  ).toBeVisible();
  expect(verified.at(-1)).toEqual({ string: 'SumShr01R8j' });

  await open(page, '/home/community/list');
  await expect(page.getByRole('link', { name: 'Summer Shred' })).toBeVisible();
});

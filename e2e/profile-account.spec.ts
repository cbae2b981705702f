import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInTo } from './chat-support';

const PREMIUM = 'premium@example.com';
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Paths of the account's save calls the page sent, from now on. */
function sentSaves(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/user\/(update_|upload_profile_image)/.test(path)) sent.push(path);
  });
  return sent;
}

async function openProfile(page: Page): Promise<void> {
  await logInTo(page, PREMIUM);
  await page.goto('/home/profile');
  // The first visit loads the account's sections after the page; a busy machine can take a while.
  await expect(page.getByRole('region', { name: 'Personal details' })).toBeVisible();
}

test('a changed name is saved with a confirmation and still shown after a reload', async ({
  page,
}) => {
  const sent = sentSaves(page);
  await openProfile(page);
  const details = page.getByRole('region', { name: 'Personal details' });
  await details.getByLabel('First name').fill('Priyanka');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByRole('status')).toHaveText('Your profile has been updated.');
  await expect(page.getByText('Priyanka Premium · premium@example.com')).toBeVisible();
  expect(sent.filter((path) => path.endsWith('user/update_profile'))).toHaveLength(1);
  // The header reads the same cached profile: the new name is there without a reload.
  await page.getByLabel('Account menu').click();
  await expect(page.locator('.account-menu__name')).toHaveText('Priyanka Premium');
  await page.getByLabel('Account menu').click();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Personal details' }).getByLabel('First name'),
  ).toHaveValue('Priyanka');
  await expect(page.getByText('Priyanka Premium · premium@example.com')).toBeVisible();
});

test("a failed save keeps what was typed and shows the server's message", async ({ page }) => {
  await openProfile(page);
  await page.evaluate(() =>
    window.__mock?.fail('user/update_profile', 'Profiles are resting for a moment.'),
  );
  const details = page.getByRole('region', { name: 'Personal details' });
  await details.getByLabel('Phone').fill('07700 900456');
  await details.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('Profiles are resting for a moment.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(details.getByLabel('Phone')).toHaveValue('07700 900456');

  // Once the server is back, the same typed value saves.
  await page.evaluate(() => window.__mock?.clearFailures());
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByRole('status')).toHaveText('Your profile has been updated.');
});

test('an invalid email is refused next to the field and nothing is sent', async ({ page }) => {
  const sent = sentSaves(page);
  await openProfile(page);
  const details = page.getByRole('region', { name: 'Personal details' });
  await details.getByLabel('Email').fill('priya@nowhere');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByRole('alert')).toHaveText('please enter valid email id');
  await expect(details.getByLabel('Email')).toBeFocused();
  expect(sent).toHaveLength(0);
  const stored = await page.evaluate(
    () =>
      (window.__mock?.db() as { users: { user_id: number; email: string }[] }).users.find(
        (user) => user.user_id === 102,
      )?.email,
  );
  expect(stored).toBe(PREMIUM);
});

test('turning mood tracking off hides Mood on the planner', async ({ page }) => {
  await openProfile(page);
  const display = page.getByRole('region', { name: 'Dashboard and planner display' });
  await display.getByLabel('Track my mood').uncheck();
  await display.getByRole('button', { name: 'Save' }).click();
  await expect(display.getByRole('status')).toHaveText('Your settings have been saved.');

  await page.goto('/home/dailyplanner');
  const tracking = page.getByRole('region', { name: 'Tracking' });
  await expect(tracking.getByRole('button', { name: /Water/ })).toBeVisible();
  await expect(tracking.getByRole('button', { name: /Sleep/ })).toBeVisible();
  await expect(tracking.getByRole('button', { name: /Mood/ })).toHaveCount(0);
});

test('switching to lbs and feet shows the progress graph in lbs', async ({ page }) => {
  await openProfile(page);
  const units = page.getByRole('region', { name: 'Units' });
  await units.getByLabel('Pounds and feet (lbs, feet)').check();
  await units.getByRole('button', { name: 'Save' }).click();
  await expect(units.getByRole('status')).toHaveText('Your units have been updated.');

  await page.goto('/home/graph');
  await expect(page.getByRole('columnheader', { name: 'Weight (lbs)' })).toBeVisible();
});

test('a photo of another type is refused before upload; a picture is previewed, uploaded and kept', async ({
  page,
}) => {
  const sent = sentSaves(page);
  await openProfile(page);
  const photo = page.getByRole('region', { name: 'Profile photo' });
  await photo
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
  await expect(photo.getByRole('alert')).toHaveText(
    'Only .jpg, .jpeg, .gif and .png images can be uploaded.',
  );
  expect(sent).toHaveLength(0);

  await photo
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(photo.getByRole('img', { name: 'Preview of your chosen file' })).toBeVisible();
  await photo.getByRole('button', { name: 'Upload photo' }).click();
  await expect(photo.getByRole('status')).toHaveText('Your profile photo has been updated.');
  expect(sent.filter((path) => path.endsWith('user/upload_profile_image'))).toHaveLength(1);

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Profile photo' }).getByRole('img', { name: 'Priya Premium' }),
  ).toHaveAttribute('src', /^data:image\/png;base64,/);
});

test('the signup quiz can be retaken from the profile', async ({ page }) => {
  await openProfile(page);
  await page.getByRole('link', { name: 'Retake the signup quiz' }).click();
  await expect(page).toHaveURL(/\/home\/profile\/retake-signup-quiz$/);
  await expect(page.getByRole('heading', { name: 'What is your gender?' })).toBeVisible();
  await page.getByLabel('Female').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'How old are you?' })).toBeVisible();
});

test('the account screen and the retake quiz have no serious accessibility violations', async ({
  page,
}) => {
  // axe over a long form is slow on a busy machine.
  await openProfile(page);
  const details = page.getByRole('region', { name: 'Personal details' });
  await details.getByLabel('Email').fill('priya@nowhere');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Membership' })).toBeVisible();
  const serious = async () =>
    (
      await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
    ).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
  // From the top of the page: axe counts a field the sticky header half covers in the middle of
  // a scroll as a target too small (its target-size rule), which is not a fault of the screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await serious()).toEqual([]);
  await page.goto('/home/profile/retake-signup-quiz');
  await expect(page.getByRole('heading', { name: 'What is your gender?' })).toBeVisible();
  expect(await serious()).toEqual([]);
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test('the account screen and the retake quiz do not scroll sideways', async ({ page }) => {
    const sidewaysOverflow = () =>
      page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
    await openProfile(page);
    await page
      .getByRole('region', { name: 'Body and pregnancy' })
      .getByLabel('I am pregnant')
      .check();
    await expect(page.getByLabel('Pregnancy week')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Membership' })).toBeVisible();
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    await page.goto('/home/profile/retake-signup-quiz');
    await expect(page.getByRole('heading', { name: 'What is your gender?' })).toBeVisible();
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
  });
});

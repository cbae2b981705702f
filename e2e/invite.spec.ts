import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PREMIUM, logInThroughForm, logInTo } from './chat-support';
import { callsTo, open } from './community-support';
import { fillAboutYou, uniqueVisitor } from './registration-support';

/** Invite and affiliate (issue 15): /home/invite, and the /invite and /aff-invite landings. */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

async function openInvitePage(page: Page) {
  await logInTo(page, PREMIUM);
  await page.goto('/home/invite');
  // The page's chunk and two calls after a fresh load: allow for a busy machine.
  await expect(page.getByRole('heading', { name: 'Invite your friends', level: 1 })).toBeVisible();
  await expect(page.getByText('PRIYA102')).toBeVisible();
}

test('the referral link is copied with a confirmation, and friends and earnings are listed', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openInvitePage(page);
  const link = page.getByRole('textbox', { name: 'Referral link' });
  await expect(link).toHaveValue(/\/invite\?ref=PRIYA102$/);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied. Paste it anywhere to invite a friend.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/invite?ref=PRIYA102`,
  );

  const history = page.getByRole('list', { name: 'Friends you referred' });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByRole('listitem').first()).toContainText('Ella Rose');
  await expect(history.getByRole('listitem').first()).toContainText('£10.00');
  await expect(history.getByRole('listitem').first()).toContainText('Pending');
  await expect(page.getByText('£30.00')).toBeVisible();
});

test('invite rows: an invalid email is refused next to its field with nothing sent, then the rows are sent', async ({
  page,
}) => {
  await openInvitePage(page);
  const sent = callsTo(page, 'dashboard_new/invite_friends');
  await page.getByLabel('Friend 1 first name').fill('Kate');
  await page.getByLabel('Friend 1 email').fill('kate@example.com');
  await page.getByLabel('Friend 2 first name').fill('Lou');
  await page.getByLabel('Friend 2 email').fill('lou@example');
  await page.getByRole('button', { name: 'Send invites' }).click();

  const second = page.getByLabel('Friend 2 email');
  await expect(second).toHaveAttribute('aria-invalid', 'true');
  await expect(second).toHaveAccessibleDescription('please enter valid email id');
  await expect(second).toBeFocused();
  expect(sent).toEqual([]);

  await second.fill('lou@example.com');
  await page.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.getByText('Your invites are on their way.')).toBeVisible();
  expect(sent).toEqual([
    {
      friends: [
        { first_name: 'Kate', email: 'kate@example.com' },
        { first_name: 'Lou', email: 'lou@example.com' },
      ],
    },
  ]);
  await expect(page.getByLabel('Friend 1 first name')).toHaveValue('');
});

test('PayPal is linked; a bad sort code is refused with nothing sent; both stay linked after a reload', async ({
  page,
}) => {
  await openInvitePage(page);
  const paypal = callsTo(page, 'dashboard_new/link_paypal_account');
  const bank = callsTo(page, 'dashboard_new/link_bank_account');

  await page.getByLabel('PayPal email').fill('priya@example.com');
  await page.getByRole('button', { name: 'Link PayPal' }).click();
  await expect(page.getByText('Your PayPal account is linked.')).toBeVisible();
  await expect(page.getByText('Payouts go to priya@example.com.')).toBeVisible();
  expect(paypal).toEqual([{ paypal_email: 'priya@example.com' }]);

  await page.getByLabel('Account holder name').fill('Priya Premium');
  await page.getByLabel('Sort code').fill('12-34');
  await page.getByLabel('Account number').fill('12345678');
  await page.getByRole('button', { name: 'Link bank account' }).click();
  await expect(page.getByLabel('Sort code')).toHaveAccessibleDescription(
    'Please enter a 6-digit sort code.',
  );
  expect(bank).toEqual([]);

  await page.getByLabel('Sort code').fill('12-34-56');
  await page.getByRole('button', { name: 'Link bank account' }).click();
  await expect(page.getByText('Your bank account is linked.')).toBeVisible();
  expect(bank).toEqual([
    { full_name: 'Priya Premium', sort_code: '123456', account_number: '12345678' },
  ]);

  await page.reload();
  await expect(page.getByText('Payouts go to priya@example.com.')).toBeVisible();
  await expect(
    page.getByText('Payouts go to the account ****5678, sort code **-**-56.'),
  ).toBeVisible();
});

test('/invite and /aff-invite are public: a visitor joins with the code, a member is sent to their own invite page', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('onboarding_tour_done', '1'));
  const visits = callsTo(page, 'frontend/affiliate_analytics');
  await open(page, '/invite?ref=PRIYA102');
  await expect(page.getByRole('heading', { name: 'Priya invited you to RWL' })).toBeVisible();
  expect(visits).toEqual([{ refer_code: 'PRIYA102', landing_page: 'invite' }]);
  await page.getByRole('link', { name: 'Join with my friend’s offer' }).click();
  await expect(page).toHaveURL(
    /\/reg1\?planid=3&subplanid=2&couponcode=REFER&utm_page=invite&referral_code=PRIYA102$/,
  );

  await open(page, '/aff-invite?ref=PRIYA102');
  await expect(page.getByRole('heading', { name: 'Priya invited you to RWL' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start my free trial' })).toHaveAttribute(
    'href',
    '/reg1?utm_page=aff-invite&referral_code=PRIYA102',
  );

  // The member's own page needs sign-in.
  await page.goto('/home/invite');
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughForm(page, PREMIUM);
  for (const landing of ['/invite?ref=PRIYA102', '/aff-invite?ref=PRIYA102']) {
    await page.goto(landing);
    await expect(page.getByRole('heading', { name: 'You are already a member' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Invite your friends' }).click();
  await expect(page).toHaveURL(/\/home\/invite$/);
  await expect(page.getByText('PRIYA102')).toBeVisible();
  expect(visits).toHaveLength(2);
});

test('a friend who registers from the invite link is listed for the inviter, pending', async ({
  page,
}) => {
  const visitor = uniqueVisitor('friend');
  await open(page, '/invite?ref=PRIYA102');
  await page.getByRole('link', { name: 'Join with my friend’s offer' }).click();
  await expect(
    page.getByRole('heading', { name: 'ALMOST THERE!! Register With RWL' }),
  ).toBeVisible();
  const registered = callsTo(page, 'auth/register');
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(visitor.email);
  await page.getByLabel('User name', { exact: true }).fill(visitor.username);
  await page.getByLabel('Phone', { exact: true }).fill('7700900123');
  await page.getByLabel('Password', { exact: true }).fill('Password1!');
  await page.getByLabel('Confirm password', { exact: true }).fill('Password1!');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await fillAboutYou(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/reg-paywall/);
  expect(registered[0]).toMatchObject({ referral_code: 'PRIYA102', utm_page: 'invite' });

  await openInvitePage(page);
  const history = page.getByRole('list', { name: 'Friends you referred' });
  await expect(history.getByRole('listitem')).toHaveCount(5);
  await expect(history.getByRole('listitem').first()).toContainText('Ada Lovelace');
  await expect(history.getByRole('listitem').first()).toContainText('Pending');
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test('the landing and the invite page: keyboard use, no serious axe violation, no horizontal scroll', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );

    // The visitor's landing.
    await open(page, '/invite?ref=PRIYA102');
    await expect(page.getByRole('heading', { name: 'Priya invited you to RWL' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await openInvitePage(page);
    await expect(page.getByRole('list', { name: 'Friends you referred' })).toBeVisible();

    // Keyboard: from the link field, Tab reaches Copy link and Enter copies.
    await page.getByRole('textbox', { name: 'Referral link' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Link copied. Paste it anywhere to invite a friend.'),
    ).toBeVisible();

    // Keyboard: a wrong sort code sends focus to that field with its message.
    await page.getByLabel('Account holder name').fill('Priya Premium');
    await page.getByLabel('Sort code').fill('1234567');
    await page.getByLabel('Account number').fill('12345678');
    await page.getByLabel('Account number').press('Enter');
    await expect(page.getByLabel('Sort code')).toBeFocused();

    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.goto('/invite?ref=PRIYA102');
    await expect(page.getByRole('heading', { name: 'You are already a member' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInThroughForm } from './chat-support';
import { memberLogIn, quiet } from './plans-support';
import { uniqueVisitor } from './registration-support';
import { mockReady } from './support';

/**
 * Issue 16, fitness professionals' own side: coach registration (/rwl-coacho-reg1..3, eight
 * steps) and the coaches area (/rwl-coaches with fitpro, programme, asession and session).
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const step = (page: Page, name: string) =>
  expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
const progress = (page: Page, current: number) =>
  expect(page.getByRole('progressbar', { name: 'Coach registration progress' })).toHaveAttribute(
    'aria-valuetext',
    `Step ${current} of 8`,
  );
const proceed = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true }).click();

/** What the mock server keeps of coach registrations and plan payments. */
function coachRecords(page: Page) {
  return page.evaluate(() => {
    const db = window.__mock?.db() as {
      coachAccounts: { user_id: number; qualification: string; images: Record<string, string> }[];
      coachPurchases: { path: string; plan_id: number; result: string }[];
      users: { user_id: number; email: string }[];
    };
    return db;
  });
}

async function fillDetails(page: Page, email: string) {
  await page.goto('/rwl-coacho-reg1');
  await mockReady(page);
  await step(page, 'Your details');
  await progress(page, 1);
  await page.getByLabel('First name').fill('Cara');
  await page.getByLabel('Last name').fill('Coach');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('07700900123');
  await proceed(page);
}

/** From an empty form to the plan step (reg3), the account made and signed in. */
async function registerUpToPlan(page: Page, email: string) {
  await fillDetails(page, email);
  await step(page, 'Your coaching');
  await page.getByLabel('Speciality').fill('Yoga');
  await page.getByLabel('Where you coach').fill('Leeds');
  await page.getByLabel('I also coach online').check();
  await proceed(page);
  await expect(page).toHaveURL(/\/rwl-coacho-reg2$/);
  await step(page, 'Qualifications');
  await page.getByLabel('Qualification', { exact: true }).fill('Level 3 personal trainer');
  await page.getByLabel('Certificate picture').setInputFiles(picture('certificate.png'));
  await expect(page.getByRole('img', { name: 'Certificate picture: preview' })).toBeVisible();
  await proceed(page);
  await step(page, 'Identity');
  await page.getByLabel(/Identity document/).setInputFiles(picture('passport.png'));
  await page.getByLabel('Picture of your face').setInputFiles(picture('face.png'));
  await expect(page.getByRole('img', { name: 'Picture of your face: preview' })).toBeVisible();
  await proceed(page);
  await step(page, 'Your account');
  await progress(page, 5);
  await page.getByLabel('Password', { exact: true }).fill('Password1!');
  await page.getByLabel('Confirm password').fill('Password1!');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create my coach account' }).click();
  await expect(page).toHaveURL(/\/rwl-coacho-reg3$/);
  await step(page, 'Your plan');
  await progress(page, 6);
}

async function fillCard(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await expect(form.getByLabel('First name')).toHaveValue('Cara');
  await form.getByLabel('Card number').fill(cardNumber);
  await form
    .getByLabel('Expiry date (MM/YY)')
    .fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: 'Pay £19.99 a month' }).click();
}

test.beforeEach(async ({ page }) => {
  await quiet(page);
});

test('a professional registers in eight steps, a reload keeps all but the password, 3-D Secure pays the plan, and the coaches area opens', async ({
  page,
}) => {
  // A long journey (eight steps, or many screens): more time on a busy machine.
  const { email } = uniqueVisitor('coach');
  await fillDetails(page, email);
  await step(page, 'Your coaching');
  await progress(page, 2);
  await page.getByLabel('Speciality').fill('Yoga');
  await page.getByLabel('Where you coach').fill('Leeds');
  await proceed(page);
  await page.getByLabel('Qualification', { exact: true }).fill('Level 3 personal trainer');
  await page.getByLabel('Certificate picture').setInputFiles(picture('certificate.png'));
  await expect(page.getByRole('img', { name: 'Certificate picture: preview' })).toBeVisible();

  // A reload keeps what was typed and chosen.
  await page.reload();
  await step(page, 'Qualifications');
  await progress(page, 3);
  await expect(page.getByLabel('Qualification', { exact: true })).toHaveValue(
    'Level 3 personal trainer',
  );
  await expect(page.getByRole('img', { name: 'Certificate picture: preview' })).toBeVisible();
  await proceed(page);
  await page.getByLabel(/Identity document/).setInputFiles(picture('passport.png'));
  await page.getByLabel('Picture of your face').setInputFiles(picture('face.png'));
  await proceed(page);
  await page.getByLabel('Password', { exact: true }).fill('Password1!');
  await page.getByLabel('Confirm password').fill('Password1!');
  // ... but never the password.
  await page.reload();
  await step(page, 'Your account');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Create my coach account' }).click();
  await expect(page.getByText('Your password must be at least 8 characters.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Password1!');
  await page.getByLabel('Confirm password').fill('Password1!');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create my coach account' }).click();

  await expect(page).toHaveURL(/\/rwl-coacho-reg3$/);
  await page.getByRole('radio', { name: /Pro monthly/ }).check();
  await proceed(page);
  await step(page, 'Payment');
  await progress(page, 7);
  await fillCard(page, '4000002760003184');
  const bank = page.getByRole('dialog', { name: 'Bank authentication' });
  await expect(bank).toBeVisible();
  await bank
    .frameLocator('iframe')
    .getByRole('button', { name: 'Complete authentication' })
    .click();

  await step(page, 'Welcome');
  await progress(page, 8);
  const records = await coachRecords(page);
  const userId = records.users.find((user) => user.email === email)?.user_id;
  const account = records.coachAccounts.find((item) => item.user_id === userId);
  expect(account?.qualification).toBe('Level 3 personal trainer');
  expect(account?.images.qualification_image).toMatch(/^data:image\/png;base64,/);
  expect(records.coachPurchases.slice(-2).map((purchase) => purchase.result)).toEqual([
    '3ds_required',
    'paid',
  ]);

  await page.getByRole('link', { name: 'Go to your coaches area' }).click();
  await expect(page).toHaveURL(/\/rwl-coaches$/);
  await expect(page.getByText('Welcome, Cara Coach.')).toBeVisible();
  await expect(page.getByText('Pro monthly')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Coaches area' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page.getByRole('heading', { name: 'Cara Coach', level: 2 })).toBeVisible();
});

test('a taken email is refused at the email check, next to the field', async ({ page }) => {
  const checks: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('auth_fc/check_email')) checks.push(request.postDataJSON());
  });
  await fillDetails(page, 'premium@example.com');
  const email = page.getByLabel('Email');
  await expect(email).toHaveAccessibleDescription(
    'This email is already registered. Please log in instead.',
  );
  await expect(email).toBeFocused();
  await step(page, 'Your details');
  expect(checks).toEqual([{ email: 'premium@example.com' }]);
});

test('a picture of the wrong type is refused and the step does not move on', async ({ page }) => {
  const { email } = uniqueVisitor('coachpdf');
  await fillDetails(page, email);
  await page.getByLabel('Speciality').fill('Yoga');
  await page.getByLabel('Where you coach').fill('Leeds');
  await proceed(page);
  await page.getByLabel('Qualification', { exact: true }).fill('Level 3 personal trainer');
  await page.getByLabel('Certificate picture').setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(
    page.getByText('Only .jpg, .jpeg, .gif and .png images can be uploaded.'),
  ).toBeVisible();
  await proceed(page);
  await step(page, 'Qualifications');
  await expect(page.getByText('Please add a picture of your certificate.')).toBeVisible();
});

test('a declined card says so and keeps the payment step; another card then pays', async ({
  page,
}) => {
  // A long journey (eight steps, or many screens): more time on a busy machine.
  const { email } = uniqueVisitor('coachdecline');
  await registerUpToPlan(page, email);
  await page.getByRole('radio', { name: /Pro monthly/ }).check();
  await proceed(page);
  await fillCard(page, '4000000000000002');
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('Your card was declined.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await step(page, 'Payment');
  await fillCard(page, '4242424242424242');
  await step(page, 'Welcome');
  const records = await coachRecords(page);
  expect(records.coachPurchases.slice(-2).map((purchase) => purchase.result)).toEqual([
    'declined',
    'paid',
  ]);
});

test('a signed-in professional opens the coaches area and each of its sub-routes', async ({
  page,
}) => {
  // A long journey (eight steps, or many screens): more time on a busy machine.
  await memberLogIn(page, 'coach@example.com');
  await page.goto('/rwl-coaches');
  await expect(page.getByText('Welcome, Rachel Adams.')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Coaches area' });

  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/rwl-coaches\/fitpro$/);
  await expect(page.getByRole('heading', { name: 'Rachel Adams', level: 2 })).toBeVisible();

  await nav.getByRole('link', { name: 'Programmes' }).click();
  await expect(page).toHaveURL(/\/rwl-coaches\/programme$/);
  await expect(page.getByRole('listitem').filter({ hasText: '4 live HIIT classes' })).toContainText(
    '£20.00',
  );

  await nav.getByRole('link', { name: 'Available sessions' }).click();
  await expect(page).toHaveURL(/\/rwl-coaches\/asession$/);
  await expect(page.getByRole('link', { name: '30-min PT session' })).toBeVisible();

  await nav.getByRole('link', { name: 'Booked sessions' }).click();
  await expect(page).toHaveURL(/\/rwl-coaches\/session$/);
  const booked = page.getByRole('list', { name: 'Booked sessions' });
  await expect(booked).toContainText('Sam Green');
  await expect(booked).toContainText('Aisha Khan');
  await booked.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/rwl-coaches\/session\/9201$/);
  await expect(page.getByText('£35.00 · 30 minutes')).toBeVisible();

  // With an id, another professional's area.
  for (const [path, text] of [
    ['/rwl-coaches/fitpro/902', 'Tom Reed'],
    ['/rwl-coaches/programme/902', 'No programmes at the moment.'],
    ['/rwl-coaches/asession/902', '45-min strength session'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
  }
});

test('a visitor is asked to sign in for the own coaches area, and comes back to it', async ({
  page,
}) => {
  await page.goto('/rwl-coaches/asession');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('coach@example.com');
  await page.getByLabel('Password').fill('Password1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/rwl-coaches\/asession$/);
  await expect(page.getByRole('link', { name: '30-min PT session' })).toBeVisible();
});

/** Serious or critical axe findings (WCAG 2.2 AA) and any sideways scroll of the page. */
async function accessibilityProblems(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const problems = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label} ${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) problems.push(`${label} scrolls sideways by ${overflow}px`);
  return problems;
}

test('registration and the coaches area meet WCAG 2.2 AA and fit a 320 px phone', async ({
  page,
}) => {
  // A long journey (eight steps, or many screens): more time on a busy machine.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/rwl-coacho-reg1');
  await mockReady(page);
  await proceed(page);
  await expect(page.getByText('Please enter your first name.')).toBeVisible();
  const problems = await accessibilityProblems(page, 'reg1 with errors');
  await logInThroughForm(page, 'coach@example.com');
  for (const path of ['/rwl-coaches', '/rwl-coaches/programme', '/rwl-coaches/session']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Coaches area' })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    problems.push(...(await accessibilityProblems(page, path)));
  }
  await page.goto('/rwl-coacho-reg3');
  await expect(page.getByRole('radio', { name: /Pro monthly/ })).toBeVisible();
  problems.push(...(await accessibilityProblems(page, 'reg3 plan')));
  expect(problems).toEqual([]);
});

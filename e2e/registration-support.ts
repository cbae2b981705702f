import { expect, type Page } from '@playwright/test';
import { mockReady } from './support';

/** Helpers of the registration journeys (visitor from an ad to paid member). */

let counter = 0;

export function uniqueVisitor(prefix: string): { email: string; username: string } {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return { email: `${prefix}.${stamp}@example.com`, username: `${prefix}_${stamp}` };
}

/** Fills /reg1 and registers; ends on /reg-paywall. */
export async function registerAtReg1(
  page: Page,
  query: string,
  visitor: { email: string; username: string },
): Promise<void> {
  await page.goto(`/reg1${query}`);
  await registerHere(page, visitor);
}

/** Fills the /reg1 the page is on (reached by a link, with its query) and registers; ends on /reg-paywall. */
export async function registerHere(
  page: Page,
  visitor: { email: string; username: string },
): Promise<void> {
  await mockReady(page);
  await expect(
    page.getByRole('heading', { name: 'ALMOST THERE!! Register With RWL' }),
  ).toBeVisible();
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
}

/** The second step of /reg1 (about you and the address), valid; stays on it. */
export async function fillAboutYou(page: Page): Promise<void> {
  await expect(page.getByRole('group', { name: 'About you' })).toBeVisible();
  await page.getByLabel('Gender', { exact: true }).selectOption('female');
  await page.getByLabel('Date of birth', { exact: true }).fill('1990-05-17');
  await page.getByLabel('Address line 1', { exact: true }).fill('1 High Street');
  await page.getByLabel('Town or city', { exact: true }).fill('Leeds');
  await page.getByLabel('Postcode', { exact: true }).fill('LS1 4AP');
}

/** Fills the subscription card form and pays. */
export async function payByCard(page: Page, cardNumber: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Name on card').fill('Ada Lovelace');
  await form.getByLabel('Card number').fill(cardNumber);
  await form
    .getByLabel('Expiry date (MM/YY)')
    .fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: /^Pay / }).click();
}

/** The paywall's receipt after a successful payment, and its one way on. */
export async function confirmPaymentSuccess(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(
    page.getByRole('definition').filter({ hasText: /^Card ending \d{4}$|^Wallet$/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: /^(Continue|Set up my plan)$/ }).click();
}

async function answer(page: Page, question: string, choice: string): Promise<void> {
  await expect(page.getByRole('group', { name: question })).toBeVisible();
  await page.getByRole('radio', { name: choice }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Steps 1 to 4 of /registration. */
export async function answerProfileSteps(page: Page): Promise<void> {
  await answer(page, 'How do you identify?', 'Female');
  await answer(page, 'How old are you?', '21 to 39');
  await answer(page, 'How active are you at the moment?', 'Beginner');
  await answer(page, 'What is your weight goal?', 'Lose weight');
}

/** Step 5 with only a topic that has no follow-up, then the unit, the loading tips and the result. */
export async function finishRegistration(
  page: Page,
  topics: string[] = ['Back and joint pain'],
): Promise<void> {
  await expect(page.getByRole('group', { name: 'What are you interested in?' })).toBeVisible();
  for (const topic of topics) await page.getByRole('checkbox', { name: topic }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

export async function unitLoadingAndResult(page: Page): Promise<void> {
  await answer(page, 'Which units do you measure in?', 'Kilograms and centimetres (kg, cm)');
  await expect(page.getByRole('heading', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're all set, Ada!" })).toBeVisible();
  await page.getByRole('button', { name: 'Go to my dashboard' }).click();
}

/** The member home of a paid (Premium) member. */
export async function expectPremiumHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Hello, Ada' })).toBeVisible();
  await page.getByLabel('Account menu').click();
  await expect(page.getByText('Premium member')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('reg_token'))).toBeNull();
}

export { answer };

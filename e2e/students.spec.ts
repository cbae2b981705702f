import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, mockReady, signIn } from './support';
import {
  answerProfileSteps,
  confirmPaymentSuccess,
  fillAboutYou,
  finishRegistration,
  payByCard,
  uniqueVisitor,
  unitLoadingAndResult,
} from './registration-support';

/** A small PNG (1×1) padded to `bytes`, as a phone photo of a student card would be sent. */
function proofImage(name: string, bytes = 200_000) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return {
    name,
    mimeType: 'image/png',
    buffer: Buffer.concat([png, Buffer.alloc(Math.max(0, bytes - png.length))]),
  };
}

/** /reg1's first step, filled, then Continue. */
async function fillAccount(page: Page, visitor: { email: string; username: string }) {
  await mockReady(page);
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(visitor.email);
  await page.getByLabel('User name', { exact: true }).fill(visitor.username);
  await page.getByLabel('Phone', { exact: true }).fill('7700900123');
  await page.getByLabel('Password', { exact: true }).fill('Password1!');
  await page.getByLabel('Confirm password', { exact: true }).fill('Password1!');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The student fields and the proof: its preview at once, its progress while it uploads. */
async function giveStudentDetails(page: Page) {
  await expect(page.getByRole('group', { name: 'Your studies' })).toBeVisible();
  await page.getByLabel('Where do you study?').fill('University of Leeds');
  await page
    .getByLabel('Year you started studying there')
    .fill(String(new Date().getFullYear() - 1));
  // A slow answer, so the progress can be seen while the proof is taken.
  await page.evaluate(() => window.__mock?.setLatency(1500));
  await page.getByLabel(/^Proof of student status/).setInputFiles(proofImage('student-card.png'));
  await expect(page.getByRole('img', { name: 'Your proof of student status' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading your proof' })).toBeVisible();
  await expect(page.getByText('Uploaded: student-card.png')).toBeVisible();
  await page.evaluate(() => window.__mock?.setLatency(0));
}

async function reviewStudent(page: Page, email: string, verdict: 'verified' | 'rejected') {
  expect(
    await page.evaluate(([who, what]) => window.__mock?.reviewStudent(who, what), [
      email,
      verdict,
    ] as const),
  ).toBe(true);
}

test('a student registers from the student page with a proof, pays the student price, awaits verification, then is verified', async ({
  page,
}) => {
  // Landing page to member area, with a payment and the stepped registration: a long walk.
  test.setTimeout(90_000);
  const visitor = uniqueVisitor('student');
  await page.goto('/pages/student-34');
  await acceptCookies(page);
  await page.getByRole('link', { name: 'Get the student price' }).first().click();
  await expect(page).toHaveURL(/\/reg1\?planid=13&subplanid=37$/);
  await fillAccount(page, visitor);
  await fillAboutYou(page);
  await giveStudentDetails(page);
  await page.getByRole('button', { name: 'Register' }).click();

  // The student price: the student plan, preselected, at its price.
  await expect(page).toHaveURL(/\/reg-paywall\?planid=13&subplanid=37/);
  await expect(page.getByRole('radio', { name: 'Quarterly, £29.97' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await payByCard(page, '4242424242424242');
  await confirmPaymentSuccess(page);
  await expect(page).toHaveURL(/\/invitefriend$/);
  await page.getByRole('button', { name: 'Skip' }).click();

  await expect(page).toHaveURL(/\/registration$/);
  // The gender given on /reg1 is the first step's answer already.
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await answerProfileSteps(page);
  await finishRegistration(page);
  await unitLoadingAndResult(page);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/home/profile');
  const status = page.getByRole('region', { name: 'Student membership' });
  await expect(status).toContainText('Student, awaiting verification');

  await reviewStudent(page, visitor.email, 'verified');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Student membership' })).toContainText(
    'Student, verified',
  );
});

test('a student whose proof is rejected is told so on the profile', async ({ page }) => {
  await signIn(page, 'student@example.com');
  await page.goto('/home/profile');
  await expect(page.getByRole('region', { name: 'Student membership' })).toContainText(
    'Student, awaiting verification',
  );
  await reviewStudent(page, 'student@example.com', 'rejected');
  await page.reload();
  const status = page.getByRole('region', { name: 'Student membership' });
  await expect(status).toContainText('Student proof rejected');
  await expect(status).toContainText('Please contact support to send a new one.');
});

test('the second step of /reg1 checks a UK postcode and keeps every answer on going back and on a reload', async ({
  page,
}) => {
  const visitor = uniqueVisitor('fields');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('auth/register')) sent.push(request.url());
  });
  await page.goto('/reg1?planid=3&subplanid=12');
  await fillAccount(page, visitor);
  await fillAboutYou(page);
  await page.getByLabel('Postcode', { exact: true }).fill('SW1A 1A');
  await page
    .getByLabel('Date of birth', { exact: true })
    .fill(`${new Date().getFullYear() - 12}-01-01`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You must be at least 16 to join.')).toBeVisible();
  await expect(page.getByText('Please enter a valid UK postcode.')).toBeVisible();
  await expect(page.getByLabel('Date of birth', { exact: true })).toBeFocused();
  expect(sent).toEqual([]);

  await page.getByLabel('Date of birth', { exact: true }).fill('1988-11-02');
  await page.getByLabel('Postcode', { exact: true }).fill('SW1A 1AA');
  await page.getByLabel('I am going through the menopause').check();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(visitor.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('SW1A 1AA');
  await expect(page.getByLabel('I am going through the menopause')).toBeChecked();

  // A reload: everything but the passwords is still there.
  await page.reload();
  await mockReady(page);
  await expect(page.getByLabel('User name', { exact: true })).toHaveValue(visitor.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await page.getByLabel('Password', { exact: true }).fill('Password1!');
  await page.getByLabel('Confirm password', { exact: true }).fill('Password1!');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('1988-11-02');
  await expect(page.getByLabel('Town or city', { exact: true })).toHaveValue('Leeds');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/reg-paywall/);
  const stored = await page.evaluate(
    (email) =>
      (window.__mock?.db() as { users: Record<string, unknown>[] }).users.find(
        (user) => user.email === email,
      ),
    visitor.email,
  );
  expect(stored).toMatchObject({
    dob: '1988-11-02',
    menopause: 1,
    postcode: 'SW1A 1AA',
    city: 'Leeds',
    country: 'GB',
  });
});

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a student registers with a proof on a phone and reaches the student price', async ({
    page,
  }) => {
    const visitor = uniqueVisitor('phonestudent');
    await page.goto('/reg1?planid=13&subplanid=37');
    await fillAccount(page, visitor);
    await fillAboutYou(page);
    await giveStudentDetails(page);
    // Nothing wider than the phone: the proof's preview and the fields fit.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/reg-paywall\?planid=13&subplanid=37/);
    await expect(page.getByRole('radio', { name: 'Quarterly, £29.97' })).toBeChecked();
  });
});

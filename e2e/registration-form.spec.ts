import { expect, test } from './fixtures';
import { mockReady } from './support';
import { answer, registerAtReg1, uniqueVisitor } from './registration-support';

test('bad input on /reg1 gets a message next to each field and no request is sent', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/auth\/(register|check_email|check_username)/.test(request.url())) sent.push(request.url());
  });
  await page.goto('/reg1');
  await mockReady(page);
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('User name', { exact: true }).fill('x');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password', { exact: true }).fill('different');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Please enter your first name.')).toBeVisible();
  await expect(page.getByText('please enter valid email id')).toBeVisible();
  await expect(
    page.getByText('A user name has 3 to 30 letters, digits, dots or underscores.'),
  ).toBeVisible();
  await expect(page.getByText('Please enter your phone number.')).toBeVisible();
  await expect(page.getByText('Your password must be at least 8 characters.')).toBeVisible();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expect(
    page.getByText('Please agree to the terms and conditions to continue.'),
  ).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/reg1$/);
  expect(sent).toEqual([]);

  // A taken email is told next to the field when leaving it.
  await page.getByLabel('Email', { exact: true }).fill('free@example.com');
  await page.getByLabel('Email', { exact: true }).blur();
  await expect(
    page.getByText('This email is already registered. Please log in instead.'),
  ).toBeVisible();
});

test('the stored step resumes by the rule: stored 3 leads to step 6, otherwise the next step', async ({
  page,
}) => {
  // The invite landing page skips the paywall rule at step 1.
  await registerAtReg1(page, '?utm_page=invite', uniqueVisitor('resume'));
  await page.goto('/registration');
  await expect(page.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
    'aria-valuetext',
    'Step 1 of 7',
  );
  await answer(page, 'How do you identify?', 'Female');
  await expect(page.getByRole('group', { name: 'How old are you?' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('reg_step'))).toBe('1');

  await page.reload();
  await expect(page.getByRole('group', { name: 'How old are you?' })).toBeVisible();
  await answer(page, 'How old are you?', 'Under 21');
  await answer(page, 'How active are you at the moment?', 'Advanced');
  await expect(page.getByRole('group', { name: 'What is your weight goal?' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('reg_step'))).toBe('3');

  await page.reload();
  await expect(page.getByRole('group', { name: 'Which units do you measure in?' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
    'aria-valuetext',
    'Step 6 of 7',
  );
});

import { expect, test } from './fixtures';
import { mockReady } from './support';

interface Signup {
  name: string;
  email: string;
  list_id: number;
  slug: string;
  tracking: Record<string, string>;
}

async function lastSignup(page: import('@playwright/test').Page): Promise<Signup | undefined> {
  return page.evaluate(() =>
    (window.__mock?.db() as { newsletterSignups: Signup[] }).newsletterSignups.at(-1),
  );
}

test('email sign-up: empty fields, an invalid email, the server message, then success', async ({
  page,
}) => {
  await page.goto('/home3');
  const form = page.getByRole('form', { name: 'Email sign-up' });
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toBeFocused();

  await form.getByLabel('Name').fill('  Jo  ');
  await form.getByLabel('Email').fill('jo@example');
  await form.getByRole('button', { name: 'Sign up' }).click();
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('please enter valid email id');
  await alert.getByRole('button', { name: 'OK' }).click();

  await form.getByLabel('Email').fill('subscribed@example.com');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(alert).toContainText('This email address is already on our list.');
  await alert.getByRole('button', { name: 'OK' }).click();

  await form.getByLabel('Email').fill('jo.new@example.com');
  await form.getByRole('button', { name: 'Sign up' }).click();
  const thanks = page.getByRole('dialog', { name: 'ThankYou' });
  await expect(thanks).toContainText('PLEASE CHECK YOUR INBOX.');
  await expect(form.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  expect(await lastSignup(page)).toMatchObject({
    name: 'Jo',
    email: 'jo.new@example.com',
    list_id: 161,
    slug: 'home3',
  });
});

test('next-retreats interest: consent starts unticked, list 186 with tracking, Copy becomes COPIED', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/pages/next-retreats-interest?utm_source=instagram&utm_campaign=lagos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Be first to hear about our next retreats',
  );
  for (const bullet of [
    'Luxury retreat in Lagos, Portugal',
    'Fun fitness and delicious food',
    'Once in a lifetime experience',
  ]) {
    await expect(page.getByText(bullet)).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute(
    'href',
    '/privacypolicy',
  );
  const consent = page.getByLabel('I agree to receive news & offers via email.');
  await expect(consent).not.toBeChecked();

  const register = page.getByRole('button', { name: 'Register my interest' });
  await register.click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();

  await page.getByLabel('First name', { exact: true }).fill('Maya');
  await page.getByLabel('Email', { exact: true }).fill('maya@example.com');
  await register.click();
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('Please Agree to receive news & offers via email.');
  await alert.getByRole('button', { name: 'OK' }).click();

  await consent.check();
  await register.click();
  await expect(page.getByRole('dialog', { name: 'Thank You' })).toContainText(
    'PLEASE CHECK YOUR INBOX.',
  );
  expect(await lastSignup(page)).toMatchObject({
    name: 'Maya',
    email: 'maya@example.com',
    list_id: 186,
    slug: 'next-retreats-interest',
    tracking: { utm_source: 'instagram', utm_campaign: 'lagos' },
  });
  await page.getByRole('dialog', { name: 'Thank You' }).getByRole('button', { name: 'OK' }).click();

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'COPIED' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/pages\/next-retreats-interest$/,
  );
});

test('retreats interest signs up to list 185', async ({ page }) => {
  await page.goto('/pages/retreats-interest');
  await mockReady(page);
  await page.getByLabel('First name', { exact: true }).fill('Sam');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Register my interest' }).click();
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('please enter valid email id');
  await alert.getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Email', { exact: true }).fill('sam@example.com');
  await page.getByLabel('I agree to receive news & offers via email.').check();
  await page.getByRole('button', { name: 'Register my interest' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank You' })).toBeVisible();
  expect(await lastSignup(page)).toMatchObject({
    email: 'sam@example.com',
    list_id: 185,
    slug: 'retreats-interest',
  });
});

test('the lead form keeps what was typed when Escape closes an alert over it, and keeps keyboard focus inside', async ({
  page,
}) => {
  await page.goto('/pages/corporate-demo');
  await page.getByRole('main').getByRole('button', { name: 'Book a demo' }).first().click();
  const lead = page.getByRole('dialog', { name: 'Leave your details' });
  await lead.getByLabel('Name').fill('Sam');
  await lead.getByLabel('Email', { exact: true }).fill('bad');
  await lead.getByRole('button', { name: 'Sign up' }).click();
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('please enter valid email id');
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  await expect(lead).toBeVisible();
  await expect(lead.getByLabel('Name')).toHaveValue('Sam');
  await expect(lead.getByLabel('Email', { exact: true })).toHaveValue('bad');

  // Tab goes round the form's own controls, never to the page behind.
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    expect(await lead.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(lead).toBeHidden();
});

test('an invalid email on the landing and retreat-interest sign-ups is said beside the field and never sent, before the app runs too', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/add_news_letter/.test(request.url()) || /[?&]email=/.test(request.url()))
      sent.push(request.url());
  });
  const pages = [
    { path: '/home3', form: 'Email sign-up', name: 'Name' },
    { path: '/pages/retreats-interest', form: 'Register your interest', name: 'First name' },
  ];

  // Before its code runs (held back two seconds): /home3 is served with its sign-up form. An
  // invalid email sent then is held, never sent as a page request, and refused beside the field
  // once the code has taken the page over. (The retreat-interest page is the app shell: it has
  // no form until the app runs.)
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/home3', { waitUntil: 'domcontentloaded' });
  const served = page.getByRole('form', { name: 'Email sign-up' });
  await served.getByLabel('Name', { exact: true }).fill('Jo');
  await served.getByLabel('Email', { exact: true }).fill('jo@example');
  await served.getByLabel('Email', { exact: true }).press('Enter');
  expect(await page.evaluate(() => window.__rwlServed !== undefined)).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Alert' })).toContainText(
    'please enter valid email id',
    { timeout: 15_000 },
  );
  await page.getByRole('dialog', { name: 'Alert' }).getByRole('button', { name: 'OK' }).click();
  await expect(served.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/home3$/);
  await page.unrouteAll({ behavior: 'wait' });

  // Once the app runs: the message beside the Email field (and in the Alert popup), nothing sent.
  for (const { path, form: formName, name } of pages) {
    await page.goto(path);
    const form = page.getByRole('form', { name: formName });
    await form.getByLabel(name, { exact: true }).fill('Jo');
    const email = form.getByLabel('Email', { exact: true });
    await email.fill('jo@example');
    await email.press('Enter');
    const alert = page.getByRole('dialog', { name: 'Alert' });
    await expect(alert).toContainText('please enter valid email id');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const message = form.getByText('please enter valid email id');
    await expect(message).toBeVisible();
    expect(await email.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  expect(sent).toEqual([]);
});

import { expect, test } from './fixtures';
import { logIn, signIn } from './support';

test('the catch-all shows server pages (sanitised) and a helpful not-found state', async ({
  page,
}) => {
  await page.goto('/pages/spring-reset');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The Spring Reset: 4 weeks to feel brand new',
  );
  await expect(page.getByRole('heading', { name: 'Why a spring reset?' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Seasonal recipes' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as { __landingXss?: boolean }).__landingXss),
  ).toBeUndefined();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Start my Spring Reset' }).first(),
  ).toHaveAttribute('href', '/reg1');

  await page.goto('/pages/43');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bring a friend: 3 months for £34.97',
  );

  await page.goto('/pages/no-such-offer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
  await expect(page.getByText('There is no page called “no-such-offer”')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your 7-day free trial' })).toHaveAttribute(
    'href',
    '/reg1',
  );
  await page.getByRole('link', { name: 'See our current offer' }).click();
  await expect(page).toHaveURL(/\/pages\/offer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Limited-time offer: a year of Premium for £29.97',
  );
});

test('a logged-in member sees My Dashboard instead of Login and the free trial', async ({
  page,
}) => {
  await page.goto('/pages/offer');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
    'href',
    '/reg1?planid=3&subplanid=12&couponcode=WELCOME',
  );
  await logIn(page, 'premium@example.com');
  await page.goto('/pages/offer');
  await expect(header.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/home');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await header.getByRole('link', { name: 'My Dashboard' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('plan slider, trainer video and audio popups', async ({ page }) => {
  await page.goto('/home5');
  const plans = page.getByRole('region', { name: 'Plans' });
  const quarterly = plans.getByRole('article', { name: 'Quarterly plan' });
  await expect(quarterly.getByRole('button', { pressed: true })).toContainText('£34.97');
  const monthly = plans.getByRole('article', { name: 'Monthly plan' });
  await monthly.getByRole('button', { pressed: false }).click();
  await expect(monthly.getByRole('button', { pressed: true })).toBeVisible();
  await expect(
    quarterly.getByRole('link', { name: 'Choose this plan: Quarterly' }),
  ).toHaveAttribute('href', '/reg1?planid=3&subplanid=2&couponcode=REFER');

  await page.getByRole('button', { name: 'Watch Jordan’s video' }).click();
  const video = page.getByRole('dialog', { name: 'Jordan’s video' });
  await expect(video.locator('iframe')).toHaveAttribute('src', /760311002/);
  await page.keyboard.press('Escape');
  await expect(video).toBeHidden();

  await page.getByRole('button', { name: 'Listen to a sample' }).click();
  const audioDialog = page.getByRole('dialog', { name: 'Two-minute reset' });
  await expect(audioDialog.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(audioDialog.getByRole('slider', { name: 'Seek' })).toHaveAttribute('max', '1000');
  await audioDialog.getByRole('button', { name: 'Mute' }).click();
  await expect(audioDialog.getByRole('button', { name: 'Unmute' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const audio = page.getByTestId('landing-audio');
  expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  await audio.evaluate((element: HTMLAudioElement) => {
    (window as { __landingAudio?: HTMLAudioElement }).__landingAudio = element;
  });
  await audioDialog.getByRole('button', { name: 'Close' }).click();
  await expect(audioDialog).toBeHidden();
  expect(
    await page.evaluate(
      () => (window as { __landingAudio?: HTMLAudioElement }).__landingAudio?.paused,
    ),
  ).toBe(true);
});

test('info pages, the business chooser and the free calorie calculator', async ({ page }) => {
  const titles: Record<string, string> = {
    '/faq': 'Frequently asked questions',
    '/privacypolicy': 'Privacy policy',
    '/information-security-policy': 'Information security policy',
    '/data-protection-policy': 'Data protection policy',
    '/returns-policy': 'Returns policy',
    '/termsandcondition': 'Terms and conditions',
    '/event-tandc': 'Competition terms and conditions',
    '/modern-slavery-policy': 'Modern slavery statement',
    '/equality-diversity-inclusion-policy': 'Equality, diversity and inclusion policy',
  };
  for (const [path, title] of Object.entries(titles)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  await page.goto('/event-tandc');
  await expect(
    page.getByText('3 winners are drawn at random from all valid entries after the closing date.'),
  ).toBeVisible();
  await expect(page.getByText(/receive 10 extra entries/)).toBeVisible();
  await expect(page.getByText(/Use the competition hashtag 5 times/)).toBeVisible();

  await page.goto('/b2b');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RWL for business');
  await page.getByRole('link', { name: 'Start a corporate trial' }).click();
  await expect(page).toHaveURL(/\/pages\/corporate-trial$/);
  await page.goto('/business?type=demo');
  await expect(page).toHaveURL(/\/pages\/corporate-demo$/);

  await page.goto('/free-calorie-calculator');
  await page.getByLabel('Age (years)').fill('35');
  await page.getByLabel('Height (cm)').fill('165');
  await page.getByLabel('Weight (kg)').fill('70');
  await page.getByLabel('Goal').selectOption('maintain');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('heading', { name: 'Your daily calories: 1918 kcal' })).toBeVisible();
  const saved = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('saved_calorie_data') ?? 'null'),
  );
  expect(saved).toMatchObject({
    age: 35,
    height: 165,
    weight: 70,
    activity_level: 1,
    is_pregnant: false,
    target: 1918,
  });
});

test('a logged-in member using the calculator gets the result in the planner straight away', async ({
  page,
}) => {
  await signIn(page, 'premium@example.com');
  await page.goto('/free-calorie-calculator');
  await page.getByLabel('Age (years)').fill('40');
  await page.getByLabel('Height (cm)').fill('170');
  await page.getByLabel('Weight (kg)').fill('72');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Added to your planner.')).toBeVisible();
  const uploads = await page.evaluate(
    () =>
      (window.__mock?.db() as { calorieUploads: { data: Record<string, unknown> }[] })
        .calorieUploads,
  );
  expect(uploads.map((upload) => upload.data)).toContainEqual(
    expect.objectContaining({ age: 40, height: 170, weight: 72 }),
  );
  expect(await page.evaluate(() => localStorage.getItem('saved_calorie_data'))).toBeNull();
});

test('on a phone the preselected Quarterly plan is the card in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home2');
  const plans = page.getByRole('region', { name: 'Plans' });
  const quarterly = plans.getByRole('article', { name: 'Quarterly plan' });
  await expect(quarterly.getByRole('button', { pressed: true })).toBeVisible();
  await quarterly.evaluate((card) => card.closest('section')?.scrollIntoView());
  await expect(quarterly).toBeInViewport({ ratio: 0.9 });
  await expect(plans.getByRole('article', { name: 'Monthly plan' })).not.toBeInViewport({
    ratio: 0.5,
  });
});

test("a visitor's calculator result becomes their planner's daily target once they log in", async ({
  page,
}) => {
  await page.goto('/free-calorie-calculator');
  await page.getByLabel('Age (years)').fill('30');
  await page.getByLabel('Height (cm)').fill('180');
  await page.getByLabel('Weight (kg)').fill('80');
  await page.getByLabel('Goal').selectOption('lose');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('heading', { name: 'Your daily calories: 1719 kcal' })).toBeVisible();
  await expect(page.getByText('Log in or join and we will add it to your planner.')).toBeVisible();

  await logIn(page, 'free@example.com');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('saved_calorie_data')))
    .toBeNull();
  await page.goto('/home/caloriescalculator');
  await expect(page.getByText('Your planner’s daily target: 1719 kcal.')).toBeVisible();
});

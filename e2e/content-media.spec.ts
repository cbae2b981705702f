import { expect, test } from './fixtures';
import { DESKTOP, callsTo, member, subNav } from './content-support';

// At the desktop width; the content screens' phone walk is e2e/phone-overflow.spec.ts and the
// member navigation's is e2e/content-programmes.spec.ts.
test.describe('videos and audio (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('a video played (K key) to the end is marked done in its folder after a reload', async ({
    page,
  }) => {
    await member(page, 'premium@example.com');
    const views = callsTo(page, 'videos/startViewVideo');
    const finished = callsTo(page, 'videos/UpdateProgressofProgramVideos');
    await page.goto('/home/folder/1059');
    const week1 = page.locator('.programme-week').first();
    await expect(week1).toContainText('0 of 3 done');
    await week1.getByRole('link', { name: '20-minute full body HIIT' }).click();
    await expect(page.getByRole('heading', { name: '20-minute full body HIIT' })).toBeVisible();
    await expect(page.getByText('180 kcal burned')).toBeVisible();
    const video = page.locator('video');
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute(
      'src',
      '/media/workout.vtt',
    );
    await video.focus();
    await page.keyboard.press('k');
    await expect.poll(() => views.length).toBe(1);
    expect(views[0]).toEqual({ video_id: 3001 });
    // The demo file lasts a few seconds: the end sends the finished call.
    await expect.poll(() => finished.length, { timeout: 15_000 }).toBe(1);
    expect(finished[0]).toEqual({ video_id: 3001 });
    await expect(page.getByText('Done', { exact: true })).toBeVisible();

    await page.goto('/home/folder/1059');
    await page.reload();
    await expect(page.locator('.programme-week').first()).toContainText('1 of 3 done');
    await expect(
      page.locator('.programme-week').first().getByText('Done', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/Programme progress: [1-9] of 36 done/)).toBeVisible();
  });

  test('a Free member is offered the upgrade instead of the Premium-only video', async ({
    page,
  }) => {
    await member(page, 'free@example.com');
    const views = callsTo(page, 'videos/startViewVideo');
    await page.goto('/home/videobank/3050');
    await expect(page.getByText('This video is part of Premium.')).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL(/\/home\/profile\/upgrade-downgrade$/);
    expect(views).toHaveLength(0);
  });

  test('a visitor watches a public video with a call to join', async ({ page }) => {
    await page.goto('/rwlvideos/3002');
    await expect(page.getByRole('heading', { name: 'Low-impact toning' })).toBeVisible();
    await expect(page.locator('video')).toHaveAttribute('src', '/media/workout.webm');
    await expect(
      page.getByRole('link', { name: 'Start your 7-day free trial' }).first(),
    ).toBeVisible();
  });

  test('audio keeps playing across a route change with the mini player, and pauses on close', async ({
    page,
  }) => {
    await member(page, 'premium@example.com');
    await page.goto('/home/folder/1059');
    await page
      .locator('.programme-week')
      .first()
      .getByRole('link', { name: 'Morning mindset' })
      .click();
    await expect(page.getByRole('heading', { name: 'Morning mindset' })).toBeVisible();
    // The audio's own page has its controls once: no mini player on it.
    const main = page.locator('#main');
    await expect(main.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Position' })).toHaveCount(1);
    const mini = page.getByRole('region', { name: 'Now playing' });
    await expect(mini).toHaveCount(0);

    await subNav(page, 'Workouts').getByRole('link', { name: 'Playlists' }).click();
    await expect(page).toHaveURL(/\/home\/playlist$/);
    await expect(mini).toContainText('Playing: Morning mindset');
    const slider = mini.getByRole('slider', { name: 'Position' });
    await expect
      .poll(async () => Number(await slider.inputValue()), { timeout: 10_000 })
      .toBeGreaterThan(0);

    await mini.getByRole('button', { name: 'Mute' }).click();
    await expect(mini.getByRole('button', { name: 'Unmute' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await mini.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(mini).toContainText('Paused: Morning mindset');
    await mini.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(mini).toContainText('Playing: Morning mindset');
    await mini.getByRole('button', { name: 'Close the player' }).click();
    await expect(mini).toHaveCount(0);
  });

  test('seeking the audio moves it to that point', async ({ page }) => {
    await member(page, 'premium@example.com');
    await page.goto('/home/breathe');
    await page.goto('/home/programaudios/4001');
    const main = page.locator('#main');
    await main.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(main.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    // Halfway through the 12-second track.
    await main.getByRole('slider', { name: 'Position' }).fill('500');
    await expect(main.getByText('0:05', { exact: true })).toBeVisible();
  });

  test('logging out stops the audio and removes the mini player', async ({ page }) => {
    // Keep hold of the app's audio elements (the player's element is not in the document).
    await page.addInitScript(() => {
      const NativeAudio = window.Audio;
      const made: HTMLAudioElement[] = [];
      window.Audio = function (src?: string) {
        const element = new NativeAudio(src);
        made.push(element);
        return element;
      } as unknown as typeof Audio;
      (window as unknown as { madeAudio: HTMLAudioElement[] }).madeAudio = made;
    });
    await member(page, 'premium@example.com');
    await page.goto('/home/folder/1059');
    await page
      .locator('.programme-week')
      .first()
      .getByRole('link', { name: 'Morning mindset' })
      .click();
    await expect(
      page.locator('#main').getByRole('button', { name: 'Pause', exact: true }),
    ).toBeVisible();
    await subNav(page, 'Workouts').getByRole('link', { name: 'Playlists' }).click();
    const mini = page.getByRole('region', { name: 'Now playing' });
    await expect(mini).toContainText('Playing: Morning mindset');
    const playing = () =>
      page.evaluate(() =>
        (window as unknown as { madeAudio: HTMLAudioElement[] }).madeAudio.some(
          (element) => !element.paused,
        ),
      );
    expect(await playing()).toBe(true);
    await page.getByLabel('Account menu').click();
    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(mini).toHaveCount(0);
    // The same page (logout navigates within the app): its audio has stopped.
    expect(await playing()).toBe(false);
  });

  test('the breathing timer guides in, hold and out', async ({ page }) => {
    await member(page, 'free@example.com');
    await page.goto('/home/breathe');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText(/Breathe in \d/)).toBeVisible();
    await expect(page.getByText(/Hold \d/)).toBeVisible({ timeout: 8_000 });
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();

    // A member whose device asks for less motion: the words guide, the circle stays still.
    const circle = page.locator('.breathe__circle');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(circle).not.toHaveCSS('transform', 'none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(circle).toHaveCSS('transform', 'none');
    await expect(page.getByText(/(Breathe in|Hold|Breathe out) \d/)).toBeVisible();
  });
});

test.describe('hypnotherapy tracks (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a hypnotherapy track plays in the same audio player', async ({ page }) => {
    await page.goto('/hypno/login');
    await page.getByLabel('Email').fill('hypno@example.com');
    await page.getByLabel('Password').fill('Password1!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/hypno\/folder\/501$/);
    await page.getByRole('button', { name: 'Play Surge breathing practice' }).click();
    const mini = page.getByRole('region', { name: 'Now playing' });
    await expect(mini).toContainText('Playing: Surge breathing practice');
    await mini.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(mini).toContainText('Paused: Surge breathing practice');
  });
});

test('the fitness-only member is offered Premium for food and mindset: recipe 2001, audio 4001 and Breathe', async ({
  page,
}) => {
  const plans = callsTo(page, 'auth/plans');
  await member(page, 'fitnessonly@example.com');
  await page.goto('/home/recipes/2001');
  await expect(page.getByRole('heading', { name: 'Overnight oats with berries' })).toBeVisible();
  await expect(
    page.getByText(
      'Recipes and meal plans are part of Premium. Upgrade to cook every one of them.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingredients' })).toHaveCount(0);

  await page.goto('/home/programaudios/4001');
  await expect(page.getByRole('alert')).toContainText(
    'Mindset audio is part of Premium. Upgrade to listen to every session.',
  );
  await expect(page.getByRole('button', { name: /Play|Pause/ })).toHaveCount(0);

  await page.goto('/home/breathe');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('Breathing and mindset sessions are part of Premium.');
  await notice.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/home\/profile\/upgrade-downgrade$/);
  await expect.poll(() => plans.map((body) => body.user_plan_type)).toContain('ffm only');
});

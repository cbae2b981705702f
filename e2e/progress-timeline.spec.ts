import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { signIn } from './support';
import { quietShell } from './shell-support';

interface MockDb {
  timelineEntries: { user_id: number; kind: string; detail: string }[];
}

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function uploads(page: Page): string[] {
  const found: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('progress/upload_photo')) found.push(request.url());
  });
  return found;
}

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test('the timeline pages through the history of days, workouts, achievements and photos', async ({
  page,
}) => {
  await signIn(page, 'premium@example.com');
  await page.goto('/home/timeline');
  const history = page.getByRole('list', { name: 'My history' });
  await expect(history.getByRole('listitem')).toHaveCount(10);
  await expect(history).toContainText('Logged day');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  // 20 logged days, 4 workouts, 2 achievements, 2 photos.
  await expect(history.getByRole('listitem')).toHaveCount(28);
  await expect(page.getByText('That is the start of your timeline.')).toBeVisible();
  for (const text of ['Workout done', 'Achievement', 'First week complete', 'Progress photo'])
    await expect(history.getByText(text).first()).toBeVisible();
});

test('a .txt is refused with the extension message; a photo is previewed, uploaded and shown first', async ({
  page,
}) => {
  await signIn(page, 'premium@example.com');
  const sent = uploads(page);
  await page.goto('/home/timeline');
  const history = page.getByRole('list', { name: 'My history' });
  await expect(history.getByRole('listitem')).toHaveCount(10);
  const file = page.getByLabel('Photo or video');

  await file.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(
    page.getByText('Only .jpg, .jpeg, .gif, .png, .mp4 and .mov files can be sent.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Please choose a photo to upload.')).toBeVisible();
  expect(sent).toHaveLength(0);

  await file.setInputFiles({
    name: 'big.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(
    page.getByText('This file is larger than 10 MB. Please choose a smaller one.'),
  ).toBeVisible();
  expect(sent).toHaveLength(0);

  await file.setInputFiles({ name: 'week3.PNG', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of your chosen file' })).toBeVisible();
  await page.getByLabel('Caption (optional)').fill('Week 3');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Your photo is on your timeline.')).toBeVisible();
  expect(sent).toHaveLength(1);
  await expect(history.getByRole('listitem').first()).toContainText('Week 3');
  await expect(history.getByRole('img', { name: 'Progress: Week 3' })).toBeVisible();
  const db = await page.evaluate(() => window.__mock?.db() as MockDb);
  expect(
    db.timelineEntries.filter((entry) => entry.user_id === 102 && entry.detail === 'Week 3'),
  ).toHaveLength(1);
});

test('a progress video is shown on the timeline as a video that plays', async ({ page }) => {
  await signIn(page, 'premium@example.com');
  await page.goto('/home/timeline');
  const history = page.getByRole('list', { name: 'My history' });
  await expect(history.getByRole('listitem')).toHaveCount(10);
  // A small local clip, sent under a .mp4 name as a phone would.
  await page.getByLabel('Photo or video').setInputFiles({
    name: 'week4.mp4',
    mimeType: 'video/mp4',
    buffer: readFileSync(new URL('../public/media/workout.webm', import.meta.url)),
  });
  await page.getByLabel('Caption (optional)').fill('Week 4 squats');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Your photo is on your timeline.')).toBeVisible();
  const video = history.getByLabel('Progress: Week 4 squats');
  await expect(video).toHaveJSProperty('tagName', 'VIDEO');
  // Its data loads: the member can play it.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThan(0);
});

import { expect, test } from './fixtures';
import { VIEWPORTS, member } from './content-support';

// At desktop size: the phone walk through playlists is content-programmes.spec.ts's navigation.
test.describe('playlists', () => {
  test.use({ viewport: VIEWPORTS[0].viewport });

  test('a playlist created, filled and reordered survives a reload, then is renamed and deleted', async ({
    page,
  }) => {
    await member(page, 'premium@example.com');
    await page.goto('/home/playlist');
    await expect(page.getByRole('link', { name: 'My favourites' })).toBeVisible();

    // The form refuses an empty name before anything is sent.
    await page.getByRole('button', { name: 'Create playlist' }).click();
    await expect(page.getByText('Please give your playlist a name.')).toBeVisible();
    await page.getByLabel('New playlist name').fill('Leg day');
    await page.getByRole('button', { name: 'Create playlist' }).click();
    await page.getByRole('link', { name: 'Leg day' }).click();
    await expect(page.getByText('This playlist is empty.')).toBeVisible();

    for (const title of ['Low-impact toning', 'Core and glutes burner']) {
      await page.getByLabel('Add a video').selectOption({ label: title });
      await page.getByRole('button', { name: 'Add to playlist' }).click();
      await expect(page.getByRole('link', { name: title })).toBeVisible();
    }
    const items = page.getByRole('list', { name: 'Videos in this playlist' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await page.getByRole('button', { name: 'Move Core and glutes burner up' }).focus();
    await page.keyboard.press('Enter');
    await expect(items.first()).toContainText('Core and glutes burner');

    await page.reload();
    await expect(items.first()).toContainText('Core and glutes burner');
    await expect(items.nth(1)).toContainText('Low-impact toning');

    await page.getByRole('button', { name: 'Remove Low-impact toning' }).click();
    await expect(items).toHaveCount(1);
    await page.getByRole('button', { name: 'Play all' }).click();
    await expect(page).toHaveURL(/\/home\/videocontent\/3003\?playlist=\d+&queue=3003$/);

    await page.goto('/home/playlist');
    await page.getByRole('button', { name: 'Rename Leg day' }).click();
    await page.getByLabel('New name for Leg day').fill('Legs and glutes');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('link', { name: 'Legs and glutes' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Legs and glutes' }).click();
    await page
      .getByRole('dialog', { name: 'Delete playlist' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('link', { name: 'Legs and glutes' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'My favourites' })).toBeVisible();
  });

  test('the recommended playlist lists its sessions, and leaving playlists clears the selected group', async ({
    page,
  }) => {
    await member(page, 'free@example.com');
    await page.goto('/home/recommendedplaylist/6101');
    await expect(page.getByRole('heading', { name: 'Quick 15-minute sessions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Core and glutes burner' })).toBeVisible();
    await page.evaluate(() => window.localStorage.setItem('selected_playlist_group', '2'));
    await page.goto('/home/breathe');
    await expect(page.getByRole('heading', { name: 'Breathe' })).toBeVisible();
    expect(
      await page.evaluate(() => window.localStorage.getItem('selected_playlist_group')),
    ).toBeNull();
  });
});

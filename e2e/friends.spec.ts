import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe-support';
import { PREMIUM, logInTo } from './chat-support';
import { callsTo, open } from './community-support';

// Journeys with page loads on a shared machine.

const FRIENDS = '/home/friends/suggestion';

function counters(page: Page) {
  return page.getByRole('list', { name: 'Your friends at a glance' });
}

function row(page: Page, list: string, name: string) {
  return page
    .getByRole('list', { name: list, exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** Follows someone from the suggestions and waits for the button to say Following. */
async function followSuggested(page: Page, name: string): Promise<void> {
  const suggested = row(page, 'Suggestions', name);
  await suggested.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(suggested.getByRole('button', { name: 'Following' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test('the empty chat screen’s Send a message lands on the friends screen', async ({ page }) => {
  await logInTo(page, 'nochats@example.com');
  await open(page, '/home/chatlist');
  await expect(page.getByText('You have no messages')).toBeVisible();
  await page.getByRole('link', { name: 'Send a message' }).click();
  await expect(page).toHaveURL(/\/home\/friends\/suggestion$/);
  await expect(page.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible();
  await expect(row(page, 'Suggestions', 'Sam Green')).toBeVisible();
});

test('a pending request accepted and another declined: the counters follow', async ({ page }) => {
  await logInTo(page, PREMIUM);
  const requests = callsTo(page, 'friends/request');
  await open(page, FRIENDS);
  await expect(page.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible();
  await expect(counters(page).getByRole('link', { name: '12 friends' })).toBeVisible();
  await expect(counters(page).getByRole('link', { name: '2 requests' })).toBeVisible();
  await expect(counters(page).getByRole('link', { name: '1 sent' })).toBeVisible();
  await expect(row(page, 'Suggestions', 'Leah Wood')).toBeVisible();

  await row(page, 'Friend requests', 'Aisha Khan').getByRole('button', { name: 'Accept' }).click();
  await expect(counters(page).getByRole('link', { name: '13 friends' })).toBeVisible();
  await expect(counters(page).getByRole('link', { name: '1 request' })).toBeVisible();
  await expect(row(page, 'Your friends', 'Aisha Khan')).toBeVisible();
  expect(requests.at(-1)).toEqual({ user_id: 202, action: 'accept' });

  await row(page, 'Friend requests', 'Jo Taylor').getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('No friend requests right now.')).toBeVisible();
  await expect(counters(page).getByRole('link', { name: '0 requests' })).toBeVisible();
  expect(requests.at(-1)).toEqual({ user_id: 203, action: 'decline' });

  // Answered on the server: still so after a reload, and Jo Taylor is not suggested again.
  await page.reload();
  await expect(counters(page).getByRole('link', { name: '13 friends' })).toBeVisible();
  await expect(row(page, 'Suggestions', 'Leah Wood')).toBeVisible();
  await expect(row(page, 'Suggestions', 'Jo Taylor')).toHaveCount(0);
});

test('a friend removed after confirming: the counter follows and it holds after a reload', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  const requests = callsTo(page, 'friends/request');
  await open(page, FRIENDS);
  await expect(counters(page).getByRole('link', { name: '12 friends' })).toBeVisible();
  await row(page, 'Your friends', 'Hannah Hughes')
    .getByRole('button', { name: 'Unfriend' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Unfriend' });
  await expect(confirm).toContainText('Remove Hannah Hughes from your friends?');
  await confirm.getByRole('button', { name: 'Unfriend' }).click();
  await expect(counters(page).getByRole('link', { name: '11 friends' })).toBeVisible();
  await expect(row(page, 'Your friends', 'Hannah Hughes')).toHaveCount(0);
  expect(requests.at(-1)).toEqual({ user_id: 301, action: 'remove' });

  await page.reload();
  await expect(counters(page).getByRole('link', { name: '11 friends' })).toBeVisible();
});

test('a sent request cancelled, and a search by name kept over a reload', async ({ page }) => {
  await logInTo(page, PREMIUM);
  const searches = callsTo(page, 'friends/search_user');
  await open(page, FRIENDS);
  await row(page, 'Sent requests', 'Mia Brown')
    .getByRole('button', { name: 'Cancel request' })
    .click();
  await expect(page.getByText('You have no requests waiting for an answer.')).toBeVisible();
  await expect(counters(page).getByRole('link', { name: '0 sent' })).toBeVisible();

  const field = page.getByLabel('Search by name');
  await expect(field).toHaveAttribute('maxlength', '100');
  await field.fill('  sam ');
  await field.press('Enter');
  const result = row(page, 'Search results', 'Sam Green');
  await expect(result).toBeVisible();
  expect(searches.at(-1)).toEqual({ search: 'sam' });
  await result.getByRole('button', { name: 'Add friend' }).click();
  await expect(result.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  await expect(counters(page).getByRole('link', { name: '1 sent' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Search by name')).toHaveValue('sam');
  await expect(row(page, 'Search results', 'Sam Green')).toBeVisible();
  // Someone who cannot be found (can_find 0) is never a result.
  await page.getByLabel('Search by name').fill('Tara');
  await page.getByLabel('Search by name').press('Enter');
  await expect(page.getByText('No members match “Tara”.')).toBeVisible();
});

test('someone followed from the suggestions, seen in the following list, then unfollowed', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  const follows = callsTo(page, 'friends/send_follow_request');
  await open(page, FRIENDS);
  const main = page.getByRole('main');
  await expect(counters(page).getByRole('link', { name: '2 following' })).toBeVisible();
  await followSuggested(page, 'Sam Green');
  expect(follows.at(-1)).toEqual({ user_id: 201, follow: 1 });

  // The counter opens the list: the latest followed first.
  await counters(page).getByRole('link', { name: '3 following' }).click();
  await expect(page).toHaveURL(/#following$/);
  const heading = main.getByRole('heading', { name: 'People you follow' });
  await expect(heading).toBeInViewport();
  const sam = row(page, 'People you follow', 'Sam Green');
  await expect(sam.getByRole('img', { name: 'Sam Green' })).toBeVisible();
  await expect(sam.getByRole('link', { name: 'Sam Green' })).toHaveAttribute(
    'href',
    '/home/profileview/201',
  );
  await expect(
    page.getByRole('list', { name: 'People you follow' }).getByRole('listitem').first(),
  ).toContainText('Sam Green');

  await sam.getByRole('button', { name: 'Unfollow Sam Green' }).click();
  await expect(sam).toHaveCount(0);
  await expect(heading).toBeFocused();
  await expect(counters(page).getByRole('link', { name: '2 following' })).toBeVisible();
  expect(follows.at(-1)).toEqual({ user_id: 201, follow: 0 });
  // Unfollowing is not unfriending: Sam is still suggested, no longer followed.
  await expect(
    row(page, 'Suggestions', 'Sam Green').getByRole('button', { name: 'Follow', exact: true }),
  ).toBeVisible();

  // Kept on the server: the same after a reload.
  await page.reload();
  await expect(counters(page).getByRole('link', { name: '2 following' })).toBeVisible();
  await expect(row(page, 'People you follow', 'Hannah Hughes')).toBeVisible();
  await expect(row(page, 'People you follow', 'Sam Green')).toHaveCount(0);
});

test('profile view of user 201: Sam Green, badges, friends, posts, follow and message', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  await open(page, '/home/profileview/201');
  await expect(page.getByRole('heading', { name: 'Sam Green', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sam Green' })).toBeVisible();
  await expect(page.getByText('Ambassador member')).toBeVisible();
  await expect(page.getByText('5 friends')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Badges' }).getByText('Community star'),
  ).toBeVisible();
  const posts = page.getByRole('list', { name: 'Posts by Sam' });
  await expect(posts.getByText(/Summer Shred starts Monday!/)).toBeVisible();

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/messenger\?rec=201$/);
});

test('a hidden profile shows only that it is private', async ({ page }) => {
  await logInTo(page, PREMIUM);
  const postCalls = callsTo(page, 'community/get_user_post');
  await open(page, '/home/profileview/206');
  await expect(page.getByRole('heading', { name: 'Nadia Hale', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This profile is private.' })).toBeVisible();
  await expect(page.getByText('Nadia Hale only shares their profile with friends.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Posts' })).toHaveCount(0);
  expect(postCalls).toEqual([]);
});

test('a friend_request notification opens the requester’s profile', async ({ page }) => {
  await logInTo(page, PREMIUM);
  await open(page, '/home');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /Aisha Khan sent you a friend request/ })
    .click();
  await expect(page).toHaveURL(/\/home\/profileview\/202$/);
  const profile = page.getByRole('heading', { name: 'Aisha Khan', level: 1 });
  await expect(profile).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('main').getByText('Friends', { exact: true })).toBeVisible();
});

test('people near me: a refused location is explained, an allowed one lists people', async ({
  page,
  context,
}) => {
  await logInTo(page, PREMIUM);
  await context.clearPermissions();
  await open(page, '/home/friendsnearme');
  await expect(page.getByRole('alert')).toContainText(
    'Location access is turned off for this site',
  );
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 51.5074, longitude: -0.1278 });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(row(page, 'People near me', 'Sam Green')).toContainText('miles away');
});

test('the suggestion page works from the keyboard and passes axe', async ({ page }) => {
  await logInTo(page, PREMIUM);
  await open(page, FRIENDS);
  await expect(row(page, 'Friend requests', 'Aisha Khan')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Search from the keyboard: focus the field, type, Enter.
  const field = page.getByLabel('Search by name');
  await field.focus();
  await page.keyboard.type('leah');
  await page.keyboard.press('Enter');
  const leah = row(page, 'Search results', 'Leah Wood');
  await expect(leah).toBeVisible();
  // Tab from the field to the first result's name, its friend button, and send the request.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(leah.getByRole('link', { name: 'Leah Wood' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(leah.getByRole('button', { name: 'Add friend' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(leah.getByRole('button', { name: 'Cancel request' })).toBeVisible();

  // Accepting a request from the keyboard: the row leaves, focus goes to the list's heading.
  const aisha = row(page, 'Friend requests', 'Aisha Khan');
  await aisha.getByRole('button', { name: 'Accept' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Friend requests' })).toBeFocused();
  await expect(aisha).toHaveCount(0);
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test('the friends screen and a profile do not scroll sideways', async ({ page }) => {
    await logInTo(page, PREMIUM);
    const sideways = () =>
      page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
    await open(page, FRIENDS);
    await expect(row(page, 'Friend requests', 'Aisha Khan')).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await row(page, 'Friend requests', 'Aisha Khan')
      .getByRole('link', { name: 'Aisha Khan' })
      .click();
    await expect(page.getByRole('heading', { name: 'Aisha Khan', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Posts by Aisha' })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
  });

  test('the following list from the keyboard: counter, Unfollow, focus on the heading', async ({
    page,
  }) => {
    await logInTo(page, PREMIUM);
    await open(page, FRIENDS);
    const counter = counters(page).getByRole('link', { name: '2 following' });
    await counter.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#following$/);
    const heading = page.getByRole('main').getByRole('heading', { name: 'People you follow' });
    await expect(heading).toBeInViewport();
    const olivia = row(page, 'People you follow', 'Olivia Bennett');
    await olivia.getByRole('button', { name: 'Unfollow Olivia Bennett' }).focus();
    await page.keyboard.press('Enter');
    await expect(olivia).toHaveCount(0);
    await expect(heading).toBeFocused();
    await expect(counters(page).getByRole('link', { name: '1 following' })).toBeVisible();
    expect(
      await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

test('one follow list: someone followed on the friends screen is in the messenger’s People you follow, and gone once unfollowed', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  const follows = callsTo(page, 'friends/send_follow_request');
  await open(page, FRIENDS);
  await followSuggested(page, 'Sam Green');
  expect(follows.at(-1)).toEqual({ user_id: 201, follow: 1 });

  // The messenger, reached from the chat list's New message, in the app (no reload).
  await page.getByRole('link', { name: /^Messages/ }).click();
  await expect(page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'New message' }).click();
  await expect(page).toHaveURL(/\/home\/new$/);
  await page.getByRole('tab', { name: 'People you follow' }).click();
  const panel = page.getByRole('tabpanel');
  const sam = panel.getByRole('listitem').filter({ hasText: 'Sam Green' });
  await expect(sam).toContainText('You follow them');
  await expect(sam.getByRole('img', { name: 'Sam Green' })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Hannah Hughes' })).toBeVisible();

  // Opening him starts a direct chat, as with anyone else in the list.
  await sam.getByRole('link').click();
  await expect(page).toHaveURL(/\/home\/messenger\?rec=201$/);
  await expect(page.getByRole('heading', { name: 'Sam Green' })).toBeVisible();

  // Back to the friends screen (history, in the app): unfollow him there.
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/home\/friends\/suggestion$/);
  const followed = row(page, 'People you follow', 'Sam Green');
  await followed.getByRole('button', { name: 'Unfollow Sam Green' }).click();
  await expect(followed).toHaveCount(0);
  expect(follows.at(-1)).toEqual({ user_id: 201, follow: 0 });

  // The messenger's tab follows at once, though it was seen moments ago.
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/home\/new$/);
  await page.getByRole('tab', { name: 'People you follow' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Hannah Hughes' })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Sam Green' })).toHaveCount(0);
});

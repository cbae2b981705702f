import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support';
import { quietShell } from './shell-support';

/** The start offsets of every notification list request the page sent. */
function watchListStarts(page: Page): number[] {
  const starts: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('notification/list'))
      starts.push(Number(JSON.parse(request.postData() ?? '{}').start));
  });
  return starts;
}

async function scrollListToBottom(page: Page) {
  await page.getByTestId('notification-list').evaluate((element) => {
    element.scrollTop = element.scrollHeight;
    element.dispatchEvent(new Event('scroll'));
  });
}

test('the drawer pages through 75 notifications, closes on an outside click and clears', async ({
  page,
}) => {
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  await page.goto('/home');
  const bell = page.getByRole('button', { name: 'Notifications, 9+ unread' });
  await expect(bell).toBeVisible();
  const starts = watchListStarts(page);

  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const items = drawer.getByRole('listitem');
  await expect(drawer.getByRole('heading', { name: 'New notifications' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Read notifications' })).toBeVisible();
  await expect(items).toHaveCount(30);
  await expect(
    drawer.getByRole('region', { name: 'New notifications' }).getByRole('listitem'),
  ).toHaveCount(12);
  await expect(drawer.getByRole('button', { name: /Morning HIIT is live now/ })).toBeVisible();

  await scrollListToBottom(page);
  await expect(items).toHaveCount(60);
  await scrollListToBottom(page);
  await expect(items).toHaveCount(75);
  await scrollListToBottom(page);
  await expect.poll(() => starts.filter((start) => start === 75).length).toBe(1);
  // The empty page set the end flag: no further requests (checked after the close below, which
  // the server hears after any list request this scroll could have sent).
  await scrollListToBottom(page);

  // Clicking outside closes it and tells the server.
  // Sign-in lands on the pinned programme: click its heading.
  await page.getByRole('heading', { name: 'New Beginnings' }).click();
  await expect(drawer).toBeHidden();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window.__mock?.db() as { notificationCloses: Record<string, number> })
            .notificationCloses['102'],
      ),
    )
    .toBe(1);
  expect(starts.filter((start) => start > 0)).toEqual([30, 60, 75]);
  expect(starts[0]).toBe(0);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Reopened: page 1 again, nothing new.
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(drawer.getByText("You're all caught up.")).toBeVisible();
  await drawer.getByRole('button', { name: 'Clear' }).click();
  await expect(drawer.getByText('There are no notifications')).toBeVisible();
  await expect(drawer.getByText(/communities you follow and about new resources/)).toBeVisible();
});

test('notification clicks route by type and screen, with their popups', async ({
  page,
  context,
}) => {
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  await page.goto('/home');
  const open = async (title: RegExp) => {
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: title })
      .click();
  };
  const expectAlert = async (message: string) => {
    const alert = page.getByRole('dialog', { name: 'Alert' });
    await expect(alert).toContainText(message);
    await alert.getByRole('button', { name: 'OK' }).click();
  };

  await open(/Coaches-only programme/);
  await expectAlert("You don't have access this folder.");
  await open(/Join the mums group chat/);
  await expectAlert("You don't have access this community group chat.");
  await open(/Evening yoga flow starts soon/);
  await expectAlert('Zoom Meeting information is not available');

  // Session 77 has Zoom details: the join link opens in a new tab and the join is recorded with status 1.
  await context.route('https://zoom.us/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Zoom</title>' }),
  );
  const newTab = context.waitForEvent('page');
  await open(/Morning HIIT is live now/);
  const zoomTab = await newTab;
  await zoomTab.waitForLoadState();
  expect(zoomTab.url()).toBe('https://zoom.us/j/7700000077');
  await zoomTab.close();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window.__mock?.db() as { liveJoins: { session_id: string; status: number }[] })
            .liveJoins,
      ),
    )
    .toEqual([expect.objectContaining({ session_id: '77', status: 1 })]);

  // The target screens belong to other areas (and may redirect when not built yet), so the
  // navigation itself is what is checked.
  const opensRoute = async (title: RegExp, route: RegExp) => {
    await page.goto('/home');
    const navigated = page.waitForURL(route);
    await open(title);
    await navigated;
  };
  await opensRoute(/Read the new magazine issue/, /\/magazine\/food\/summer\/summer-recipes$/);
  await opensRoute(/Aisha Khan commented on Sam Green's post/, /\/home\/community\/1\/9003$/);
  await expect(page.getByText(/Summer Shred starts Monday!/)).toBeVisible();
  await opensRoute(/New message from Rachel/, /\/home\/messenger\?rec=110$/);
  await opensRoute(/Try a new recipe/, /\/home\/recipes\/2001$/);
});

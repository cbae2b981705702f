import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from '../support';
import { CONTROL_TOKEN_HEADER, readControlToken } from '../../mocks/server/controlToken';

/**
 * The real-network mode: the build of `npm run build:realnet` (no mock in the page) on its own
 * origin, talking over real HTTP (CORS) and a real socket.io connection to `npm run api`.
 * The server's control port stands in for the mock's window.__mock where a journey needs it.
 */
const API = 'http://127.0.0.1:4010';
const CONTROL = 'http://127.0.0.1:4011';

async function control<T = unknown>(request: APIRequestContext, action: string): Promise<T> {
  const response = await request.post(`${CONTROL}/${action}`, {
    headers: { [CONTROL_TOKEN_HEADER]: readControlToken() },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

interface ServerData {
  chatMessages: { msg: string }[];
  plannerEntries: { title: string }[];
  payments: unknown[];
  notificationCloses: Record<string, number>;
}

async function quiet(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('onboarding_tour_done', '1'));
  await page
    .context()
    .addCookies([
      { name: 'cookie_consent_user_accepted', value: 'false', url: 'http://127.0.0.1' },
    ]);
}

test.beforeEach(async ({ page, request }) => {
  await control(request, 'start');
  await control(request, 'reset');
  await quiet(page);
});

test('a member signs in and out over the network, with nothing in the page intercepting requests', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API}/api/`)) apiCalls.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await logIn(page, 'premium@example.com');
  // premium@example.com lands on the programme pinned as its start page.
  await expect(page).toHaveURL(/\/home\/folder\/1059$/);
  await expect(page.getByRole('heading', { name: 'New Beginnings' })).toBeVisible();
  expect(apiCalls).toContain('/api/auth/login');
  expect(
    await page.evaluate(() => ({
      mock: 'mock' in window && window.__mock !== undefined,
      worker: Boolean(navigator.serviceWorker?.controller),
    })),
  ).toEqual({
    mock: false,
    worker: false,
  });
  await page.getByLabel('Account menu').click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(apiCalls).toContain('/api/auth/logout');
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test("the server's 401 sends the member to /login and back after logging in", async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await logIn(page, 'premium@example.com');
  await page.goto('/home?from=expired');
  await expect(page.getByRole('heading', { name: 'Hello, Priya' })).toBeVisible();
  await control(request, 'expire-sessions');
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBeNull();
  await logIn(page, 'premium@example.com');
  await expect(page).toHaveURL(/\/home\?from=expired$/);
});

test('the paywall says card payment is not configured, and no payment is sent (no gateway key in this build)', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await logIn(page, 'free@example.com');
  await page.goto(`/home/profile/upgrade-downgrade?goBack=${encodeURIComponent('/home')}`);
  await expect(page.getByRole('heading', { name: 'Upgrade/Downgrade' })).toBeVisible();
  await page.getByRole('radio', { name: /^Annual/ }).check();
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Card details' });
  await expect(cardDialog.getByRole('alert')).toHaveText('Card payment is not configured.');
  await expect(cardDialog.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  expect((await control<ServerData>(request, 'db')).payments).toHaveLength(0);
});

test('a message sent while the server is down waits, and is delivered once when it is back', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await logIn(page, 'premium@example.com');
  await page.goto(`/home/message?${Buffer.from('101').toString('base64')}`);
  await expect(page.getByRole('heading', { name: 'Fiona Free' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Bring water, it is a tough one' }),
  ).toBeVisible();

  await control(request, 'stop');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  const text = `Sent while the server was down ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByRole('listitem').filter({ hasText: text });
  await expect(sent.getByText('Sending…')).toBeVisible();

  await control(request, 'start');
  await expect(sent.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeHidden();
  const stored = (await control<ServerData>(request, 'db')).chatMessages.filter(
    (message) => message.msg === text,
  );
  expect(stored).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
});

test('the notification drawer lists, closes on an outside click and clears over the network', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await logIn(page, 'premium@example.com');
  await page.goto('/home');
  const bell = page.getByRole('button', { name: 'Notifications, 9+ unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByRole('heading', { name: 'New notifications' })).toBeVisible();
  await expect(drawer.getByRole('listitem')).toHaveCount(30);
  await expect(drawer.getByRole('button', { name: /Morning HIIT is live now/ })).toBeVisible();

  await page.getByRole('heading', { name: 'Hello, Priya' }).click();
  await expect(drawer).toBeHidden();
  await expect
    .poll(async () => (await control<ServerData>(request, 'db')).notificationCloses['102'])
    .toBe(1);
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(drawer.getByText("You're all caught up.")).toBeVisible();
  await drawer.getByRole('button', { name: 'Clear' }).click();
  await expect(drawer.getByText('There are no notifications')).toBeVisible();
});

test('the planner searches foods on the food socket host and logs banana over the network', async ({
  page,
  request,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto('/login');
  await logIn(page, 'premium@example.com');
  await page.goto('/home/dailyplanner');
  await expect(page.getByRole('region', { name: 'Breakfast' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to snacks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to snacks' });
  await dialog.getByLabel('Search foods').pressSequentially('banana');
  const result = dialog
    .getByRole('list', { name: 'Foods found' })
    .getByRole('button', { name: /Banana, medium \(118 g\)\s*105 kcal/ });
  await result.click();
  await dialog.getByRole('button', { name: 'Add to snacks' }).click();
  await expect(
    page.getByRole('region', { name: 'Snacks' }).getByText('Banana, medium (118 g)'),
  ).toBeVisible();
  // Over the real socket.io server (the food host is its /food namespace, which socket.io may
  // carry on the main channel's connection).
  expect(sockets.some((url) => url.startsWith('ws://127.0.0.1:4010/socket.io/'))).toBe(true);
  await expect
    .poll(
      async () =>
        (await control<ServerData>(request, 'db')).plannerEntries.filter(
          (entry) => entry.title === 'Banana, medium (118 g)',
        ).length,
    )
    .toBe(1);
});

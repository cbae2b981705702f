import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { PREMIUM, base64, chatRows, logInTo, messageBox, received } from './chat-support';
import { logIn } from './support';

/** How many times the mock server stored a message with this text. */
function storedCopies(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (message) =>
      ((window.__mock?.db() as { chatMessages: { msg: string }[] }).chatMessages ?? []).filter(
        (item) => item.msg === message,
      ).length,
    text,
  );
}

/** The conversation with Fiona Free (chat 101), once its seeded messages are on screen. */
async function openFionasChat(page: Page): Promise<void> {
  await page.goto(`/home/message?${base64('101')}`);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Bring water, it is a tough one' }),
  ).toBeVisible();
}

test('when the session ends under an open chat, the member is told and offered to sign in again; what they sent goes once after', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  // The header loads the notifications once the page is idle: a REST call refused for the ended
  // session would sign the member out on its own. This journey is about the chat alone.
  const notificationsLoaded = page.waitForResponse((response) =>
    response.url().includes('/mock-api/notification/list'),
  );
  await openFionasChat(page);
  await notificationsLoaded;
  // The server forgets the session: the channel's next authorise is refused.
  await page.evaluate(() => {
    const data = window.__mock?.db() as { sessions: Record<string, number> };
    for (const token of Object.keys(data.sessions)) delete data.sessions[token];
    window.__mock?.dropRealtime();
  });
  const ended = page.getByRole('alert').filter({ hasText: 'Your session has ended.' });
  await expect(ended).toBeVisible();
  const text = `Sent after the session ended ${Date.now()}`;
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(
    page.getByRole('listitem').filter({ hasText: text }).getByText('Sending…'),
  ).toBeVisible();
  expect(await storedCopies(page, text)).toBe(0);

  await ended.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, PREMIUM);
  await expect(page).toHaveURL(new RegExp(`/home/message\\?${base64('101')}$`));
  const sent = page.getByRole('listitem').filter({ hasText: text });
  await expect(sent).toHaveCount(1);
  await expect(sent.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => storedCopies(page, text)).toBe(1);
});

test('a message typed while offline waits as pending and is delivered once after reconnecting', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  await openFionasChat(page);
  await expect(page.getByRole('heading', { name: 'Fiona Free' })).toBeVisible();

  await page.evaluate(() => window.__mock?.goOffline());
  const text = `Sent while offline ${Date.now()}`;
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const pending = page.getByRole('listitem').filter({ hasText: text });
  await expect(pending).toBeVisible();
  await expect(pending.getByText('Sending…')).toBeVisible();
  // The connection banner shows once the drop has lasted (1.5 s): the message is still waiting.
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(pending.getByText('Sending…')).toBeVisible();
  expect(
    (await received(page, 'sendMessage')).filter((request) => request.data.msg === text),
  ).toHaveLength(0);

  // Back online: delivered exactly once and confirmed.
  await page.evaluate(() => window.__mock?.goOnline());
  await expect(pending.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  expect(
    (await received(page, 'sendMessage')).filter((request) => request.data.msg === text),
  ).toHaveLength(1);
  expect(await storedCopies(page, text)).toBe(1);

  // Reloading shows it once, from the server.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await expect(
    page.getByRole('listitem').filter({ hasText: text }).getByText('Sending…'),
  ).toHaveCount(0);
});

test('a message sent while the browser itself is offline waits as pending and goes once the network is back', async ({
  page,
  context,
}) => {
  await logInTo(page, PREMIUM);
  await openFionasChat(page);

  // The member's network goes (airplane mode): the server is out of reach, nothing says "Sent".
  await context.setOffline(true);
  const text = `Sent in airplane mode ${Date.now()}`;
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  const pending = page.getByRole('listitem').filter({ hasText: text });
  await expect(pending.getByText('Sending…')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(pending.getByText('Sending…')).toBeVisible();
  expect(await storedCopies(page, text)).toBe(0);

  await context.setOffline(false);
  await expect(pending.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  expect(await storedCopies(page, text)).toBe(1);
});

test('the network dropping while the shell still loads a background piece leaves the chat on screen, and it works once back', async ({
  page,
  context,
}) => {
  await logInTo(page, PREMIUM);
  // The basket sync's code (loaded beside the page) is held until the chat is on screen; then
  // the connection drops and that load fails.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let dropped = false;
  // context.route: the mock service worker fetches the app's code once it runs.
  await context.route(/\/assets\/BasketSync-[^/]*\.js$/, async (route) => {
    if (dropped) return route.continue();
    await held;
    dropped = true;
    await route.abort('internetdisconnected');
  });
  await openFionasChat(page);
  await context.setOffline(true);
  release();
  await expect.poll(() => dropped).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.getByText('Sorry, this page could not be shown')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Fiona Free' })).toBeVisible();

  // Back online: the piece loads and the chat goes on working.
  await context.setOffline(false);
  const text = `After the drop ${Date.now()}`;
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  const sent = page.getByRole('listitem').filter({ hasText: text });
  await expect(sent).toHaveCount(1);
  await expect(sent.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('Sorry, this page could not be shown')).toHaveCount(0);
  expect(await storedCopies(page, text)).toBe(1);
});

test('a message waiting to be sent survives a reload (kept in local storage) and is delivered once; so does one still being typed', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  await openFionasChat(page);
  await page.evaluate(() => window.__mock?.goOffline());
  const text = `Typed before a reload ${Date.now()}`;
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(
    page.getByRole('listitem').filter({ hasText: text }).getByText('Sending…'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('realtime_outbox:102') ?? '')).toContain(
    text,
  );
  await messageBox(page).fill('Still writing this one');

  // The page comes back (with the connection): what waited is sent, once, and shown once, and
  // the message being typed is in the box again.
  await page.reload();
  await expect(messageBox(page)).toHaveValue('Still writing this one');
  const sent = page.getByRole('listitem').filter({ hasText: text });
  await expect(sent).toHaveCount(1);
  await expect(sent.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('realtime_outbox:102') ?? ''))
    .not.toContain(text);
  expect(await storedCopies(page, text)).toBe(1);
});

test('a message sent just before the connection drops is not stored twice when it is re-sent', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  await page.goto(`/home/message?${base64('101')}`);
  await expect(page.getByRole('heading', { name: 'Fiona Free' })).toBeVisible();
  await expect(messageBox(page)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Bring water' })).toBeVisible();
  const text = `Racing the drop ${Date.now()}`;
  // Send, then drop the connection at once: the reply may be lost, so the outbox re-sends it.
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await page.evaluate(() => window.__mock?.dropRealtime());
  const sent = page.getByRole('listitem').filter({ hasText: text });
  await expect(sent).toHaveCount(1);
  await expect(sent.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  expect(await storedCopies(page, text)).toBe(1);
});

test('a chat list left on its timeout message reloads by itself when the connection returns', async ({
  page,
}) => {
  // The page's clock is the test's: the 15 s the list waits for an answer pass at once.
  await page.clock.install();
  await logInTo(page, PREMIUM);
  await page.goto('/home/chatlist');
  await expect(chatRows(page).first()).toBeVisible();

  // Offline, the next tab's chats are asked for and the server never answers.
  await page.evaluate(() => window.__mock?.goOffline());
  await page.getByRole('tab', { name: /^Messages/ }).click();
  await expect(page.getByText('The server did not answer in time.')).toHaveCount(0);
  await page.clock.fastForward(15_000);
  await expect(page.getByText('The server did not answer in time.')).toBeVisible();

  // Back online: no retry click, the list comes back.
  await page.evaluate(() => window.__mock?.goOnline());
  await expect(page.getByText('The server did not answer in time.')).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(chatRows(page).first()).toBeVisible();
});

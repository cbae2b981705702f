import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe-support';
import { memberLogIn } from './plans-support';
import { mockReady } from './support';

/** Issue 16, live classes and events: the calendar, joining, reminders, event 801 and live now. */

interface LiveDb {
  liveSessions: { session_id: number; start_at: string }[];
  liveJoins: { session_id: string; status: number; user_id: number }[];
  liveReminderCalls: { session_id: string; status: number }[];
  eventAttendances: { event_id: number; user_id: number }[];
}
const liveDb = (page: Page) => page.evaluate(() => window.__mock?.db() as LiveDb);

/** The day (YYYY-MM-DD, the browser's time zone) a seeded session starts on. */
async function dayOf(page: Page, sessionId: number): Promise<string> {
  const { liveSessions } = await liveDb(page);
  const start = liveSessions.find((session) => session.session_id === sessionId)?.start_at;
  if (!start) throw new Error(`session ${sessionId} is not seeded`);
  return page.evaluate((iso) => new Date(iso).toLocaleDateString('en-CA'), start);
}

test.use({ timezoneId: 'Europe/London' });

test.beforeEach(async ({ page }) => {
  await memberLogIn(page, 'premium@example.com');
  // The journeys read the seeded sessions from the page's mock (dayOf).
  await page.goto('/home/livecalendar');
  await mockReady(page);
});

test('sessions 77 to 79 are on the calendar on their days, booked ones marked; the keyboard opens a day', async ({
  page,
}) => {
  for (const [id, title, booked, kind] of [
    [77, 'Morning HIIT', true, 'Live class'],
    [78, 'Evening yoga flow', true, 'Live class'],
    [79, 'Nutrition Q&A', false, 'Information session'],
  ] as const) {
    const day = await dayOf(page, id);
    await page.goto(`/home/livecalendar?month=${day.slice(0, 7)}`);
    const cell = page.locator(`[role="gridcell"][data-date="${day}"]`);
    await expect(cell).toContainText(title);
    await expect(cell).toHaveAccessibleName(
      new RegExp(booked ? `${title}\\s*, booked$` : `${title}$`),
    );
    const agendaDay = page.getByRole('region', { name: /\d{4}$/ }).filter({ hasText: title });
    const line = agendaDay.getByRole('listitem').filter({ hasText: title });
    await expect(line).toContainText(kind);
    if (booked) await expect(line).toContainText('Booked');
    else await expect(line).not.toContainText('Booked');
  }

  const day = await dayOf(page, 77);
  // The keyboard walk starts mid-month, where every arrow has a day to go to in the grid.
  const middle = `${day.slice(0, 7)}-15`;
  await page.goto(`/home/livecalendar?month=${day.slice(0, 7)}`);
  await page.locator(`[role="gridcell"][data-date="${middle}"]`).focus();
  await page.keyboard.press('ArrowRight');
  const next = await page.evaluate(() => document.activeElement?.getAttribute('data-date'));
  expect(next).not.toBe(middle);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/home/livecalendar/${middle}$`));
  await page.goto(`/home/livecalendar/${day}`);
  await expect(page.getByRole('link', { name: 'Morning HIIT' })).toBeVisible();
  await expect(page.getByText('7:00 AM')).toBeVisible();
});

test('joining session 77 opens its Zoom link and the server records the join with status 1', async ({
  page,
  context,
}) => {
  await context.route('https://zoom.us/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Zoom</title>' }),
  );
  const day = await dayOf(page, 77);
  await page.goto(`/home/livecalendar/${day}`);
  await page.getByRole('link', { name: 'Morning HIIT' }).click();
  await expect(page).toHaveURL(/\/home\/rwlpros\/event-info\/77$/);
  await expect(page.getByRole('heading', { name: 'Morning HIIT', level: 1 })).toBeVisible();
  await expect(page.getByText('Rachel Adams')).toBeVisible();
  await expect(page.getByText(/7:00 AM to 7:45 AM/)).toBeVisible();
  await expect(page.getByText('(your time zone: Europe/London)')).toBeVisible();

  const newTab = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Join now: Morning HIIT' }).click();
  const zoom = await newTab;
  await zoom.waitForLoadState();
  expect(zoom.url()).toBe('https://zoom.us/j/7700000077');
  expect(await zoom.evaluate(() => window.opener)).toBeNull();
  await zoom.close();
  await expect
    .poll(async () => (await liveDb(page)).liveJoins)
    .toEqual([expect.objectContaining({ session_id: '77', status: 1, user_id: 102 })]);

  await page.getByRole('link', { name: 'Zoom details' }).click();
  await expect(page.getByRole('heading', { name: 'Zoom meeting: Morning HIIT' })).toBeVisible();
  await expect(page.getByText('7700000077')).toBeVisible();
});

test("session 78 has no Zoom details: 'Zoom Meeting information is not available', and no join recorded", async ({
  page,
}) => {
  await page.goto('/home/rwlpros/event-info/78');
  await page.getByRole('button', { name: 'Join now: Evening yoga flow' }).click();
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('Zoom Meeting information is not available');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  expect((await liveDb(page)).liveJoins).toEqual([]);
});

test('the reminder toggle reaches the server, shows its confirmation and survives a reload', async ({
  page,
}) => {
  await page.goto('/home/rwlpros/event-info/79');
  const reminder = page.getByRole('button', { name: 'Remind me' });
  await expect(reminder).toHaveAttribute('aria-pressed', 'false');
  await reminder.click();
  await expect(page.getByText('We will remind you before Nutrition Q&A starts.')).toBeVisible();
  await expect(reminder).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remind me' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Remind me' }).click();
  await expect(page.getByText('Reminder for Nutrition Q&A turned off.')).toBeVisible();
  expect((await liveDb(page)).liveReminderCalls).toEqual([
    expect.objectContaining({ session_id: '79', status: 1 }),
    expect.objectContaining({ session_id: '79', status: 0 }),
  ]);
});

test('event 801: a comment is checked, posted and shown as text; I attended waits for an event to start, then reaches the server', async ({
  page,
}) => {
  await page.goto('/home/livecalendar/event/801');
  await expect(
    page.getByRole('heading', { name: 'Summer Shred kick-off', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Plan walk-through')).toBeVisible();
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please write a comment.');

  const field = page.getByLabel('Add a comment');
  await expect(field).toHaveAttribute('maxlength', '500');
  await field.fill('<img src=x onerror=alert(1)> Count me in');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('<img src=x onerror=alert(1)> Count me in')).toBeVisible();
  await expect(field).toHaveValue('');

  // 801 starts in four days; 802, the members' live Q&A, started ten minutes ago.
  await expect(
    page.getByText('You can tell us you attended once the event has started.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'I attended' })).toHaveCount(0);
  await page.goto('/home/livecalendar/event/802');
  await page.getByRole('button', { name: 'I attended' }).click();
  await expect(page.getByText('You attended this event')).toBeVisible();
  await expect(page.getByText('1 member attended')).toBeVisible();
  expect((await liveDb(page)).eventAttendances).toEqual([
    expect.objectContaining({ event_id: 802, user_id: 102 }),
  ]);
  await page.reload();
  await expect(page.getByText('You attended this event')).toBeVisible();
  await page.goto('/home/livecalendar/event/801');
  await expect(page.getByText('<img src=x onerror=alert(1)> Count me in')).toBeVisible();
});

test('/home/liveonrwl lists what is live now, with join buttons', async ({ page, context }) => {
  await context.route('https://zoom.us/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Zoom</title>' }),
  );
  await page.goto('/home/liveonrwl');
  await expect(page.getByRole('heading', { name: 'Live now on RWL' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lunchtime mobility' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Members’ live Q&A' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Morning HIIT' })).toHaveCount(0);
  const newTab = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Join now: Lunchtime mobility' }).click();
  const zoom = await newTab;
  expect(zoom.url()).toBe('https://zoom.us/j/8000000080');
  await expect
    .poll(async () => (await liveDb(page)).liveJoins)
    .toEqual([expect.objectContaining({ session_id: '80', status: 1 })]);
});

test('on a phone the calendar fits the screen and keeps its list of the month', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  const day = await dayOf(page, 77);
  await page.goto(`/home/livecalendar?month=${day.slice(0, 7)}`);
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Morning HIIT' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

// Each screen checked by axe on its own, at both widths (the live area's phone walk is the 390 px
// set): five screens in one journey took longer than a journey's time on a busy machine.
const AXE_SCREENS: [string, (day: string) => string, RegExp][] = [
  [
    'the calendar',
    (day) => `/home/livecalendar?month=${day.slice(0, 7)}`,
    /Live classes and events/,
  ],
  ['a day', (day) => `/home/livecalendar/${day}`, /\d{4}$/],
  ['a session', () => '/home/rwlpros/event-info/77', /Morning HIIT/],
  ['an event', () => '/home/livecalendar/event/801', /Summer Shred kick-off/],
  ['live now', () => '/home/liveonrwl', /Live now on RWL/],
];

for (const width of [1280, 390]) {
  for (const [screen, pathOf, heading] of AXE_SCREENS) {
    test(`${screen} has no serious accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const path = pathOf(await dayOf(page, 77));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page, path)).toEqual([]);
    });
  }
}

test('live-session notifications land on the live screens: an info session on its page, live_event on the session', async ({
  page,
}) => {
  await page.goto('/home/liveonrwl');
  await expect(page.getByRole('heading', { name: 'Live now on RWL' })).toBeVisible();
  // The server has a new notification for the member about session 79 (type info), as the
  // notification service would add it; the drawer asks the server when it opens.
  await page.evaluate(() => {
    const data = window.__mock?.db() as {
      notifications: Record<string, unknown>[];
      nextNotificationId: number;
    };
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const base = {
      user_id: 102,
      post_community_id: '',
      media: '',
      url: '',
      updated_date: now,
      user_image: '',
      first_name: '',
      last_name: '',
      is_staff: 0,
      magazine_id: '',
      is_read: 0,
    };
    data.notifications.push({
      ...base,
      notification_id: 9901,
      title: 'Nutrition Q&A on Sunday',
      sub_title: 'Bring your questions',
      type: 'live_session',
      type_id: '79',
      screen: '',
      screen_id: '',
    });
  });
  const open = async (title: string) => {
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: new RegExp(title) })
      .click();
  };
  await open('Nutrition Q&A on Sunday');
  await expect(page).toHaveURL(/\/home\/rwlpros\/event-info\/79$/);
  await expect(page.getByRole('heading', { name: 'Nutrition Q&A', level: 1 })).toBeVisible();
  await expect(page.getByText('Information session', { exact: true })).toBeVisible();

  // The seed's "Live class reminder" (screen live_event, id 77) opens session 77.
  await open('Live class reminder #62');
  await expect(page).toHaveURL(/\/home\/rwlpros\/event-info\/77$/);
  await expect(page.getByRole('heading', { name: 'Morning HIIT', level: 1 })).toBeVisible();
});

import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support';
import { quietShell } from './shell-support';

async function emit(page: Page, event: string, data: unknown) {
  // Pushed only once the channel is authorised and the app has asked for its counts: the
  // server's answer to that request (the real count) must not land after the pushed event.
  await page.waitForFunction(
    () =>
      (window.__mock?.realtimeConnections() ?? 0) > 0 &&
      (window.__mock?.realtimeReceived() ?? []).some(
        (request) => (request as { en?: string }).en === 'unreadNotification',
      ),
  );
  await page.evaluate(([name, payload]) => window.__mock?.emit(name as string, payload), [
    event,
    data,
  ] as const);
}

const session78 = {
  session_id: 78,
  title: 'Morning HIIT',
  sub_title: 'Live now',
  image: '',
  class_purchase: 1,
  class_booked: 2,
  join_url: '',
  zoom_id: '',
  zoom_pass: '',
  join_with_platform: '',
  screen_name: 'live_event',
  heading: 'Live class',
};

test('quiz popup: Multiple then single choice, congratulations, queued quizzes, held toasts', async ({
  page,
}) => {
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  await page.goto('/home');
  await emit(page, 'newQuiz', { quiz_id: 1 });
  await emit(page, 'getQuiz', { quiz_id: 2 });

  const quiz = page.getByRole('dialog', { name: 'Quiz' });
  await expect(quiz.getByRole('group', { name: 'What would you like to focus on?' })).toBeVisible();
  // While a quiz shows, the live toast waits.
  await emit(page, 'sessionStarted', { ...session78, title: 'Held class' });
  await quiz.getByRole('button', { name: 'Submit' }).click();
  await expect(quiz.getByRole('alert')).toHaveText('Please select at least one option.');
  await quiz.getByRole('checkbox', { name: 'Losing weight' }).check();
  await quiz.getByRole('checkbox', { name: 'Getting stronger' }).check();
  await quiz.getByRole('button', { name: 'Submit' }).click();

  await expect(
    quiz.getByRole('group', { name: 'How many days a week can you train?' }),
  ).toBeVisible();
  await quiz.getByRole('radio', { name: '2 to 3 days' }).check();
  await quiz.getByRole('radio', { name: '4 or more days' }).check();
  await expect(quiz.getByRole('radio', { name: '2 to 3 days' })).not.toBeChecked();
  await expect(page.getByRole('status', { name: /Held class/ })).toHaveCount(0);
  await quiz.getByRole('button', { name: 'Submit' }).click();

  const congratulations = page.getByRole('dialog', { name: 'Congratulations' });
  await expect(congratulations).toContainText('We have picked New Beginnings for you');
  const toFolder = page.waitForURL(/\/home\/folder\/1059$/);
  await congratulations.getByRole('button', { name: 'Start New Beginnings' }).click();
  await toFolder;

  // The queued quiz 2 comes next; after it the held live toast shows.
  await expect(page.getByRole('group', { name: 'How did you sleep last night?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Well' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Congratulations' })
    .getByRole('button', { name: 'Open mindset' })
    .click();
  await expect(page.getByRole('status', { name: /Held class/ })).toBeVisible();
  const answers = await page.evaluate(() =>
    window.__mock?.events().filter((event) => (event as { name: string }).name === 'quiz_answer'),
  );
  expect(answers).toHaveLength(2);
});

test('live-session toast: labels by class_booked, join rules, auto-dismiss after 5 s', async ({
  page,
  context,
}) => {
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  // The page's clock is the test's: the toasts' 5 s pass at once at the end.
  await page.clock.install();
  await page.goto('/home');
  await emit(page, 'sessionStarted', session78);
  const toast = page.getByRole('status', { name: 'Live class: Morning HIIT' });
  await expect(toast).toContainText('Join now >>');
  await toast.getByRole('button', { name: /Morning HIIT/ }).click();
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('Zoom Meeting information is not available');
  await alert.getByRole('button', { name: 'OK' }).click();

  await emit(page, 'sessionStarted', {
    ...session78,
    session_id: 77,
    title: 'Booked class',
    class_booked: 1,
  });
  await expect(page.getByRole('status', { name: /Booked class/ })).not.toContainText('>>');
  await emit(page, 'sessionStarted', {
    ...session78,
    session_id: 77,
    title: 'Open class',
    class_booked: 0,
    class_purchase: 0,
  });
  const bookable = page.getByRole('status', { name: /Open class/ });
  await expect(bookable).toContainText('Book now >>');
  const toSession = page.waitForURL(/\/home\/rwlpros\/event-info\/77$/);
  await bookable.getByRole('button', { name: /Open class/ }).click();
  await toSession;

  // Purchased with Zoom details: the join link opens and the join is recorded with status 1.
  await context.route('https://zoom.us/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Zoom</title>' }),
  );
  await emit(page, 'sessionStarted', {
    ...session78,
    session_id: 77,
    title: 'Zoom class',
    join_url: 'https://zoom.us/j/7700000077',
    zoom_id: '7700000077',
  });
  const newTab = context.waitForEvent('page');
  await page
    .getByRole('status', { name: /Zoom class/ })
    .getByRole('button', { name: /Zoom class/ })
    .click();
  await (await newTab).close();
  await expect
    .poll(() => page.evaluate(() => (window.__mock?.db() as { liveJoins: unknown[] }).liveJoins))
    .toEqual([expect.objectContaining({ session_id: '77', status: 1 })]);

  await page.clock.fastForward(5_000);
  await expect(page.getByRole('status', { name: /Booked class/ })).toBeHidden();
});

test('unread count, notification toast (nTy 2) and message modal (nTy 3) with their CTA buttons', async ({
  page,
}) => {
  await quietShell(page);
  await signIn(page, 'nochats@example.com');
  await page.goto('/home');
  // No notifications: the drawer's empty state; the unread count follows the realtime event.
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText('There are no notifications'),
  ).toBeVisible();
  // Closing the drawer is recorded on the server, which clears the count: wait for that first.
  const closeRecorded = page.waitForResponse((response) =>
    response.url().endsWith('/notification/close'),
  );
  await page.keyboard.press('Escape');
  await closeRecorded;
  await emit(page, 'unreadNotification', { count: 14 });
  await expect(page.getByRole('button', { name: 'Notifications, 9+ unread' })).toBeVisible();
  await emit(page, 'unreadNotification', { count: 3 });
  await expect(page.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();

  await emit(page, 'notification', {
    nTy: 2,
    msg: {
      msg: 'Your coach replied to your check-in',
      is_ctabtn: 1,
      buttonText: 'See recipe',
      buttonType: 'recipe',
      buttonId: '2001',
    },
    senderData: {
      first_name: 'Rachel',
      last_name: 'Coach',
      image: '/images/missing.png',
      is_staff: 1,
    },
  });
  const toast = page.getByRole('status').filter({ hasText: 'Your coach replied to your check-in' });
  await expect(toast).toContainText('Rachel Coach');
  await expect(toast.getByRole('img', { name: 'Rachel Coach' })).toBeVisible();
  const toRecipe = page.waitForURL(/\/home\/recipes\/2001$/);
  await toast.getByRole('button', { name: 'See recipe' }).click();
  await toRecipe;

  await page.goto('/home');
  await emit(page, 'notification', {
    nTy: 3,
    msg: {
      msg: 'Invite a friend and get a month free.',
      headerText: 'A gift for you',
      is_ctabtn: 1,
      buttonText: 'Invite friends',
      buttonType: 'inviteyourfriends',
      buttonId: '',
    },
    senderData: { first_name: 'RWL', last_name: 'Team', image: '', is_staff: 1 },
  });
  const modal = page.getByRole('dialog', { name: 'A gift for you' });
  await expect(modal).toContainText('Invite a friend and get a month free.');
  const toInvite = page.waitForURL(/\/home\/invite$/);
  await modal.getByRole('button', { name: 'Invite friends' }).click();
  await toInvite;
});

test('/home/quiz: no quiz waiting says so; ?quiz_id=2 opens that quiz in the popup', async ({
  page,
}) => {
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  await page.goto('/home/quiz');
  await expect(page.getByText('There is no quiz for you right now.')).toBeVisible();

  await page.goto('/home/quiz?quiz_id=2');
  await expect(page.getByRole('status').filter({ hasText: 'Your quiz is open.' })).toBeVisible();
  const quiz = page.getByRole('dialog', { name: 'Quiz' });
  await expect(quiz.getByRole('group', { name: 'How did you sleep last night?' })).toBeVisible();
  await quiz.getByRole('radio', { name: 'Well' }).check();
  await quiz.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Congratulations' })).toBeVisible();
});

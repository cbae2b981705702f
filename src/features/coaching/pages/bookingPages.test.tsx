import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppRouter } from '@/app/router';
import { openAfterLogIn } from '@/app/testing/openAfterLogIn';
import { store } from '@/app/store';
import { api } from '@/lib/api';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/db/store';
import { injectedFailures } from '../../../../mocks/failures';
import { bookingDate, bookingTimeZone } from '../booking';

const WAIT = { timeout: 8000 };
/** Each test logs in and opens several screens: room for a busy 2-core machine. */
const SLOW = 60_000;

type User = ReturnType<typeof userEvent.setup>;

/** The member logs in through the form and lands on the pinned programme. */
const logIn = (email = 'premium@example.com') =>
  openAfterLogIn(email, { landing: 'New Beginnings' });

/** What the booking calls sent, by path. */
function recordCalls() {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname.replace(/.*mock-api\//, '');
    if (!/fitpronew\/(basket|purchase_classes|free_purchase_classes)|AccessCheck/.test(path))
      return;
    sent.push({ path, body: (await request.clone().json()) as Record<string, unknown> });
  });
  return sent;
}

/** On Rachel Adams's page (901), a class plan and one of its dates put in the basket. */
async function addClassToBasket(
  user: User,
  router: ReturnType<typeof createAppRouter>,
  plan: string,
  classId: string,
) {
  await router.navigate('/home/rwlpros/901');
  const form = await screen.findByRole('form', { name: 'Book' }, WAIT);
  await user.selectOptions(within(form).getByLabelText('Class or session'), `class:${plan}`);
  const date = within(form).getByLabelText('Date');
  await waitFor(
    () =>
      expect(
        within(date)
          .getAllByRole('option')
          .map((option) => option.getAttribute('value')),
      ).toContain(classId),
    WAIT,
  );
  await user.selectOptions(date, classId);
  await user.click(within(form).getByRole('button', { name: 'Add to basket' }));
  await within(form).findByText('Added to your basket.', undefined, WAIT);
  return form;
}

const basketButton = (count?: number) =>
  screen.getByRole('link', {
    name: count ? `Basket, ${count} item${count === 1 ? '' : 's'}` : 'Basket',
  });

/** Pays with a card typed now: premium@example.com has a saved card, offered first. */
async function payByCard(user: User, number: string) {
  await user.click(await screen.findByRole('radio', { name: 'New card' }, WAIT));
  const form = await screen.findByRole('form', { name: 'Card details' }, WAIT);
  await waitFor(
    () => expect(within(form).getByRole('button', { name: 'Pay £20.00' })).toBeEnabled(),
    WAIT,
  );
  await user.type(within(form).getByLabelText('Card number'), number);
  await user.type(
    within(form).getByLabelText('Expiry date (MM/YY)'),
    `12/${String(new Date().getFullYear() + 2).slice(2)}`,
  );
  await user.type(within(form).getByLabelText('CVV'), '123');
  await user.click(within(form).getByRole('button', { name: 'Pay £20.00' }));
}

afterEach(() => {
  store.dispatch(api.util.resetApiState());
  server.events.removeAllListeners();
  db.reset();
});

describe('coaching booking', { timeout: SLOW }, () => {
  it("books a class plan's next class from its own Book button: the header counts it at once and the confirmation links to the basket", async () => {
    const sent = recordCalls();
    const { user, router } = await logIn();
    await router.navigate('/home/rwlpros/901');
    const classes = await screen.findByRole('region', { name: 'Classes' }, WAIT);
    const book = within(classes).getByRole('button', { name: 'Book 4 live HIIT classes' });
    await waitFor(() => expect(book).toBeEnabled(), WAIT);
    expect(basketButton()).toBeInTheDocument();
    await user.click(book);

    const confirmation = (
      await screen.findByText(/^4 live HIIT classes, .+, added to your basket\.$/, {}, WAIT)
    ).closest('[role="status"]') as HTMLElement;
    expect(basketButton(1)).toBeInTheDocument();
    expect(sent.filter((call) => call.path === 'fitpronew/basket').at(-1)?.body).toMatchObject({
      action: 'add',
      type: 'class',
      fitpro_id: '901',
      class_plan_id: '9101',
    });
    await user.click(within(confirmation).getByRole('link', { name: 'View basket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rwl-coaches/viewbasket'));
  });

  it("books a class plan's next class from its Book button on the professional's class plans page too", async () => {
    const { user, router } = await logIn();
    await router.navigate('/home/rwlpros/901/plans');
    await screen.findByRole('heading', { name: "Rachel Adams's class plans" }, WAIT);
    const book = await screen.findByRole('button', { name: 'Book 4 live HIIT classes' }, WAIT);
    await waitFor(() => expect(book).toBeEnabled(), WAIT);
    await user.click(book);
    const confirmation = (
      await screen.findByText(/^4 live HIIT classes, .+, added to your basket\.$/, {}, WAIT)
    ).closest('[role="status"]') as HTMLElement;
    expect(basketButton(1)).toBeInTheDocument();
    expect(within(confirmation).getByRole('link', { name: 'View basket' })).toHaveAttribute(
      'href',
      '/rwl-coaches/viewbasket',
    );
  });

  it("a session's Book button asks its date and time in a dialog, then puts it in the basket with a confirmation that links there", async () => {
    const sent = recordCalls();
    const { user, router } = await logIn();
    await router.navigate('/home/rwlpros/901');
    const sessions = await screen.findByRole('region', { name: 'One-to-one sessions' }, WAIT);
    await user.click(within(sessions).getByRole('button', { name: 'Book 30-min PT session' }));
    const dialog = screen.getByRole('dialog', { name: 'Book 30-min PT session' });
    expect(within(dialog).getByLabelText('Date')).toHaveFocus();

    // Nothing chosen yet: the dialog asks for the date and the time, never for the session again.
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    expect(within(dialog).getByText('Please choose a date.')).toBeVisible();
    expect(within(dialog).getByText('Please choose a time.')).toBeVisible();
    expect(screen.queryByText('Please choose a class or a session.')).toBeNull();
    expect(sent).toEqual([]);

    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await user.type(within(dialog).getByLabelText('Date'), day);
    const time = within(dialog).getByLabelText('Time (UK)');
    await waitFor(
      () => expect(within(time).getByRole('option', { name: '09:00' })).toBeInTheDocument(),
      WAIT,
    );
    await user.selectOptions(time, '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));

    const confirmation = (
      await screen.findByText(/^30-min PT session, .+, added to your basket\.$/, {}, WAIT)
    ).closest('[role="status"]') as HTMLElement;
    expect(screen.queryByRole('dialog', { name: 'Book 30-min PT session' })).toBeNull();
    expect(basketButton(1)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      path: 'fitpronew/basket',
      body: {
        action: 'add',
        type: 'session',
        fitpro_id: '901',
        session_id: '9201',
        date: day,
        time: '09:00',
      },
    });
    expect(screen.queryByText('Please choose a class or a session.')).toBeNull();
    await user.click(within(confirmation).getByRole('link', { name: 'View basket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rwl-coaches/viewbasket'));
    const lines = await screen.findByRole('list', { name: 'Bookings' }, WAIT);
    expect(within(lines).getByText('30-min PT session')).toBeVisible();
  });

  it('sends nothing without a class and a date or for a full class, then adds class plan 9101 to the basket the header counts', async () => {
    const { router, user } = await logIn();
    const sent = recordCalls();
    await router.navigate('/home/rwlpros/901');
    const form = await screen.findByRole('form', { name: 'Book' }, WAIT);
    await user.click(within(form).getByRole('button', { name: 'Add to basket' }));
    expect(within(form).getByText('Please choose a class or a session.')).toBeVisible();
    expect(within(form).getByLabelText('Class or session')).toHaveFocus();

    await user.selectOptions(within(form).getByLabelText('Class or session'), 'class:9101');
    await user.click(within(form).getByRole('button', { name: 'Add to basket' }));
    expect(within(form).getByText('Please choose a date.')).toBeVisible();

    // Class 9303 is full: the form says so and sends nothing.
    const date = within(form).getByLabelText('Date');
    await waitFor(
      () => expect(within(date).getAllByRole('option').length).toBeGreaterThan(2),
      WAIT,
    );
    const full = within(date).getByRole('option', { name: /, full$/ });
    await user.selectOptions(date, full);
    await user.click(within(form).getByRole('button', { name: 'Add to basket' }));
    expect(within(form).getByText('This class is full. Please choose another date.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.selectOptions(date, '9301');
    await user.click(within(form).getByRole('button', { name: 'Add to basket' }));
    await within(form).findByText('Added to your basket.', undefined, WAIT);
    expect(sent).toEqual([
      {
        path: 'fitpronew/basket',
        body: {
          action: 'add',
          type: 'class',
          fitpro_id: '901',
          class_plan_id: '9101',
          class_id: '9301',
        },
      },
    ]);
    expect(basketButton(1)).toHaveAttribute('href', '/rwl-coaches/viewbasket');
    expect(db.get().coachingBaskets['102']).toMatchObject([
      { type: 'class', item_id: 9101, class_id: 9301 },
    ]);
  });

  it('a one-to-one session needs a date and a time; then the basket lists it and removes it', async () => {
    const { router, user } = await logIn();
    const sent = recordCalls();
    await router.navigate('/home/rwlpros/901');
    const form = await screen.findByRole('form', { name: 'Book' }, WAIT);
    await user.selectOptions(within(form).getByLabelText('Class or session'), 'session:9201');
    await user.click(within(form).getByRole('button', { name: 'Add to basket' }));
    expect(within(form).getByText('Please choose a date.')).toBeVisible();
    expect(within(form).getByText('Please choose a time.')).toBeVisible();
    expect(sent).toEqual([]);

    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await user.type(within(form).getByLabelText('Date'), day);
    const time = within(form).getByLabelText('Time (UK)');
    await waitFor(
      () => expect(within(time).getByRole('option', { name: '09:00' })).toBeInTheDocument(),
      WAIT,
    );
    await user.selectOptions(time, '09:00');
    await user.click(within(form).getByRole('button', { name: 'Add to basket' }));
    await within(form).findByText('Added to your basket.', undefined, WAIT);
    expect(sent.at(-1)?.body).toEqual({
      action: 'add',
      type: 'session',
      fitpro_id: '901',
      session_id: '9201',
      date: day,
      time: '09:00',
    });

    await router.navigate('/rwl-coaches/viewbasket');
    const lines = await screen.findByRole('list', { name: 'Bookings' }, WAIT);
    expect(within(lines).getByText('30-min PT session')).toBeVisible();
    expect(screen.getByTestId('coaching-total')).toHaveTextContent('£35.00');
    expect(screen.getByLabelText('Include my RWL membership with these bookings')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove 30-min PT session' }));
    await screen.findByText('Your coaching basket is empty.', undefined, WAIT);
    expect(sent.at(-1)?.path).toBe('fitpronew/basket');
    expect(sent.at(-1)?.body).toMatchObject({ action: 'remove' });
    expect(basketButton()).toBeInTheDocument();
  });

  it('pays for the basket by card with only the token and membership inclusion, then thanks the member with the count back to 0', async () => {
    const { router, user } = await logIn();
    const sent = recordCalls();
    const form = await addClassToBasket(user, router, '9101', '9302');
    await user.click(within(form).getByRole('link', { name: 'View basket' }));

    await screen.findByRole('heading', { name: 'Your coaching basket' }, WAIT);
    expect(await screen.findByTestId('coaching-total', undefined, WAIT)).toHaveTextContent(
      '£20.00',
    );
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await payByCard(user, '4242424242424242');
    await screen.findByRole('heading', { name: 'Thank you for your booking' }, WAIT);
    expect(router.state.location.pathname).toBe('/rwl-coaches/thankyou');
    const purchase = sent.find((call) => call.path === 'fitpronew/purchase_classes');
    expect(purchase?.body).toMatchObject({ include_membership: 1, is_apple_pay: '2' });
    expect(JSON.stringify(purchase?.body)).not.toContain('4242424242424242');
    await waitFor(() => expect(basketButton()).toBeInTheDocument(), WAIT);
    expect(db.get().coachingBookings.at(-1)).toMatchObject({
      user_id: 102,
      item_id: 9101,
      class_id: 9302,
      price: 20,
      paid_with: 'card',
      include_membership: 1,
    });
    expect(screen.getByText(db.get().coachingBookings.at(-1)?.booking_ref ?? 'none')).toBeVisible();
  });

  it('offers the saved card first, as the upgrade does, and pays with it: no card typed, no token sent', async () => {
    const { router, user } = await logIn();
    const sent = recordCalls();
    await addClassToBasket(user, router, '9101', '9302');
    await router.navigate('/rwl-coaches/viewbasket');
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }, WAIT));

    const saved = await screen.findByRole('radio', { name: 'Saved card: Visa ending 4242' }, WAIT);
    expect(saved).toBeChecked();
    expect(screen.getByRole('radio', { name: 'New card' })).not.toBeChecked();
    expect(screen.queryByRole('form', { name: 'Card details' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay £20.00 with my saved card' }));

    await screen.findByRole('heading', { name: 'Thank you for your booking' }, WAIT);
    const purchase = sent.find((call) => call.path === 'fitpronew/purchase_classes');
    expect(purchase?.body).toMatchObject({ include_membership: 1, is_apple_pay: '2' });
    expect(purchase?.body).not.toHaveProperty('recurly_token');
    expect(db.get().coachingBookings.at(-1)).toMatchObject({
      user_id: 102,
      class_id: 9302,
      price: 20,
      paid_with: 'saved card',
    });
  });

  it('offers no saved card to a member without one: the card form is there at once', async () => {
    const { router, user } = await openAfterLogIn('free@example.com', { landing: 'Hello, Fiona' });
    await addClassToBasket(user, router, '9101', '9302');
    await router.navigate('/rwl-coaches/viewbasket');
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }, WAIT));
    expect(await screen.findByRole('form', { name: 'Card details' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Saved card/ })).not.toBeInTheDocument();
  });

  it('books the free taster class without payment', async () => {
    const { router, user } = await logIn();
    const sent = recordCalls();
    await addClassToBasket(user, router, '9103', '9311');
    await router.navigate('/rwl-coaches/viewbasket');
    await user.click(await screen.findByRole('button', { name: 'Book for free' }, WAIT));
    await screen.findByRole('heading', { name: 'Thank you for your booking' }, WAIT);
    expect(sent.map((call) => call.path)).toEqual([
      'fitpronew/basket',
      'fitpronew/free_purchase_classes',
    ]);
    expect(screen.queryByRole('form', { name: 'Card details' })).toBeNull();
    expect(db.get().coachingBookings.at(-1)).toMatchObject({ class_id: 9311, paid_with: 'free' });
  });

  it("thanks the member with a link to the professional's class calendar, not a promise of the live calendar", async () => {
    const { router, user } = await logIn();
    await addClassToBasket(user, router, '9103', '9311');
    await router.navigate('/rwl-coaches/viewbasket');
    await user.click(await screen.findByRole('button', { name: 'Book for free' }, WAIT));
    await screen.findByRole('heading', { name: 'Thank you for your booking' }, WAIT);
    expect(screen.queryByText(/on your live calendar/)).toBeNull();
    expect(screen.getByText('Your booked classes are marked on the class calendar.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: "Rachel Adams's class calendar" }));
    expect(
      await screen.findByRole('heading', { name: "Rachel Adams's class calendar" }, WAIT),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/home/rwlprosclasscalendar/901');
  });

  it('the class calendar offers no booking for a class that has started', async () => {
    const started = Date.now() - 3_600_000;
    db.update((data) => {
      const first = data.proClasses.find((entry) => entry.class_id === 9301);
      if (!first) return;
      first.start_at = new Date(started).toISOString();
      first.end_at = new Date(started + 45 * 60_000).toISOString();
    });
    const { router } = await logIn();
    const month = bookingDate(started, bookingTimeZone()).slice(0, 7);
    await router.navigate(`/home/rwlprosclasscalendar/901?month=${month}`);
    const closed = (await screen.findByText('Booking closed', undefined, WAIT)).closest('li');
    expect(closed).toHaveTextContent('4 live HIIT classes');
    expect(within(closed as HTMLElement).queryByRole('link')).toBeNull();
  });

  it("the class calendar shows the error when a month fails, not the month before's classes", async () => {
    const { router, user } = await logIn();
    // Months no other test opens, so neither is in the app's cache.
    await router.navigate('/home/rwlprosclasscalendar/901?month=2031-01');
    await screen.findByRole('grid', {}, WAIT);
    await screen.findByText('No classes this month.', undefined, WAIT);
    injectedFailures.add('session_list', 'The timetable is resting.');
    await user.click(screen.getByRole('button', { name: /Next month/ }));
    expect(await screen.findByText('The timetable is resting.', undefined, WAIT)).toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('a class in the basket that has started since cannot be paid for, and says so', async () => {
    const { router, user } = await logIn();
    const sent = recordCalls();
    await addClassToBasket(user, router, '9103', '9311');
    db.update((data) => {
      const line = data.coachingBaskets['102']?.at(-1);
      if (line) line.start_at = new Date(Date.now() - 3_600_000).toISOString();
    });
    await router.navigate('/rwl-coaches/viewbasket');
    expect(await screen.findByText('This date has passed.', undefined, WAIT)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Free taster HIIT class: this date has passed. Remove it from your basket to book the rest.',
    );
    expect(screen.queryByRole('button', { name: 'Book for free' })).toBeNull();
    expect(sent.map((call) => call.path)).toEqual(['fitpronew/basket']);
  });

  it('/check-class shows the message with its date and time filled in and stores the check-access flag', async () => {
    const { router } = await logIn('fitpro@example.com');
    const sent = recordCalls();
    await router.navigate('/check-class?id=9301');
    await screen.findByRole('heading', { name: 'Your class' }, WAIT);
    const message = await screen.findByText(
      /You are booked on 4 live HIIT classes with Rachel Adams on/,
      undefined,
      WAIT,
    );
    expect(message.textContent).not.toMatch(/\{\{/);
    expect(message.textContent).toMatch(/on \w+day \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} (AM|PM)\./);
    expect(sent).toEqual([
      { path: 'folders/AccessCheck', body: { fitpro_class_id: '9301', is_display: 1 } },
    ]);
    expect(window.localStorage.getItem('check_access')).toBe('1');
  });

  it('a declined card shows "Your card was declined." and the basket stays with the server', async () => {
    const { router, user } = await logIn();
    const sent = recordCalls();
    await addClassToBasket(user, router, '9101', '9301');
    await router.navigate('/rwl-coaches/viewbasket');
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }, WAIT));
    await payByCard(user, '4000000000000002');
    const alert = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(sent.filter((call) => call.path === 'fitpronew/purchase_classes')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/rwl-coaches/viewbasket');
    expect(db.get().coachingBaskets['102']).toHaveLength(1);
    expect(db.get().coachingBookings.filter((entry) => entry.user_id === 102)).toEqual([]);
    expect(basketButton(1)).toBeInTheDocument();
  });

  it("/check-session fills the booked session's date and time and asks the check with is_session", async () => {
    db.update((data) => {
      data.coachingBookings.push({
        booking_ref: 'CB-100009',
        user_id: 102,
        type: 'session',
        fitpro_id: 901,
        item_id: 9201,
        class_id: 0,
        start_at: '2030-03-05T09:00:00.000Z',
        price: 35,
        include_membership: 1,
        paid_with: 'card',
        at: '2030-03-01T09:00:00.000Z',
      });
    });
    const { router } = await logIn();
    const sent = recordCalls();
    await router.navigate('/check-session?id=9201');
    await screen.findByRole('heading', { name: 'Your one-to-one session' }, WAIT);
    const message = await screen.findByText(
      /^Your 30-min PT session with Rachel Adams is booked for/,
      undefined,
      WAIT,
    );
    expect(message.textContent).toMatch(/booked for Tuesday 5 March 2030 at \d{1,2}:00 (AM|PM)\./);
    expect(sent).toEqual([
      {
        path: 'folders/AccessCheck',
        body: { fitpro_class_id: '9201', is_display: 1, is_session: 1 },
      },
    ]);
    expect(window.localStorage.getItem('check_access')).toBe('1');
  });
});

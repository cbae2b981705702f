import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { db } from '../../../../mocks/db/store';
import { injectedFailures } from '../../../../mocks/failures';
import { dayKey, memberTimeZone } from '../model';

const WAIT = { timeout: 8000 };
/** Each test logs in and opens several screens: room for a busy 2-core machine. */
const SLOW = 40_000;

async function logIn() {
  window.history.pushState({}, '', '/login');
  const router = createAppRouter();
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'premium@example.com');
  await user.type(screen.getByLabelText('Password'), 'Password1!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { name: 'New Beginnings' }, WAIT);
  return { router, user };
}

function startOf(sessionId: number): string {
  const session = db.get().liveSessions.find((entry) => entry.session_id === sessionId);
  if (!session) throw new Error(`No session ${sessionId}`);
  return session.start_at;
}

describe('live calendar', { timeout: SLOW }, () => {
  it('shows sessions 77 to 79 on their days, booked ones marked, and the keyboard moves and opens days', async () => {
    const { router, user } = await logIn();
    const zone = memberTimeZone();
    const hiitDay = dayKey(startOf(77), zone);
    await router.navigate(`/home/livecalendar?month=${hiitDay.slice(0, 7)}`);
    await screen.findByRole('grid', {}, WAIT);
    const dayCell = (date: string) => {
      const found = document.querySelector<HTMLElement>(`[role="gridcell"][data-date="${date}"]`);
      if (!found) throw new Error(`no cell for ${date}`);
      return found;
    };
    // The grid's days are named by their date and what is on, booked ones marked.
    const hiit = dayCell(hiitDay);
    await waitFor(() => expect(hiit).toHaveAccessibleName(/Morning HIIT, booked/), WAIT);
    for (const [id, name] of [
      [78, /Evening yoga flow, booked/],
      [79, /Nutrition Q&A$/],
    ] as const) {
      const day = dayKey(startOf(id), zone);
      if (day.startsWith(hiitDay.slice(0, 7))) expect(dayCell(day)).toHaveAccessibleName(name);
    }
    expect(screen.getByRole('link', { name: 'Morning HIIT' })).toHaveAttribute(
      'href',
      '/home/rwlpros/event-info/77',
    );

    // One day is in the tab order; the arrow keys move it, Enter opens the day.
    hiit.click();
    await screen.findByRole(
      'heading',
      {
        level: 1,
        name: new RegExp(
          new Date(`${hiitDay}T12:00:00`).toLocaleDateString('en-GB', {
            day: 'numeric',
            month: 'long',
          }),
        ),
      },
      WAIT,
    );
    expect(await screen.findByRole('link', { name: 'Morning HIIT' }, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the month' }));
    await screen.findByRole('grid', {}, WAIT);
    const cell = dayCell(hiitDay);
    cell.focus();
    await user.keyboard('{ArrowRight}');
    const next = document.activeElement as HTMLElement;
    expect(next).toHaveAttribute('role', 'gridcell');
    expect(next.getAttribute('data-date')).not.toBe(hiitDay);
    expect(next).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-date', hiitDay);
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('link', { name: 'Back to the month' }, WAIT),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/home/livecalendar/${hiitDay}`);
  });

  it('names 79 an information session and 77 a live class on their days', async () => {
    const { router } = await logIn();
    const zone = memberTimeZone();
    await router.navigate(`/home/livecalendar/${dayKey(startOf(79), zone)}`);
    const info = await screen.findByRole('link', { name: 'Nutrition Q&A' }, WAIT);
    expect(info.closest('li')).toHaveTextContent('Information session with Tom Reed');
    await router.navigate(`/home/livecalendar/${dayKey(startOf(77), zone)}`);
    const hiit = await screen.findByRole('link', { name: 'Morning HIIT' }, WAIT);
    expect(hiit.closest('li')).toHaveTextContent('Live class with Rachel Adams');
  });

  it('shows the server message with a retry when the calendar fails', async () => {
    const { router, user } = await logIn();
    injectedFailures.add('mock-api/calendar', 'The calendar is resting.');
    await router.navigate('/home/livecalendar');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('The calendar is resting.');
    injectedFailures.clear();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid', {}, WAIT)).toBeInTheDocument();
  });
  it("shows the error when the next month fails, not last month's items as if they were that month's", async () => {
    const { router, user } = await logIn();
    // Months no other test opens, so neither is in the app's cache.
    await router.navigate('/home/livecalendar?month=2031-01');
    expect(await screen.findByRole('grid', {}, WAIT)).toBeInTheDocument();
    expect(
      await screen.findByText('No live classes or events this month.', {}, WAIT),
    ).toBeVisible();
    injectedFailures.add('mock-api/calendar', 'The calendar is resting.');
    await user.click(screen.getByRole('button', { name: /Next month/ }));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The calendar is resting.',
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('changes month with its buttons, and the arrow keys carry the active day into the next month', async () => {
    const { router, user } = await logIn();
    await router.navigate('/home/livecalendar?month=2030-01');
    await screen.findByRole('grid', {}, WAIT);
    const months = screen.getByRole('navigation', { name: 'Months' });
    expect(within(months).getByRole('heading', { level: 2 })).toHaveTextContent('January 2030');

    await user.click(within(months).getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?month=2030-02'), WAIT);
    expect(within(months).getByRole('heading', { level: 2 })).toHaveTextContent('February 2030');
    const cell = (date: string) =>
      document.querySelector<HTMLElement>(`[role="gridcell"][data-date="${date}"]`);
    // Another month than today's starts on its 1st.
    await waitFor(() => expect(cell('2030-02-01')).toHaveAttribute('tabindex', '0'), WAIT);

    cell('2030-02-28')?.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?month=2030-03'), WAIT);
    expect(within(months).getByRole('heading', { level: 2 })).toHaveTextContent('March 2030');
    await waitFor(
      () => expect(document.activeElement).toHaveAttribute('data-date', '2030-03-01'),
      WAIT,
    );

    await user.click(within(months).getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?month=2030-02'), WAIT);
    await waitFor(() => expect(cell('2030-02-01')).toHaveAttribute('tabindex', '0'), WAIT);
  });
});

describe('a live session', { timeout: SLOW }, () => {
  it('joins 77 (link opened, join recorded with status 1) and turns its reminder on and off', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: null } as unknown as Window);
    const { router, user } = await logIn();
    await router.navigate('/home/rwlpros/event-info/77');
    expect(await screen.findByRole('heading', { name: 'Morning HIIT' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Rachel Adams')).toBeInTheDocument();
    expect(screen.getByText(/your time zone/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join now: Morning HIIT' }));
    await waitFor(() =>
      expect(db.get().liveJoins).toEqual([
        expect.objectContaining({ session_id: '77', status: 1, user_id: 102 }),
      ]),
    );
    expect(open).toHaveBeenCalledWith('https://zoom.us/j/7700000077', '_blank');

    const reminder = screen.getByRole('button', { name: 'Remind me' });
    expect(reminder).toHaveAttribute('aria-pressed', 'false');
    await user.click(reminder);
    expect(
      await screen.findByText('We will remind you before Morning HIIT starts.', {}, WAIT),
    ).toBeInTheDocument();
    await waitFor(() => expect(reminder).toHaveAttribute('aria-pressed', 'true'));
    await user.click(reminder);
    await waitFor(() => expect(reminder).toHaveAttribute('aria-pressed', 'false'));
    expect(
      db.get().liveReminderCalls.map(({ session_id, status }) => ({ session_id, status })),
    ).toEqual([
      { session_id: '77', status: 1 },
      { session_id: '77', status: 0 },
    ]);
    open.mockRestore();
  });

  it("says 'Zoom Meeting information is not available' for 78 and records no join", async () => {
    const open = vi.spyOn(window, 'open');
    const { router, user } = await logIn();
    await router.navigate('/home/rwlpros/event-info/78');
    await user.click(
      await screen.findByRole('button', { name: 'Join now: Evening yoga flow' }, WAIT),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
    expect(dialog).toHaveTextContent('Zoom Meeting information is not available');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).not.toHaveBeenCalled();
    expect(db.get().liveJoins).toEqual([]);
    open.mockRestore();
  });

  it('keeps the reminder off and shows the server message when the server refuses', async () => {
    const { router, user } = await logIn();
    await router.navigate('/home/rwlpros/event-info/79');
    expect(await screen.findByText('Information session', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    injectedFailures.add('user_notification', 'Reminders are paused.');
    const reminder = screen.getByRole('button', { name: 'Remind me' });
    await user.click(reminder);
    expect(await screen.findByRole('dialog', { name: 'Alert' }, WAIT)).toHaveTextContent(
      'Reminders are paused.',
    );
    expect(reminder).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'OK' }));
  });

  it('tells a member who has not booked 77 where classes are booked, with nothing to join', async () => {
    db.update((state) => {
      const hiit = state.liveSessions.find((entry) => entry.session_id === 77);
      if (hiit) hiit.booked_user_ids = hiit.booked_user_ids.filter((id) => id !== 102);
    });
    const { router } = await logIn();
    await router.navigate('/home/rwlpros/event-info/77');
    expect(await screen.findByRole('heading', { name: 'Morning HIIT' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/You have not booked this class/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see the fitness professionals' })).toHaveAttribute(
      'href',
      '/home/rwlpros',
    );
    expect(screen.queryByRole('button', { name: /^Join now/ })).not.toBeInTheDocument();
  });

  it('says a class that has ended has ended: nothing to join or be reminded of', async () => {
    db.update((data) => {
      const hiit = data.liveSessions.find((entry) => entry.session_id === 77);
      if (!hiit) return;
      hiit.start_at = new Date(Date.now() - 2 * 3_600_000).toISOString();
      hiit.end_at = new Date(Date.now() - 3_600_000).toISOString();
    });
    const { router } = await logIn();
    await router.navigate('/home/rwlpros/event-info/77');
    expect(await screen.findByText('This class has ended.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Booked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remind me' })).not.toBeInTheDocument();

    await router.navigate('/home/rwlpros/zoommeeting/77');
    expect(
      await screen.findByRole('heading', { name: 'Zoom meeting: Morning HIIT' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('This class has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join now/ })).not.toBeInTheDocument();
  });
});

describe('event 801 and live now', { timeout: SLOW }, () => {
  it('validates a comment, shows HTML as text, and records I attended once an event has started', async () => {
    const { router, user } = await logIn();
    await router.navigate('/home/livecalendar/event/801');
    expect(
      await screen.findByRole('heading', { name: 'Summer Shred kick-off' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('Will the warm-up be recorded?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a comment.');
    expect(screen.getByLabelText('Add a comment')).toHaveAttribute('maxlength', '500');

    await user.type(screen.getByLabelText('Add a comment'), '<b>See you there</b>');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('<b>See you there</b>', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
    expect(
      db
        .get()
        .liveEvents.find((e) => e.event_id === 801)
        ?.comments.at(-1),
    ).toMatchObject({
      user_id: 102,
      comment: '<b>See you there</b>',
    });

    // Event 801 starts in four days: nobody can have attended it yet.
    expect(screen.queryByRole('button', { name: 'I attended' })).not.toBeInTheDocument();
    expect(
      screen.getByText('You can tell us you attended once the event has started.'),
    ).toBeInTheDocument();

    await router.navigate('/home/livecalendar/event/802');
    expect(
      await screen.findByRole('heading', { name: 'Members’ live Q&A' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('0 members attended')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I attended' }));
    expect(await screen.findByText('You attended this event', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('1 member attended')).toBeInTheDocument();
    expect(db.get().eventAttendances).toEqual([
      expect.objectContaining({ user_id: 102, event_id: 802 }),
    ]);
  });

  it('keeps a comment being written across a failed send and a reload, until it is posted', async () => {
    const { router, user } = await logIn();
    await router.navigate('/home/livecalendar/event/801');
    await screen.findByRole('heading', { name: 'Summer Shred kick-off' }, WAIT);
    await user.type(screen.getByLabelText('Add a comment'), 'Is there a cool-down?');
    injectedFailures.add('events/comment', 'Comments are paused.');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
    expect(dialog).toHaveTextContent('Comments are paused.');
    injectedFailures.clear();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Add a comment')).toHaveValue('Is there a cool-down?');

    cleanup();
    window.history.pushState({}, '', '/home/livecalendar/event/801');
    render(<RouterProvider router={createAppRouter()} />);
    expect(await screen.findByLabelText('Add a comment', {}, WAIT)).toHaveValue(
      'Is there a cool-down?',
    );
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Is there a cool-down?', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
    cleanup();
    window.history.pushState({}, '', '/home/livecalendar/event/801');
    render(<RouterProvider router={createAppRouter()} />);
    await screen.findByText('Is there a cool-down?', {}, WAIT);
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
  });

  it('a comment that finds the session over goes to /login without an alert about a cancelled call', async () => {
    const { router, user } = await logIn();
    await router.navigate('/home/livecalendar/event/801');
    await screen.findByRole('heading', { name: 'Summer Shred kick-off' }, WAIT);
    await user.type(screen.getByLabelText('Add a comment'), 'Running late');
    // The server ends the session (it expired): the next call answers 'Unauthorized Access!'.
    db.update((data) => {
      data.sessions = {};
    });
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists what is live now with a join button', async () => {
    const { router } = await logIn();
    await router.navigate('/home/liveonrwl');
    expect(
      await screen.findByRole('link', { name: 'Lunchtime mobility' }, WAIT),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Join now: Lunchtime mobility' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join now: Members’ live Q&A' })).toBeInTheDocument();
    expect(screen.queryByText('Morning HIIT')).not.toBeInTheDocument();
  });
});

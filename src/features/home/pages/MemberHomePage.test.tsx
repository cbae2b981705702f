import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { logInAs } from '@/lib/testing/logInAs';
import { authSession } from '@/lib/auth';
import { callApi } from '@/lib/http';
import { db } from '../../../../mocks/db/store';
import { homeRoutes } from '../routes';

describe('/home, the next live class', { timeout: 40_000 }, () => {
  it('is the live calendar’s soonest session (Morning HIIT, tomorrow at 07:00) and links to its page', async () => {
    await logInAs('premium@example.com');
    renderRoutes(homeRoutes, '/home');
    const live = await screen.findByRole('region', { name: 'Next live class' }, { timeout: 8000 });
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const weekday = tomorrow.toLocaleDateString('en-GB', { weekday: 'long' });
    expect(live).toHaveTextContent(
      new RegExp(`Morning HIIT with Rachel Adams, ${weekday} .*, 7:00 AM`),
    );

    expect(within(live).getByRole('link', { name: 'Morning HIIT' })).toHaveAttribute(
      'href',
      '/home/rwlpros/event-info/77',
    );
  });
});

describe('/home, the welcome', { timeout: 40_000 }, () => {
  it('offers no free trial to a fitness-only member, who already pays for a plan', async () => {
    await logInAs('fitnessonly@example.com');
    renderRoutes(homeRoutes, '/home');
    const welcome = await screen.findByRole('region', { name: 'Hello, Faye' }, { timeout: 8000 });
    expect(welcome).toHaveTextContent('Ready for today? Your plan is waiting.');
    expect(welcome).not.toHaveTextContent('free trial');
  });
});

/** Registers through /reg1's call, as the app does, and keeps the new member's session. */
async function signInNewRegistrant(): Promise<void> {
  const { data } = await callApi(
    'auth/register',
    {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada.home@example.com',
      username: 'ada_home',
      password: 'Password1!',
      confirm_password: 'Password1!',
    },
    { auth: 'none' },
  );
  const userId = Number((data as { user_id: string }[])[0]?.user_id);
  const token = 'member.new-registrant';
  db.update((state) => {
    state.sessions[token] = userId;
  });
  authSession.saveMember(token, userId);
}

describe('/home, what the member did', { timeout: 40_000 }, () => {
  it('a new registrant reads zeros, no chart, and how to start each', async () => {
    await signInNewRegistrant();
    renderRoutes(homeRoutes, '/home');
    const activity = await screen.findByRole('region', { name: 'Activity' }, { timeout: 8000 });
    for (const label of ['Workouts done', 'Day streak', 'Badges']) {
      expect(within(activity).getByText(label).nextElementSibling).toHaveTextContent(/^0$/);
    }
    expect(activity).toHaveTextContent('No workouts done yet.');
    expect(
      within(activity).getByRole('link', { name: 'Start your first workout' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/home\/programvideos\/300[123]$/));

    const chart = await screen.findByRole('region', { name: 'Your progress' });
    expect(
      await within(chart).findByText('Log your weight to see your progress here.'),
    ).toBeVisible();
    expect(within(chart).getByRole('link', { name: 'Log today’s weight' })).toHaveAttribute(
      'href',
      '/home/graph',
    );
    expect(within(chart).queryByRole('img')).not.toBeInTheDocument();
  });

  it('premium@example.com reads its seeded history and its own chart', async () => {
    await logInAs('premium@example.com');
    renderRoutes(homeRoutes, '/home');
    const activity = await screen.findByRole('region', { name: 'Activity' }, { timeout: 8000 });
    expect(within(activity).getByText('Workouts done').nextElementSibling).toHaveTextContent('4');
    expect(within(activity).getByText('Badges').nextElementSibling).toHaveTextContent('2');
    expect(within(activity).queryByRole('link', { name: 'Start your first workout' })).toBeNull();
    const chart = screen.getByRole('region', { name: 'Your progress' });
    expect(
      await within(chart).findByRole('img', { name: 'Weight and calories over the last 15 days' }),
    ).toBeVisible();
  });
});

describe('/home, the cards that open a programme', { timeout: 40_000 }, () => {
  it('say the price of a programme sold separately before the click (Premium does not include Summer Shred)', async () => {
    await logInAs('premium@example.com');
    renderRoutes(homeRoutes, '/home');
    const highlights = await screen.findByRole('region', { name: 'Highlights' }, { timeout: 8000 });
    const first = (await within(highlights).findAllByRole('link'))[0];
    expect(first).toHaveAttribute('href', '/home/folder/1060');
    expect(first).toHaveTextContent('Sold separately: £9.99');
    // What the member has says nothing of a price.
    const vip = await screen.findByRole('region', { name: 'VIP masterclasses' });
    expect(vip).not.toHaveTextContent('Sold separately');
    expect(vip).not.toHaveTextContent('Part of Premium');
  });

  it('say that a Premium programme is part of Premium to a Free member', async () => {
    await logInAs('free@example.com');
    renderRoutes(homeRoutes, '/home');
    const vip = await screen.findByRole('region', { name: 'VIP masterclasses' }, { timeout: 8000 });
    const frankie = await within(vip).findByRole('link', { name: /lifting basics/ });
    expect(frankie).toHaveTextContent('Part of Premium');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { logInAs } from '@/lib/testing/logInAs';
import { authSession } from '@/lib/auth';
import { callApi } from '@/lib/http';
import { db } from '../../../../mocks/db/store';
import { homeRoutes } from '../routes';
import { createAppStore } from '@/app/store';
import { SessionBootstrap } from '@/app/session/SessionBootstrap';
import { selectProfile } from '@/features/user';
import { Provider } from 'react-redux';
import { realtime } from '@/lib/realtime';
import { waitFor } from '@/lib/testing/waitFor';
import { positions } from '@/features/media';
import { PLACEHOLDER_IMAGE } from '@/ui/SafeImage';

describe('/home, the next live class', { timeout: 40_000 }, () => {
  it('is the live calendar’s soonest session (Morning HIIT, tomorrow at 07:00) and links to its page', async () => {
    await logInAs('premium@example.com');
    renderRoutes(homeRoutes, '/home');
    const today = await screen.findByRole('region', { name: 'Today' }, { timeout: 8000 });
    const live = within(today).getByRole('article', { name: 'Next live class' });
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const weekday = tomorrow.toLocaleDateString('en-GB', { weekday: 'long' });
    expect(live).toHaveTextContent(
      new RegExp(`Morning HIIT with Rachel Adams, ${weekday} .*, 7:00 AM`),
    );

    expect(within(live).getByRole('link', { name: 'See Morning HIIT' })).toHaveAttribute(
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
      gender: 'female',
      dob: '1990-05-17',
      menopause: 0,
      address_line_1: '1 High Street',
      city: 'Leeds',
      country: 'GB',
      postcode: 'LS1 4AP',
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

describe('/home, Today', { timeout: 40_000 }, () => {
  afterEach(() => {
    realtime.disconnect();
  });

  it('premium@example.com reads today’s workout, meals against the target, the next live class, what is unread and the streak, each linking where to act', async () => {
    await logInAs('premium@example.com');
    positions.set('video:3001', 65);
    await realtime.connect({
      token: authSession.memberToken() ?? '',
      userId: authSession.memberUserId() ?? '',
    });
    await waitFor(() => realtime.status === 'ready');
    renderRoutes(homeRoutes, '/home');
    const today = await screen.findByRole('region', { name: 'Today' }, { timeout: 8000 });
    const card = (name: string) => within(today).getByRole('article', { name });

    // The planner's workout for today (video 3001), left at 1:05, with its own picture.
    const workout = card("Today's workout");
    expect(
      await within(workout).findByRole('link', { name: 'Resume 20-minute full body HIIT at 1:05' }),
    ).toHaveAttribute('href', '/home/programvideos/3001');
    expect(workout.querySelector('img')?.getAttribute('src')).toBe('/images/workout-hiit.svg');

    // Breakfast 2001 and lunch 2003, and the day's kcal against the target.
    const meals = card("Today's meals");
    expect(meals).toHaveTextContent('Breakfast: Overnight oats with berries');
    expect(meals).toHaveTextContent('Lunch: Green goddess salad');
    expect(await within(meals).findByText(/ of 1,800 kcal · /)).toBeVisible();
    const day = new Date().toLocaleDateString('en-CA');
    expect(within(meals).getByRole('link', { name: 'Open today’s planner' })).toHaveAttribute(
      'href',
      `/home/dailyplanner/${day}`,
    );

    const live = card('Next live class');
    expect(live).toHaveTextContent('Morning HIIT with Rachel Adams');
    expect(within(live).getByRole('link', { name: 'See Morning HIIT' })).toHaveAttribute(
      'href',
      '/home/rwlpros/event-info/77',
    );

    // 3 unread direct messages and 12 unread notifications in the seed.
    const unread = card('Messages and replies');
    expect(await within(unread).findByText('3 unread messages')).toBeVisible();
    expect(await within(unread).findByText('12 unread notifications')).toBeVisible();
    expect(within(unread).getByRole('link', { name: 'Read your messages' })).toHaveAttribute(
      'href',
      '/home/chatlist',
    );

    const streak = card('Your streak');
    expect(streak).toHaveTextContent('4 workouts done');
    expect(within(streak).getByRole('link', { name: 'See your progress' })).toHaveAttribute(
      'href',
      '/home/graph',
    );

    // Every card has a picture of its own: the content's image or a drawing, never the logo.
    for (const article of within(today).getAllByRole('article')) {
      const picture = article.querySelector('.today-card__image');
      expect(picture).not.toBeNull();
      expect(picture?.getAttribute('src') ?? '').not.toContain('placeholder');
    }
  });

  it('a new registrant reads zeros and a first step on each card', async () => {
    await signInNewRegistrant();
    renderRoutes(homeRoutes, '/home');
    const today = await screen.findByRole('region', { name: 'Today' }, { timeout: 8000 });
    const card = (name: string) => within(today).getByRole('article', { name });
    // No planned workout: the programme's next day (New Beginnings, week 1 day 1).
    expect(
      await within(card("Today's workout")).findByRole('link', { name: /^Start / }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/home\/programvideos\/\d+$/));
    expect(card("Today's workout")).toHaveTextContent('Week 1, day 1');
    expect(card("Today's meals")).toHaveTextContent('No meals planned yet.');
    expect(
      within(card("Today's meals")).getByRole('link', { name: 'Plan today’s meals' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/home\/dailyplanner\//));
    expect(card('Messages and replies')).toHaveTextContent('0 unread messages');
    expect(
      within(card('Messages and replies')).getByRole('link', {
        name: 'Say hello in the community',
      }),
    ).toHaveAttribute('href', '/home/community');
    expect(card('Your streak')).toHaveTextContent('0 days in a row');
    expect(
      within(card('Your streak')).getByRole('link', { name: 'Do your first workout' }),
    ).toHaveAttribute('href', '/home/explore');
    for (const article of within(today).getAllByRole('article')) {
      expect(article.querySelector('.today-card__image')?.getAttribute('src') ?? '').not.toContain(
        'placeholder',
      );
    }
  });
});

describe('/home, Today follows the display toggles', { timeout: 40_000 }, () => {
  it('shows no meals with show_today_mealplan 0 and no live class with is_next_live_class 0, and the old sections are not repeated below', async () => {
    await logInAs('premium@example.com');
    // The member's own settings, as the user check brings them (the app's shell asks for it).
    await callApi('user/update_settings', { show_today_mealplan: 0, is_next_live_class: 0 });
    const store = createAppStore();
    render(
      <Provider store={store}>
        <SessionBootstrap />
      </Provider>,
    );
    await waitFor(() => selectProfile(store.getState()).show_today_mealplan === 0);
    renderRoutes(homeRoutes, '/home', { store });
    const today = await screen.findByRole('region', { name: 'Today' }, { timeout: 8000 });
    expect(within(today).getByRole('article', { name: "Today's workout" })).toBeVisible();
    expect(within(today).queryByRole('article', { name: "Today's meals" })).toBeNull();
    expect(within(today).queryByRole('article', { name: 'Next live class' })).toBeNull();
    expect(screen.queryByRole('region', { name: "Today's plan" })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Next live class' })).toBeNull();
  });
});

describe('/home, the cards’ pictures', { timeout: 40_000 }, () => {
  it('a card with no image of its own shows a drawing for its kind, never the logo placeholder', async () => {
    await logInAs('premium@example.com');
    renderRoutes(homeRoutes, '/home');
    const trainers = await screen.findByRole(
      'region',
      { name: 'Meet the trainers' },
      { timeout: 8000 },
    );
    const rachel = await within(trainers).findByRole('link', { name: /Rachel Adams/ });
    expect(rachel.querySelector('svg[data-picture="trainer"]')).not.toBeNull();
    const posts = screen.getByRole('region', { name: 'Community posts' });
    const sam = await within(posts).findByRole('link', { name: /Sam Green/ });
    expect(sam.querySelector('svg[data-picture="community"]')).not.toBeNull();
    // A card with an image keeps it.
    const highlights = screen.getByRole('region', { name: 'Highlights' });
    const first = (await within(highlights).findAllByRole('link'))[0];
    expect(first?.querySelector('img')).toHaveAttribute('src', '/images/landing/hero-summer.svg');
    expect(document.querySelector(`img[src="${PLACEHOLDER_IMAGE}"]`)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { logInAs } from '@/lib/testing/logInAs';

/** The member area's chunks load first on a busy machine. */
const WAIT = { timeout: 20_000 };

/** premium@example.com, signed in, with the whole app open at `path`. */
async function openAsPremium(path: string) {
  await logInAs('premium@example.com');
  window.history.pushState({}, '', path);
  const router = createAppRouter();
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * Every video plays the demo file /media/workout.webm, 2.94 s long; every audio plays
 * /media/mindset.webm, 11.94 s long. What a member reads about them is what they get.
 */
describe('the demo videos, as a member reads about them', { timeout: 90_000 }, () => {
  it('are labelled with the length of the file they play, in the programme, on the video page and on the home', async () => {
    const router = await openAsPremium('/home/folder/1059');
    await screen.findByRole('heading', { name: 'New Beginnings' }, WAIT);
    const week1 = screen.getAllByRole('heading', { name: 'Day 1', level: 3 })[0]?.closest('li');
    if (!week1) throw new Error('No day 1 in week 1');
    const hiit = within(week1).getByRole('link', { name: /20-minute full body HIIT/ });
    expect(hiit.closest('li')).toHaveTextContent('3 sec');
    expect(hiit.closest('li')).not.toHaveTextContent('20 min');

    await router.navigate('/home/videocontent/3001');
    await screen.findByRole('heading', { name: '20-minute full body HIIT', level: 1 }, WAIT);
    expect(screen.getByText('3 sec')).toBeInTheDocument();
    expect(screen.queryByText('20 min')).not.toBeInTheDocument();

    await router.navigate('/home');
    const today = await screen.findByRole('region', { name: 'Today' }, WAIT);
    await within(today).findByRole('link', { name: /^Start 20-minute full body HIIT/ }, WAIT);
    expect(within(today).getByRole('article', { name: "Today's workout" })).toHaveTextContent(
      '3 sec workout',
    );
    const whatsToday = await screen.findByRole('region', { name: "What's today" });
    await within(whatsToday).findByText(/Workout · 3 sec/, undefined, WAIT);
    expect(whatsToday).toHaveTextContent('Workout · 3 sec');
    expect(whatsToday).toHaveTextContent('Audio · 12 sec');
  });

  it('burn one figure of kcal: the same on the video page and in the planner', async () => {
    const router = await openAsPremium('/home/videocontent/3001');
    await screen.findByRole('heading', { name: '20-minute full body HIIT', level: 1 }, WAIT);
    expect(screen.getByText('180 kcal burned')).toBeInTheDocument();

    await router.navigate('/home/dailyplanner');
    const workouts = await screen.findByRole('region', { name: 'Workouts' }, WAIT);
    const row = within(workouts)
      .getByRole('link', { name: '20-minute full body HIIT' })
      .closest('li');
    expect(row).toHaveTextContent('3 sec · 180 kcal');
  });
});

import { describe, expect, it, onTestFinished } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { foodRealtimeServer } from '../../../../mocks/realtime/server';
import { db } from '../../../../mocks/db/store';
import { server } from '../../../../mocks/node';
import { injectedFailures } from '../../../../mocks/failures';

const WAIT = { timeout: 15_000 };
/** Login, the member home and the planner's chunks load first on a busy machine. */
const SLOW = 45_000;

async function openPlanner() {
  return (await openPlannerWithRouter()).user;
}

async function openPlannerWithRouter() {
  window.history.pushState({}, '', '/login');
  const router = createAppRouter();
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'premium@example.com');
  await user.type(screen.getByLabelText('Password'), 'Password1!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { name: 'New Beginnings' }, WAIT);
  await router.navigate('/home/dailyplanner');
  return { user, router };
}

const productLogs = () =>
  foodRealtimeServer.received().filter((request) => request.en === 'planner/add_product');

/** The paths of the planner calls the mock server receives from now on (e.g. 'planner/delete'). */
function plannerCalls() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('/planner/')) paths.push(path.slice(path.indexOf('planner/')));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return paths;
}

describe('/home/dailyplanner', () => {
  it(
    "shows premium's today, finds banana on the food socket host and adds it with the total updated",
    async () => {
      const user = await openPlanner();
      const breakfast = await screen.findByRole('region', { name: 'Breakfast' }, WAIT);
      expect(
        within(breakfast).getByRole('link', { name: 'Overnight oats with berries' }),
      ).toBeVisible();
      const lunch = screen.getByRole('region', { name: 'Lunch' });
      expect(within(lunch).getByRole('link', { name: 'Green goddess salad' })).toBeVisible();
      const workouts = screen.getByRole('region', { name: 'Workouts' });
      expect(
        within(workouts).getByRole('link', { name: '20-minute full body HIIT' }),
      ).toBeVisible();
      expect(screen.getByTestId('day-kcal')).toHaveTextContent('610 of 1,800 kcal');

      await user.click(screen.getByRole('button', { name: 'Add to snacks' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add to snacks' }, WAIT);
      await user.type(within(dialog).getByLabelText('Search foods'), 'banana');
      const results = await within(dialog).findByRole('list', { name: 'Foods found' }, WAIT);
      await user.click(
        within(results).getByRole('button', { name: /Banana, medium \(118 g\)\s*105 kcal/ }),
      );

      const amount = within(dialog).getByLabelText('Amount');
      await user.clear(amount);
      await user.type(amount, '99999');
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'The most you can add at once is 20 servings.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Add to snacks' }));
      expect(productLogs()).toEqual([]);

      await user.clear(amount);
      await user.type(amount, '1');
      await user.click(within(dialog).getByRole('button', { name: 'Add to snacks' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
      const snacks = screen.getByRole('region', { name: 'Snacks' });
      expect(await within(snacks).findByText('Banana, medium (118 g)', {}, WAIT)).toBeVisible();
      await waitFor(
        () => expect(screen.getByTestId('day-kcal')).toHaveTextContent('715 of 1,800 kcal'),
        WAIT,
      );
      expect(productLogs()).toHaveLength(1);
      expect(productLogs()[0]?.data).toMatchObject({
        food_id: expect.any(Number),
        amount: 1,
        unit: 'serving',
        meal_type: 'snack',
      });
      expect(
        db.get().plannerEntries.filter((entry) => entry.title === 'Banana, medium (118 g)'),
      ).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'sends no search for an empty box',
    async () => {
      const user = await openPlanner();
      await user.click(await screen.findByRole('button', { name: 'Add to dinner' }, WAIT));
      const dialog = await screen.findByRole('dialog', { name: 'Add to dinner' }, WAIT);
      await user.type(within(dialog).getByLabelText('Search foods'), '   ');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(
        foodRealtimeServer.received().filter((request) => request.en === 'food/search'),
      ).toEqual([]);
    },
    SLOW,
  );

  it(
    'swaps breakfast for one of at least three similar recipes',
    async () => {
      const user = await openPlanner();
      await user.click(
        await screen.findByRole('button', { name: 'Swap Overnight oats with berries' }, WAIT),
      );
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Swap Overnight oats with berries' },
        WAIT,
      );
      const swaps = await within(dialog).findByRole('list', { name: 'Swaps' }, WAIT);
      expect(within(swaps).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
      await user.click(
        within(swaps).getByRole('button', { name: 'Swap to Spinach and feta omelette' }),
      );
      const breakfast = screen.getByRole('region', { name: 'Breakfast' });
      expect(
        await within(breakfast).findByRole('link', { name: 'Spinach and feta omelette' }, WAIT),
      ).toBeVisible();
      expect(within(breakfast).queryByText('Overnight oats with berries')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'removes a meal and a workout once when Remove is double-clicked, with no alert',
    async () => {
      const user = await openPlanner();
      const breakfast = await screen.findByRole('region', { name: 'Breakfast' }, WAIT);
      const calls = plannerCalls();
      await user.dblClick(
        within(breakfast).getByRole('button', { name: 'Remove Overnight oats with berries' }),
      );
      expect(await within(breakfast).findByText('Nothing planned yet.', {}, WAIT)).toBeVisible();
      const workouts = screen.getByRole('region', { name: 'Workouts' });
      await user.dblClick(
        within(workouts).getByRole('button', { name: 'Remove 20-minute full body HIIT' }),
      );
      expect(await within(workouts).findByText('No workouts planned.', {}, WAIT)).toBeVisible();
      expect(calls.filter((path) => path.startsWith('planner/delete'))).toHaveLength(1);
      expect(calls.filter((path) => path.startsWith('planner/remove_workout'))).toHaveLength(1);
      expect(screen.queryByRole('dialog', { name: 'Alert' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "shows a meal plan's day added to today when the member comes back to the planner",
    async () => {
      const { user, router } = await openPlannerWithRouter();
      const dinner = await screen.findByRole('region', { name: 'Dinner' }, WAIT);
      expect(within(dinner).getByText('Nothing planned yet.')).toBeVisible();

      await router.navigate('/home/mealplan/5001');
      await user.click(await screen.findByRole('button', { name: 'Add day 1 to planner' }, WAIT));
      const dialog = await screen.findByRole('dialog', { name: 'Add day 1 to planner' }, WAIT);
      await user.click(within(dialog).getByRole('button', { name: 'Add to planner' }));
      expect(await screen.findByText('Day 1 added to your planner.', {}, WAIT)).toBeVisible();

      await router.navigate(-1);
      const dinnerAgain = await screen.findByRole('region', { name: 'Dinner' }, WAIT);
      expect(
        await within(dinnerAgain).findByRole(
          'link',
          { name: 'Chicken and chickpea traybake' },
          WAIT,
        ),
      ).toBeVisible();
    },
    SLOW,
  );

  it(
    'loads a saved day once when Load here is double-clicked',
    async () => {
      const user = await openPlanner();
      await user.click(
        await screen.findByRole('button', { name: 'Save, load or copy this day' }, WAIT),
      );
      let tools = await screen.findByRole('dialog', { name: 'Day tools' }, WAIT);
      await user.type(within(tools).getByLabelText('Name'), 'My good day');
      await user.click(within(tools).getByRole('button', { name: 'Save day' }));
      await within(tools).findByText('My good day', { exact: false }, WAIT);
      await user.click(within(tools).getByRole('button', { name: 'Close' }));

      await user.click(screen.getByRole('link', { name: /Next day/ }));
      await screen.findByRole('link', { name: 'Back to today' }, WAIT);
      // The day alone names the page; the link back is beside the heading, not in it.
      expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Tomorrow');
      await waitFor(() => expect(screen.queryByText('Loading your day')).toBeNull(), WAIT);
      const breakfast = await screen.findByRole('region', { name: 'Breakfast' }, WAIT);
      expect(await within(breakfast).findByText('Nothing planned yet.', {}, WAIT)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Save, load or copy this day' }));
      tools = await screen.findByRole('dialog', { name: 'Day tools' }, WAIT);
      const calls = plannerCalls();
      await user.dblClick(
        await within(tools).findByRole('button', { name: 'Load My good day into tomorrow' }, WAIT),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
      expect(
        await within(breakfast).findByRole('link', { name: 'Overnight oats with berries' }, WAIT),
      ).toBeVisible();
      expect(calls.filter((path) => path.startsWith('planner/load_day'))).toHaveLength(1);
      expect(
        within(breakfast).getAllByRole('link', { name: 'Overnight oats with berries' }),
      ).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'adds a recent recipe and one of my meals once when Add is double-clicked',
    async () => {
      const user = await openPlanner();
      const calls = plannerCalls();
      await user.click(await screen.findByRole('button', { name: 'Add to dinner' }, WAIT));
      let dialog = await screen.findByRole('dialog', { name: 'Add to dinner' }, WAIT);
      await user.click(within(dialog).getByRole('button', { name: 'Recipes' }));
      const recent = await within(dialog).findByRole('region', { name: 'Recent recipes' }, WAIT);
      await user.dblClick(
        await within(recent).findByRole('button', { name: 'Add Green goddess salad' }, WAIT),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
      const dinner = screen.getByRole('region', { name: 'Dinner' });
      expect(
        await within(dinner).findByRole('link', { name: 'Green goddess salad' }, WAIT),
      ).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Add to snacks' }));
      dialog = await screen.findByRole('dialog', { name: 'Add to snacks' }, WAIT);
      await user.click(within(dialog).getByRole('button', { name: 'My meals' }));
      await user.dblClick(
        await within(dialog).findByRole('button', { name: 'Add Peanut butter toast' }, WAIT),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
      const snacks = screen.getByRole('region', { name: 'Snacks' });
      expect(await within(snacks).findByText('Peanut butter toast', {}, WAIT)).toBeVisible();

      expect(calls.filter((path) => path.startsWith('planner/add_recipe_to_planner'))).toHaveLength(
        1,
      );
      expect(
        calls.filter((path) => path.startsWith('planner/add_meal_copy_to_planer')),
      ).toHaveLength(1);
      expect(within(dinner).getAllByRole('link', { name: 'Green goddess salad' })).toHaveLength(1);
      expect(within(snacks).getAllByText('Peanut butter toast')).toHaveLength(1);
    },
    SLOW,
  );
  it(
    'keeps notes not saved yet across a failed save and a reload, until they are saved',
    async () => {
      const user = await openPlanner();
      const box = await screen.findByLabelText('Notes for the day', {}, WAIT);
      await user.clear(box);
      await user.type(box, 'Felt strong on the run');
      injectedFailures.add('planner/update_planner_details', 'Notes are resting.');
      onTestFinished(() => injectedFailures.clear());
      await user.click(screen.getByRole('button', { name: 'Save notes' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
      expect(dialog).toHaveTextContent('Notes are resting.');
      injectedFailures.clear();
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(screen.getByLabelText('Notes for the day')).toHaveValue('Felt strong on the run');

      cleanup();
      window.history.pushState({}, '', '/home/dailyplanner');
      render(<RouterProvider router={createAppRouter()} />);
      expect(await screen.findByLabelText('Notes for the day', {}, WAIT)).toHaveValue(
        'Felt strong on the run',
      );
      await user.click(screen.getByRole('button', { name: 'Save notes' }));
      await waitFor(
        () =>
          expect(db.get().plannerDays.map((day) => day.notes)).toContain('Felt strong on the run'),
        WAIT,
      );
      await waitFor(
        () => expect(screen.getByRole('button', { name: 'Save notes' })).toBeDisabled(),
        WAIT,
      );
      // Saved: the day keeps no draft that would cover what the server has later.
      expect(window.sessionStorage.getItem('text_drafts') ?? '').not.toContain('Felt strong');
    },
    SLOW,
  );

  it(
    'keeps saved notes emptied on purpose empty across a reload, still to be saved',
    async () => {
      const user = await openPlanner();
      const box = await screen.findByLabelText('Notes for the day', {}, WAIT);
      await user.type(box, 'Rest day');
      await user.click(screen.getByRole('button', { name: 'Save notes' }));
      await waitFor(
        () => expect(db.get().plannerDays.map((day) => day.notes)).toContain('Rest day'),
        WAIT,
      );
      await user.clear(screen.getByLabelText('Notes for the day'));

      cleanup();
      window.history.pushState({}, '', '/home/dailyplanner');
      render(<RouterProvider router={createAppRouter()} />);
      expect(await screen.findByLabelText('Notes for the day', {}, WAIT)).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Save notes' })).toBeEnabled();
    },
    SLOW,
  );
});

describe('/home/dailyplanner and the home', () => {
  it(
    "a workout ticked done counts at once on the home's Activity, already loaded before",
    async () => {
      const { user, router } = await openPlannerWithRouter();
      await router.navigate('/home');
      const before = await screen.findByRole('region', { name: 'Activity' }, WAIT);
      expect(within(before).getByText('Workouts done').nextElementSibling).toHaveTextContent('4');

      await router.navigate('/home/dailyplanner');
      const workouts = await screen.findByRole('region', { name: 'Workouts' }, WAIT);
      const done = within(workouts).getByRole('button', { name: 'Done: 20-minute full body HIIT' });
      await user.click(done);
      await waitFor(() => expect(done).toHaveAttribute('aria-pressed', 'true'), WAIT);
      await waitFor(
        () =>
          expect(
            db.get().plannerWorkouts.find((row) => row.workout_id === 'seed-102-workout')?.done,
          ).toBe(1),
        WAIT,
      );

      await router.navigate('/home');
      const after = await screen.findByRole('region', { name: 'Activity' }, WAIT);
      await waitFor(
        () =>
          expect(within(after).getByText('Workouts done').nextElementSibling).toHaveTextContent(
            '5',
          ),
        WAIT,
      );
    },
    // Two screens more than the planner's own tests: the home, twice.
    60_000,
  );
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { openAfterLogIn } from '@/app/testing/openAfterLogIn';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/db/store';
import { injectedFailures } from '../../../../mocks/failures';

const WAIT = { timeout: 8000 };
/** Logging in and typing on a busy 2-core machine. */
const SLOW = 45_000;

/** Paths and bodies the mock server received for progress and planner calls. */
function received() {
  const calls: { path: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!/progress\/|planner\/|achievements_stats/.test(path)) return;
    const isJson = (request.headers.get('content-type') ?? '').includes('json');
    void (isJson ? request.clone().json() : Promise.resolve(null)).then((body: unknown) =>
      calls.push({ path, body }),
    );
  });
  return calls;
}

async function openAs(path: string, email = 'premium@example.com') {
  const { user } = await openAfterLogIn(email, { landing: 'New Beginnings', path });
  return user;
}

afterEach(() => server.events.removeAllListeners());

describe('/home/graph', () => {
  it(
    'shows the last 15 days as a table, refuses an out-of-range weight with nothing sent and saves a good one in kg',
    async () => {
      const calls = received();
      const user = await openAs('/home/graph');
      const table = await screen.findByRole(
        'table',
        { name: 'Your numbers for the last 15 days' },
        WAIT,
      );
      // 14 seeded days in the window (up to yesterday) plus the header row.
      expect(within(table).getAllByRole('row')).toHaveLength(15);
      expect(calls.find((call) => call.path.endsWith('achievements_stats'))?.body).toEqual({
        days: 15,
      });

      const weight = screen.getByLabelText('Weight (kg)');
      await user.type(weight, '301');
      await user.click(screen.getByRole('button', { name: 'Save today' }));
      expect(
        await screen.findByText('Please enter a weight between 30 and 300 kg.'),
      ).toBeInTheDocument();
      expect(weight).toHaveAttribute('aria-invalid', 'true');
      expect(calls.filter((call) => call.path.endsWith('add_measurements'))).toHaveLength(0);

      await user.clear(weight);
      await user.type(weight, '70.2');
      await user.type(screen.getByLabelText('Waist (cm)'), '80');
      await user.click(screen.getByRole('button', { name: 'Save today' }));
      expect(
        await screen.findByText('Saved. Your graph shows today’s entry.', {}, WAIT),
      ).toBeInTheDocument();
      const today = dayjs().format('YYYY-MM-DD');
      expect(
        calls.filter((call) => call.path.endsWith('add_measurements')).map((call) => call.body),
      ).toEqual([{ date: today, weight: 70.2, waist: 80 }]);
      expect(
        db.get().progressDays.find((day) => day.user_id === 102 && day.date === today),
      ).toMatchObject({
        weight: 70.2,
        waist: 80,
      });
      expect(await screen.findByText('Latest weight: 70.2 kg', {}, WAIT)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows a member who measures in lbs their weights in lbs and sends kg',
    async () => {
      db.update((state) => {
        const premium = state.users.find((entry) => entry.user_id === 102);
        if (premium) premium.measurement_unit = 'lbs';
      });
      const calls = received();
      const user = await openAs('/home/graph');
      const table = await screen.findByRole(
        'table',
        { name: 'Your numbers for the last 15 days' },
        WAIT,
      );
      expect(within(table).getByRole('columnheader', { name: 'Weight (lbs)' })).toBeInTheDocument();
      await user.type(screen.getByLabelText('Weight (lbs)'), '165');
      await user.click(screen.getByRole('button', { name: 'Save today' }));
      expect(await screen.findByText('Latest weight: 165 lbs', {}, WAIT)).toBeInTheDocument();
      expect(
        calls.filter((call) => call.path.endsWith('add_measurements')).map((call) => call.body),
      ).toEqual([{ date: dayjs().format('YYYY-MM-DD'), weight: 74.84 }]);
    },
    SLOW,
  );

  it(
    "keeps what was typed and shows the server's message when saving fails",
    async () => {
      const user = await openAs('/home/graph');
      const weight = await screen.findByLabelText('Weight (kg)', {}, WAIT);
      injectedFailures.add('add_measurements', 'Tracking is resting for a moment.');
      await user.type(weight, '70');
      await user.click(screen.getByRole('button', { name: 'Save today' }));
      const popup = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
      expect(popup).toHaveTextContent('Tracking is resting for a moment.');
      expect(weight).toHaveValue('70');
    },
    SLOW,
  );
});

describe('/home/caloriescalculator', () => {
  it(
    'refuses weight 0 and an empty age next to the fields, then saves the target to the planner',
    async () => {
      const calls = received();
      const user = await openAs('/home/caloriescalculator');
      const weight = await screen.findByLabelText('Weight (kg)', {}, WAIT);
      expect(screen.getByLabelText('Height (cm)')).toHaveValue('165');
      expect(screen.getByLabelText('Activity level')).toHaveValue('1');

      await user.clear(weight);
      await user.type(weight, '0');
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(
        await screen.findByText('Please enter a weight between 35 and 300 kg.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Please enter an age between 16 and 99.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save to my planner' })).not.toBeInTheDocument();

      await user.type(screen.getByLabelText('Age (years)'), '35');
      await user.clear(weight);
      await user.type(weight, '70');
      await user.selectOptions(screen.getByLabelText('Goal'), 'lose');
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(await screen.findByText('1418 kcal a day')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save to my planner' }));
      expect(
        await screen.findByText('Saved: your planner’s daily target is now 1418 kcal.', {}, WAIT),
      ).toBeInTheDocument();
      expect(
        calls
          .filter((call) => call.path.endsWith('update_planner_details'))
          .map((call) => call.body),
      ).toEqual([{ calorie_target: 1418 }]);
      expect(db.get().calorieTarget['102']).toBe(1418);
      // PlannerDay invalidated: the target is read again.
      expect(
        await screen.findByText('Your planner’s daily target: 1418 kcal.', {}, WAIT),
      ).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('/home/caloriescalculator, correcting a field', () => {
  it(
    'takes a message away as soon as the field is corrected, and leaves the others',
    async () => {
      const user = await openAs('/home/caloriescalculator');
      const weight = await screen.findByLabelText('Weight (kg)', {}, WAIT);
      await user.clear(weight);
      await user.type(weight, '0');
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(
        await screen.findByText('Please enter a weight between 35 and 300 kg.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Please enter an age between 16 and 99.')).toBeInTheDocument();

      await user.clear(weight);
      await user.type(weight, '70');
      expect(
        screen.queryByText('Please enter a weight between 35 and 300 kg.'),
      ).not.toBeInTheDocument();
      expect(weight).not.toHaveAttribute('aria-invalid', 'true');
      // The age was not touched: its message stays until it is.
      expect(screen.getByText('Please enter an age between 16 and 99.')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Age (years)'), '3');
      expect(screen.getByText('Please enter an age between 16 and 99.')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Age (years)'), '5');
      expect(screen.queryByText('Please enter an age between 16 and 99.')).not.toBeInTheDocument();
    },
    SLOW,
  );
});

describe('/home/timeline', () => {
  it(
    'lists the history in pages and refuses a .txt with the extension message, sending nothing',
    async () => {
      const calls = received();
      const user = await openAs('/home/timeline');
      const history = await screen.findByRole('list', { name: 'My history' }, WAIT);
      expect(within(history).getAllByRole('listitem')).toHaveLength(10);
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(20), WAIT);

      const input = screen.getByLabelText('Photo or video');
      // A browser's file picker can still pick any file: the page checks it itself.
      await userEvent
        .setup({ applyAccept: false })
        .upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
      expect(
        await screen.findByText('Only .jpg, .jpeg, .gif, .png, .mp4 and .mov files can be sent.'),
      ).toBeInTheDocument();
      expect(calls.filter((call) => call.path.endsWith('upload_photo'))).toHaveLength(0);

      // A picture is accepted (its preview and the upload itself are checked in
      // e2e/progress-timeline.spec.ts: jsdom has no object URLs nor upload progress).
      await user.upload(
        input,
        new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
      );
      expect(
        screen.queryByText('Only .jpg, .jpeg, .gif, .png, .mp4 and .mov files can be sent.'),
      ).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
      expect(calls.filter((call) => call.path.endsWith('upload_photo'))).toHaveLength(0);
    },
    SLOW,
  );
});

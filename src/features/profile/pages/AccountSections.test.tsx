import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/db/store';
import { injectedFailures } from '../../../../mocks/failures';

const WAIT = { timeout: 8000 };
/** Logging in and typing on a busy 2-core machine. */
const SLOW = 45_000;

/** Paths and JSON bodies the mock server received for the account's saves. */
function received() {
  const calls: { path: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!/user\/(update_|upload_profile_image)/.test(path)) return;
    const isJson = (request.headers.get('content-type') ?? '').includes('json');
    void (isJson ? request.clone().json() : Promise.resolve(null)).then((body: unknown) =>
      calls.push({ path, body }),
    );
  });
  return calls;
}

async function openProfile() {
  window.history.pushState({}, '', '/login');
  const router = createAppRouter();
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'premium@example.com');
  await user.type(screen.getByLabelText('Password'), 'Password1!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { name: 'New Beginnings' }, WAIT);
  await router.navigate('/home/profile');
  return { user, router };
}

const premium = () => db.get().users.find((entry) => entry.email === 'premium@example.com');

afterEach(() => {
  server.events.removeAllListeners();
  injectedFailures.clear();
});

describe('/home/profile account sections', () => {
  it(
    'saves a changed name with a confirmation, stores it and shows it at the top of the page',
    async () => {
      const calls = received();
      const { user } = await openProfile();
      const section = await screen.findByRole('region', { name: 'Personal details' }, WAIT);
      const first = within(section).getByLabelText('First name');
      await user.clear(first);
      await user.type(first, 'Priyanka');
      await user.click(within(section).getByRole('button', { name: 'Save' }));
      expect(
        await within(section).findByText('Your profile has been updated.', {}, WAIT),
      ).toBeInTheDocument();
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]?.path).toMatch(/user\/update_profile$/);
      expect(calls[0]?.body).toMatchObject({
        first_name: 'Priyanka',
        last_name: 'Premium',
        email: 'premium@example.com',
      });
      expect(premium()?.first_name).toBe('Priyanka');
      // The page reads the same cached profile as the header: no second copy to refresh.
      expect(
        await screen.findByText('Priyanka Premium · premium@example.com', {}, WAIT),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'refuses an invalid email next to the field and sends nothing',
    async () => {
      const calls = received();
      const { user } = await openProfile();
      const section = await screen.findByRole('region', { name: 'Personal details' }, WAIT);
      const email = within(section).getByLabelText('Email');
      await user.clear(email);
      await user.type(email, 'priya@nowhere');
      await user.click(within(section).getByRole('button', { name: 'Save' }));
      expect(within(section).getByRole('alert')).toHaveTextContent('please enter valid email id');
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveFocus();
      expect(calls).toHaveLength(0);
      expect(premium()?.email).toBe('premium@example.com');
    },
    SLOW,
  );

  it(
    "keeps what was typed when a save fails and shows the server's message in the popup",
    async () => {
      const { user } = await openProfile();
      const section = await screen.findByRole('region', { name: 'Personal details' }, WAIT);
      injectedFailures.add('user/update_profile', 'Profiles are resting for a moment.');
      const phone = within(section).getByLabelText('Phone');
      await user.clear(phone);
      await user.type(phone, '07700 900456');
      await user.click(within(section).getByRole('button', { name: 'Save' }));
      const alert = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
      expect(alert).toHaveTextContent('Profiles are resting for a moment.');
      await user.click(within(alert).getByRole('button', { name: 'OK' }));
      expect(phone).toHaveValue('07700 900456');
      expect(within(section).queryByText('Your profile has been updated.')).not.toBeInTheDocument();
      expect(premium()?.phone).toBe('');
    },
    SLOW,
  );

  it(
    'turns a display toggle off and switches the units, each sent to its own call',
    async () => {
      const calls = received();
      const { user } = await openProfile();
      const display = await screen.findByRole(
        'region',
        { name: 'Dashboard and planner display' },
        WAIT,
      );
      await user.click(within(display).getByLabelText('Track my mood'));
      await user.click(within(display).getByRole('button', { name: 'Save' }));
      expect(
        await within(display).findByText('Your settings have been saved.', {}, WAIT),
      ).toBeInTheDocument();
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]?.path).toMatch(/user\/update_settings$/);
      expect(calls[0]?.body).toEqual({
        show_calories: 1,
        show_my_macros: 1,
        show_mood: 0,
        show_sleep: 1,
        track_exercise: 1,
        show_weight: 1,
        show_measurements: 1,
      });
      expect(premium()?.show_mood).toBe(0);

      const units = screen.getByRole('region', { name: 'Units' });
      await user.click(within(units).getByLabelText('Pounds and feet (lbs, feet)'));
      await user.click(within(units).getByRole('button', { name: 'Save' }));
      expect(
        await within(units).findByText('Your units have been updated.', {}, WAIT),
      ).toBeInTheDocument();
      await waitFor(() => expect(calls).toHaveLength(2));
      expect(calls[1]).toMatchObject({
        path: expect.stringMatching(/user\/update_measurement_unit$/) as unknown,
        body: { measurement_unit: 'lbs' },
      });
      expect(premium()?.measurement_unit).toBe('lbs');
    },
    SLOW,
  );

  it(
    'refuses a photo of another type before upload with nothing sent, and accepts a picture',
    async () => {
      const calls = received();
      await openProfile();
      const section = await screen.findByRole('region', { name: 'Profile photo' }, WAIT);
      const input = within(section).getByLabelText('Choose a photo');
      fireEvent.change(input, {
        target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
      });
      expect(within(section).getByRole('alert')).toHaveTextContent(
        'Only .jpg, .jpeg, .gif and .png images can be uploaded.',
      );
      fireEvent.click(within(section).getByRole('button', { name: 'Upload photo' }));
      expect(within(section).getByRole('alert')).toHaveTextContent(
        'Please choose a photo to upload.',
      );
      expect(calls).toHaveLength(0);

      // A picture is accepted (the upload itself, its preview and the new photo after a reload
      // are checked in e2e/profile-account.spec.ts: jsdom has no object URLs nor upload progress).
      fireEvent.change(input, {
        target: {
          files: [new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })],
        },
      });
      expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Upload photo' })).toBeEnabled();
      expect(calls).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'retakes the signup quiz: each question prefilled or answered, then saved',
    async () => {
      const calls = received();
      const { user, router } = await openProfile();
      await user.click(await screen.findByRole('link', { name: 'Retake the signup quiz' }, WAIT));
      await screen.findByRole('heading', { name: 'What is your gender?' }, WAIT);
      expect(router.state.location.pathname).toBe('/home/profile/retake-signup-quiz');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please choose an answer.');
      await user.click(screen.getByLabelText('Female'));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByLabelText('21 to 39'));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByLabelText('Beginner'));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByLabelText('Lose weight'));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByLabelText('Kilograms and centimetres (kg, cm)')).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Save my answers' }));
      expect(
        await screen.findByText('Your profile has been updated.', {}, WAIT),
      ).toBeInTheDocument();
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls).toEqual([
        {
          path: expect.stringMatching(/user\/update_profile$/) as unknown,
          body: { gender: 'female', age: '21-39', activity_level: 'beginner', weight_goal: 'lose' },
        },
      ]);
    },
    SLOW,
  );

  it(
    'a save that finds the session over goes to /login without an alert about a cancelled call',
    async () => {
      const { user, router } = await openProfile();
      const section = await screen.findByRole('region', { name: 'Personal details' }, WAIT);
      await user.type(within(section).getByLabelText('About me'), 'Morning runner');
      // The server ends the session (it expired): the next call answers 'Unauthorized Access!'.
      db.update((data) => {
        data.sessions = {};
      });
      await user.click(within(section).getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByRole('heading', { name: 'Welcome back' }, WAIT),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(localStorage.getItem('authorization')).toBeNull();
      // Nothing failed that the member should be told of: the calls cancelled with the session
      // (before the login form could show) raise no popup ('Aborted') over it.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    SLOW,
  );
  it(
    'keeps About me not saved yet across a failed save and a reload, until it is saved',
    async () => {
      const { user } = await openProfile();
      let section = await screen.findByRole('region', { name: 'Personal details' }, WAIT);
      await user.clear(within(section).getByLabelText('About me'));
      await user.type(within(section).getByLabelText('About me'), 'Morning runner');
      injectedFailures.add('user/update_profile', 'Profiles are resting.');
      await user.click(within(section).getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog', {}, WAIT);
      expect(dialog).toHaveTextContent('Profiles are resting.');
      injectedFailures.clear();
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));

      cleanup();
      window.history.pushState({}, '', '/home/profile');
      render(<RouterProvider router={createAppRouter()} />);
      section = await screen.findByRole('region', { name: 'Personal details' }, WAIT);
      expect(within(section).getByLabelText('About me')).toHaveValue('Morning runner');
      await user.click(within(section).getByRole('button', { name: 'Save' }));
      expect(
        await within(section).findByText('Your profile has been updated.', {}, WAIT),
      ).toBeInTheDocument();
      expect(premium()?.about_me).toBe('Morning runner');
      expect(window.sessionStorage.getItem('text_drafts') ?? '').not.toContain('Morning runner');
    },
    SLOW,
  );

  it(
    'keeps a saved About me emptied on purpose empty across a reload, still to be saved',
    async () => {
      const { user } = await openProfile();
      let section = await screen.findByRole('region', { name: 'Personal details' }, WAIT);
      await user.clear(within(section).getByLabelText('About me'));
      await user.type(within(section).getByLabelText('About me'), 'Morning runner');
      await user.click(within(section).getByRole('button', { name: 'Save' }));
      await within(section).findByText('Your profile has been updated.', {}, WAIT);
      await user.clear(within(section).getByLabelText('About me'));

      cleanup();
      window.history.pushState({}, '', '/home/profile');
      render(<RouterProvider router={createAppRouter()} />);
      section = await screen.findByRole('region', { name: 'Personal details' }, WAIT);
      expect(within(section).getByLabelText('About me')).toHaveValue('');
      expect(premium()?.about_me).toBe('Morning runner');
    },
    SLOW,
  );
});

import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { store } from '@/app/store';
import { api } from '@/lib/api';
import { authSession } from '@/lib/auth';
import { session, storageKeys } from '@/lib/storage';
import { IMAGE_TYPE_ERROR } from '@/lib/validation';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/db/store';

const WAIT = { timeout: 8000 };
const SLOW = 60_000;

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  const router = createAppRouter();
  render(<RouterProvider router={router} />);
  // Files are offered as chosen, whatever the picker's accept list: the page must judge them.
  return { router, user: userEvent.setup({ applyAccept: false }) };
}

/** Every call the coach screens sent, with its body. */
function recordCalls() {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!/auth_fc|fitpro/.test(url.pathname)) return;
    const body = (request.method === 'POST' ? await request.clone().json() : {}) as Record<
      string,
      unknown
    >;
    sent.push({ path: url.pathname.replace(/.*mock-api\//, ''), body });
  });
  return sent;
}

const png = (name = 'picture.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function signInAsCoach() {
  db.update((data) => {
    data.sessions['member.coach-test'] = 120;
  });
  authSession.saveMember('member.coach-test', 120);
}

afterEach(() => {
  store.dispatch(api.util.resetApiState());
  server.events.removeAllListeners();
  authSession.clearMember();
  session.remove(storageKeys.coachRegistration);
});

type User = ReturnType<typeof userEvent.setup>;

async function fillDetails(user: User, email: string) {
  await user.type(await screen.findByLabelText('First name', undefined, WAIT), 'Cara');
  await user.type(screen.getByLabelText('Last name'), 'Coach');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Phone'), '07700900123');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('coach registration', { timeout: SLOW }, () => {
  it('refuses a taken email next to the field, sends nothing else, and keeps what was typed', async () => {
    const sent = recordCalls();
    const { router, user } = renderAt('/rwl-coacho-reg1');
    expect(
      await screen.findByRole('progressbar', { name: 'Coach registration progress' }, WAIT),
    ).toHaveAttribute('aria-valuetext', 'Step 1 of 8');
    // Invalid fields: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your first name.')).toBeVisible();
    expect(sent).toEqual([]);

    await fillDetails(user, 'premium@example.com');
    const email = screen.getByLabelText('Email');
    await waitFor(
      () =>
        expect(email).toHaveAccessibleDescription(
          'This email is already registered. Please log in instead.',
        ),
      WAIT,
    );
    expect(sent.map((call) => call.path)).toEqual(['auth_fc/check_email']);
    expect(sent[0]?.body).toEqual({ email: 'premium@example.com' });
    expect(router.state.location.pathname).toBe('/rwl-coacho-reg1');
    // Kept for the tab (a reload reads it back).
    expect(JSON.parse(session.get(storageKeys.coachRegistration) ?? '{}')).toMatchObject({
      first_name: 'Cara',
      email: 'premium@example.com',
      step: 1,
    });
  });

  it('refuses a picture of the wrong type, then registers, pays by card and opens the coaches area', async () => {
    const sent = recordCalls();
    const { router, user } = renderAt('/rwl-coacho-reg1');
    await fillDetails(user, 'cara.screen@example.com');
    await user.type(await screen.findByLabelText('Speciality', undefined, WAIT), 'Yoga');
    await user.type(screen.getByLabelText('Where you coach'), 'Leeds');
    await user.click(screen.getByLabelText('I also coach online'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/rwl-coacho-reg2'), WAIT);
    await user.type(
      await screen.findByLabelText('Qualification', undefined, WAIT),
      'Level 3 personal trainer',
    );
    const certificate = screen.getByLabelText('Certificate picture');
    await user.upload(
      certificate,
      new File(['%PDF'], 'certificate.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(IMAGE_TYPE_ERROR)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Qualifications' })).toBeVisible();

    await user.upload(certificate, png('certificate.png'));
    expect(
      await screen.findByAltText('Certificate picture: preview', undefined, WAIT),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.upload(
      await screen.findByLabelText(/Identity document/, undefined, WAIT),
      png('passport.png'),
    );
    await user.upload(screen.getByLabelText('Picture of your face'), png('face.jpg'));
    await screen.findByAltText('Picture of your face: preview', undefined, WAIT);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.type(await screen.findByLabelText('Password', undefined, WAIT), 'Password1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Password1!');
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Create my coach account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/rwl-coacho-reg3'), WAIT);
    const register = sent.find((call) => call.path === 'auth_fc/register');
    expect(register?.body).toMatchObject({
      first_name: 'Cara',
      email: 'cara.screen@example.com',
      phone: '07700900123',
      speciality: 'Yoga',
      place: 'Leeds',
      online: 1,
      qualification: 'Level 3 personal trainer',
      password: 'Password1!',
      social_media_type: 'Instagram',
      agree: 1,
    });
    expect(String(register?.body.qualification_image)).toMatch(/^data:image\/png;base64,/);
    expect(String(register?.body.face_picture)).toMatch(/^data:image\/(png|jpeg);base64,/);
    // The password is never kept in the tab.
    expect(session.get(storageKeys.coachRegistration)).not.toContain('Password1!');

    await user.click(await screen.findByRole('radio', { name: /Pro monthly/ }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const form = await screen
      .findByRole('form', { name: 'Card details' }, WAIT)
      .catch(() => document.body);
    await user.type(
      await within(form).findByLabelText('Card number', undefined, WAIT),
      '4242424242424242',
    );
    await user.type(
      within(form).getByLabelText('Expiry date (MM/YY)'),
      `12/${String(new Date().getFullYear() + 2).slice(2)}`,
    );
    await user.type(within(form).getByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay £19.99 a month' }));

    expect(await screen.findByRole('heading', { name: 'Welcome' }, WAIT)).toBeVisible();
    const purchase = sent.find((call) => call.path === 'fitpro/purchase_plan');
    expect(purchase?.body).toMatchObject({ plan_id: '9702', is_apple_pay: '2' });
    expect(String(purchase?.body.recurly_token)).toMatch(/^mock_ok_Visa_4242$/);
    expect(JSON.stringify(purchase?.body)).not.toContain('4242424242424242');

    await user.click(screen.getByRole('link', { name: 'Go to your coaches area' }));
    expect(await screen.findByText('Welcome, Cara Coach.', undefined, WAIT)).toBeVisible();
    expect(screen.getByText('Pro monthly')).toBeVisible();
  });
});

describe('the coaches area', { timeout: SLOW }, () => {
  it("shows a free programme as Free on a professional's programmes, as on their page", async () => {
    renderAt('/rwl-coaches/programme/901');
    expect(
      await screen.findByRole('heading', { name: 'Free taster HIIT class' }, WAIT),
    ).toBeVisible();
    expect(screen.getByText('Free · 1 class')).toBeVisible();
    expect(screen.queryByText(/£0\.00/)).toBeNull();
  });

  it('asks a visitor to sign in or register as a coach', async () => {
    renderAt('/rwl-coaches/programme');
    expect(await screen.findByRole('link', { name: 'Sign in' }, WAIT)).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Register as a coach' })).toHaveAttribute(
      'href',
      '/rwl-coacho-reg1',
    );
  });

  it("shows the signed-in professional's own profile, programmes, sessions and bookings", async () => {
    signInAsCoach();
    const sent = recordCalls();
    const { user } = renderAt('/rwl-coaches');
    expect(await screen.findByText('Welcome, Rachel Adams.', undefined, WAIT)).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Coaches area' });

    await user.click(within(nav).getByRole('link', { name: 'Programmes' }));
    expect(await screen.findByRole('heading', { name: '4 live HIIT classes' }, WAIT)).toBeVisible();
    expect(screen.getByText('£20.00 · 4 classes')).toBeVisible();
    expect(sent.find((call) => call.path === 'fitpro/class_plans')?.body).toEqual({
      fitpro_id: '901',
    });

    await user.click(
      within(screen.getByRole('navigation', { name: 'Coaches area' })).getByRole('link', {
        name: 'Available sessions',
      }),
    );
    await user.click(await screen.findByRole('link', { name: '30-min PT session' }, WAIT));
    expect(await screen.findByRole('heading', { name: 'Session', level: 1 }, WAIT)).toBeVisible();
    expect(
      await screen.findByText(/one-to-one HIIT session with Rachel Adams/, undefined, WAIT),
    ).toBeVisible();
    expect(screen.getByText('£35.00 · 30 minutes')).toBeVisible();
    expect(sent.find((call) => call.path === 'fitpronew/session')?.body).toEqual({
      session_id: '9201',
    });

    await user.click(
      within(screen.getByRole('navigation', { name: 'Coaches area' })).getByRole('link', {
        name: 'Profile',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Rachel Adams' }, WAIT)).toBeVisible();
  });

  it('shows booked sessions to their professional only', async () => {
    signInAsCoach();
    renderAt('/rwl-coaches/session');
    const list = await screen.findByRole('list', { name: 'Booked sessions' }, WAIT);
    expect(within(list).getByText(/Sam Green/)).toBeVisible();
    expect(within(list).getByText(/Aisha Khan/)).toBeVisible();
  });

  it("shows another professional's area by id, and says when the id is not one", async () => {
    const { user } = renderAt('/rwl-coaches/asession/902');
    expect(
      await screen.findByRole('link', { name: '45-min strength session' }, WAIT),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Tom Reed' }, WAIT)).toBeVisible();
    window.history.pushState({}, '', '/');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/db/store';
import { authSession } from '@/lib/auth';
import { injectedFailures } from '../../../../mocks/failures';
import Reg1Page from './Reg1Page';

function PaywallProbe() {
  const location = useLocation();
  return <p>{`paywall ${location.search}`}</p>;
}

/** Generous waits: the http layer and the mock load on demand, and the machine is shared. */
const WAIT = { timeout: 5000 };

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/reg1" element={<Reg1Page />} />
        <Route path="/reg-paywall" element={<PaywallProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Counts the calls the page sends to the register, check and coupon endpoints. */
function countCalls() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (/auth\/(register|check_email|check_username)|coupon_details/.test(path)) seen.push(path);
  });
  return seen;
}

async function fillValid(
  user: ReturnType<typeof userEvent.setup>,
  email = 'ada@example.com',
  username = 'ada_l',
) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('User name'), username);
  await user.type(screen.getByLabelText('Phone'), '7700900123');
  await user.type(screen.getByLabelText('Password'), 'Password1!');
  await user.type(screen.getByLabelText('Confirm password'), 'Password1!');
  await user.click(screen.getByLabelText(/I agree to the/));
}

/** The second step's fields, valid; ends on the second step, ready to register. */
async function continueAndFillAboutYou(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('group', { name: 'About you' }, WAIT);
  await user.selectOptions(screen.getByLabelText('Gender'), 'female');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-17' } });
  await user.type(screen.getByLabelText('Address line 1'), '1 High Street');
  await user.type(screen.getByLabelText('Town or city'), 'Leeds');
  await user.type(screen.getByLabelText('Postcode'), 'LS1 4AP');
}

describe('/reg1 register form', () => {
  afterEach(() => server.events.removeAllListeners());

  it('shows the default title, GB as the default dial code, GDPR ticked and a hidden honeytrap', () => {
    renderAt('/reg1');
    expect(
      screen.getByRole('heading', { name: 'ALMOST THERE!! Register With RWL' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Country code')).toHaveValue('GB');
    expect(screen.getByRole('option', { name: '+44 United Kingdom' })).toBeInTheDocument();
    expect(screen.getByLabelText(/GDPR/)).toBeChecked();
    expect(screen.getByLabelText(/news & offers/)).not.toBeChecked();
    // No plan in the link: the promise every plan makes, before any field.
    expect(screen.getByRole('complementary', { name: 'Your plan' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('puts a message next to each bad field and sends nothing', async () => {
    const calls = countCalls();
    const user = userEvent.setup();
    renderAt('/reg1');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByText('Invite up to three friends (optional)'));
    await user.type(screen.getByLabelText('Friend 2 email'), 'bea@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getAllByText('please enter valid email id')).toHaveLength(2);
    expect(screen.getByText("Please enter your friend's first name.")).toBeInTheDocument();
    expect(screen.getByLabelText('Friend 2 email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Your password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('refuses a password of only spaces and over-long values, and sends nothing', async () => {
    const calls = countCalls();
    const user = userEvent.setup();
    renderAt('/reg1');
    await fillValid(user);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), '          ');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), '          ');
    // A pasted or scripted value is not stopped by maxLength: the form checks it too.
    fireEvent.change(screen.getByLabelText('First name'), {
      target: { value: 'A'.repeat(10_000) },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Your password cannot be only spaces.')).toBeInTheDocument();
    expect(screen.getByText('Please use at most 50 characters.')).toBeInTheDocument();
    expect(calls.filter((path) => path.endsWith('auth/register'))).toEqual([]);
  });

  it('gives every text field a maximum length', async () => {
    const user = userEvent.setup();
    renderAt('/reg1?planid=3&subplanid=1');
    await user.click(screen.getByText('Invite up to three friends (optional)'));
    const expected: Record<string, string> = {
      'First name': '50',
      'Last name': '50',
      Email: '254',
      'User name': '30',
      Phone: '20',
      Password: '128',
      'Confirm password': '128',
      'Coupon code': '40',
      'Friend 1 first name': '50',
      'Friend 1 email': '254',
    };
    for (const [label, max] of Object.entries(expected)) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', max);
    }
  });

  it('gives the hidden honeytrap a maximum length too, like every text field', () => {
    renderAt('/reg1');
    const trap = document.getElementById('reg-website');
    expect(trap).toHaveAttribute('maxLength', '200');
  });

  it('tells a taken email and user name on blur, next to the fields', async () => {
    const user = userEvent.setup();
    renderAt('/reg1');
    await user.type(screen.getByLabelText('Email'), 'free@example.com');
    await user.tab();
    expect(
      await screen.findByText(
        'This email is already registered. Please log in instead.',
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('User name'), 'premium');
    await user.tab();
    expect(
      await screen.findByText(
        'This user name is already taken. Please choose another.',
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
  });

  it('checks the coupon of the ad and shows "valid", or the invalid message with its remove link', async () => {
    const user = userEvent.setup();
    renderAt('/reg1?planid=3&subplanid=12&couponcode=WELCOME');
    expect(await screen.findByText(/^valid/, undefined, WAIT)).toBeInTheDocument();
    const coupon = screen.getByLabelText('Coupon code');
    await user.clear(coupon);
    await user.type(coupon, 'NOPE');
    await user.tab();
    expect(
      await screen.findByText(/This coupon code is not valid for this plan\./, undefined, WAIT),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'remove code >>' }));
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
  });

  it("shows the server's message in the popup when the coupon check fails, and leaves the coupon unjudged", async () => {
    injectedFailures.add('coupon_details', 'Coupons are resting for a moment.');
    const { PopupHost } = await import('@/ui/PopupHost');
    render(<PopupHost />);
    renderAt('/reg1?planid=3&subplanid=12&couponcode=WELCOME');
    const popup = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
    expect(within(popup).getByText('Coupons are resting for a moment.')).toBeInTheDocument();
    expect(screen.queryByText(/not valid for this plan/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^valid/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('WELCOME');
    await userEvent.setup().click(within(popup).getByRole('button', { name: 'OK' }));
  });

  it('refuses silently when the honeytrap is filled', async () => {
    const calls = countCalls();
    const user = userEvent.setup();
    renderAt('/reg1');
    await fillValid(user);
    calls.length = 0;
    const trap = document.getElementById('reg-website') as HTMLInputElement;
    await user.type(trap, 'http://spam.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(calls.filter((path) => path.includes('auth/register'))).toEqual([]);
    expect(
      screen.getByRole('heading', { name: 'ALMOST THERE!! Register With RWL' }),
    ).toBeInTheDocument();
  });

  it('registers, keeps the registration token and goes to the paywall with plan, coupon and campaign', async () => {
    let sent: Record<string, unknown> = {};
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('auth/register'))
        sent = (await request.clone().json()) as Record<string, unknown>;
    });
    const user = userEvent.setup();
    renderAt('/reg1?planid=3&subplanid=12&couponcode=WELCOME&utm_page=fb&utm_av=ad7');
    expect(await screen.findByText(/^valid/, undefined, WAIT)).toBeInTheDocument();
    await fillValid(user, 'new.member@example.com', 'new_member');
    await user.type(screen.getByLabelText('Friend 1 first name'), 'Bea');
    await user.type(screen.getByLabelText('Friend 1 email'), 'bea@example.com');
    await continueAndFillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText(
        'paywall ?planid=3&subplanid=12&couponcode=WELCOME&utm_page=fb&utm_av=ad7',
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(authSession.registrationToken()).toMatch(/^reg\./);
    expect(sent).toMatchObject({
      email: 'new.member@example.com',
      is_gdpr: 1,
      coupon_code: 'WELCOME',
      is_invite_frd: 1,
      dial_code: '+44',
      gender: 'female',
      dob: '1990-05-17',
      menopause: 0,
      address_line_1: '1 High Street',
      city: 'Leeds',
      country: 'GB',
      postcode: 'LS1 4AP',
    });
    expect(sent).not.toHaveProperty('study_at');
    const created = db
      .get()
      .users.find((candidate) => candidate.email === 'new.member@example.com');
    expect(created).toMatchObject({
      type: 1,
      reg_paywall: 1,
      lp_plan_id: 3,
      lp_sub_plan_id: 12,
      utm_av: 'ad7',
      gender: 1,
      postcode: 'LS1 4AP',
      menopause: 0,
    });
    expect(created).not.toHaveProperty('is_student');
    expect(db.get().invitedFriends).toEqual([
      expect.objectContaining({ first_name: 'Bea', email: 'bea@example.com' }),
    ]);
  });

  it('shows the server message when registration fails', async () => {
    server.use(
      http.post('*/mock-api/auth/register', () =>
        HttpResponse.json({ status: 0, message: 'Registrations are paused.', data: [] }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/reg1');
    await fillValid(user);
    const { PopupHost } = await import('@/ui/PopupHost');
    render(<PopupHost />);
    await continueAndFillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Alert' })).toHaveTextContent(
        'Registrations are paused.',
      ),
    );
  });

  it('shows the plan the ad carried, its price and trial, above the form', async () => {
    renderAt('/reg1?planid=8&subplanid=18');
    const plan = await screen.findByRole('complementary', { name: 'Your plan' });
    await waitFor(() => expect(plan).toHaveTextContent('Annual£119.88 a year'), WAIT);
    expect(plan).toHaveTextContent(
      /7-day free trial: nothing to pay today, then £119\.88 on \d{1,2} \w+ \d{4}/,
    );
    expect(
      plan.compareDocumentPosition(screen.getByRole('form', { name: 'Register' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByLabelText(/news & offers/)).not.toBeChecked();
  });

  it('shows the £1 plan as the offer its card names: £1 for its first 30 days, then £19.99 a month', async () => {
    renderAt('/reg1?planid=16&subplanid=62');
    const onePound = await screen.findByRole('complementary', { name: 'Your plan' });
    await waitFor(() => expect(onePound).toHaveTextContent('Monthly£19.99 a month'), WAIT);
    expect(onePound).toHaveTextContent('£1 for your first 30 days, then £19.99 a month');
  });

  it('shows the Black Friday price without a free trial', async () => {
    renderAt('/reg1?planid=3&subplanid=12&couponcode=BF2022');
    const plan = await screen.findByRole('complementary', { name: 'Your plan' });
    await waitFor(() => expect(plan).toHaveTextContent('£29.97 today with your offer'), WAIT);
    expect(plan).not.toHaveTextContent(/free trial/i);
  });

  it('sends a visitor who has paid (Back from the registration steps) on to finish, never to a second account', async () => {
    authSession.saveRegistrationToken('reg.paid');
    authSession.saveRegistrationPaid('/registration');
    try {
      render(
        <MemoryRouter initialEntries={['/reg1?planid=3&subplanid=2']}>
          <Routes>
            <Route path="/reg1" element={<Reg1Page />} />
            <Route path="/registration" element={<p>registration steps</p>} />
          </Routes>
        </MemoryRouter>,
      );
      expect(await screen.findByText('registration steps', undefined, WAIT)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    } finally {
      authSession.clearRegistration();
    }
  });
});

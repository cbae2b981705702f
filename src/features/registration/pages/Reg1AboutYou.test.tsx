import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/db/store';
import Reg1Page from './Reg1Page';

/** The second step of /reg1: about you, the address and (student plan) the studies and proof. */

const WAIT = { timeout: 5000 };
const STUDENT = '/reg1?planid=13&subplanid=37';

function PaywallProbe() {
  const location = useLocation();
  return <p>{`paywall ${location.search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/reg1" element={<Reg1Page />} />
        <Route path="/reg-paywall" element={<PaywallProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The paths of the calls the page sends (register and upload). */
function callsSent() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (/auth\/(register|upload)/.test(path)) seen.push(path);
  });
  return seen;
}

async function toSecondStep(user: ReturnType<typeof userEvent.setup>, path = '/reg1') {
  const view = renderAt(path);
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada.student@example.com');
  await user.type(screen.getByLabelText('User name'), 'ada_student');
  await user.type(screen.getByLabelText('Phone'), '7700900123');
  await user.type(screen.getByLabelText('Password'), 'Password1!');
  await user.type(screen.getByLabelText('Confirm password'), 'Password1!');
  await user.click(screen.getByLabelText(/I agree to the/));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('group', { name: 'About you' }, WAIT);
  return view;
}

async function fillAboutYou(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Gender'), 'female');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2001-03-09' } });
  await user.type(screen.getByLabelText('Address line 1'), '1 High Street');
  await user.type(screen.getByLabelText('Town or city'), 'Leeds');
  await user.type(screen.getByLabelText('Postcode'), 'LS1 4AP');
}

function image(name: string, bytes: number, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('/reg1, the second step', { timeout: 40_000 }, () => {
  afterEach(() => server.events.removeAllListeners());

  it('puts a message beside each missing field and sends nothing', async () => {
    const calls = callsSent();
    const user = userEvent.setup();
    await toSecondStep(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please choose how you identify.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your date of birth.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the first line of your address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your town or city.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your postcode.')).toBeInTheDocument();
    expect(screen.getByLabelText('Gender')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('checks a UK postcode as one, and another country only for its length', async () => {
    const calls = callsSent();
    const user = userEvent.setup();
    await toSecondStep(user);
    await fillAboutYou(user);
    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), '75001');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please enter a valid UK postcode.')).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Postcode')).toHaveFocus();
    expect(calls).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/^paywall/, undefined, WAIT)).toBeInTheDocument();
    expect(db.get().users.find((item) => item.email === 'ada.student@example.com')).toMatchObject({
      country: 'FR',
      postcode: '75001',
    });
  });

  it('refuses a date of birth in the future or under 16', async () => {
    const calls = callsSent();
    const user = userEvent.setup();
    await toSecondStep(user);
    await fillAboutYou(user);
    const nextYear = new Date().getFullYear() + 1;
    fireEvent.change(screen.getByLabelText('Date of birth'), {
      target: { value: `${nextYear}-01-01` },
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please enter a valid date of birth.')).toBeInTheDocument();
    const tenYearsAgo = new Date().getFullYear() - 10;
    fireEvent.change(screen.getByLabelText('Date of birth'), {
      target: { value: `${tenYearsAgo}-06-15` },
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('You must be at least 16 to join.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('keeps every answer of both steps when the visitor goes back a step, and on a reload (not the passwords)', async () => {
    const user = userEvent.setup();
    const view = await toSecondStep(user);
    await fillAboutYou(user);
    await user.click(screen.getByLabelText('I am going through the menopause'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Password')).toHaveValue('Password1!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('group', { name: 'About you' }, WAIT);
    expect(screen.getByLabelText('Postcode')).toHaveValue('LS1 4AP');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('2001-03-09');
    expect(screen.getByLabelText('I am going through the menopause')).toBeChecked();

    // A reload: the first step again, filled but for the passwords; the second step kept.
    view.unmount();
    renderAt('/reg1');
    expect(screen.getByLabelText('Email')).toHaveValue('ada.student@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await user.type(screen.getByLabelText('Password'), 'Password1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('group', { name: 'About you' }, WAIT);
    expect(screen.getByLabelText('Town or city')).toHaveValue('Leeds');
    expect(screen.getByLabelText('I am going through the menopause')).toBeChecked();
  });
});

describe('/reg1 from a student page: studies and proof', { timeout: 40_000 }, () => {
  afterEach(() => server.events.removeAllListeners());

  it('asks where and since when the visitor studies, and for a proof', async () => {
    const calls = callsSent();
    const user = userEvent.setup();
    await toSecondStep(user, STUDENT);
    await fillAboutYou(user);
    await user.type(screen.getByLabelText('Year you started studying there'), '1990');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please tell us where you study.')).toBeInTheDocument();
    expect(screen.getByText(/^Please enter a year between the last 10 years/)).toBeInTheDocument();
    expect(
      screen.getByText('Please upload a photo of your student card or enrolment letter.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('refuses a proof of the wrong type or over 5 MB before sending it', async () => {
    const calls = callsSent();
    const user = userEvent.setup({ applyAccept: false });
    await toSecondStep(user, STUDENT);
    const input = screen.getByLabelText(/^Proof of student status/);
    await user.upload(input, new File(['%PDF'], 'card.pdf', { type: 'application/pdf' }));
    expect(
      screen.getByText('Only .jpg, .jpeg, .gif and .png images can be uploaded.'),
    ).toBeInTheDocument();
    await user.upload(input, image('card.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('Images can be at most 5 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your proof of student status' })).toBeNull();
    expect(calls).toEqual([]);
  });
  // The upload itself, its preview and progress, and the registration it completes are checked
  // in e2e/students.spec.ts: jsdom has no object URLs nor upload progress.
});

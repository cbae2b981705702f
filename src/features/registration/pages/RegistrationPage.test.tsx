import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/db/store';
import { createAppStore } from '@/app/store';
import { authSession } from '@/lib/auth';
import { local, storageKeys } from '@/lib/storage';
import { registrationApi } from '../api';
import RegistrationPage from './RegistrationPage';

const WAIT = { timeout: 5000 };
const REG_TOKEN = 'reg.steps-test';

function registering(userId: number) {
  db.update((data) => {
    data.registrationSessions[REG_TOKEN] = userId;
  });
  authSession.saveRegistrationToken(REG_TOKEN);
}

function renderAt(path = '/registration') {
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/registration" element={<RegistrationPage />} />
          <Route path="/login" element={<p>login page</p>} />
          <Route path="/home" element={<p>member home</p>} />
          <Route path="/reg-paywall" element={<p>paywall page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('/registration', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    window.sessionStorage.clear();
  });

  it('without a registration token sends a visitor to /login', async () => {
    renderAt();
    expect(await screen.findByText('login page', undefined, WAIT)).toBeInTheDocument();
  });

  it('without a registration token sends a logged-in member home', async () => {
    local.set(storageKeys.authorization, 'member.token');
    renderAt();
    expect(await screen.findByText('member home', undefined, WAIT)).toBeInTheDocument();
  });

  it('at step 1 sends an unpaid visitor with reg_paywall 1 to the paywall', async () => {
    db.update((data) => {
      const user = data.users.find((candidate) => candidate.user_id === 101);
      if (user) user.reg_paywall = 1;
    });
    registering(101);
    renderAt();
    expect(await screen.findByText('paywall page', undefined, WAIT)).toBeInTheDocument();
  });

  it('resumes at step 7 after a stored 6: loading tips, the result, then the member area as a member', async () => {
    registering(102);
    local.set(storageKeys.registrationStep, '6');
    const user = userEvent.setup();
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Loading' }, WAIT)).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Three short workouts a week beat one long one you dread.',
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Fitness')).toBeInTheDocument();
    const finish = await screen.findByRole(
      'button',
      { name: 'Go to my dashboard' },
      { timeout: 8000 },
    );
    expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 7 of 7',
    );
    await user.click(finish);
    expect(await screen.findByText('member home', undefined, WAIT)).toBeInTheDocument();
    expect(authSession.memberToken()).toMatch(/^member\./);
    expect(authSession.memberUserId()).toBe('102');
    expect(authSession.registrationToken()).toBeNull();
    expect(local.get(storageKeys.registrationStep)).toBeNull();
  });

  it('keeps the loading tips for the browser session when is_reg is 1', async () => {
    registering(102);
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('get_reg_loading_tips')) calls += 1;
    });
    const first = await createAppStore().dispatch(
      registrationApi.endpoints.getRegLoadingTips.initiate({ isReg: true, utm: {} }),
    );
    const second = await createAppStore().dispatch(
      registrationApi.endpoints.getRegLoadingTips.initiate({ isReg: true, utm: {} }),
    );
    expect(first.data?.[0]).toEqual({
      category: 'Fitness',
      tip_id: 11,
      tip: 'Three short workouts a week beat one long one you dread.',
    });
    expect(second.data).toEqual(first.data);
    expect(calls).toBe(1);
    await createAppStore().dispatch(
      registrationApi.endpoints.getRegLoadingTips.initiate({ isReg: false, utm: {} }),
    );
    expect(calls).toBe(2);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { store } from '@/app/store';
import { api } from '@/lib/api';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/db/store';
import { injectedFailures } from '../../../../mocks/failures';

const WAIT = { timeout: 8000 };
const SLOW = 30_000;

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  const router = createAppRouter();
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

/** What the coaching calls sent: the list's bodies and near me's queries. */
function recordCalls() {
  const sent: { path: string; body: unknown; query: string }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!/fitpro/.test(url.pathname)) return;
    const body: unknown = request.method === 'POST' ? await request.clone().json() : null;
    sent.push({ path: url.pathname.replace(/.*mock-api\//, ''), body, query: url.search });
  });
  return sent;
}

/** The professionals listed, in order, by name. */
const proNames = () =>
  within(screen.getByRole('list', { name: 'Professionals' }))
    .getAllByRole('link')
    .map((link) => ['Rachel Adams', 'Tom Reed'].find((name) => link.textContent?.includes(name)));

function setGeolocation(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(window.navigator, 'geolocation', {
    value: geolocation,
    configurable: true,
  });
}

afterEach(() => {
  // Each test asks the mock afresh (the app's one store outlives a test).
  store.dispatch(api.util.resetApiState());
  server.events.removeAllListeners();
  setGeolocation(undefined);
});

describe('fitness professionals', { timeout: SLOW }, () => {
  it('filters by speciality, place and online, tells the server, and keeps the filters in the address', async () => {
    const sent = recordCalls();
    const { router, user } = renderAt('/rwlpros');
    await screen.findByText('2 professionals', undefined, WAIT);
    expect(proNames()).toEqual(['Rachel Adams', 'Tom Reed']);

    await user.selectOptions(await screen.findByLabelText('Speciality'), 'HIIT');
    await screen.findByText('1 professional', undefined, WAIT);
    expect(proNames()).toEqual(['Rachel Adams']);
    expect(sent.filter((call) => call.path === 'fitpronew/list').at(-1)?.body).toEqual({
      speciality: 'HIIT',
    });
    expect(router.state.location.search).toBe('?speciality=HIIT');

    await user.selectOptions(screen.getByLabelText('Speciality'), '');
    await user.selectOptions(screen.getByLabelText('Place'), 'Manchester');
    await waitFor(() => expect(proNames()).toEqual(['Tom Reed']), WAIT);
    await user.click(screen.getByLabelText('Online'));
    expect(
      await screen.findByText('No professionals match these filters.', undefined, WAIT),
    ).toBeVisible();
    expect(sent.filter((call) => call.path === 'fitpronew/list').at(-1)?.body).toEqual({
      place: 'Manchester',
      online: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('2 professionals', undefined, WAIT);
    expect(screen.getByLabelText('Online')).not.toBeChecked();
  });

  it('opens with the filters of the address', async () => {
    renderAt('/rwlpros?place=London');
    await screen.findByText('1 professional', undefined, WAIT);
    expect(proNames()).toEqual(['Rachel Adams']);
    expect(screen.getByLabelText('Place')).toHaveValue('London');
  });

  it("shows Rachel Adams's profile with her bio cleaned, class plan 9101 and session 9201 in pounds, then her plans", async () => {
    db.update((data) => {
      const rachel = data.pros.find((pro) => pro.fitpro_id === 901);
      if (rachel)
        rachel.bio +=
          '<img src="x" onerror="window.__hacked = 1"><script>window.__hacked = 1</script>';
    });
    const { user } = renderAt('/rwlpros');
    await user.click(await screen.findByRole('link', { name: /Rachel Adams/ }, WAIT));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rachel Adams' }, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rachel Adams' })).toHaveAttribute(
      'src',
      '/images/landing/person-2.svg',
    );
    expect(screen.getByText('HIIT')).toBeVisible();
    expect(screen.getByText('London')).toBeVisible();
    expect(
      await screen.findByText(/coached high-intensity interval training/, undefined, WAIT),
    ).toBeVisible();
    expect(
      document.querySelector('.pro-profile__bio [onerror], .pro-profile__bio script'),
    ).toBeNull();

    const classes = screen.getByRole('region', { name: 'Classes' });
    const plan = within(classes).getByText('4 live HIIT classes').closest('li');
    expect(plan).toHaveTextContent('£20.00');
    const sessions = screen.getByRole('region', { name: 'One-to-one sessions' });
    expect(within(sessions).getByText('30-min PT session').closest('li')).toHaveTextContent(
      '£35.00',
    );

    await user.click(within(classes).getByRole('link', { name: 'All class plans' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Rachel Adams's class plans" }, WAIT),
    ).toBeVisible();
    expect(
      (await screen.findByText('4 live HIIT classes', undefined, WAIT)).closest('li'),
    ).toHaveTextContent('£20.00');
    expect(screen.getByRole('link', { name: 'Back to Rachel Adams' })).toHaveAttribute(
      'href',
      '/rwlpros/901',
    );
  });

  it("a visitor who logs in to book comes back to the professional's page, with the booking form", async () => {
    const { router, user } = renderAt('/rwlpros/901');
    await user.click(await screen.findByRole('link', { name: 'Log in' }, WAIT));
    await user.type(await screen.findByLabelText('Email', undefined, WAIT), 'premium@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('form', { name: 'Book' }, WAIT)).toBeVisible();
    expect(router.state.location.pathname).toBe('/rwlpros/901');
    expect(screen.getByRole('heading', { level: 1, name: 'Rachel Adams' })).toBeVisible();
  });

  it('says so when a professional has no class plans', async () => {
    renderAt('/rwlpros/902/plans');
    expect(await screen.findByText('No class plans at the moment.', undefined, WAIT)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: "Tom Reed's class plans" })).toBeVisible();
  });

  it("shows the server's message when a call fails, with Try again", async () => {
    injectedFailures.add('fitpro/user_details', 'The coaching service is down.');
    const { user } = renderAt('/rwlpros/901');
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'The coaching service is down.',
    );
    injectedFailures.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rachel Adams' }, WAIT),
    ).toBeVisible();
  });

  it('refuses an unknown professional with a message', async () => {
    renderAt('/rwlpros/999');
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'This professional could not be found.',
    );
  });
});

describe('professionals near me', { timeout: SLOW }, () => {
  it('sorts professionals nearest first from the position the browser gives, and sends it', async () => {
    setGeolocation({
      getCurrentPosition: (found) =>
        found({ coords: { latitude: 53.47, longitude: -2.25 } } as GeolocationPosition),
    });
    const sent = recordCalls();
    renderAt('/rwlpros/prosnearme');
    await screen.findByText('Under 1 mile away', undefined, WAIT);
    expect(proNames()).toEqual(['Tom Reed', 'Rachel Adams']);
    expect(screen.getByText('162 miles away')).toBeVisible();
    const query = new URLSearchParams(sent.find((call) => call.path === 'fitpro/near_me')?.query);
    expect(query.get('latitude')).toBe('53.47');
    expect(query.get('longitude')).toBe('-2.25');
  });

  it('explains a refusal, asks nothing of the server, and asks the browser again on Try again', async () => {
    let asked = 0;
    setGeolocation({
      getCurrentPosition: (_found, failed) => {
        asked += 1;
        failed?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
      },
    });
    const sent = recordCalls();
    const { user } = renderAt('/rwlpros/prosnearme');
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'Location access is turned off for this site',
    );
    expect(screen.getByRole('link', { name: 'Browse all professionals' })).toHaveAttribute(
      'href',
      '/rwlpros',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(asked).toBe(2));
    expect(sent.filter((call) => call.path === 'fitpro/near_me')).toEqual([]);
  });

  it('says when the browser has no location service, also at the short /prosnearme', async () => {
    renderAt('/prosnearme');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Professionals near me' }),
    ).toBeVisible();
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'Your location is not available right now',
    );
    expect(screen.getByRole('link', { name: 'Browse all professionals' })).toHaveAttribute(
      'href',
      '/rwlpros',
    );
  });
});

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db/store';
import { PopupHost } from '@/ui/PopupHost';
import { popups } from '@/ui/popupStore';
import { loadConfig } from '../configs/registry';
import { LandingPage } from './LandingPage';

/** The first call loads the http layer on demand, which takes a moment under vitest. */
const SERVER = { timeout: 12000 };

// The popup queue is shared by the whole app: empty it between tests.
afterEach(() => {
  for (let popup = popups.current(); popup; popup = popups.current())
    popups.close(popup.id, 'dismissed');
});

async function renderPage(key: string, pathname: string) {
  const config = await loadConfig(key);
  if (!config) throw new Error(`no config ${key}`);
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <LandingPage config={config} pathname={pathname} />
      <PopupHost />
    </MemoryRouter>,
  );
  // The sections below the header load right after it.
  await screen.findByRole('heading', { name: 'Frequently asked questions' }, SERVER);
  return config;
}

describe('LandingPage', () => {
  it('shows the heading, the offer link, robots noindex and the logged-out header', async () => {
    await renderPage('fitness-only', '/pages/fitness-only');
    expect(
      screen.getByRole('heading', { level: 1, name: /Fitness-only membership/ }),
    ).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Get fitness-only for £15' })) {
      expect(link).toHaveAttribute('href', '/reg1?planid=5&subplanid=58&couponcode=FITNESSONLY');
    }
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    // Fitness-only: no food or mindset blocks.
    expect(
      screen.queryByRole('heading', { name: 'Food you actually want to eat' }),
    ).not.toBeInTheDocument();
  });

  it('on a paid offer the header button names the offer and carries its plan, coupon and the address’s utm parameters', async () => {
    const config = await loadConfig('blackfriday2022');
    // The page's own address (a served landing page runs without the router).
    const address = '/pages/blackfriday2022?utm_source=facebook&utm_av=bf7&fbclid=abc';
    window.history.replaceState(null, '', address);
    render(
      <MemoryRouter initialEntries={[address]}>
        <LandingPage config={config!} pathname="/pages/blackfriday2022" />
      </MemoryRouter>,
    );
    window.history.replaceState(null, '', '/');
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).queryByRole('link', { name: 'Start free trial' })).toBeNull();
    const target = '/reg1?planid=3&subplanid=12&couponcode=BF2022&utm_source=facebook&utm_av=bf7';
    expect(within(account).getByRole('link', { name: 'Black Friday deal' })).toHaveAttribute(
      'href',
      target,
    );
    // The page's own buttons keep them too.
    const links = [...screen.getByRole('main').querySelectorAll('a[href^="/reg1"]')];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', target);
  });

  it('hides CTA banner and video buttons on the narrow pages only', async () => {
    await renderPage('home', '/');
    const banner = screen
      .getByRole('heading', { name: 'Your 7-day free trial starts today' })
      .closest('section')!;
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /video/ })).not.toBeInTheDocument();
  });

  it('shows CTA and video buttons elsewhere, in the split layout’s order', async () => {
    await renderPage('home3', '/home3');
    expect(screen.getByRole('button', { name: 'Watch Frankie’s video' })).toBeInTheDocument();
    const banner = screen
      .getByRole('heading', { name: 'Your 7-day free trial starts today' })
      .closest('section')!;
    expect(
      within(banner).getByRole('link', { name: 'Start your 7-day free trial' }),
    ).toHaveAttribute('href', '/reg1');
    // Layout b shows the plans before "Who is RWL for?".
    const plans = screen.getByRole('heading', { name: 'Choose your plan' });
    const who = screen.getByRole('heading', { name: 'Who is RWL for?' });
    expect(plans.compareDocumentPosition(who) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('preselects Quarterly on /home2; a card click selects; the card button carries the plan', async () => {
    const user = userEvent.setup();
    await renderPage('home2', '/home2');
    const plans = screen.getByRole('region', { name: 'Plans' });
    const quarterly = within(plans).getByRole('article', { name: 'Quarterly plan' });
    expect(within(quarterly).getByRole('button', { pressed: true })).toHaveTextContent('£44.97');
    const annual = within(plans).getByRole('article', { name: 'Annual plan' });
    await user.click(within(annual).getByRole('button'));
    expect(within(annual).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    expect(within(quarterly).getByRole('button', { name: /Quarterly/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(annual).getByRole('link', { name: 'Choose this plan: Annual' })).toHaveAttribute(
      'href',
      '/reg1?planid=3&subplanid=12&couponcode=WELCOME',
    );
  });

  it('shows each card as the plan catalogue sells it: the Annual of / at £119.99, a coupon card with figures from its price', async () => {
    await renderPage('home', '/');
    const annual = within(screen.getByRole('region', { name: 'Plans' })).getByRole('article', {
      name: 'Annual plan',
    });
    expect(within(annual).getByRole('button')).toHaveTextContent(
      'Annual£119.99£10.00 a month, billed every yearSave £119.89 (50%)',
    );
    expect(within(annual).getByRole('link', { name: 'Choose this plan: Annual' })).toHaveAttribute(
      'href',
      '/reg1?planid=3&subplanid=12',
    );
    cleanup();

    await renderPage('home2', '/home2');
    const welcome = within(screen.getByRole('region', { name: 'Plans' })).getByRole('article', {
      name: 'Annual plan',
    });
    const card = within(welcome).getByRole('button');
    expect(card).toHaveTextContent('£29.97was £119.99');
    expect(card).toHaveTextContent('£2.50 a month, billed every year');
    expect(card).toHaveTextContent('£29.97 for your first year, then £119.99 a year');
    expect(card).toHaveTextContent('Save £209.91 (88%)');
  });

  it('says so, with the server’s message and a retry, when the plans cannot be loaded', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        '*/mock-api/auth/plans',
        () => HttpResponse.json({ status: 0, message: 'Prices are resting.', data: [] }),
        { once: true },
      ),
    );
    const config = await loadConfig('student-34');
    render(
      <MemoryRouter initialEntries={['/pages/student-34']}>
        <LandingPage config={config!} pathname="/pages/student-34" />
        <PopupHost />
      </MemoryRouter>,
    );
    // The server's message in the shared popup, and beside the price block once it is closed.
    const alert = await screen.findByRole('dialog', { name: 'Alert' }, SERVER);
    expect(alert).toHaveTextContent('Prices are resting.');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    const prices = (await screen.findByRole('heading', { name: 'Your plan' }, SERVER)).closest(
      'section',
    )!;
    expect(within(prices).getByRole('alert')).toHaveTextContent('Prices are resting.');
    await user.click(within(prices).getByRole('button', { name: 'Try again' }));
    expect(
      await within(prices).findByRole('article', { name: 'Quarterly plan' }, SERVER),
    ).toHaveTextContent('£29.97');
  });

  it('preselects the first visible plan elsewhere', async () => {
    await renderPage('home3', '/home3');
    const monthly = screen.getByRole('article', { name: 'Monthly plan' });
    expect(within(monthly).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens and closes FAQ answers with aria-expanded buttons', async () => {
    const user = userEvent.setup();
    await renderPage('home3', '/home3');
    const question = screen.getByRole('button', { name: 'Can I cancel at any time?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/cancel any time from your profile/)).toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the lead form from a button with an empty target', async () => {
    const user = userEvent.setup();
    await renderPage('corporate-demo', '/pages/corporate-demo');
    await user.click(screen.getAllByRole('button', { name: 'Book a demo' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Leave your details' });
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
  });
});

describe('email sign-up', () => {
  it('marks empty fields red and focuses the first', async () => {
    const user = userEvent.setup();
    await renderPage('home3', '/home3');
    const form = screen.getByRole('form', { name: 'Email sign-up' });
    await user.type(within(form).getByLabelText('Email'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Name')).toHaveFocus();
  });

  it('shows the Alert popup for an invalid email', async () => {
    const user = userEvent.setup();
    await renderPage('home3', '/home3');
    const form = screen.getByRole('form', { name: 'Email sign-up' });
    await user.type(within(form).getByLabelText('Name'), 'Jo');
    await user.type(within(form).getByLabelText('Email'), 'jo@nowhere');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Alert' })).toHaveTextContent(
      'please enter valid email id',
    );
  });

  it('sends name, email, list 161 and the slug, then thanks the visitor', async () => {
    const user = userEvent.setup();
    await renderPage('home3', '/home3');
    // The server holds its answer until the sending state has been seen (then the mock answers).
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/mock-api/frontend/add_news_letter', async () => void (await held), {
        once: true,
      }),
    );
    const form = screen.getByRole('form', { name: 'Email sign-up' });
    await user.type(within(form).getByLabelText('Name'), '  Jo Bloggs ');
    await user.type(within(form).getByLabelText('Email'), 'jo@example.com');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    expect(within(form).getByRole('button', { name: /Signing up/ })).toBeDisabled();
    answer();
    expect(await screen.findByRole('dialog', { name: 'ThankYou' }, SERVER)).toHaveTextContent(
      'PLEASE CHECK YOUR INBOX.',
    );
    expect(db.get().newsletterSignups.at(-1)).toMatchObject({
      name: 'Jo Bloggs',
      email: 'jo@example.com',
      list_id: 161,
      slug: 'home3',
    });
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Sign up' })).toBeEnabled(),
    );
  });

  it('shows the server message when the sign-up fails', async () => {
    const user = userEvent.setup();
    await renderPage('home3', '/home3');
    const form = screen.getByRole('form', { name: 'Email sign-up' });
    await user.type(within(form).getByLabelText('Name'), 'Existing');
    await user.type(within(form).getByLabelText('Email'), 'subscribed@example.com');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Alert' }, SERVER)).toHaveTextContent(
      'This email address is already on our list.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { findRoute } from '@/app/routing/routeTable';
import { db } from '@mocks/db/store';
import { injectedFailures } from '@mocks/failures';

const SERVER = { timeout: 8000 };
const slugRoute = [findRoute('/pages/any-slug')].flatMap((entry) => entry ?? []);

/** A page only the server has, with its button pointing at `btnUrl`. */
function serverPage(slug: string, btnUrl: string) {
  db.update((data) => {
    data.serverLandingPages.push({
      page_id: 900 + data.serverLandingPages.length,
      slug,
      title: `Server page ${slug}`,
      title_list: ['One'],
      btn_txt: 'Join the challenge',
      btn_url: btnUrl,
    });
  });
}

describe('/pages/{slug} from the server', () => {
  it('links its button only to an http(s) address or a path of the app', async () => {
    const pages = [
      ['button-other-host', '//evil.example/phish'],
      ['button-backslash', '/\\evil.example/phish'],
      ['button-data', 'data:text/html,<script>alert(1)</script>'],
      ['button-script', 'javascript:alert(1)'],
    ] as const;
    for (const [slug, btnUrl] of pages) {
      serverPage(slug, btnUrl);
      renderRoutes(slugRoute, `/pages/${slug}`);
      await screen.findByRole('heading', { level: 1, name: `Server page ${slug}` }, SERVER);
      const buttons = screen.getAllByRole('link', { name: 'Join the challenge' });
      // Anything else leads to the registration entry, as a page with no button address does.
      for (const button of buttons) expect(button).toHaveAttribute('href', '/reg1');
      cleanup();
    }

    serverPage('button-https', 'https://partner.example/join');
    renderRoutes(slugRoute, '/pages/button-https');
    await screen.findByRole('heading', { level: 1, name: 'Server page button-https' }, SERVER);
    for (const button of screen.getAllByRole('link', { name: 'Join the challenge' }))
      expect(button).toHaveAttribute('href', 'https://partner.example/join');
  });

  it('says a page did not load, with Try again, when the call fails: not that the offer ended', async () => {
    injectedFailures.add('landing_page_details', 'Service unavailable');
    renderRoutes(slugRoute, '/pages/spring-reset');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page did not load' }, SERVER),
    ).toBeVisible();
    expect(screen.getByText('Service unavailable')).toBeVisible();
    expect(screen.queryByText(/The offer may have ended/)).not.toBeInTheDocument();

    injectedFailures.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'The Spring Reset: 4 weeks to feel brand new' },
        SERVER,
      ),
    ).toBeVisible();
  });

  it('says "not found" for a page the server says it does not have', async () => {
    renderRoutes(slugRoute, '/pages/no-such-offer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' }, SERVER),
    ).toBeVisible();
    expect(screen.getByText(/There is no page called “no-such-offer”/)).toBeVisible();
  });
});

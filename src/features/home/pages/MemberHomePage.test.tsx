import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { logInAs } from '@/lib/testing/logInAs';
import { homeRoutes } from '../routes';

describe('/home, the next live class', { timeout: 40_000 }, () => {
  it('is the live calendar’s soonest session (Morning HIIT, tomorrow at 07:00) and links to its page', async () => {
    await logInAs('premium@example.com');
    renderRoutes(homeRoutes, '/home');
    const live = await screen.findByRole('region', { name: 'Next live class' }, { timeout: 8000 });
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const weekday = tomorrow.toLocaleDateString('en-GB', { weekday: 'long' });
    expect(live).toHaveTextContent(
      new RegExp(`Morning HIIT with Rachel Adams, ${weekday} .*, 7:00 AM`),
    );

    expect(within(live).getByRole('link', { name: 'Morning HIIT' })).toHaveAttribute(
      'href',
      '/home/rwlpros/event-info/77',
    );
  });
});

describe('/home, the welcome', { timeout: 40_000 }, () => {
  it('offers no free trial to a fitness-only member, who already pays for a plan', async () => {
    await logInAs('fitnessonly@example.com');
    renderRoutes(homeRoutes, '/home');
    const welcome = await screen.findByRole('region', { name: 'Hello, Faye' }, { timeout: 8000 });
    expect(welcome).toHaveTextContent('Ready for today? Your plan is waiting.');
    expect(welcome).not.toHaveTextContent('free trial');
  });
});

describe('/home, the cards that open a programme', { timeout: 40_000 }, () => {
  it('say the price of a programme sold separately before the click (Premium does not include Summer Shred)', async () => {
    await logInAs('premium@example.com');
    renderRoutes(homeRoutes, '/home');
    const highlights = await screen.findByRole('region', { name: 'Highlights' }, { timeout: 8000 });
    const first = (await within(highlights).findAllByRole('link'))[0];
    expect(first).toHaveAttribute('href', '/home/folder/1060');
    expect(first).toHaveTextContent('Sold separately: £9.99');
    // What the member has says nothing of a price.
    const vip = await screen.findByRole('region', { name: 'VIP masterclasses' });
    expect(vip).not.toHaveTextContent('Sold separately');
    expect(vip).not.toHaveTextContent('Part of Premium');
  });

  it('say that a Premium programme is part of Premium to a Free member', async () => {
    await logInAs('free@example.com');
    renderRoutes(homeRoutes, '/home');
    const vip = await screen.findByRole('region', { name: 'VIP masterclasses' }, { timeout: 8000 });
    const frankie = await within(vip).findByRole('link', { name: /lifting basics/ });
    expect(frankie).toHaveTextContent('Part of Premium');
  });
});

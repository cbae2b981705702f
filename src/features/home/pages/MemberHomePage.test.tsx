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

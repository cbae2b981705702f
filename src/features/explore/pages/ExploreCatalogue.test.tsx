import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { exploreRoutes } from '../routes';

describe('explore results', { timeout: 40_000 }, () => {
  it('name the workout they open', async () => {
    await logInAs('premium@example.com');
    renderRoutes(exploreRoutes, '/home/explore?q=standing abs');
    const results = await screen.findByRole('tabpanel', { name: 'Workouts' });
    const link = await within(results).findByRole('link', { name: /Standing abs blast/ });
    expect(link).toHaveAttribute('href', '/home/videocontent/3004');
  });

  it('list resources that open a programme the app has', async () => {
    await logInAs('premium@example.com');
    renderRoutes(exploreRoutes, '/home/explore?tab=resource');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search'), 'new beginnings');
    const link = await screen.findByRole('link', { name: /New Beginnings/ });
    expect(link).toHaveAttribute('href', '/home/folder/1059');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { findRoute } from '@/app/routing/routeTable';

const WAIT = { timeout: 8000 };

const screens = ['/free-calorie-calculator', '/home/dailyplanner'].flatMap(
  (path) => findRoute(path) ?? [],
);

describe('/free-calorie-calculator for a member', { timeout: 40_000 }, () => {
  it('says the result went to the planner and links there', async () => {
    await logInAs('premium@example.com');
    const router = renderRoutes(screens, '/free-calorie-calculator');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Age (years)', undefined, WAIT), '40');
    await user.type(screen.getByLabelText('Height (cm)'), '170');
    await user.type(screen.getByLabelText('Weight (kg)'), '72');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    const note = (await screen.findByText(/^Added to your planner\./, {}, WAIT)) as HTMLElement;
    const link = within(note).getByRole('link', { name: 'Open the planner' });
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/dailyplanner'));
  });
});

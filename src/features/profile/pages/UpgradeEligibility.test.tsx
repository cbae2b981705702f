import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { logInAs } from '@/lib/testing/logInAs';

/**
 * Spec 2: who may not upgrade on the web is told why, in the shared popup, with the spec's exact
 * words (moved from a journey: one screen's rule, nothing of the browser under test).
 */
const REFUSALS: [string, string | RegExp][] = [
  ['apple@example.com', /bought your membership in the iOS app.*not on the web/],
  ['google@example.com', /bought your membership in the Android app.*not on the web/],
  [
    'fitpro@example.com',
    "You have already purchased fitpro class. You can't upgrade your current plan until it's over.",
  ],
  [
    'granted@example.com',
    "Sorry, seems like you can't upgrade your account.Please contact the support team for upgrading.",
  ],
  ['special@example.com', 'Your membership is managed by your employer.'],
  ['prepremium@example.com', 'You have already subscribed to a premium plan.'],
];

describe('the upgrade page refuses who cannot upgrade on the web', { timeout: 40_000 }, () => {
  it.each(REFUSALS)('%s is told: %s', async (email, message) => {
    await logInAs(email);
    // The whole app (its member shell reads who the member is), opened at the upgrade page.
    window.history.pushState({}, '', '/home/profile/upgrade-downgrade?goBack=%2Fhome');
    render(<RouterProvider router={createAppRouter()} />);
    const popup = await screen.findByRole('dialog', { name: 'Alert' }, { timeout: 20_000 });
    expect(popup).toHaveTextContent(message);
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Alert' })).not.toBeInTheDocument();
  });
});

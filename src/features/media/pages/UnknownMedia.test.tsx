import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { mediaRoutes } from '../routes';

describe('a video or audio address whose number is not one', { timeout: 40_000 }, () => {
  it.each([
    ['/home/programvideos/abc', 'This video could not be found.'],
    ['/home/programaudios/0', 'This audio could not be found.'],
  ])('%s says so, with no Try again that cannot load anything', async (path, message) => {
    await logInAs('premium@example.com');
    renderRoutes(mediaRoutes, path);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('an audio only in a programme the member cannot open', { timeout: 40_000 }, () => {
  it('says so and offers the upgrade, with nothing playing', async () => {
    // 4002 Sleep well is only in The Diet Coaches (1064): food, not for a fitness-only member.
    await logInAs('fitnessonly@example.com');
    renderRoutes(mediaRoutes, '/home/programaudios/4002');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You don't have access this folder.",
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/home/profile/upgrade-downgrade',
    );
    expect(screen.queryByRole('button', { name: /Play|Pause/ })).not.toBeInTheDocument();
  });
});

describe('mindset audio and a fitness-only member', { timeout: 40_000 }, () => {
  it('offers the upgrade for 4001, though it is in a programme the member can open', async () => {
    await logInAs('fitnessonly@example.com');
    renderRoutes(mediaRoutes, '/home/programaudios/4001');
    expect(await screen.findByRole('heading', { name: 'Morning mindset' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Mindset audio is part of Premium. Upgrade to listen to every session.',
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play|Pause/ })).not.toBeInTheDocument();
  });
});

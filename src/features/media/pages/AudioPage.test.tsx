import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { logInAs } from '@/lib/testing/logInAs';
import { audioPlayer } from '../audioStore';

/** The member area's chunks load first on a busy machine. */
const WAIT = { timeout: 20_000 };

afterEach(() => {
  audioPlayer.close();
  vi.restoreAllMocks();
});

describe('/home/programaudios/{id} in the member area', { timeout: 90_000 }, () => {
  it('shows the audio controls once, and the mini player takes them over on the next screen', async () => {
    // jsdom plays nothing: the player is asked to play, and stays paused.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    await logInAs('premium@example.com');
    window.history.pushState({}, '', '/home/programaudios/4001');
    const router = createAppRouter();
    render(<RouterProvider router={router} />);

    await screen.findByRole('heading', { name: 'Morning mindset', level: 1 }, WAIT);
    expect(await screen.findAllByRole('slider', { name: 'Position' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^(Play|Pause)$/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^(Mute|Unmute)$/ })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Now playing' })).not.toBeInTheDocument();

    await router.navigate('/home/playlist');
    const mini = await screen.findByRole('region', { name: 'Now playing' }, WAIT);
    expect(mini).toHaveTextContent('Morning mindset');
    expect(await within(mini).findByRole('slider', { name: 'Position' })).toBeInTheDocument();
  });
});

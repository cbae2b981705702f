import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { openAfterLogIn } from '@/app/testing/openAfterLogIn';
import { audioPlayer } from '../audioStore';

afterEach(() => {
  audioPlayer.close();
  vi.restoreAllMocks();
});

describe('/home/programaudios/{id} in the member area', { timeout: 60_000 }, () => {
  it('shows the audio controls once, and the mini player takes them over on the next screen', async () => {
    // jsdom plays nothing: the player is asked to play, and stays paused.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const { router } = await openAfterLogIn('premium@example.com', {
      landing: 'New Beginnings',
      path: '/home/programaudios/4001',
    });
    await screen.findByRole('heading', { name: 'Morning mindset', level: 1 });
    expect(await screen.findAllByRole('slider', { name: 'Position' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^(Play|Pause)$/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^(Mute|Unmute)$/ })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Now playing' })).not.toBeInTheDocument();

    await router.navigate('/home/playlist');
    const mini = await screen.findByRole('region', { name: 'Now playing' });
    expect(mini).toHaveTextContent('Morning mindset');
    expect(await within(mini).findByRole('slider', { name: 'Position' })).toBeInTheDocument();
  });
});

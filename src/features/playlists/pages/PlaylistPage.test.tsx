import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo } from '@/lib/testing/serverReceived';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { playlistsRoutes } from '../routes';

/** The bodies the mock server receives on this playlists path (e.g. 'remove_video'). */
const bodiesTo = (path: string) => bodiesSentTo(`/playlists/${path}`);

describe('a playlist', { timeout: 40_000 }, () => {
  it('removes a video once when Remove is double-clicked', async () => {
    await logInAs('premium@example.com');
    const removals = bodiesTo('remove_video');
    renderRoutes(playlistsRoutes, '/home/playlist/6001');
    const user = userEvent.setup();
    const videos = await screen.findByRole('list', { name: 'Videos in this playlist' });
    await user.dblClick(
      within(videos).getByRole('button', { name: 'Remove 20-minute full body HIIT' }),
    );
    await waitFor(() =>
      expect(within(videos).queryByText('20-minute full body HIIT')).not.toBeInTheDocument(),
    );
    expect(within(videos).getByText('Low-impact toning')).toBeInTheDocument();
    expect(removals).toEqual([{ playlist_id: 6001, video_id: 3001 }]);
  });

  it('whose number is not one says so, with no Try again that cannot load anything', async () => {
    await logInAs('premium@example.com');
    renderRoutes(playlistsRoutes, '/home/playlist/abc');
    expect(await screen.findByText('This playlist could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

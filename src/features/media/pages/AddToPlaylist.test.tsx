import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { openAfterLogIn } from '@/app/testing/openAfterLogIn';
import { bodiesSentTo } from '@/lib/testing/serverReceived';

const WAIT = { timeout: 8000 };

/** The toast around a confirmation's text. */
async function toastSaying(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text, {}, WAIT)).closest('[role="status"]') as HTMLElement;
}

describe(
  'a video added to a playlist: the confirmation leads to the playlist',
  { timeout: 60_000 },
  () => {
    it('names the playlist the video went to and opens it from the confirmation', async () => {
      const { user, router } = await openAfterLogIn('premium@example.com', {
        landing: 'New Beginnings',
        path: '/home/videocontent/3003',
      });
      const added = bodiesSentTo('/playlists/add_video');
      await screen.findByRole('heading', { name: 'Core and glutes burner', level: 1 }, WAIT);
      await user.click(screen.getByRole('button', { name: 'Add to playlist' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add to playlist' }, WAIT);
      await user.click(await within(dialog).findByRole('radio', { name: 'My favourites' }, WAIT));
      await user.click(within(dialog).getByRole('button', { name: 'Add to playlist' }));

      const toast = await toastSaying('Added to My favourites.');
      expect(screen.queryByRole('dialog', { name: 'Add to playlist' })).not.toBeInTheDocument();
      expect(added).toEqual([{ playlist_id: 6001, video_id: 3003 }]);
      const link = within(toast).getByRole('link', { name: 'Open the playlist' });
      expect(link).toHaveAttribute('href', '/home/playlist/6001');
      await user.click(link);
      const videos = await screen.findByRole('list', { name: 'Videos in this playlist' }, WAIT);
      expect(router.state.location.pathname).toBe('/home/playlist/6001');
      expect(within(videos).getByRole('link', { name: 'Core and glutes burner' })).toBeVisible();
    });

    it('offers a new playlist where every playlist holds the video already, and links to the one made', async () => {
      const { user } = await openAfterLogIn('premium@example.com', {
        landing: 'New Beginnings',
        path: '/home/videocontent/3001',
      });
      const created = bodiesSentTo('/playlists/create');
      await screen.findByRole('heading', { name: '20-minute full body HIIT', level: 1 }, WAIT);
      await user.click(screen.getByRole('button', { name: 'Add to playlist' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add to playlist' }, WAIT);
      expect(
        await within(dialog).findByRole('radio', { name: /My favourites/ }, WAIT),
      ).toBeDisabled();
      expect(within(dialog).getByRole('radio', { name: 'New playlist' })).toBeChecked();
      await user.type(within(dialog).getByLabelText('Playlist name'), 'Leg day');
      await user.click(within(dialog).getByRole('button', { name: 'Add to playlist' }));

      const toast = await toastSaying('Added to Leg day.');
      expect(created).toEqual([{ title: 'Leg day' }]);
      expect(within(toast).getByRole('link', { name: 'Open the playlist' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/home\/playlist\/\d+$/),
      );
    });
  },
);

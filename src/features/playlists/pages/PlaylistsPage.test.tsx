import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { injectedFailures } from '../../../../mocks/failures';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { playlistsRoutes } from '../routes';

afterEach(() => injectedFailures.clear());

describe('my playlists', { timeout: 40_000 }, () => {
  it('keeps the typed name when the server refuses to create the playlist', async () => {
    await logInAs('premium@example.com');
    injectedFailures.add('playlists/create', 'Playlists are resting for a moment.');
    renderRoutes(playlistsRoutes, '/home/playlist');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'My favourites' });
    const field = screen.getByLabelText('New playlist name');
    await user.type(field, 'Leg day');
    await user.click(screen.getByRole('button', { name: 'Create playlist' }));
    expect(await screen.findByText('Playlists are resting for a moment.')).toBeInTheDocument();
    expect(field).toHaveValue('Leg day');
  });

  it('puts the member in the name field when Rename is pressed', async () => {
    await logInAs('premium@example.com');
    renderRoutes(playlistsRoutes, '/home/playlist');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename My favourites' }));
    expect(screen.getByLabelText('New name for My favourites')).toHaveFocus();
  });

  it('gives the focus back to the row after Cancel, and after Save under the new name', async () => {
    await logInAs('premium@example.com');
    renderRoutes(playlistsRoutes, '/home/playlist');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename My favourites' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Rename My favourites' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Rename My favourites' }));
    const field = screen.getByLabelText('New name for My favourites');
    await user.clear(field);
    await user.type(field, 'Morning mix{Enter}');
    expect(await screen.findByRole('button', { name: 'Rename Morning mix' })).toHaveFocus();
  });
});

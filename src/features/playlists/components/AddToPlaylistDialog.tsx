import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/ui/Dialog';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { TextField } from '@/ui/TextField';
import { showFailure } from '@/ui/showFailure';
import { toastQueue } from '@/ui/toastStore';
import { failureMessage } from '@/lib/failureMessage';
import { useAddToPlaylistMutation, useCreatePlaylistMutation, useGetPlaylistsQuery } from '../api';
import { PLAYLIST_TITLE_MAX, titleError } from '../model';
import '../playlists.css';

const NEW_PLAYLIST = 'new';

/**
 * Adds a video to one of the member's playlists, or to a new one. The confirmation names the
 * playlist and links to it; a playlist that holds the video already is shown but cannot be chosen.
 */
export function AddToPlaylistDialog({
  videoId,
  onClose,
}: {
  videoId: number;
  onClose: () => void;
}) {
  const lists = useGetPlaylistsQuery();
  const [create, creating] = useCreatePlaylistMutation();
  const [add, adding] = useAddToPlaylistMutation();
  const [choice, setChoice] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const groupId = useId();
  const options = lists.data ?? [];
  const holds = (videos: { video_id: number }[]) =>
    videos.some((video) => video.video_id === videoId);
  const firstOpen = options.find((playlist) => !holds(playlist.videos));
  const selected = choice || (firstOpen ? String(firstOpen.playlist_id) : NEW_PLAYLIST);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      let target = options.find((playlist) => String(playlist.playlist_id) === selected);
      if (selected === NEW_PLAYLIST) {
        const problem = titleError(name);
        setNameError(problem);
        if (problem) return;
        target = await create(name).unwrap();
      }
      if (!target) return;
      await add({ playlist_id: target.playlist_id, video_id: videoId }).unwrap();
      toastQueue.show({
        message: `Added to ${target.title}.`,
        tone: 'success',
        link: { label: 'Open the playlist', to: `/home/playlist/${target.playlist_id}` },
      });
      onClose();
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <Dialog title="Add to playlist" onClose={onClose} size="small">
      {lists.isLoading ? (
        <Spinner label="Loading your playlists" />
      ) : lists.error ? (
        <ErrorState message={failureMessage(lists.error)} onRetry={() => void lists.refetch()} />
      ) : (
        <form className="playlist-dialog" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset>
            <legend>Choose a playlist</legend>
            {options.map((playlist) => {
              const already = holds(playlist.videos);
              return (
                <label key={playlist.playlist_id} className="playlist-dialog__choice">
                  <input
                    type="radio"
                    name={groupId}
                    value={playlist.playlist_id}
                    checked={selected === String(playlist.playlist_id)}
                    disabled={already}
                    onChange={() => setChoice(String(playlist.playlist_id))}
                  />
                  {playlist.title}
                  {already ? <span className="muted"> (already in it)</span> : null}
                </label>
              );
            })}
            <label className="playlist-dialog__choice">
              <input
                type="radio"
                name={groupId}
                value={NEW_PLAYLIST}
                checked={selected === NEW_PLAYLIST}
                onChange={() => setChoice(NEW_PLAYLIST)}
              />
              New playlist
            </label>
          </fieldset>
          {selected === NEW_PLAYLIST ? (
            <TextField
              label="Playlist name"
              value={name}
              maxLength={PLAYLIST_TITLE_MAX}
              error={nameError || undefined}
              onChange={(event) => {
                setName(event.target.value);
                setNameError('');
              }}
            />
          ) : null}
          <button
            type="submit"
            className="button button--primary"
            disabled={adding.isLoading || creating.isLoading}
          >
            Add to playlist
          </button>
        </form>
      )}
    </Dialog>
  );
}

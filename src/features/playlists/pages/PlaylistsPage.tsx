import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { popups } from '@/ui/popupStore';
import {
  useCreatePlaylistMutation,
  useDeletePlaylistMutation,
  useGetPlaylistsQuery,
  useRenamePlaylistMutation,
} from '../api';
import { PLAYLIST_TITLE_MAX, titleError, type Playlist } from '../model';
import { failureMessage } from '@/lib/failureMessage';
import { showFailure } from '@/ui/showFailure';
import '../playlists.css';

function NameForm({
  label,
  initial = '',
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  /** Saves the name; false when the server refused it (the popup says why, the name stays). */
  onSubmit: (title: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // Rename replaces the row (and its button) with this form: the member types straight away.
  useEffect(() => {
    if (initial) field.current?.focus();
  }, [initial]);
  const fieldId = `playlist-name-${label.replace(/\W+/g, '-').toLowerCase()}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = titleError(title);
    setError(problem);
    if (problem) return;
    // A refused name stays in the field, to try again without typing it anew.
    if ((await onSubmit(title)) && !initial) setTitle('');
  };
  return (
    <form className="playlist-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={fieldId}>{label}</label>
      <div className="playlist-form__row">
        <input
          ref={field}
          id={fieldId}
          value={title}
          maxLength={PLAYLIST_TITLE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${fieldId}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function Row({ playlist }: { playlist: Playlist }) {
  const [renaming, setRenaming] = useState(false);
  const [rename, renaming$] = useRenamePlaylistMutation();
  // Cancel or Save puts the row back: the focus goes back to its Rename button, not to the page.
  const renameButton = useRef<HTMLButtonElement>(null);
  const backFromRename = useRef(false);
  useEffect(() => {
    if (renaming || !backFromRename.current) return;
    backFromRename.current = false;
    renameButton.current?.focus();
  }, [renaming]);
  const stopRenaming = () => {
    backFromRename.current = true;
    setRenaming(false);
  };
  const [remove, removing] = useDeletePlaylistMutation();
  const del = async () => {
    if (
      !(await popups.confirm(
        `Delete the playlist "${playlist.title}"?`,
        'Delete playlist',
        'Delete',
        'Keep',
      ))
    )
      return;
    await remove(playlist.playlist_id).unwrap().catch(showFailure);
  };
  return (
    <li className="playlist-row">
      {renaming ? (
        <NameForm
          label={`New name for ${playlist.title}`}
          initial={playlist.title}
          submitLabel="Save"
          busy={renaming$.isLoading}
          onCancel={stopRenaming}
          onSubmit={async (title) => {
            try {
              await rename({ playlist_id: playlist.playlist_id, title }).unwrap();
              stopRenaming();
              return true;
            } catch (error) {
              showFailure(error);
              return false;
            }
          }}
        />
      ) : (
        <>
          <Link to={`/home/playlist/${playlist.playlist_id}`} className="playlist-row__title">
            {playlist.title}
          </Link>
          <span className="muted">
            {playlist.videos.length === 1 ? '1 video' : `${playlist.videos.length} videos`}
          </span>
          <span className="playlist-row__actions">
            <button
              ref={renameButton}
              type="button"
              className="button button--secondary"
              aria-label={`Rename ${playlist.title}`}
              onClick={() => setRenaming(true)}
            >
              Rename
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Delete ${playlist.title}`}
              disabled={removing.isLoading}
              onClick={() => void del()}
            >
              Delete
            </button>
          </span>
        </>
      )}
    </li>
  );
}

/** /home/playlist: the member's playlists: create, rename, delete; the recommended one below. */
export default function PlaylistsPage() {
  const lists = useGetPlaylistsQuery();
  const [create, creating] = useCreatePlaylistMutation();

  useEffect(() => {
    document.title = 'My playlists | RWL';
  }, []);

  return (
    <div className="page playlists-page">
      <h1>My playlists</h1>
      <NameForm
        label="New playlist name"
        submitLabel="Create playlist"
        busy={creating.isLoading}
        onSubmit={async (title) => {
          try {
            await create(title).unwrap();
            return true;
          } catch (error) {
            showFailure(error);
            return false;
          }
        }}
      />
      {lists.isLoading ? (
        <Spinner label="Loading your playlists" />
      ) : lists.error ? (
        <ErrorState message={failureMessage(lists.error)} onRetry={() => void lists.refetch()} />
      ) : !lists.data?.length ? (
        <EmptyState title="You have no playlists yet.">
          <p>Create one above, then add your favourite workouts to it.</p>
        </EmptyState>
      ) : (
        <ul className="playlist-list">
          {lists.data.map((playlist) => (
            <Row key={playlist.playlist_id} playlist={playlist} />
          ))}
        </ul>
      )}
      <h2>Recommended for you</h2>
      <p>
        <Link to="/home/recommendedplaylist/6101">Quick 15-minute sessions</Link>
      </p>
    </div>
  );
}

import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '@/ui/EmptyState';
import {
  useAddToPlaylistMutation,
  useGetPlaylistQuery,
  useGetVideoBankQuery,
  useRemoveFromPlaylistMutation,
  useReorderPlaylistMutation,
} from '../api';
import { moveItem } from '../model';
import { failureMessage } from '@/lib/failureMessage';
import { showFailure } from '@/ui/showFailure';
import { PlaylistState } from '../components/PlaylistState';
import { PlayAllButton } from '../components/PlayAllButton';
import '../playlists.css';

/** /home/playlist/:id: play all in order, reorder with Up / Down (named Move <title> up / down), remove, add videos. */
export default function PlaylistPage() {
  const { id } = useParams();
  const playlistId = Number(id) || 0;
  const playlist = useGetPlaylistQuery(playlistId, { skip: !playlistId });
  const bank = useGetVideoBankQuery();
  const [reorder, reordering] = useReorderPlaylistMutation();
  const [remove, removing] = useRemoveFromPlaylistMutation();
  const [add, adding] = useAddToPlaylistMutation();
  const [choice, setChoice] = useState('');

  return (
    <PlaylistState playlist={playlist}>
      {(data) => {
        const inList = new Set(data.videos.map((video) => video.video_id));
        const addable = (bank.data ?? []).filter((video) => !inList.has(video.video_id));

        const move = (index: number, by: -1 | 1) => {
          const order = moveItem(
            data.videos.map((video) => video.video_id),
            index,
            by,
          );
          reorder({ playlist_id: data.playlist_id, video_ids: order }).unwrap().catch(showFailure);
        };

        return (
          <div className="page playlist-page">
            <p>
              <Link to="/home/playlist">All my playlists</Link>
            </p>
            <h1>{data.title}</h1>
            <PlayAllButton playlist={data} />
            {!data.videos.length ? (
              <EmptyState title="This playlist is empty.">
                <p>Add a workout below.</p>
              </EmptyState>
            ) : (
              <ol className="playlist-videos" aria-label="Videos in this playlist">
                {data.videos.map((video, index) => (
                  <li key={video.video_id} className="playlist-video">
                    <Link to={`/home/videocontent/${video.video_id}`}>{video.title}</Link>
                    {video.done ? <span className="done-badge">Done</span> : null}
                    <span className="playlist-row__actions">
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={`Move ${video.title} up`}
                        disabled={index === 0 || reordering.isLoading}
                        onClick={() => move(index, -1)}
                      >
                        ↑ Up
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={`Move ${video.title} down`}
                        disabled={index === data.videos.length - 1 || reordering.isLoading}
                        onClick={() => move(index, 1)}
                      >
                        ↓ Down
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={`Remove ${video.title}`}
                        disabled={removing.isLoading}
                        onClick={() =>
                          void remove({ playlist_id: data.playlist_id, video_id: video.video_id })
                            .unwrap()
                            .catch(showFailure)
                        }
                      >
                        Remove
                      </button>
                    </span>
                  </li>
                ))}
              </ol>
            )}
            <form
              className="playlist-form"
              onSubmit={(event) => {
                event.preventDefault();
                const videoId = Number(choice);
                if (!videoId) return;
                add({ playlist_id: data.playlist_id, video_id: videoId })
                  .unwrap()
                  .then(() => setChoice(''))
                  .catch(showFailure);
              }}
            >
              <label htmlFor="add-video">Add a video</label>
              <div className="playlist-form__row">
                <select
                  id="add-video"
                  value={choice}
                  onChange={(event) => setChoice(event.target.value)}
                  disabled={bank.isLoading}
                >
                  <option value="">Choose a workout</option>
                  {addable.map((video) => (
                    <option key={video.video_id} value={video.video_id}>
                      {video.title}
                    </option>
                  ))}
                </select>
                <button type="submit" className="button" disabled={!choice || adding.isLoading}>
                  Add to playlist
                </button>
              </div>
              {bank.error ? <p className="field__error">{failureMessage(bank.error)}</p> : null}
            </form>
          </div>
        );
      }}
    </PlaylistState>
  );
}

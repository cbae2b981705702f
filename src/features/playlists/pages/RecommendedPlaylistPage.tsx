import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { useGetRecommendedPlaylistQuery } from '../api';
import { playAllPath } from '../model';
import { failureMessage } from '@/lib/failureMessage';
import '../playlists.css';

/** /home/recommendedplaylist/:id: a playlist our coaches put together. */
export default function RecommendedPlaylistPage() {
  const { id } = useParams();
  const playlistId = Number(id) || 0;
  const navigate = useNavigate();
  const playlist = useGetRecommendedPlaylistQuery(playlistId, { skip: !playlistId });

  useEffect(() => {
    if (playlist.data) document.title = `${playlist.data.title} | RWL`;
  }, [playlist.data]);

  if (playlist.isLoading) return <Spinner label="Loading the playlist" />;
  if (playlist.error || !playlist.data) {
    return (
      <div className="page">
        <ErrorState
          message={failureMessage(playlist.error, 'This playlist could not be found.')}
          onRetry={() => void playlist.refetch()}
        />
      </div>
    );
  }
  const data = playlist.data;
  const playAll = playAllPath(data);
  return (
    <div className="page playlist-page">
      <h1>{data.title}</h1>
      {playAll ? (
        <button type="button" className="button" onClick={() => navigate(playAll)}>
          Play all
        </button>
      ) : null}
      {!data.videos.length ? (
        <EmptyState title="This playlist is empty." />
      ) : (
        <ol className="playlist-videos">
          {data.videos.map((video) => (
            <li key={video.video_id} className="playlist-video">
              <Link to={`/home/videocontent/${video.video_id}`}>{video.title}</Link>
              {video.done ? (
                <span className="done-badge">Done</span>
              ) : (
                <span className="muted">{Math.round(video.duration / 60)} min</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

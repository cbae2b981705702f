import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '@/ui/EmptyState';
import { useGetRecommendedPlaylistQuery } from '../api';
import { PlaylistState } from '../components/PlaylistState';
import { PlayAllButton } from '../components/PlayAllButton';
import { mediaLength } from '@/lib/format';
import '../playlists.css';

/** /home/recommendedplaylist/:id: a playlist our coaches put together. */
export default function RecommendedPlaylistPage() {
  const { id } = useParams();
  const playlistId = Number(id) || 0;
  const playlist = useGetRecommendedPlaylistQuery(playlistId, { skip: !playlistId });

  return (
    <PlaylistState playlist={playlist}>
      {(data) => (
        <div className="page playlist-page">
          <h1>{data.title}</h1>
          <PlayAllButton playlist={data} />
          {!data.videos.length ? (
            <EmptyState title="This playlist is empty.">
              <Link className="button button--secondary" to="/home/playlist">
                See your playlists
              </Link>
            </EmptyState>
          ) : (
            <ol className="playlist-videos">
              {data.videos.map((video) => (
                <li key={video.video_id} className="playlist-video">
                  <Link to={`/home/videocontent/${video.video_id}`}>{video.title}</Link>
                  {video.done ? (
                    <span className="done-badge">Done</span>
                  ) : (
                    <span className="muted">{mediaLength(video.duration)}</span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </PlaylistState>
  );
}

import { useNavigate } from 'react-router-dom';
import { playAllPath, type Playlist } from '../model';

/** Plays the playlist's videos in order; nothing when there is nothing to play. */
export function PlayAllButton({ playlist }: { playlist: Playlist }) {
  const navigate = useNavigate();
  const playAll = playAllPath(playlist);
  return playAll ? (
    <button type="button" className="button" onClick={() => navigate(playAll)}>
      Play all
    </button>
  ) : null;
}

import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useAudioPlayer, audioPlayer } from '../audioStore';
import './miniPlayer.css';

const AudioControls = lazy(() =>
  import('./AudioControls').then((module) => ({ default: module.AudioControls })),
);

/**
 * The shell's mini player: shown while a track is open, on every member screen but the track's
 * own page, which has the full controls.
 */
export function MiniPlayer() {
  const player = useAudioPlayer();
  const { pathname } = useLocation();
  if (!player.track || player.track.page === pathname) return null;
  return (
    <section className="mini-player" aria-label="Now playing">
      <p className="mini-player__title">
        {player.playing ? 'Playing' : 'Paused'}: <strong>{player.track.title}</strong>
      </p>
      <Suspense fallback={null}>
        <AudioControls compact />
      </Suspense>
      <button
        type="button"
        className="icon-button"
        aria-label="Close the player"
        onClick={() => audioPlayer.close()}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}

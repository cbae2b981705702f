import { lazy, Suspense } from 'react';
import { useAudioPlayer, audioPlayer } from '../audioStore';
import './miniPlayer.css';

const AudioControls = lazy(() =>
  import('./AudioControls').then((module) => ({ default: module.AudioControls })),
);

/** The shell's mini player: shown while a track is open, on every member screen. */
export function MiniPlayer() {
  const player = useAudioPlayer();
  if (!player.track) return null;
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

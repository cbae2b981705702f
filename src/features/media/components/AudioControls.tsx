import { audioPlayer, useAudioPlayer } from '../audioStore';
import { SEEK_MAX, clock } from '../model';

/** Play/pause, mute and the 0 to 1000 seek slider of the one audio player. */
export function AudioControls({ compact = false }: { compact?: boolean }) {
  const player = useAudioPlayer();
  if (!player.track) return null;
  return (
    <div className="audio-player">
      <div className="audio-player__buttons">
        <button
          type="button"
          className="button"
          aria-pressed={player.playing}
          onClick={() => audioPlayer.toggle()}
        >
          {player.playing ? 'Pause' : 'Play'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={player.muted}
          onClick={() => audioPlayer.toggleMute()}
        >
          {player.muted ? 'Unmute' : 'Mute'}
        </button>
        {compact ? null : <span aria-live="off">{clock(player.time)}</span>}
      </div>
      <label>
        <span className={compact ? 'visually-hidden' : undefined}>Position</span>
        <input
          type="range"
          min={0}
          max={SEEK_MAX}
          step={10}
          value={player.seek}
          aria-valuetext={clock(player.time)}
          onChange={(event) => audioPlayer.seek(Number(event.target.value))}
        />
      </label>
    </div>
  );
}

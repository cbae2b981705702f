import { authSession } from '@/lib/auth/session';
import { onAuthChanged } from '@/lib/auth/changes';
import { SEEK_MAX, seekToTime, timeToSeek } from './model';
import { onAppRestart } from '@/lib/appRestart';
import { createExternalStore, useExternalStore } from '@/lib/externalStore';

export interface AudioTrack {
  key: string;
  title: string;
  url: string;
  /** Seconds, from the catalogue, while the file's own duration is unknown. */
  duration: number;
  /**
   * The screen that shows this track with its own controls (the audio page): the mini player
   * stays off it, so the controls are there once.
   */
  page?: string;
}

export interface AudioState {
  track: AudioTrack | null;
  playing: boolean;
  muted: boolean;
  /** 0 to 1000. */
  seek: number;
  time: number;
}

/**
 * The one audio element of the app: it lives outside any screen, so playback continues while the
 * member moves between screens; the shell's mini player and the audio screens read this store.
 */
let element: HTMLAudioElement | null = null;
/**
 * A seek made before the file's own length is known (0 to 1000): the catalogue's length may differ
 * from the file's, so the point is placed on the file once its metadata has loaded.
 */
let pendingSeek: number | null = null;
onAppRestart(() => {
  element?.pause();
  element = null;
  pendingSeek = null;
});
const store = createExternalStore<AudioState>({
  track: null,
  playing: false,
  muted: false,
  seek: 0,
  time: 0,
});

function set(change: Partial<AudioState>) {
  store.update((state) => ({ ...state, ...change }));
}

function duration(): number {
  const own = element?.duration ?? NaN;
  return Number.isFinite(own) && own > 0 ? own : (store.get().track?.duration ?? 0);
}

function audio(): HTMLAudioElement {
  if (element) return element;
  element = new Audio();
  element.preload = 'auto';
  element.addEventListener('play', () => set({ playing: true }));
  element.addEventListener('pause', () => set({ playing: false }));
  element.addEventListener('ended', () => set({ playing: false, seek: SEEK_MAX }));
  element.addEventListener('volumechange', () => set({ muted: element?.muted ?? false }));
  element.addEventListener('loadedmetadata', () => {
    if (pendingSeek === null || !element) return;
    const value = pendingSeek;
    pendingSeek = null;
    element.currentTime = seekToTime(value, duration());
    set({ time: element.currentTime, seek: value });
  });
  element.addEventListener('timeupdate', () => {
    if (pendingSeek !== null) return;
    const time = element?.currentTime ?? 0;
    set({ time, seek: timeToSeek(time, duration()) });
  });
  return element;
}

export const audioPlayer = {
  /** Loads a track and plays it as soon as it is ready (spec 3 §4); the same track keeps playing. */
  open(track: AudioTrack): void {
    const player = audio();
    if (store.get().track?.key !== track.key) {
      // The app's own files load as CORS requests: the mock's service worker then keeps the
      // Range header, so the file stays seekable (a no-cors media request loses it).
      player.crossOrigin = /^\/(?!\/)/.test(track.url) ? 'anonymous' : null;
      pendingSeek = null;
      player.src = track.url;
      set({ track, seek: 0, time: 0 });
    }
    void player.play().catch(() => set({ playing: false }));
  },
  toggle(): void {
    const player = audio();
    if (player.paused) void player.play().catch(() => set({ playing: false }));
    else player.pause();
  },
  toggleMute(): void {
    const player = audio();
    player.muted = !player.muted;
  },
  seek(value: number): void {
    const player = audio();
    const seek = Math.round(value);
    // The clock follows the slider at once; before the file's metadata, the point waits for it.
    if (player.readyState < HTMLMediaElement.HAVE_METADATA) pendingSeek = seek;
    else player.currentTime = seekToTime(seek, duration());
    set({ seek, time: seekToTime(seek, duration()) });
  },
  /** Closing pauses the track and hides the mini player. */
  close(): void {
    element?.pause();
    set({ track: null, playing: false, seek: 0, time: 0 });
  },
  subscribe: store.subscribe,
  current: store.get,
};

/**
 * Playback belongs to the signed-in session: a logout, a forced sign-out or a logout in another
 * tab stops the track and removes the mini player (member area and hypno area alike).
 */
function stopWhenSignedOut(): void {
  if (store.get().track && !authSession.memberToken() && !authSession.hypnoToken())
    audioPlayer.close();
}
onAuthChanged(stopWhenSignedOut);
if (typeof window !== 'undefined') window.addEventListener('storage', stopWhenSignedOut);

export function useAudioPlayer(): AudioState {
  return useExternalStore(store);
}

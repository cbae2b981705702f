import { useMemo, useRef, type KeyboardEvent } from 'react';
import { clock, resumeFrom } from '../model';
import { positions } from '../positions';

interface VideoPlayerProps {
  src: string;
  captions: string;
  title: string;
  poster?: string;
  /** Storage key of the resume position. */
  resumeKey: string;
  onPlay: () => void;
  onEnded: () => void;
}

/**
 * The native <video> element: no player library bytes, the browser's own accessible controls,
 * a captions track and picture-in-picture where the browser offers it. Keyboard: Space or K
 * play/pause, arrows seek 5 s, M mute, P picture-in-picture.
 */
export function VideoPlayer({
  src,
  captions,
  title,
  poster,
  resumeKey,
  onPlay,
  onEnded,
}: VideoPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  // Where this video was left, read again when another video takes the player.
  const resumeAt = useMemo(() => positions.get(resumeKey), [resumeKey]);
  const pipOffered =
    typeof document !== 'undefined' &&
    'pictureInPictureEnabled' in document &&
    document.pictureInPictureEnabled;

  const onLoaded = () => {
    const video = ref.current;
    if (!video) return;
    const from = resumeFrom(resumeAt, video.duration);
    if (from > 0) video.currentTime = from;
  };

  const keys = (event: KeyboardEvent<HTMLVideoElement>) => {
    const video = ref.current;
    if (!video) return;
    const key = event.key.toLowerCase();
    // Space is the native controls' own play/pause key; K does the same here.
    if (key === 'k') {
      event.preventDefault();
      if (video.paused) void video.play();
      else video.pause();
    } else if (key === 'arrowright' || key === 'arrowleft') {
      event.preventDefault();
      video.currentTime = Math.max(0, video.currentTime + (key === 'arrowright' ? 5 : -5));
    } else if (key === 'm') {
      video.muted = !video.muted;
    } else if (key === 'p' && pipOffered) {
      void togglePip();
    }
  };

  const togglePip = async () => {
    const video = ref.current;
    if (!video) return;
    try {
      if (document.pictureInPictureElement) await document.exitPictureInPicture();
      else await video.requestPictureInPicture();
    } catch {
      // The browser refused (no user gesture or not supported): the player keeps playing.
    }
  };

  return (
    <div className="video-player">
      <video
        ref={ref}
        src={src}
        poster={poster}
        controls
        playsInline
        preload="metadata"
        crossOrigin="anonymous"
        aria-label={`${title}. Space or K play or pause, arrows seek 5 seconds, M mutes, P picture in picture.`}
        tabIndex={0}
        onKeyDown={keys}
        onLoadedMetadata={onLoaded}
        onPlay={onPlay}
        onTimeUpdate={(event) => positions.set(resumeKey, event.currentTarget.currentTime)}
        onEnded={() => {
          positions.set(resumeKey, 0);
          onEnded();
        }}
      >
        <track kind="captions" src={captions || undefined} srcLang="en" label="English" default />
      </video>
      <div className="video-player__bar">
        {resumeAt > 0 ? <span className="muted">Resumes from {clock(resumeAt)}</span> : <span />}
        {pipOffered ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void togglePip()}
          >
            Picture in picture
          </button>
        ) : null}
      </div>
    </div>
  );
}

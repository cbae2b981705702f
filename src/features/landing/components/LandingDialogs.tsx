/** The popups of the landing pages, loaded only when one is opened. */
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/ui/Dialog';
import { possessive, type ProductInfo, type Trainer } from '../model';
import { EmailSignupForm } from './EmailSignupForm';

export type LandingDialog =
  | { kind: 'lead' }
  | { kind: 'video'; trainer: Trainer }
  | { kind: 'audio'; audio: NonNullable<ProductInfo['audio']> };

/** Trainer videos are Vimeo ids. */
export function videoEmbedUrl(videoId: string): string {
  return `https://player.vimeo.com/video/${encodeURIComponent(videoId)}?autoplay=1&dnt=1`;
}

function VideoDialog({ trainer, onClose }: { trainer: Trainer; onClose: () => void }) {
  return (
    <Dialog title={`${possessive(trainer.title)} video`} onClose={onClose} size="large">
      <div className="landing-video">
        <iframe
          src={videoEmbedUrl(trainer.url ?? '')}
          title={`${trainer.title}: ${trainer.subTitle ?? 'trainer video'}`}
          width={640}
          height={360}
          allow="autoplay; fullscreen; picture-in-picture"
        />
      </div>
    </Dialog>
  );
}

export const SEEK_MAX = 1000;

/** Audio popup: plays when ready, play/pause and mute toggles, a seek slider from 0 to 1000; pauses on close. */
function AudioDialog({
  audio,
  onClose,
}: {
  audio: NonNullable<ProductInfo['audio']>;
  onClose: () => void;
}) {
  const element = useRef<HTMLAudioElement>(null);
  const autoPlayed = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [position, setPosition] = useState(0);

  useEffect(() => {
    const player = element.current;
    return () => player?.pause();
  }, []);

  const close = () => {
    element.current?.pause();
    onClose();
  };

  const toggle = () => {
    const player = element.current;
    if (!player) return;
    if (player.paused) void player.play().catch(() => setPlaying(false));
    else player.pause();
  };

  const seek = (value: number) => {
    const player = element.current;
    setPosition(value);
    if (player && Number.isFinite(player.duration) && player.duration > 0) {
      player.currentTime = (value / SEEK_MAX) * player.duration;
    }
  };

  return (
    <Dialog title={audio.title} onClose={close}>
      <div className="landing-audio">
        {audio.image ? <img src={audio.image} alt="" width={320} height={240} /> : null}
        <audio
          ref={element}
          src={audio.url}
          preload="auto"
          muted={muted}
          data-testid="landing-audio"
          onCanPlay={(event) => {
            if (autoPlayed.current) return;
            autoPlayed.current = true;
            void event.currentTarget.play().catch(() => setPlaying(false));
          }}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(event) => {
            const { currentTime, duration } = event.currentTarget;
            if (duration > 0) setPosition(Math.round((currentTime / duration) * SEEK_MAX));
          }}
        >
          <track kind="captions" src={audio.captions} srcLang="en" label="English" default />
        </audio>
        <div className="landing-audio__controls">
          <button type="button" className="button button--primary" onClick={toggle}>
            {playing ? 'Pause' : 'Play'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={muted}
            onClick={() => setMuted((value) => !value)}
          >
            {muted ? 'Unmute' : 'Mute'}
          </button>
        </div>
        <label className="landing-audio__seek">
          <span className="visually-hidden">Seek</span>
          <input
            type="range"
            min={0}
            max={SEEK_MAX}
            step={1}
            value={position}
            onChange={(event) => seek(Number(event.target.value))}
          />
        </label>
      </div>
    </Dialog>
  );
}

function LeadFormDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  return (
    <Dialog title="Leave your details" onClose={onClose}>
      <p className="dialog__message">Tell us who you are and we will be in touch by email.</p>
      <EmailSignupForm slug={slug} onSubscribed={onClose} />
    </Dialog>
  );
}

export default function LandingDialogs({
  dialog,
  slug,
  onClose,
}: {
  dialog: LandingDialog;
  slug: string;
  onClose: () => void;
}) {
  if (dialog.kind === 'video') return <VideoDialog trainer={dialog.trainer} onClose={onClose} />;
  if (dialog.kind === 'audio') return <AudioDialog audio={dialog.audio} onClose={onClose} />;
  return <LeadFormDialog slug={slug} onClose={onClose} />;
}

import * as z from 'zod/mini';
import { cosmeticNumber, cosmeticOr, cosmeticText as label, strictNumber } from '@/lib/api/schemas';

const id = () => z.coerce.number().check(z.int(), z.positive());
const flag = () => z.union([z.literal(0), z.literal(1)]);

/** Video details: access and the file or embed ids are strict; cosmetic fields default. */
export const videoSchema = z.object({
  video_id: id(),
  title: label(),
  duration: cosmeticNumber(0),
  image: label(),
  calories: cosmeticNumber(0),
  access: flag(),
  url: z.string(),
  captions: label(),
  vimeo_id: label(),
  youtube_id: label(),
  is_youtube_video: cosmeticOr(flag(), 0),
  done: flag(),
  show_video_calorie_burn: cosmeticOr(flag(), 0),
  /** Why a locked video is locked: 'upgrade' (Premium) or 'purchase' (a programme sold separately). */
  access_reason: z.enum(['', 'upgrade', 'purchase']),
  /** The programme that locks it, when the video is only in programmes the member cannot open. */
  folder_id: strictNumber,
  message: label(),
  /** A video sold separately (access_reason 'purchase', no folder): its price. */
  price: z.optional(strictNumber),
  currency_symbol: label('£'),
});
export type Video = z.infer<typeof videoSchema>;

/** The server's answer for media only in programmes the member cannot open. */
export const NO_FOLDER_ACCESS = "You don't have access this folder.";

/** Audio details: access is strict; a locked audio comes without its file, with the reason. */
export const audioSchema = z.object({
  audio_id: id(),
  title: label(),
  url: z.string(),
  image: label(),
  duration: cosmeticNumber(0),
  access: flag(),
  message: label(),
});
export type Audio = z.infer<typeof audioSchema>;

/** Only http(s) addresses and app paths may be played or opened. */
export function isSafeMediaUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Which player a video uses: the Vimeo or YouTube embed only when a real API is configured. */
export function videoSource(
  video: Pick<Video, 'url' | 'vimeo_id' | 'youtube_id' | 'is_youtube_video'>,
  realApi: boolean,
): { kind: 'file'; url: string } | { kind: 'embed'; url: string } | null {
  if (realApi && video.is_youtube_video === 1 && /^[\w-]{6,20}$/.test(video.youtube_id))
    return { kind: 'embed', url: `https://www.youtube-nocookie.com/embed/${video.youtube_id}` };
  if (realApi && /^\d{4,12}$/.test(video.vimeo_id))
    return { kind: 'embed', url: `https://player.vimeo.com/video/${video.vimeo_id}` };
  if (video.url && isSafeMediaUrl(video.url)) return { kind: 'file', url: video.url };
  return null;
}

/** Seek slider of spec 3 §4: 0 to 1000 maps onto the track. */
export const SEEK_MAX = 1000;
export function seekToTime(value: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return (Math.min(Math.max(value, 0), SEEK_MAX) / SEEK_MAX) * duration;
}
export function timeToSeek(time: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.round((Math.min(Math.max(time, 0), duration) / duration) * SEEK_MAX);
}

/** Where to resume: the stored position unless it is within 2 s of the end. */
export function resumeFrom(stored: number, duration: number): number {
  if (!Number.isFinite(stored) || stored <= 0) return 0;
  if (Number.isFinite(duration) && duration > 0 && stored >= duration - 2) return 0;
  return stored;
}

export function clock(seconds: number): string {
  const safe = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

/** Breathing: 4 s in, 4 s hold, 6 s out. Which phase a moment of the cycle is in. */
export const BREATH_PHASES = [
  { name: 'Breathe in', seconds: 4 },
  { name: 'Hold', seconds: 4 },
  { name: 'Breathe out', seconds: 6 },
] as const;
export const BREATH_CYCLE = BREATH_PHASES.reduce((sum, phase) => sum + phase.seconds, 0);
export function breathPhase(elapsed: number): { name: string; left: number } {
  let moment = ((Math.floor(elapsed) % BREATH_CYCLE) + BREATH_CYCLE) % BREATH_CYCLE;
  for (const phase of BREATH_PHASES) {
    if (moment < phase.seconds) return { name: phase.name, left: phase.seconds - moment };
    moment -= phase.seconds;
  }
  return { name: 'Breathe in', left: 4 };
}

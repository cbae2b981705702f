import * as z from 'zod/mini';
import { cosmeticNumber, cosmeticText } from '@/lib/api/schemas';

export const PLAYLIST_TITLE_MAX = 60;

const id = () => z.coerce.number().check(z.int(), z.positive());
export const playlistVideoSchema = z.object({
  video_id: id(),
  title: cosmeticText(''),
  duration: cosmeticNumber(0),
  image: cosmeticText(''),
  done: z.union([z.literal(0), z.literal(1)]),
});
export const playlistSchema = z.object({
  playlist_id: id(),
  title: z.string(),
  videos: z.array(playlistVideoSchema),
});
export type Playlist = z.infer<typeof playlistSchema>;
export type PlaylistVideo = z.infer<typeof playlistVideoSchema>;

/** The order after moving one item up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  const copy = [...items];
  const moving = copy[index];
  const other = copy[target];
  if (moving === undefined || other === undefined) return copy;
  copy[index] = other;
  copy[target] = moving;
  return copy;
}

/** A playlist name: required, at most 60 characters. Returns the message to show, or ''. */
export function titleError(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) return 'Please give your playlist a name.';
  if (trimmed.length > PLAYLIST_TITLE_MAX) return `Use at most ${PLAYLIST_TITLE_MAX} characters.`;
  return '';
}

/** Play all in order: the first video with the rest queued. */
export function playAllPath(playlist: Pick<Playlist, 'playlist_id' | 'videos'>): string | null {
  const first = playlist.videos[0];
  if (!first) return null;
  const queue = playlist.videos.map((video) => video.video_id).join(',');
  return `/home/videocontent/${first.video_id}?playlist=${playlist.playlist_id}&queue=${queue}`;
}

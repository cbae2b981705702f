import * as z from 'zod/mini';
import { cosmeticNumber, cosmeticText as label } from '@/lib/api/schemas';

export const NO_FOLDER_ACCESS = "You don't have access this folder.";

const id = () => z.coerce.number().check(z.int(), z.positive());
const flag = () => z.union([z.literal(0), z.literal(1)]);

export const dayVideoSchema = z.object({
  video_id: id(),
  title: label(),
  duration: cosmeticNumber(0),
  image: label(),
  done: flag(),
});
export const folderDaySchema = z.object({
  day: z.coerce.number(),
  videos: z.array(dayVideoSchema),
  audios: z.array(z.object({ audio_id: id(), title: label() })),
  recipes: z.array(z.object({ recipe_id: id(), title: label() })),
  meal_plan_id: z.coerce.number(),
});
export const folderWeekSchema = z.object({
  week: z.coerce.number(),
  days: z.array(folderDaySchema),
});

/** folders/details: access decides everything; money and ids are strict. */
export const programmeSchema = z.object({
  folder_id: id(),
  /** The screen the folder opens on (notification clicks); 'folder' unless the server says. */
  screen_name: label('folder'),
  title: label(),
  description: label(),
  image: label(),
  category: z.enum(['fitness', 'food', 'mindset']),
  access: flag(),
  access_reason: z.enum(['', 'purchase', 'upgrade']),
  message: label(),
  is_paid: flag(),
  price: z.coerce.number(),
  currency_symbol: label('£'),
  weeks: z.array(folderWeekSchema),
});
export type Programme = z.infer<typeof programmeSchema>;
export type FolderWeek = z.infer<typeof folderWeekSchema>;
export type FolderDay = z.infer<typeof folderDaySchema>;

export interface Progress {
  done: number;
  total: number;
}

/** Done of total videos in one week. */
export function weekProgress(week: FolderWeek): Progress {
  const videos = week.days.flatMap((day) => day.videos);
  return { done: videos.filter((video) => video.done === 1).length, total: videos.length };
}

/** Done of total videos across the programme. */
export function programmeProgress(weeks: FolderWeek[]): Progress {
  return weeks
    .map(weekProgress)
    .reduce((sum, part) => ({ done: sum.done + part.done, total: sum.total + part.total }), {
      done: 0,
      total: 0,
    });
}

export function progressText(progress: Progress): string {
  return `${progress.done} of ${progress.total} done`;
}

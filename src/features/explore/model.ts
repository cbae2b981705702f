import * as z from 'zod/mini';
import { cosmeticText } from '@/lib/api/schemas';

/** The global search box opens /home/explore with the search-screen number and the clicked flag. */
export const SEARCH_SCREEN = 1;

export function exploreSearchUrl(screen = SEARCH_SCREEN): string {
  return `/home/explore?search_screen=${screen}&clicked=1`;
}

export const EXPLORE_TABS = [
  { kind: 'workout', label: 'Workouts' },
  { kind: 'recipe', label: 'Recipes' },
  { kind: 'resource', label: 'Resources' },
] as const;
export type ExploreKind = (typeof EXPLORE_TABS)[number]['kind'];

export const exploreItemSchema = z.object({
  id: z.coerce.number(),
  kind: z.enum(['workout', 'recipe', 'resource']),
  title: z.string(),
  description: cosmeticText(''),
  image: cosmeticText(''),
});
export type ExploreItem = z.infer<typeof exploreItemSchema>;

/** Where a result opens. */
export function exploreItemRoute(item: ExploreItem): string {
  if (item.kind === 'recipe') return `/home/recipes/${item.id}`;
  if (item.kind === 'workout') return `/home/videocontent/${item.id}`;
  return `/home/folder/${item.id}`;
}

import * as z from 'zod/mini';
import { cosmeticOr, cosmeticText } from '@/lib/api/schemas';

/** Filter group of spec 1 §3: name and childs (tag_id, name, status where '1' means shown). */
export const filterGroupSchema = z.object({
  name: z.string(),
  childs: cosmeticOr(
    z.array(
      z.object({
        tag_id: z.coerce.number(),
        name: z.string(),
        status: cosmeticText('1'),
      }),
    ),
    [],
  ),
});
export type FilterGroup = z.infer<typeof filterGroupSchema>;

/** Shown tags only, narrowed by the search text; groups with nothing left are hidden. */
export function visibleGroups(groups: FilterGroup[], search: string): FilterGroup[] {
  const needle = search.trim().toLowerCase();
  return groups
    .map((group) => ({
      ...group,
      childs: group.childs.filter(
        (tag) => tag.status === '1' && (!needle || tag.name.toLowerCase().includes(needle)),
      ),
    }))
    .filter((group) => group.childs.length > 0);
}

/** Apply is allowed only with at least one filter chosen (spec 1 §5). */
export function canApply(selected: readonly number[]): boolean {
  return selected.length > 0;
}

export const APPLY_DISABLED_TEXT = 'Select at least one filter';
export const APPLY_DISABLED_TOOLTIP = 'Select minimum 1 filter';

/** Which tags the panel offers: recipe tags on the recipe list, video tags elsewhere. */
export type FilterArea = 'videos' | 'recipes';

export function filterArea(pathname: string): FilterArea {
  return /^\/home\/recipes\/?$/.test(pathname) ? 'recipes' : 'videos';
}

/** The header filter icon shows on video, programme, explore and recipe-list pages. */
export function filterRelevant(pathname: string): boolean {
  return (
    /^\/home\/(explore|videobank|programvideos|videocontent|folder)(\/|$)/.test(pathname) ||
    /^\/home\/recipes\/?$/.test(pathname) ||
    /^\/(videobank|programvideos|videocontent)(\/|$)/.test(pathname)
  );
}

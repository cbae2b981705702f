import { describe, expect, it } from 'vitest';
import {
  APPLY_DISABLED_TEXT,
  APPLY_DISABLED_TOOLTIP,
  canApply,
  filterArea,
  filterRelevant,
  visibleGroups,
  type FilterGroup,
} from './model';

const groups: FilterGroup[] = [
  {
    name: 'Type',
    childs: [
      { tag_id: 1, name: 'HIIT', status: '1' },
      { tag_id: 2, name: 'Hidden', status: '0' },
    ],
  },
  { name: 'Kit', childs: [{ tag_id: 3, name: 'Dumbbells', status: '1' }] },
];

describe('filter panel rules', () => {
  it("shows only tags with status '1', narrowed by the search", () => {
    expect(visibleGroups(groups, '').map((group) => group.childs.map((tag) => tag.name))).toEqual([
      ['HIIT'],
      ['Dumbbells'],
    ]);
    expect(visibleGroups(groups, 'dumb').map((group) => group.name)).toEqual(['Kit']);
    expect(visibleGroups(groups, 'hidden')).toEqual([]);
  });

  it('Apply needs at least one filter', () => {
    expect(canApply([])).toBe(false);
    expect(canApply([1])).toBe(true);
    expect(APPLY_DISABLED_TEXT).toBe('Select at least one filter');
    expect(APPLY_DISABLED_TOOLTIP).toBe('Select minimum 1 filter');
  });

  it('the filter icon shows on video, programme and explore pages', () => {
    expect(filterRelevant('/home/explore')).toBe(true);
    expect(filterRelevant('/home/folder/1059')).toBe(true);
    expect(filterRelevant('/home')).toBe(false);
    expect(filterRelevant('/home/recipes')).toBe(true);
    expect(filterRelevant('/home/recipes/2001')).toBe(false);
    expect(filterArea('/home/recipes')).toBe('recipes');
    expect(filterArea('/home/explore')).toBe('videos');
  });
});

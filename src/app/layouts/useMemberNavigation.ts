import { useLocation } from 'react-router-dom';
import { selectProfile } from '@/features/user/slice';
import { useAppSelector } from '../hooks';
import { findRoute } from '../routing/routeTable';
import { currentPlace, memberNavigation, type ShownGroup } from './memberNav';

function pinnedPath(pin: { screen_id: string; screen_name: string } | null): string | null {
  return pin?.screen_name === 'folder' && pin.screen_id ? `/home/folder/${pin.screen_id}` : null;
}

/**
 * The member's navigation (the table, with the spec's menu and more_menu settings and the pinned
 * programme) and where the member is in it: the header, the tab bar and the sub-navigation read it.
 */
export function useMemberNavigation(): {
  groups: ShownGroup[];
  current: { group: string; entry: string } | null;
} {
  const { pathname } = useLocation();
  const profile = useAppSelector(selectProfile);
  const groups = memberNavigation(
    profile.menu,
    profile.more_menu,
    (path) => findRoute(path) !== null,
    pinnedPath(profile.pin_screen),
  );
  return { groups, current: currentPlace(pathname, groups) };
}

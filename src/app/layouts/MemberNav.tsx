import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useScrollClearance } from '@/ui/useScrollClearance';
import { useMenuDisclosure } from './useMenuDisclosure';
import { selectProfile } from '@/features/user/slice';
import { useAppSelector } from '../hooks';
import { findRoute } from '../routing/routeTable';
import { currentArea, memberNavigation, type NavItem } from './memberNav';

function pinnedPath(pin: { screen_id: string; screen_name: string } | null): string | null {
  return pin?.screen_name === 'folder' && pin.screen_id ? `/home/folder/${pin.screen_id}` : null;
}

function Item({
  item,
  current,
  className,
}: {
  item: NavItem;
  current: string | null;
  className?: string;
}) {
  return (
    <Link
      to={item.to}
      className={className}
      aria-current={current === item.key ? 'page' : undefined}
    >
      {item.label}
    </Link>
  );
}

/**
 * The member navigation: links in the header on a desktop, a tab bar at the bottom on a phone
 * with "More" for the rest. The spec's menu and more_menu settings decide the split.
 */
export function MemberNav() {
  const { pathname } = useLocation();
  const profile = useAppSelector(selectProfile);
  const { tabs, more } = memberNavigation(
    profile.menu,
    profile.more_menu,
    (path) => findRoute(path) !== null,
    pinnedPath(profile.pin_screen),
  );
  const current = currentArea(pathname, [...tabs, ...more]);
  const moreCurrent = more.some((item) => item.key === current);
  const tabBar = useRef<HTMLElement>(null);
  useScrollClearance(tabBar, 'bottom');
  const moreMenu = useRef<HTMLDetailsElement>(null);
  useMenuDisclosure(moreMenu);
  return (
    <>
      <nav className="member-header__nav" aria-label="Main">
        {[...tabs, ...more].map((item) => (
          <Item key={item.key} item={item} current={current} />
        ))}
      </nav>
      <nav className="tab-bar" aria-label="Main (phone)" ref={tabBar}>
        {tabs.map((item) => (
          <Item key={item.key} item={item} current={current} className="tab-bar__item" />
        ))}
        {more.length ? (
          <details className="tab-bar__more" ref={moreMenu}>
            <summary className="tab-bar__item" aria-current={moreCurrent ? 'page' : undefined}>
              More
            </summary>
            <div className="tab-bar__panel">
              {more.map((item) => (
                <Item key={item.key} item={item} current={current} className="tab-bar__link" />
              ))}
            </div>
          </details>
        ) : null}
      </nav>
    </>
  );
}

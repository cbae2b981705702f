import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useScrollClearance } from '@/ui/useScrollClearance';
import { useMemberNavigation } from './useMemberNavigation';

/**
 * The member navigation's top level: the groups as links in the header on a desktop and as the
 * tab bar at the bottom on a phone; each opens its group's first screen, and the group the member
 * is in is marked (aria-current). The group's screens are in MemberSubNav.
 */
export function MemberNav() {
  const { groups, current } = useMemberNavigation();
  const tabBar = useRef<HTMLElement>(null);
  useScrollClearance(tabBar, 'bottom');
  const links = (className: string) =>
    groups.map((group) => (
      <Link
        key={group.key}
        to={group.to}
        className={className}
        aria-current={current?.group === group.key ? 'page' : undefined}
      >
        {group.label}
      </Link>
    ));
  return (
    <>
      <nav className="member-header__nav" aria-label="Main">
        {links('member-header__link')}
      </nav>
      <nav className="tab-bar" aria-label="Main (phone)" ref={tabBar}>
        {links('tab-bar__item')}
      </nav>
    </>
  );
}

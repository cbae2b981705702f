import { Link, useLocation } from 'react-router-dom';
import { isConversation } from './backArrow';
import { useMemberNavigation } from './useMemberNavigation';

/**
 * The second level of the member navigation: the screens of the group the member is in, in a row
 * under the header (on a phone too: the tab bar opens the group, this row its other screens), the
 * current screen marked. A group of one screen has none, and a conversation, which fills the
 * screen with its own "Back to chats", goes without it.
 */
export function MemberSubNav() {
  const { pathname } = useLocation();
  const { groups, current } = useMemberNavigation();
  const group = groups.find((candidate) => candidate.key === current?.group);
  if (!group || group.entries.length < 2 || isConversation(pathname)) return null;
  return (
    <nav className="member-subnav" aria-label={`In ${group.label}`}>
      <ul className="member-subnav__list">
        {group.entries.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.to}
              className="member-subnav__link"
              aria-current={current?.entry === entry.key ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

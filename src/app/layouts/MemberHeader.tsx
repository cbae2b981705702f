import { useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useScrollClearance } from '@/ui/useScrollClearance';
import { BrandLogo } from '@/ui/BrandLogo';
import { Badge, badgeText } from '@/ui/Badge';
import { Avatar } from '@/ui/Avatar';
import { fullName } from '@/features/user/model';
import { selectProfile } from '@/features/user/slice';
import { useAppSelector } from '../hooks';
import { selectBasketCount, selectBasketPath } from '@/features/basket';
import { hasScreen } from '../routing/routeTable';
import { useChatUnreadTotal } from '@/features/chat';
import { showBackArrow } from './backArrow';
import { HeaderSlots } from './headerSlots';
import { MemberNav } from './MemberNav';
import { basketLabel } from './basketLabel';
import { AccountMenu } from './AccountMenu';
import { accountMenuItems, currentPlace } from './memberNav';

function countLabel(name: string, count: number): string {
  const text = badgeText(count);
  return text ? `${name}, ${text} unread` : name;
}

/**
 * The basket the header icon opens (spec 3, contract "Basket"): the shop's lines are paid at
 * /checkout, coaching bookings alone at /rwl-coaches/viewbasket (selectBasketPath).
 */

const BASKET_ICON = (
  <svg
    aria-hidden="true"
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <circle cx="9" cy="21" r="1" />
    <circle cx="20" cy="21" r="1" />
    <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
  </svg>
);

/** The basket count, from the basket; a link only once the basket page exists, else disabled. */
function BasketButton({ count, path }: { count: number; path: string }) {
  const label = basketLabel(count);
  const badge = count ? (
    <span className="badge" aria-hidden="true">
      {count}
    </span>
  ) : null;
  if (hasScreen(path)) {
    return (
      <Link className="icon-button" to={path} aria-label={label}>
        {BASKET_ICON}
        {badge}
      </Link>
    );
  }
  return (
    <button type="button" className="icon-button" disabled aria-label={label}>
      {BASKET_ICON}
      {badge}
    </button>
  );
}

export function MemberHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const profile = useAppSelector(selectProfile);
  const unreadMessages = useChatUnreadTotal();
  const basket = useAppSelector(selectBasketCount);
  const basketPath = useAppSelector(selectBasketPath);
  const cameFromWeb = (window.history.state as { idx?: number } | null)?.idx ? true : false;
  const moreItems = accountMenuItems((path) => hasScreen(path));
  const moreCurrent = currentPlace(location.pathname, [{ key: 'account', entries: moreItems }]);
  const header = useRef<HTMLElement>(null);
  useScrollClearance(header, 'top');

  return (
    <header className="member-header" ref={header}>
      <div className="member-header__inner">
        <div className="member-header__start">
          {showBackArrow(location.pathname, cameFromWeb) ? (
            <button
              type="button"
              className="icon-button"
              aria-label="Back"
              onClick={() => navigate(-1)}
            >
              <span aria-hidden="true">←</span>
            </button>
          ) : null}
          <Link to="/home" className="member-header__brand" aria-label="RWL member home">
            <BrandLogo />
          </Link>
          <MemberNav />
        </div>
        <div className="member-header__end">
          <HeaderSlots />
          <Link
            className="icon-button"
            to="/home/chatlist"
            aria-label={countLabel('Messages', unreadMessages)}
          >
            <svg
              aria-hidden="true"
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
            </svg>
            <Badge count={unreadMessages} />
          </Link>
          <BasketButton count={basket} path={basketPath} />
          <AccountMenu>
            <summary aria-label="Account menu">
              <Avatar
                name={fullName(profile) || profile.email}
                src={profile.img}
                size={34}
                staff={profile.is_staff === 1}
                decorative
              />
            </summary>
            <div className="account-menu__panel">
              <p className="account-menu__name">{fullName(profile)}</p>
              <p className="account-menu__tier">{profile.type_label} member</p>
              <Link className="account-menu__link" to="/home/profile">
                My profile
              </Link>
              <nav aria-label="More from RWL">
                <ul className="account-menu__more">
                  {moreItems.map((item) => (
                    <li key={item.key}>
                      <Link
                        to={item.to}
                        aria-current={moreCurrent?.entry === item.key ? 'page' : undefined}
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <Link className="button button--secondary" to="/logout">
                Log out
              </Link>
            </div>
          </AccountMenu>
        </div>
      </div>
    </header>
  );
}

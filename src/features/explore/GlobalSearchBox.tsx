import { useLocation, useNavigate } from 'react-router-dom';
import { MAX_LENGTH } from '@/lib/validation';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { exploreSearchUrl } from './model';
import './globalSearch.css';

/** The global search box: only when the user's is_showglobalsearch is 1; opens the explore screen. */
export function GlobalSearchBox() {
  const profile = useAppSelector(selectProfile);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (profile.is_showglobalsearch !== 1 || pathname.startsWith('/home/explore')) return null;
  const open = () => navigate(exploreSearchUrl());
  return (
    <div className="global-search" role="search">
      <input
        maxLength={MAX_LENGTH.search}
        type="search"
        readOnly
        className="global-search__input"
        aria-label="Search workouts, recipes and resources"
        placeholder="Search"
        data-tour="search"
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            open();
          }
        }}
      />
    </div>
  );
}

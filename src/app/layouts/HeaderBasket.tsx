import { Link } from 'react-router-dom';
import { selectBasketCount, selectBasketPath } from '@/features/basket';
import { useServedValue } from '@/lib/useHydrated';
import { useAppSelector } from '../hooks';
import { basketLabel } from './basketLabel';

/**
 * The basket in the public header (pages with the store): shown once it holds something. A
 * prerendered page is served without it (the served copy knows no basket). It opens the basket
 * the member header's opens: the checkout, or the coaching basket when it holds only bookings.
 */
export function HeaderBasket() {
  const count = useServedValue(useAppSelector(selectBasketCount), 0);
  const path = useAppSelector(selectBasketPath);
  if (!count) return null;
  return (
    <Link className="button button--secondary" to={path} aria-label={basketLabel(count)}>
      Basket ({count})
    </Link>
  );
}

import { Link } from 'react-router-dom';
import { selectBasketCount } from '@/features/basket';
import { useServedValue } from '@/lib/useHydrated';
import { useAppSelector } from '../hooks';
import { basketLabel } from './basketLabel';

/**
 * The basket in the public header (pages with the store): shown once it holds something. A
 * prerendered page is served without it (the served copy knows no basket).
 */
export function HeaderBasket() {
  const count = useServedValue(useAppSelector(selectBasketCount), 0);
  if (!count) return null;
  return (
    <Link className="button button--secondary" to="/checkout" aria-label={basketLabel(count)}>
      Basket ({count})
    </Link>
  );
}

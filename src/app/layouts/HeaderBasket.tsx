import { Link } from 'react-router-dom';
import { selectBasketCount } from '@/features/basket';
import { useAppSelector } from '../hooks';

/** The basket in the public header (pages with the store): shown once it holds something. */
export default function HeaderBasket() {
  const count = useAppSelector(selectBasketCount);
  if (!count) return null;
  return (
    <Link
      className="button button--secondary"
      to="/checkout"
      aria-label={`Basket, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      Basket ({count})
    </Link>
  );
}

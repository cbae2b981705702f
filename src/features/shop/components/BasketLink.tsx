import { Link } from 'react-router-dom';
import { useServedValue } from '@/lib/useHydrated';
import { useShopBasket } from '../useShopBasket';

/** The shop's way to the basket, with its item count (visitors and members). */
export function BasketLink() {
  const { lines } = useShopBasket();
  // The served copy of a product page knows no basket: the count follows once the app is in.
  const count = useServedValue(
    lines.reduce((sum, line) => sum + line.quantity, 0),
    0,
  );
  return (
    <Link className="button button--secondary shop-basket-link" to="/checkout">
      Basket{count ? ` (${count} ${count === 1 ? 'item' : 'items'})` : ''}
    </Link>
  );
}

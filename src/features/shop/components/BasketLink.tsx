import { Link } from 'react-router-dom';
import { useShopBasket } from '../useShopBasket';

/** The shop's way to the basket, with its item count (visitors and members). */
export function BasketLink() {
  const { lines } = useShopBasket();
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Link className="button button--secondary shop-basket-link" to="/checkout">
      Basket{count ? ` (${count} ${count === 1 ? 'item' : 'items'})` : ''}
    </Link>
  );
}

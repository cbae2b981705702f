import { Link } from 'react-router-dom';
import { SafeImage } from '@/ui/SafeImage';
import { MAX_QUANTITY, type ProductCard, type ShopLine } from '../model';
import { formatPrice } from '@/lib/format/money';

interface BasketLinesProps {
  lines: ShopLine[];
  products: Map<number, ProductCard>;
  onQuantity: (productId: number, quantity: number, stock: number) => void;
  onRemove: (productId: number) => void;
}

/** The basket's lines: picture, name, price, a quantity from 1 to the stock, and Remove. */
export function BasketLines({ lines, products, onQuantity, onRemove }: BasketLinesProps) {
  return (
    <ul className="basket-lines" aria-label="Basket">
      {lines.map((line) => {
        const product = products.get(Number(line.id));
        if (!product) return null;
        const most = Math.max(1, Math.min(MAX_QUANTITY, product.stock));
        return (
          <li key={line.id} className="basket-line">
            <SafeImage
              className="basket-line__image"
              src={product.image}
              alt=""
              width={96}
              height={72}
            />
            <div className="basket-line__body">
              <Link to={`/shop/product/${product.product_id}`}>{product.title}</Link>
              <span className="muted">{formatPrice(product.price)} each</span>
            </div>
            <label className="basket-line__quantity">
              <span className="visually-hidden">Quantity of {product.title}</span>
              <select
                value={Math.min(line.quantity, most)}
                onChange={(event) =>
                  onQuantity(product.product_id, Number(event.target.value), product.stock)
                }
              >
                {Array.from({ length: most }, (_, index) => (
                  <option key={index + 1} value={index + 1}>
                    {index + 1}
                  </option>
                ))}
              </select>
            </label>
            <span className="basket-line__total">
              {formatPrice(product.price * Math.min(line.quantity, most))}
            </span>
            <button
              type="button"
              className="link-button"
              aria-label={`Remove ${product.title}`}
              onClick={() => onRemove(product.product_id)}
            >
              Remove
            </button>
          </li>
        );
      })}
    </ul>
  );
}

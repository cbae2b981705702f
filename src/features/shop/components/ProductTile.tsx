import { Link } from 'react-router-dom';
import { SafeImage } from '@/ui/SafeImage';
import { type ProductCard } from '../model';
import { formatPrice } from '@/lib/format/money';

/** A product in a grid: picture, name, price and whether it is in stock. */
export function ProductTile({ product }: { product: ProductCard }) {
  return (
    <li className="card product-tile">
      <Link className="card__link product-tile__link" to={`/shop/product/${product.product_id}`}>
        <SafeImage
          className="card__image product-tile__image"
          src={product.image}
          alt=""
          width={400}
          height={300}
        />
        <span className="product-tile__title">{product.title}</span>
        <span className="product-tile__price">{formatPrice(product.price)}</span>
        {product.stock > 0 ? null : <span className="product-tile__stock">Out of stock</span>}
      </Link>
    </li>
  );
}

export function ProductGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className="card-list product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="card product-tile product-tile--skeleton" />
      ))}
    </ul>
  );
}

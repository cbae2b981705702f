import { money } from '../model';
import type { OneTimeProduct } from '../payMethod';
import { OneTimePurchase } from './OneTimePurchase';

interface SoldSeparatelyProps {
  product: OneTimeProduct;
  symbol: string;
  /** What is sold, in the member's words: "recipe", "video", "article", "community". */
  what: string;
  onPurchased: () => void;
}

/**
 * A blog, recipe, video or community sold separately (spec 2 §4 One-time purchase: paid content
 * with a price triggers this flow): its price and the one-time purchase, exactly as a paid
 * programme offers it.
 */
export function SoldSeparately({ product, symbol, what, onPurchased }: SoldSeparatelyProps) {
  return (
    <div className="plans-notice sold-separately">
      <p role="alert">
        This {what} is sold separately: <strong>{money(product.product_price, symbol)}</strong>,
        yours to keep.
      </p>
      <OneTimePurchase product={product} symbol={symbol} onPurchased={onPurchased} />
    </div>
  );
}

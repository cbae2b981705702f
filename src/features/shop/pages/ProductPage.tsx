import { useEffect, useId, useState, type MouseEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { SafeImage } from '@/ui/SafeImage';
import { applyPageMeta } from '@/lib/pageMeta';
import { useRefreshWhenStale } from '@/lib/api/useRefreshWhenStale';
import type { PagePrefetch } from '@/app/routing/types';
import { shopApi, useProductQuery } from '../api';
import { clampQuantity, LIVE_DATA_MAX_AGE_S, MAX_QUANTITY, productMeta } from '../model';
import { useShopBasket } from '../useShopBasket';
import { BasketLink } from '../components/BasketLink';
import { NotifyMeForm } from '../components/NotifyMeForm';
import { ShopBreadcrumb } from '../components/ShopBreadcrumb';
import '../shop.css';
import { ServedButton } from '@/ui/ServedButton';
import { useHydrated } from '@/lib/useHydrated';
import { failureMessage } from '@/lib/failureMessage';
import { formatPrice } from '@/lib/format/money';

/** The shop's basket, where the confirmation of an addition leads. */
const CHECKOUT = '/checkout';

/** The layout the product takes once loaded, so nothing shifts when it arrives. */
function ProductSkeleton() {
  return (
    <div className="page product-page" aria-busy="true">
      <div className="product-page__gallery product-page__gallery--skeleton" />
      <div className="product-page__info">
        <p className="visually-hidden" role="status">
          Loading the product
        </p>
        <div className="skeleton-line skeleton-line--title" />
        <div className="skeleton-line" />
        <div className="skeleton-line" />
      </div>
    </div>
  );
}

/** The product and the shop's category names (its breadcrumb), for the page served prerendered (src/prerender). */
export const prefetch: PagePrefetch = async (pathname, dispatch) => {
  const productId = Number(pathname.split('/').at(-1));
  const [{ data }] = await Promise.all([
    dispatch(shopApi.endpoints.product.initiate(productId)),
    dispatch(shopApi.endpoints.shopLanding.initiate()),
  ]);
  return data ? productMeta(data) : null;
};

/** /shop/product/{id}: gallery, price, options, stock; add to basket or, out of stock, notify me. */
export default function ProductPage() {
  const params = useParams();
  const productId = Number(params.productId);
  const valid = Number.isInteger(productId) && productId > 0;
  const quantityId = useId();
  const {
    data: product,
    error,
    isLoading,
    refetch,
    fulfilledTimeStamp,
  } = useProductQuery(productId, { skip: !valid });
  // Stock changes: data from the build (or an old visit) is asked for again.
  useRefreshWhenStale(refetch, fulfilledTimeStamp, LIVE_DATA_MAX_AGE_S);
  const basket = useShopBasket();
  const [picture, setPicture] = useState(0);
  const [quantity, setQuantity] = useState('1');
  const [quantityError, setQuantityError] = useState('');
  const [added, setAdded] = useState('');
  // Served prerendered, the page is on screen before the app's code runs: the quantity takes no
  // input until then, so a number typed early is never shown while 1 is what gets added.
  const hydrated = useHydrated();

  useEffect(() => {
    if (product) applyPageMeta(productMeta(product));
  }, [product]);

  if (!valid)
    return (
      <div className="page">
        <ErrorState message="This product could not be found." />
      </div>
    );
  if (isLoading) return <ProductSkeleton />;
  if (error || !product)
    return (
      <div className="page">
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      </div>
    );

  const images = product.images.length ? product.images : [product.image];
  const most = Math.min(MAX_QUANTITY, product.stock);
  const inBasket =
    basket.lines.find((line) => line.id === String(product.product_id))?.quantity ?? 0;

  const addToBasket = (event: MouseEvent<HTMLButtonElement>) => {
    // The second click of a double click (detail 2 and on) is the same press: the basket has the
    // first one's quantity already. A later, separate click adds again.
    if (event.detail > 1) return;
    const wanted = Number(quantity);
    // A refusal replaces the last confirmation: the two never show together.
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > most) {
      setAdded('');
      setQuantityError(`Please choose a quantity from 1 to ${most}.`);
      return;
    }
    if (inBasket + wanted > most) {
      setAdded('');
      setQuantityError(
        `Your basket already holds ${inBasket}: you can add ${Math.max(0, most - inBasket)} more.`,
      );
      return;
    }
    setQuantityError('');
    basket.add(product.product_id, clampQuantity(wanted, product.stock), product.stock);
    setAdded(`Added ${wanted} × ${product.title} to your basket.`);
  };

  return (
    <div className="page product-page">
      <ShopBreadcrumb
        className="shop-breadcrumb product-page__crumbs"
        categoryId={product.category_id}
        subCategoryId={product.sub_category_id}
        linkSubCategory
      />
      <div className="product-page__gallery">
        <SafeImage
          className="product-page__image"
          src={images[picture] ?? ''}
          alt={product.title}
          width={640}
          height={480}
        />
        {images.length > 1 ? (
          <div className="product-page__thumbs" role="group" aria-label="Pictures">
            {images.map((image, index) => (
              <ServedButton
                key={image}
                type="button"
                className="product-page__thumb"
                aria-pressed={index === picture}
                aria-label={`Picture ${index + 1}`}
                onClick={() => setPicture(index)}
              >
                <SafeImage src={image} alt="" width={80} height={60} />
              </ServedButton>
            ))}
          </div>
        ) : null}
      </div>
      <div className="product-page__info">
        <h1>{product.title}</h1>
        <p className="product-page__price">{formatPrice(product.price)}</p>
        <p>{product.description}</p>
        {product.options.length ? (
          <p className="product-page__options">
            <span className="muted">Option: </span>
            {product.options.join(', ')}
          </p>
        ) : null}
        {product.stock > 0 ? (
          <>
            <p className="product-page__stock">In stock</p>
            <div className={`field product-page__quantity${quantityError ? ' field--error' : ''}`}>
              <label htmlFor={quantityId}>Quantity</label>
              <input
                id={quantityId}
                type="number"
                inputMode="numeric"
                min={1}
                max={most}
                step={1}
                value={quantity}
                readOnly={!hydrated}
                aria-invalid={quantityError ? true : undefined}
                aria-describedby={quantityError ? `${quantityId}-error` : undefined}
                onChange={(event) => setQuantity(event.target.value.slice(0, 3))}
              />
              {quantityError ? (
                <span id={`${quantityId}-error`} className="field__error">
                  {quantityError}
                </span>
              ) : null}
            </div>
            <div className="product-page__actions">
              <ServedButton className="button button--primary" onClick={addToBasket}>
                Add to basket
              </ServedButton>
              <BasketLink />
            </div>
            {added ? (
              <p role="status" className="shop-notice">
                {added} <Link to={CHECKOUT}>View basket</Link>
              </p>
            ) : null}
          </>
        ) : (
          <NotifyMeForm productId={product.product_id} />
        )}
      </div>
    </div>
  );
}

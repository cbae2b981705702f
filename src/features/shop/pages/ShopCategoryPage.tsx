import { useEffect, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAddressParams } from '@/lib/useAddressParams';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { applyPageMeta } from '@/lib/pageMeta';
import { useProductsQuery, useShopLandingQuery } from '../api';
import { PRODUCT_SORTS, type ProductSort } from '../model';
import { ProductGridSkeleton, ProductTile } from '../components/ProductTile';
import { BasketLink } from '../components/BasketLink';
import { ShopBreadcrumb } from '../components/ShopBreadcrumb';
import '../shop.css';
import { failureMessage } from '@/lib/failureMessage';

/** /shop/{id}, /shop/{id}/{sId} and /shop/{id}/{sId}/{cId}: a category's products, filtered and sorted. */
export default function ShopCategoryPage() {
  const params = useParams();
  const categoryId = Number(params.categoryId) || 0;
  const subCategoryId = Number(params.childId ?? params.subCategoryId) || 0;
  const sortId = useId();
  // The sort and In stock only are kept in the address (?sort=, ?in_stock=1), so Back from a
  // product and a reload show the same list.
  const [query, changeQuery] = useAddressParams();
  const sort: ProductSort =
    PRODUCT_SORTS.find((option) => option.value === query.get('sort'))?.value ?? 'newest';
  const inStock = query.get('in_stock') === '1';
  const setSort = (value: string) => changeQuery({ sort: value === 'newest' ? null : value });
  const setInStock = (value: boolean) => changeQuery({ in_stock: value ? '1' : null });
  const landing = useShopLandingQuery();
  const products = useProductsQuery(
    { categoryId, subCategoryId, sort, inStock },
    { skip: !categoryId },
  );
  const category = landing.data?.categories.find(
    (candidate) => candidate.category_id === categoryId,
  );
  const subCategory = category?.sub_categories.find(
    (candidate) => candidate.sub_category_id === subCategoryId,
  );
  const title = subCategory?.name ?? category?.name ?? 'Shop';

  useEffect(() => {
    applyPageMeta({
      title: `${title} | RWL shop`,
      description: `${title}: home workout equipment from the RWL shop.`,
    });
  }, [title]);

  if (!categoryId || (landing.data && !category)) {
    return (
      <div className="page">
        <ErrorState message="This category could not be found." />
        <Link to="/shop">Back to the shop</Link>
      </div>
    );
  }

  return (
    <div className="page shop-page">
      <ShopBreadcrumb categoryId={categoryId} subCategoryId={subCategoryId} />
      <div className="shop-page__top">
        <h1>{title}</h1>
        <BasketLink />
      </div>
      {category?.sub_categories.length ? (
        <ul className="category-links shop-categories" aria-label="Sub-categories">
          {category.sub_categories.map((sub) => (
            <li key={sub.sub_category_id}>
              <Link
                className="category-link shop-category"
                aria-current={sub.sub_category_id === subCategoryId ? 'page' : undefined}
                to={`/shop/${category.category_id}/${sub.sub_category_id}`}
              >
                {sub.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="shop-filters">
        <label htmlFor={sortId}>Sort by</label>
        <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value)}>
          {PRODUCT_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <label className="choice">
          <input
            type="checkbox"
            checked={inStock}
            onChange={(event) => setInStock(event.target.checked)}
          />{' '}
          In stock only
        </label>
      </div>
      {products.isLoading ? (
        <ProductGridSkeleton />
      ) : products.error ? (
        <ErrorState
          message={failureMessage(products.error)}
          onRetry={() => void products.refetch()}
        />
      ) : products.data?.length ? (
        <ul className="card-list product-grid" aria-busy={products.isFetching || undefined}>
          {products.data.map((product) => (
            <ProductTile key={product.product_id} product={product} />
          ))}
        </ul>
      ) : inStock ? (
        // Only the filter hides them: say so, and give the way back to every product.
        <EmptyState title="Nothing here is in stock right now.">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setInStock(false)}
          >
            Show out-of-stock products too
          </button>
        </EmptyState>
      ) : (
        <EmptyState title="No products here yet.">
          <Link className="button button--secondary" to="/shop">
            Back to the shop
          </Link>
        </EmptyState>
      )}
    </div>
  );
}

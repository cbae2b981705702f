import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SearchForm } from '@/ui/SearchForm';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { applyPageMeta } from '@/lib/pageMeta';
import { useProductsQuery, useShopLandingQuery } from '../api';
import { ProductGridSkeleton, ProductTile } from '../components/ProductTile';
import { BasketLink } from '../components/BasketLink';
import { ShopNewsletter } from '../components/ShopNewsletter';
import '../shop.css';
import { failureMessage } from '@/lib/failureMessage';

const SEARCH_MAX_LENGTH = 60;

/** /shop: categories, featured products and product search. */
export default function ShopPage() {
  const landing = useShopLandingQuery();
  // The search is kept in the address (?q=), so Back from a product and a reload keep the results.
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const setSearch = (term: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (term) next.set('q', term);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  const results = useProductsQuery({ search }, { skip: !search });

  useEffect(() => {
    applyPageMeta({
      title: 'Shop | RWL',
      description:
        'Home workout equipment chosen by RWL trainers: resistance bands, mats and kettlebells, delivered in the UK.',
    });
  }, []);

  return (
    <div className="page shop-page">
      <div className="shop-page__top">
        <h1>Shop</h1>
        <BasketLink />
      </div>
      <SearchForm
        label="Search products"
        maxLength={SEARCH_MAX_LENGTH}
        term={search}
        onSearch={setSearch}
      />

      {search ? (
        <section aria-labelledby="shop-results">
          <h2 id="shop-results">Results for “{search}”</h2>
          {results.isFetching ? (
            <ProductGridSkeleton />
          ) : results.error ? (
            <ErrorState
              message={failureMessage(results.error)}
              onRetry={() => void results.refetch()}
            />
          ) : results.data?.length ? (
            <ul className="card-list product-grid">
              {results.data.map((product) => (
                <ProductTile key={product.product_id} product={product} />
              ))}
            </ul>
          ) : (
            <EmptyState title="No products match your search.">
              <Link className="button button--secondary" to="/shop">
                Show all products
              </Link>
            </EmptyState>
          )}
        </section>
      ) : null}

      {landing.isLoading ? (
        <ProductGridSkeleton />
      ) : landing.error || !landing.data ? (
        <ErrorState
          message={failureMessage(landing.error)}
          onRetry={() => void landing.refetch()}
        />
      ) : (
        <>
          <section aria-labelledby="shop-categories">
            <h2 id="shop-categories">Categories</h2>
            <ul className="category-links shop-categories">
              {landing.data.categories.map((category) => (
                <li key={category.category_id}>
                  <Link
                    className="category-link shop-category"
                    to={`/shop/${category.category_id}`}
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="shop-featured">
            <h2 id="shop-featured">Featured</h2>
            <ul className="card-list product-grid">
              {landing.data.featured.map((product) => (
                <ProductTile key={product.product_id} product={product} />
              ))}
            </ul>
          </section>
        </>
      )}
      <ShopNewsletter />
    </div>
  );
}

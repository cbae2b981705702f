import { Link } from 'react-router-dom';
import { useShopLandingQuery } from '../api';

interface ShopBreadcrumbProps {
  categoryId: number;
  subCategoryId: number;
  /** A product's page links its sub-category too; a category page names its own sub-category as the place it is. */
  linkSubCategory?: boolean;
  className?: string;
}

/**
 * Shop › category › sub-category, with the names the shop gives them (frontend/ecommerce_landing_page's
 * categories): a product's page names its own category, never a stand-in.
 */
export function ShopBreadcrumb({
  categoryId,
  subCategoryId,
  linkSubCategory = false,
  className = 'shop-breadcrumb',
}: ShopBreadcrumbProps) {
  const landing = useShopLandingQuery();
  const category = landing.data?.categories.find(
    (candidate) => candidate.category_id === categoryId,
  );
  const subCategory = category?.sub_categories.find(
    (candidate) => candidate.sub_category_id === subCategoryId,
  );
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <Link to="/shop">Shop</Link>
      {category ? (
        <>
          {' › '}
          <Link to={`/shop/${category.category_id}`}>{category.name}</Link>
        </>
      ) : null}
      {category && subCategory ? (
        <>
          {' › '}
          {linkSubCategory ? (
            <Link to={`/shop/${category.category_id}/${subCategory.sub_category_id}`}>
              {subCategory.name}
            </Link>
          ) : (
            <span aria-current="page">{subCategory.name}</span>
          )}
        </>
      ) : null}
    </nav>
  );
}

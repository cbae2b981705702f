import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { EmptyState } from '@/ui/EmptyState';
import { SafeImage } from '@/ui/SafeImage';
import type { RecipeDetails } from '../model';

const UPGRADE_PATH = '/home/profile/upgrade-downgrade';

/** The one-time purchase (card form, wallet, 3-D Secure) loads only for a recipe sold separately. */
const SoldSeparately = lazy(() =>
  import('@/features/plans').then((plans) => ({ default: plans.SoldSeparately })),
);

/**
 * A recipe the member's tier does not include (food is not in the fitness-only tier): its card
 * and the server's reason, with the way to Premium; no ingredients, method or actions. A recipe
 * sold separately offers its one-time purchase instead.
 */
export function LockedRecipe({
  recipe,
  onPurchased,
}: {
  recipe: RecipeDetails;
  onPurchased: () => void;
}) {
  return (
    <article className="page recipe-page">
      <p className="recipe-page__back">
        <Link to="/home/recipes">All recipes</Link>
      </p>
      <SafeImage className="recipe-page__hero" src={recipe.image} alt="" width={640} height={360} />
      <h1>{recipe.title}</h1>
      {recipe.description ? <p className="lead">{recipe.description}</p> : null}
      {recipe.access_reason === 'purchase' && recipe.price ? (
        <Suspense fallback={<Spinner label="Loading the purchase" />}>
          <SoldSeparately
            what="recipe"
            product={{
              product_type: 'recipe',
              product_type_id: recipe.recipe_id,
              product_price: recipe.price,
              name: recipe.title,
            }}
            symbol={recipe.currency_symbol}
            onPurchased={onPurchased}
          />
        </Suspense>
      ) : (
        <EmptyState title={recipe.message || 'This recipe is part of Premium.'}>
          <Link className="button button--primary" to={UPGRADE_PATH}>
            Upgrade to Premium
          </Link>
        </EmptyState>
      )}
    </article>
  );
}

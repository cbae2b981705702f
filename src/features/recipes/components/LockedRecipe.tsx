import { Link } from 'react-router-dom';
import { EmptyState } from '@/ui/EmptyState';
import { SafeImage } from '@/ui/SafeImage';
import type { RecipeDetails } from '../model';

const UPGRADE_PATH = '/home/profile/upgrade-downgrade';

/**
 * A recipe the member's tier does not include (food is not in the fitness-only tier): its card
 * and the server's reason, with the way to Premium; no ingredients, method or actions.
 */
export function LockedRecipe({ recipe }: { recipe: RecipeDetails }) {
  return (
    <article className="page recipe-page">
      <p className="recipe-page__back">
        <Link to="/home/recipes">All recipes</Link>
      </p>
      <SafeImage className="recipe-page__hero" src={recipe.image} alt="" width={640} height={360} />
      <h1>{recipe.title}</h1>
      {recipe.description ? <p className="lead">{recipe.description}</p> : null}
      <EmptyState title={recipe.message || 'This recipe is part of Premium.'}>
        <Link className="button button--primary" to={UPGRADE_PATH}>
          Upgrade to Premium
        </Link>
      </EmptyState>
    </article>
  );
}

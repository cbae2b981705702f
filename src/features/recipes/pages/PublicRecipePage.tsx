import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SafeImage } from '@/ui/SafeImage';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { usePublicRecipeQuery } from '../api';
import { ingredientLine } from '../model';
import '../recipes.css';
import { failureMessage } from '@/lib/failureMessage';
import { minutesLength } from '@/lib/format';

/** Public /recipes/{id}: a preview for visitors with a sign-up call to action. */
export default function PublicRecipePage() {
  const params = useParams();
  const recipeId = Number(params.recipeId);
  const valid = Number.isInteger(recipeId) && recipeId > 0;
  const {
    data: recipe,
    error,
    isLoading,
    refetch,
  } = usePublicRecipeQuery(recipeId, { skip: !valid });

  useEffect(() => {
    if (recipe) document.title = `${recipe.title} | RWL recipes`;
  }, [recipe]);

  if (!valid)
    return (
      <div className="page">
        <ErrorState message="This recipe could not be found." />
      </div>
    );
  if (isLoading) return <Spinner label="Loading the recipe" />;
  if (error || !recipe) {
    return (
      <div className="page">
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      </div>
    );
  }

  return (
    <article className="page recipe-page recipe-page--public">
      <SafeImage className="recipe-page__hero" src={recipe.image} alt="" width={640} height={360} />
      <h1>{recipe.title}</h1>
      {recipe.description ? <p className="lead">{recipe.description}</p> : null}
      <p className="recipe-page__meta">
        {recipe.kcal} kcal · {minutesLength(recipe.minutes)} · serves {recipe.servings}
      </p>
      <section aria-labelledby="preview-ingredients">
        <h2 id="preview-ingredients">Ingredients</h2>
        <ul className="recipe-ingredients">
          {recipe.ingredients.map((ingredient) => (
            <li key={ingredient.name}>
              {ingredientLine(ingredient, recipe.servings, recipe.servings)}
            </li>
          ))}
        </ul>
      </section>
      <aside className="recipe-cta" aria-labelledby="recipe-cta-title">
        <h2 id="recipe-cta-title">Get the full recipe</h2>
        <p>
          Join RWL for the full method, calories and macros, shopping lists and hundreds more
          recipes.
        </p>
        <div className="recipe-cta__actions">
          <Link className="button button--primary" to="/reg1">
            Start your free trial
          </Link>
          <Link className="button button--secondary" to={`/home/recipes/${recipe.recipe_id}`}>
            Log in
          </Link>
        </div>
      </aside>
    </article>
  );
}

import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { SafeImage } from '@/ui/SafeImage';
import type { RecipeListItem } from '../model';
import { FavouriteButton } from './FavouriteButton';
import { minutesLength } from '@/lib/format';

/** One recipe of the list: its picture, title, kcal and minutes, opening the recipe; the heart. */
export function RecipeRow({ recipe, style }: { recipe: RecipeListItem; style?: CSSProperties }) {
  return (
    <li className="recipe-row" style={style}>
      <Link className="recipe-row__link" to={`/home/recipes/${recipe.recipe_id}`}>
        <SafeImage
          className="recipe-row__image"
          src={recipe.image}
          alt=""
          width={128}
          height={72}
          loading="lazy"
        />
        <span className="recipe-row__body">
          <span className="recipe-row__title">{recipe.title}</span>
          <span className="recipe-row__meta">
            {recipe.kcal} kcal · {minutesLength(recipe.minutes)}
          </span>
        </span>
      </Link>
      <FavouriteButton
        recipeId={recipe.recipe_id}
        title={recipe.title}
        favourite={recipe.is_favourite === 1}
      />
    </li>
  );
}

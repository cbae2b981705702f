import * as z from 'zod/mini';
import {
  cosmeticList,
  cosmeticNumber,
  cosmeticOr,
  cosmeticText,
  strictNumber,
} from '@/lib/api/schemas';
import { MAX_SERVINGS, MIN_SERVINGS } from '@/lib/validation/limits';

/** Recipe rules and the shapes of the recipe calls (spec 3 §7: recipes family, recipe details). */

const text = cosmeticText('');
const id = z.coerce.number().check(z.int(), z.positive());
const flag = z.union([z.literal(0), z.literal(1)]);

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];
export const mealTypeSchema = z.enum(MEAL_TYPES);

export const MEAL_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

export const recipeListItemSchema = z.object({
  recipe_id: id,
  title: z.string(),
  image: text,
  minutes: cosmeticNumber(0),
  kcal: z.coerce.number(),
  tags: cosmeticList(z.coerce.number()),
  is_favourite: flag,
});
export type RecipeListItem = z.infer<typeof recipeListItemSchema>;

export const recipePageSchema = z.object({
  recipes: z.array(recipeListItemSchema),
  currentPage: z.coerce.number(),
  hasNextPage: z.boolean(),
  total: z.coerce.number(),
});
export type RecipePage = z.infer<typeof recipePageSchema>;

const ingredientSchema = z.object({ name: z.string(), amount: z.coerce.number(), unit: text });
export type Ingredient = z.infer<typeof ingredientSchema>;

export const recipeDetailsSchema = z.object({
  recipe_id: id,
  title: z.string(),
  description: text,
  image: text,
  minutes: cosmeticNumber(0),
  servings: z.coerce.number().check(z.int(), z.positive()),
  kcal: z.coerce.number(),
  protein: z.coerce.number(),
  carbs: z.coerce.number(),
  fat: z.coerce.number(),
  tags: cosmeticList(z.coerce.number()),
  meal_type: cosmeticOr(mealTypeSchema, 'breakfast'),
  ingredients: z.array(ingredientSchema),
  steps: z.array(z.string()),
  is_favourite: flag,
  access: flag,
  /** Why a locked recipe is locked (the server's words). */
  message: text,
  /** 'purchase': a recipe sold separately, with its price; otherwise the tier locks it. */
  access_reason: z.optional(z.enum(['', 'upgrade', 'purchase'])),
  price: z.optional(strictNumber),
  currency_symbol: cosmeticText('£'),
});
export type RecipeDetails = z.infer<typeof recipeDetailsSchema>;

export const publicRecipeSchema = z.object({
  recipe_id: id,
  title: z.string(),
  description: text,
  image: text,
  minutes: cosmeticNumber(0),
  kcal: z.coerce.number(),
  servings: z.coerce.number(),
  ingredients: cosmeticList(ingredientSchema),
});
export type PublicRecipe = z.infer<typeof publicRecipeSchema>;

export interface RecipeQuery {
  keyword: string;
  tags: number[];
  favourites: boolean;
}

export const SEARCH_MAX_LENGTH = 100;
export { MAX_SERVINGS, MIN_SERVINGS };

export function clampServings(value: number): number {
  if (!Number.isFinite(value)) return MIN_SERVINGS;
  return Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Math.round(value)));
}

/** A tidy number: whole numbers as they are, others to at most 2 decimals. */
function tidy(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The amount for `servings` when the recipe is written for `baseServings`. */
export function scaleAmount(amount: number, baseServings: number, servings: number): number {
  if (baseServings <= 0) return amount;
  return (amount * servings) / baseServings;
}

/** "100 g Rolled oats", "1 Red pepper", "Salt" (amount 0 means to taste). */
export function ingredientLine(
  ingredient: Ingredient,
  baseServings: number,
  servings: number,
): string {
  if (!ingredient.amount) return ingredient.name;
  const amount = tidy(scaleAmount(ingredient.amount, baseServings, servings));
  return ingredient.unit
    ? `${amount} ${ingredient.unit} ${ingredient.name}`
    : `${amount} ${ingredient.name}`;
}

/** The next `count` days from `today`, as yyyy-mm-dd and a label. */
export function plannerDays(today: Date, count = 7): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + index);
    const value = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    const label =
      index === 0
        ? 'Today'
        : index === 1
          ? 'Tomorrow'
          : day.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'short' });
    return { value, label };
  });
}

/** Pages of the infinite list, flattened, without repeats (a page can shift while favourites change). */
export function flattenPages(pages: readonly RecipePage[] | undefined): RecipeListItem[] {
  const seen = new Set<number>();
  const items: RecipeListItem[] = [];
  for (const page of pages ?? []) {
    for (const recipe of page.recipes) {
      if (seen.has(recipe.recipe_id)) continue;
      seen.add(recipe.recipe_id);
      items.push(recipe);
    }
  }
  return items;
}

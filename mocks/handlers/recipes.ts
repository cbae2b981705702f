/** Recipes (member list, details, favourites), the public recipe preview, shopping-list and planner additions, meal plans. */
import { db } from '../db/store';
import type { MockRecipeDetails } from '../db/recipeTables';
import { generateRecipes, seedRecipeDetails } from '../db/recipeTables';
import {
  RECIPE_NOT_FOUND_MESSAGE,
  plannerDayBody,
  plannerRecipeBody,
} from '../../src/lib/validation/requestBodies';
import { fail, memberRoute, ok, publicRoute, refusedBody, str } from './respond';
import { purchaseLock, soldSeparately } from './oneTime';
import { folderAccessBlock, FOOD_FOR_PREMIUM, isFitnessOnly, NO_FOLDER_ACCESS } from './programmes';

export const RECIPE_PAGE_SIZE = 20;

function isFavourite(userId: number, recipeId: number): boolean {
  return db
    .get()
    .recipeFavourites.some((entry) => entry.user_id === userId && entry.recipe_id === recipeId);
}

function listItem(recipe: MockRecipeDetails, userId: number) {
  return {
    recipe_id: recipe.recipe_id,
    title: recipe.title,
    image: recipe.image,
    minutes: recipe.minutes,
    kcal: recipe.kcal,
    tags: recipe.tags,
    is_favourite: isFavourite(userId, recipe.recipe_id) ? 1 : 0,
  };
}

function findRecipe(id: unknown): MockRecipeDetails | undefined {
  return db.get().recipeDetails.find((recipe) => recipe.recipe_id === Number(id));
}

export const recipesHandlers = [
  memberRoute('post', 'recipes/search', ({ user, body }) => {
    const keyword = str(body.keyword).trim().toLowerCase();
    const tags = Array.isArray(body.tags) ? body.tags.map(Number) : [];
    const favouritesOnly = Number(body.favourites) === 1;
    const page = Math.max(1, Number(body.page) || 1);
    const matches = db
      .get()
      .recipeDetails.filter((recipe) => !keyword || recipe.title.toLowerCase().includes(keyword))
      .filter((recipe) => tags.every((tag) => recipe.tags.includes(tag)))
      .filter((recipe) => !favouritesOnly || isFavourite(user.user_id, recipe.recipe_id));
    const start = (page - 1) * RECIPE_PAGE_SIZE;
    return ok([
      {
        recipes: matches
          .slice(start, start + RECIPE_PAGE_SIZE)
          .map((recipe) => listItem(recipe, user.user_id)),
        currentPage: page,
        hasNextPage: start + RECIPE_PAGE_SIZE < matches.length,
        total: matches.length,
      },
    ]);
  }),
  memberRoute('post', 'recipes/recipe_details', ({ user, body }) => {
    const recipe = findRecipe(body.recipe_id);
    if (!recipe) return fail('This recipe could not be found.');
    const is_favourite = isFavourite(user.user_id, recipe.recipe_id) ? 1 : 0;
    // Food is not in the fitness-only tier: the recipe's card, without its ingredients or method.
    if (isFitnessOnly(user))
      return ok([
        {
          ...recipe,
          ingredients: [],
          steps: [],
          is_favourite,
          access: 0,
          message: FOOD_FOR_PREMIUM,
        },
      ]);
    // Sold separately and not bought: the card and its price, without ingredients or method.
    const lock = purchaseLock(user, 'recipe', recipe.recipe_id);
    if (lock)
      return ok([
        {
          ...recipe,
          ingredients: [],
          steps: [],
          is_favourite,
          message: soldSeparately('recipe'),
          ...lock,
        },
      ]);
    return ok([{ ...recipe, is_favourite, access: 1, message: '' }]);
  }),
  memberRoute('post', 'recipes/add_to_favorites', ({ user, body }) => {
    const recipe = findRecipe(body.recipe_id);
    if (!recipe) return fail('This recipe could not be found.');
    const add = Number(body.is_favourite) === 1;
    db.update((state) => {
      state.recipeFavourites = state.recipeFavourites.filter(
        (entry) => !(entry.user_id === user.user_id && entry.recipe_id === recipe.recipe_id),
      );
      if (add) state.recipeFavourites.push({ user_id: user.user_id, recipe_id: recipe.recipe_id });
    });
    return ok(
      [{ recipe_id: recipe.recipe_id, is_favourite: add ? 1 : 0 }],
      add ? 'Added to your favourites' : 'Removed from your favourites',
    );
  }),
  memberRoute('post', 'recipes/add_to_shopping_list', ({ user, body }) => {
    const listId = Number(body.list_id);
    const given = Array.isArray(body.items) ? body.items.map(str).filter(Boolean) : [];
    const recipeIds = Array.isArray(body.recipe_ids) ? body.recipe_ids.map(Number) : [];
    // With no lines given (a whole meal plan), the server lists the recipes' ingredients.
    const items = given.length
      ? given
      : recipeIds.flatMap((recipeId) =>
          (findRecipe(recipeId)?.ingredients ?? []).map((item) =>
            item.amount
              ? `${item.amount}${item.unit ? ` ${item.unit}` : ''} ${item.name}`
              : item.name,
          ),
        );
    if (!items.length) return fail('There are no ingredients to add.');
    const list = db
      .get()
      .shoppingLists.find((entry) => entry.user_id === user.user_id && entry.list_id === listId);
    if (!list) return fail('This shopping list could not be found.');
    db.update((state) => {
      const target = state.shoppingLists.find((entry) => entry.list_id === listId);
      if (target)
        target.items = [...target.items, ...items.filter((item) => !target.items.includes(item))];
    });
    return ok([{ list_id: listId, title: list.title }], `Added to ${list.title}`);
  }),
  memberRoute('post', 'planner/add_recipe_to_planner', ({ user, body }) => {
    // The app's own rule for the body: a known day and meal, 1 to 12 servings when given.
    const refused = refusedBody(plannerRecipeBody, body);
    if (refused) return refused;
    const recipe = findRecipe(body.recipe_id);
    if (!recipe) return fail(RECIPE_NOT_FOUND_MESSAGE);
    const { date, meal_type: mealType, servings } = plannerRecipeBody.parse(body);
    db.update((state) => {
      state.plannerAdditions.push({
        user_id: user.user_id,
        recipe_id: recipe.recipe_id,
        date,
        meal_type: mealType,
        ...(servings ? { servings } : {}),
      });
    });
    return ok([], 'Added to your planner');
  }),
  memberRoute('post', 'planner/add_to_planner', ({ user, body }) => {
    const refused = refusedBody(plannerDayBody, body);
    if (refused) return refused;
    const date = str(body.date);
    const meals = body.recipes as { recipe_id: unknown; meal_type: string }[];
    db.update((state) => {
      for (const meal of meals) {
        state.plannerAdditions.push({
          user_id: user.user_id,
          recipe_id: Number(meal.recipe_id),
          date,
          meal_type: str(meal.meal_type),
        });
      }
    });
    return ok([], 'Added to your planner');
  }),
  memberRoute('post', 'folders/meal_plan_list', ({ body, user }) => {
    const plan = db
      .get()
      .mealPlans.find((entry) => entry.meal_plan_id === Number(body.meal_plan_id));
    if (!plan) return fail('This meal plan could not be found.');
    const about = {
      meal_plan_id: plan.meal_plan_id,
      folder_id: plan.folder_id,
      title: plan.title,
      description: plan.description,
      image: plan.image,
    };
    // A plan is as open as its folder (1064 The Diet Coaches: not for fitness-only members).
    const block = folderAccessBlock(user, plan.folder_id);
    if (block)
      return ok([
        { ...about, access: 0, access_reason: block, message: NO_FOLDER_ACCESS, days: [] },
      ]);
    const days = plan.days.map((day) => {
      const meals = day.meals.flatMap((meal) => {
        const recipe = findRecipe(meal.recipe_id);
        return recipe
          ? [
              {
                meal_type: meal.meal_type,
                recipe_id: recipe.recipe_id,
                title: recipe.title,
                image: recipe.image,
                kcal: recipe.kcal,
                minutes: recipe.minutes,
              },
            ]
          : [];
      });
      return { day: day.day, kcal: meals.reduce((sum, meal) => sum + meal.kcal, 0), meals };
    });
    return ok([{ ...about, access: 1, access_reason: '', message: '', days }]);
  }),
  publicRoute('post', 'frontend/recipe_details', ({ body }) => {
    const recipe = findRecipe(body.recipe_id);
    if (!recipe) return fail('This recipe could not be found.');
    return ok([
      {
        recipe_id: recipe.recipe_id,
        title: recipe.title,
        description: recipe.description,
        image: recipe.image,
        minutes: recipe.minutes,
        kcal: recipe.kcal,
        servings: recipe.servings,
        ingredients: recipe.ingredients.slice(0, 3),
      },
    ]);
  }),
];

/** window.__mock controls for recipes. */
export const recipesMockControl = {
  /** Replaces the recipes with the seed plus generated ones, `count` in all (the bench uses 1,000). */
  seedRecipes(count: number): void {
    db.update((state) => {
      state.recipeDetails = [...seedRecipeDetails(), ...generateRecipes(count)];
    });
  },
};

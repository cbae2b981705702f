import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { plannerDayBody, plannerRecipeBody } from '@/lib/validation/bodies/planner';
import {
  publicRecipeSchema,
  recipeDetailsSchema,
  recipePageSchema,
  type MealType,
  type PublicRecipe,
  type RecipeDetails,
  type RecipePage,
  type RecipeQuery,
} from './model';

const first = <T>(data: T[]): T => {
  const [item] = data;
  if (item === undefined) throw new Error('The server sent no data.');
  return item;
};

/**
 * 'PlannerDay' (by date) is the planner's day: a recipe or a meal plan's day added here changes
 * that day, so a planner day already loaded is asked for again rather than shown without it.
 */
const tagged = api.enhanceEndpoints({ addTagTypes: ['PlannerDay'] });
const plannerDay = (date: string) => [{ type: 'PlannerDay' as const, id: date }];

export const recipesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    recipes: build.infiniteQuery<RecipePage, RecipeQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) =>
          lastPage.hasNextPage ? lastPage.currentPage + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'recipes/search',
        method: 'POST',
        body: {
          keyword: queryArg.keyword,
          tags: queryArg.tags,
          favourites: queryArg.favourites ? 1 : 0,
          page: pageParam,
        },
        schema: z.array(recipePageSchema).check(z.minLength(1)),
      }),
      transformResponse: (data: RecipePage[]) => first(data),
      providesTags: ['Recipes'],
    }),
    recipeDetails: build.query<RecipeDetails, number>({
      query: (recipeId) => ({
        url: 'recipes/recipe_details',
        method: 'POST',
        body: { recipe_id: recipeId },
        schema: z.array(recipeDetailsSchema).check(z.minLength(1)),
      }),
      transformResponse: (data: RecipeDetails[]) => first(data),
      providesTags: (_result, _error, recipeId) => [{ type: 'Recipes', id: recipeId }],
    }),
    publicRecipe: build.query<PublicRecipe, number>({
      query: (recipeId) => ({
        url: 'frontend/recipe_details',
        method: 'POST',
        auth: 'none',
        body: { recipe_id: recipeId },
        schema: z.array(publicRecipeSchema).check(z.minLength(1)),
      }),
      transformResponse: (data: PublicRecipe[]) => first(data),
    }),
    setFavourite: build.mutation<unknown, { recipeId: number; favourite: boolean }>({
      query: ({ recipeId, favourite }) => ({
        url: 'recipes/add_to_favorites',
        method: 'POST',
        body: { recipe_id: recipeId, is_favourite: favourite ? 1 : 0 },
      }),
      invalidatesTags: (_result, _error, { recipeId }) => [
        'Recipes',
        { type: 'Recipes', id: recipeId },
      ],
    }),
    addRecipeToPlanner: build.mutation<
      unknown,
      { recipeId: number; date: string; mealType: MealType }
    >({
      query: ({ recipeId, date, mealType }) => ({
        url: 'planner/add_recipe_to_planner',
        method: 'POST',
        body: { recipe_id: recipeId, date, meal_type: mealType },
        bodySchema: plannerRecipeBody,
      }),
      invalidatesTags: (_result, _error, { date }) => plannerDay(date),
    }),
    addDayToPlanner: build.mutation<
      unknown,
      { date: string; recipes: { recipe_id: number; meal_type: MealType }[] }
    >({
      query: (body) => ({
        url: 'planner/add_to_planner',
        method: 'POST',
        body,
        bodySchema: plannerDayBody,
      }),
      invalidatesTags: (_result, _error, { date }) => plannerDay(date),
    }),
  }),
});

export const {
  useRecipesInfiniteQuery,
  useRecipeDetailsQuery,
  usePublicRecipeQuery,
  useSetFavouriteMutation,
  useAddRecipeToPlannerMutation,
  useAddDayToPlannerMutation,
} = recipesApi;

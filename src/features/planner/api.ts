import * as z from 'zod/mini';
import { plannerDayApi } from './dayApi';
import { plannerRecipeBody } from '@/lib/validation/bodies/planner';
import type { ApiFailure } from '@/lib/api/baseQuery';
import { firstItem } from '@/lib/api/schemas';
import { foodRealtime } from '@/lib/realtime';
import {
  exerciseStatsSchema,
  foodSearchReplySchema,
  myMealSchema,
  recipeCardSchema,
  savedDaySchema,
  swapReplySchema,
  workoutChoicesSchema,
  type ExerciseStats,
  type Food,
  type MealType,
  type MyMeal,
  type RecipeCard,
  type SavedDay,
  type SwapMeal,
  type WorkoutChoices,
} from './model';
import { failureMessage } from '@/lib/failureMessage';

/**
 * The planner's calls (spec 3 §7 "Planner"): REST under planner/, and food search and swap search
 * on the food socket host (foodRealtime). Day data is tagged 'PlannerDay' (by date), so any
 * feature that changes a day (the calorie calculator's target, recipes' add to planner) can
 * invalidate it.
 */
const dayTags = (date: string) => [{ type: 'PlannerDay' as const, id: date }];

/** Asks the food socket host and checks the reply at the edge; status 0 carries the server's message. */
async function askFood<T extends { status: number; message?: string }>(
  request: () => Promise<unknown>,
  schema: z.ZodMiniType<T>,
): Promise<{ data: T } | { error: ApiFailure }> {
  try {
    const parsed = schema.safeParse(await request());
    if (!parsed.success)
      return { error: { message: 'The server sent a reply we could not read.', kind: 'parse' } };
    if (parsed.data.status !== 1)
      return { error: { message: parsed.data.message || 'Something went wrong', kind: 'server' } };
    return { data: parsed.data };
  } catch (error) {
    return { error: { message: failureMessage(error), kind: 'network' } };
  }
}

const FOOD_SEARCH_ANSWER_MARK = 'planner:food-search-answer';

export interface FoodSearchResult {
  keyword: string;
  foods: Food[];
}

/** The day's query comes from dayApi (the member home's Today loads only that); the rest here. */
export const plannerApi = plannerDayApi.injectEndpoints({
  endpoints: (build) => ({
    foodSearch: build.query<FoodSearchResult, string>({
      queryFn: async (keyword) => {
        const reply = await askFood(
          () => foodRealtime.request('food/search', { keyword }),
          foodSearchReplySchema,
        );
        // The answer's arrival, read by scripts/bench-planner.mjs (rendered within one frame of it).
        performance.clearMarks(FOOD_SEARCH_ANSWER_MARK);
        performance.mark(FOOD_SEARCH_ANSWER_MARK);
        return 'error' in reply ? reply : { data: { keyword, foods: reply.data.data } };
      },
      keepUnusedDataFor: 120,
    }),
    swapOptions: build.query<SwapMeal[], string>({
      queryFn: async (entryId) => {
        const reply = await askFood(
          () => foodRealtime.request('swap_search', { entry_id: entryId }),
          swapReplySchema,
        );
        return 'error' in reply ? reply : { data: reply.data.data };
      },
      keepUnusedDataFor: 0,
    }),
    replacePlanner: build.mutation<unknown, { date: string; entryId: string; recipeId: number }>({
      query: ({ entryId, recipeId }) => ({
        url: 'planner/replace_planner',
        method: 'POST',
        body: { entry_id: entryId, recipe_id: recipeId },
      }),
      invalidatesTags: (_result, _error, { date }) => dayTags(date),
    }),
    removeEntry: build.mutation<unknown, { date: string; entryId: string }>({
      query: ({ entryId }) => ({
        url: 'planner/delete',
        method: 'POST',
        body: { entry_id: entryId },
      }),
      invalidatesTags: (_result, _error, { date }) => dayTags(date),
    }),
    saveNotes: build.mutation<unknown, { date: string; notes: string }>({
      query: ({ date, notes }) => ({
        url: 'planner/update_planner_details',
        method: 'POST',
        body: { date, notes },
      }),
      invalidatesTags: (_result, _error, { date }) => dayTags(date),
    }),
    addRecipe: build.mutation<unknown, { date: string; mealType: MealType; recipeId: number }>({
      query: ({ date, mealType, recipeId }) => ({
        url: 'planner/add_recipe_to_planner',
        method: 'POST',
        body: { recipe_id: recipeId, date, meal_type: mealType },
        bodySchema: plannerRecipeBody,
      }),
      invalidatesTags: (_result, _error, { date }) => [...dayTags(date), 'PlannerLists'],
    }),
    favouriteRecipes: build.query<RecipeCard[], void>({
      query: () => ({
        url: 'planner/favourite_recipes',
        method: 'POST',
        body: {},
        schema: z.array(recipeCardSchema),
      }),
      providesTags: ['PlannerLists'],
    }),
    recentRecipes: build.query<RecipeCard[], void>({
      query: () => ({
        url: 'planner/most_recent_recipes',
        method: 'POST',
        body: {},
        schema: z.array(recipeCardSchema),
      }),
      providesTags: ['PlannerLists'],
    }),
    myMeals: build.query<MyMeal[], void>({
      query: () => ({
        url: 'planner/my_meal',
        method: 'POST',
        body: {},
        schema: z.array(myMealSchema),
      }),
      providesTags: ['PlannerLists'],
    }),
    saveMyMeal: build.mutation<
      unknown,
      {
        myMealId?: number;
        title: string;
        ingredients: { food_id: number; amount: number; unit: string }[];
      }
    >({
      query: ({ myMealId, title, ingredients }) => ({
        url: 'planner/add_my_meal',
        method: 'POST',
        body: { ...(myMealId ? { my_meal_id: myMealId } : {}), title, ingredients },
      }),
      invalidatesTags: ['PlannerLists'],
    }),
    deleteMyMeal: build.mutation<unknown, number>({
      query: (myMealId) => ({
        url: 'planner/delete_my_meal',
        method: 'POST',
        body: { my_meal_id: myMealId },
      }),
      invalidatesTags: ['PlannerLists'],
    }),
    addMyMeal: build.mutation<unknown, { date: string; mealType: MealType; myMealId: number }>({
      query: ({ date, mealType, myMealId }) => ({
        url: 'planner/add_meal_copy_to_planer',
        method: 'POST',
        body: { my_meal_id: myMealId, date, meal_type: mealType },
      }),
      invalidatesTags: (_result, _error, { date }) => dayTags(date),
    }),
    savedDays: build.query<SavedDay[], void>({
      query: () => ({
        url: 'planner/get_saved_day',
        method: 'POST',
        body: {},
        schema: z.array(savedDaySchema),
      }),
      providesTags: ['PlannerLists'],
    }),
    saveDay: build.mutation<unknown, { date: string; title: string }>({
      query: (body) => ({ url: 'planner/save_your_day', method: 'POST', body }),
      invalidatesTags: ['PlannerLists'],
    }),
    loadDay: build.mutation<unknown, { date: string; savedDayId: number }>({
      query: ({ date, savedDayId }) => ({
        url: 'planner/load_day',
        method: 'POST',
        body: { date, saved_day_id: savedDayId },
      }),
      invalidatesTags: (_result, _error, { date }) => dayTags(date),
    }),
    deleteSavedDay: build.mutation<unknown, number>({
      query: (savedDayId) => ({
        url: 'planner/delete_saved_day',
        method: 'POST',
        body: { saved_day_id: savedDayId },
      }),
      invalidatesTags: ['PlannerLists'],
    }),
    copyDay: build.mutation<unknown, { date: string; first: string; last: string }>({
      query: ({ date, first, last }) => ({
        url: 'planner/insert_date_range',
        method: 'POST',
        body: { date, start_date: first, end_date: last },
      }),
      invalidatesTags: ['PlannerDay'],
    }),
    clearDay: build.mutation<unknown, string>({
      query: (date) => ({ url: 'planner/clear_today_mealplan', method: 'POST', body: { date } }),
      invalidatesTags: (_result, _error, date) => dayTags(date),
    }),
    preloadDay: build.mutation<unknown, { date: string; mealPlanId: number; day: number }>({
      query: ({ date, mealPlanId, day }) => ({
        url: 'planner/preload_day',
        method: 'POST',
        body: { date, meal_plan_id: mealPlanId, day },
      }),
      invalidatesTags: (_result, _error, { date }) => dayTags(date),
    }),
    preloadPlan: build.mutation<unknown, { first: string; mealPlanId: number }>({
      query: ({ first, mealPlanId }) => ({
        url: 'planner/preload_summer_plan',
        method: 'POST',
        body: { start_date: first, meal_plan_id: mealPlanId },
      }),
      invalidatesTags: ['PlannerDay'],
    }),
    workoutChoices: build.query<WorkoutChoices, void>({
      query: () => ({
        url: 'planner/programmeVideo_exercise',
        method: 'POST',
        body: {},
        schema: firstItem(workoutChoicesSchema),
      }),
    }),
    addWorkout: build.mutation<
      unknown,
      { date: string; videoId?: number; exercise?: string; minutes?: number }
    >({
      query: ({ date, videoId, exercise, minutes }) => ({
        url: 'planner/add_workout',
        method: 'POST',
        body: videoId ? { date, video_id: videoId } : { date, exercise, minutes },
      }),
      invalidatesTags: (_result, _error, { date }) => [...dayTags(date), 'PlannerLists'],
    }),
    removeWorkout: build.mutation<unknown, { date: string; workoutId: string }>({
      query: ({ workoutId }) => ({
        url: 'planner/remove_workout',
        method: 'POST',
        body: { workout_id: workoutId },
      }),
      // A workout removed after it was ticked done no longer counts on the home and the timeline.
      invalidatesTags: (_result, _error, { date }) => [
        ...dayTags(date),
        'PlannerLists',
        'Dashboard',
        'Progress',
      ],
    }),
    exerciseStats: build.query<ExerciseStats, string>({
      query: (date) => ({
        url: 'planner/statistics_exercise',
        method: 'POST',
        body: { date },
        schema: firstItem(exerciseStatsSchema),
      }),
      providesTags: ['PlannerDay', 'PlannerLists'],
    }),
    dayIngredients: build.query<string[], string>({
      query: (date) => ({
        url: 'planner/list_planner_ingredients',
        method: 'POST',
        body: { date },
        schema: z.array(z.object({ ingredient: z.string() })),
      }),
      transformResponse: (rows: { ingredient: string }[]) => rows.map((row) => row.ingredient),
      providesTags: (_result, _error, date) => dayTags(date),
    }),
  }),
});

export const {
  useFoodSearchQuery,
  useSwapOptionsQuery,
  useReplacePlannerMutation,
  useRemoveEntryMutation,
  useSaveNotesMutation,
  useAddRecipeMutation,
  useFavouriteRecipesQuery,
  useRecentRecipesQuery,
  useMyMealsQuery,
  useSaveMyMealMutation,
  useDeleteMyMealMutation,
  useAddMyMealMutation,
  useSavedDaysQuery,
  useSaveDayMutation,
  useLoadDayMutation,
  useDeleteSavedDayMutation,
  useCopyDayMutation,
  useClearDayMutation,
  usePreloadDayMutation,
  usePreloadPlanMutation,
  useWorkoutChoicesQuery,
  useAddWorkoutMutation,
  useRemoveWorkoutMutation,
  useExerciseStatsQuery,
  useDayIngredientsQuery,
} = plannerApi;

/**
 * The planner: a recipe, or a meal plan's day, added to it: one of the request-body modules (lib/validation/requestBodies).
 */
import * as z from 'zod/mini';
import { MAX_SERVINGS, MIN_SERVINGS } from '../limits';
import { DATE, whole, ANY_ID } from './rules';

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export const DAY_AND_MEAL_MESSAGE = 'Please choose a day and a meal.';
export const RECIPE_NOT_FOUND_MESSAGE = 'This recipe could not be found.';
export const SERVINGS_MESSAGE = `Servings must be a whole number from ${MIN_SERVINGS} to ${MAX_SERVINGS}.`;

/** planner/add_recipe_to_planner: one recipe for a day's meal, one serving unless it says more. */
export const plannerRecipeBody = z.object({
  recipe_id: whole(1, ANY_ID, RECIPE_NOT_FOUND_MESSAGE),
  date: z.string(DAY_AND_MEAL_MESSAGE).check(z.regex(DATE, DAY_AND_MEAL_MESSAGE)),
  meal_type: z.enum(MEAL_TYPES, DAY_AND_MEAL_MESSAGE),
  servings: z.optional(
    z
      .number(SERVINGS_MESSAGE)
      .check(
        z.int(SERVINGS_MESSAGE),
        z.minimum(MIN_SERVINGS, SERVINGS_MESSAGE),
        z.maximum(MAX_SERVINGS, SERVINGS_MESSAGE),
      ),
  ),
});

/** planner/add_to_planner: a meal plan's day, its recipes each for a meal. */
export const plannerDayBody = z.object({
  date: z.string('Please choose a day.').check(z.regex(DATE, 'Please choose a day.')),
  recipes: z
    .array(
      z.object({
        recipe_id: whole(1, ANY_ID, RECIPE_NOT_FOUND_MESSAGE),
        meal_type: z.enum(MEAL_TYPES, DAY_AND_MEAL_MESSAGE),
      }),
      'Please choose a day.',
    )
    .check(z.minLength(1, 'Please choose a day.')),
});

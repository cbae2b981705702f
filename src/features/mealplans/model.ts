import * as z from 'zod/mini';
import { cosmeticNumber, cosmeticText, strictNumber } from '@/lib/api/schemas';
import { mealTypeSchema } from '@/features/recipes';

const text = cosmeticText('');
const id = z.coerce.number().check(z.int(), z.positive());

export const mealPlanSchema = z.object({
  meal_plan_id: id,
  folder_id: id,
  title: z.string(),
  description: text,
  image: text,
  /** 1 when the member may open the plan (as its folder); otherwise the plan comes without days. */
  access: z.pipe(
    strictNumber,
    z.transform((value) => (value === 1 ? 1 : 0)),
  ),
  access_reason: z.enum(['', 'purchase', 'upgrade']),
  message: text,
  days: z.array(
    z.object({
      day: z.coerce.number(),
      kcal: z.coerce.number(),
      meals: z.array(
        z.object({
          meal_type: mealTypeSchema,
          recipe_id: id,
          title: z.string(),
          image: text,
          kcal: z.coerce.number(),
          minutes: cosmeticNumber(0),
        }),
      ),
    }),
  ),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;
export type MealPlanDay = MealPlan['days'][number];

/** Distinct recipe titles of the whole plan, for one shopping list entry per recipe. */
export function planRecipeIds(plan: MealPlan): number[] {
  return [...new Set(plan.days.flatMap((day) => day.meals.map((meal) => meal.recipe_id)))];
}

import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { mealPlanSchema, type MealPlan } from './model';

export const mealPlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    mealPlan: build.query<MealPlan, number>({
      query: (mealPlanId) => ({
        url: 'folders/meal_plan_list',
        method: 'POST',
        body: { meal_plan_id: mealPlanId },
        schema: z.array(mealPlanSchema).check(z.minLength(1)),
      }),
      transformResponse: (data: MealPlan[]) => {
        const [plan] = data;
        if (!plan) throw new Error('The server sent no meal plan.');
        return plan;
      },
    }),
  }),
});

export const { useMealPlanQuery } = mealPlansApi;

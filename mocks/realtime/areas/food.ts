import type { RealtimeArea } from '../types';
import { db } from '../../db/store';
import { injectedFailures } from '../../failures';
import { FOODS, servingNutrition, type MockFood, type MockMealType } from '../../db/plannerTables';
import { RECIPE_TAG } from '../../db/recipeTables';
import { amountProblem, newEntryId, updateDayInfo } from '../../handlers/planner';

/**
 * The food socket host (spec 3 §7, "Planner"): food search (food/search, food/single), swap search
 * (swap_search) and the planner's offline-safe logging (planner/add_product,
 * planner/tracking_icons, planner/exercise_status), sent by the app as durable requests: the hub
 * ignores a client id it has already handled, so a log sent again after a reconnect counts once.
 * window.__mock.fail('<event name part>', message) makes an event answer status 0 with the message.
 */
const SEARCH_LIMIT = 25;
const SWAP_KCAL_RANGE = 150;
const MEAL_TYPES: readonly MockMealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];
const ICONS = ['water', 'mood', 'sleep', 'exercise'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function wireFood(food: MockFood) {
  return {
    food_id: food.food_id,
    name: food.name,
    serving_size: food.serving_size,
    serving_unit: food.serving_unit,
    kcal_100: food.kcal,
    protein_100: food.protein,
    carbs_100: food.carbs,
    fat_100: food.fat,
    ...servingNutrition(food),
  };
}

function failed(en: string): { status: 0; message: string } | null {
  const message = injectedFailures.match(en);
  return message ? { status: 0, message } : null;
}

export const foodRealtimeAreas: RealtimeArea[] = [
  {
    'food/search': ({ data }) => {
      const injected = failed('food/search');
      if (injected) return injected;
      const keyword = String(data.keyword ?? '')
        .trim()
        .toLowerCase();
      if (!keyword) return { status: 0, message: 'Please type a food to search for.', data: [] };
      const words = keyword.split(/\s+/);
      const matches = FOODS.filter((food) =>
        words.every((word) => food.name.toLowerCase().includes(word)),
      );
      // Whole-word starts first ("banana" before "banana chips"), then the medium portion.
      matches.sort(
        (a, b) =>
          Number(!a.name.toLowerCase().startsWith(words[0] ?? '')) -
            Number(!b.name.toLowerCase().startsWith(words[0] ?? '')) ||
          Number(!a.name.includes('medium')) - Number(!b.name.includes('medium')),
      );
      return {
        status: 1,
        keyword: String(data.keyword ?? ''),
        total: matches.length,
        data: matches.slice(0, SEARCH_LIMIT).map(wireFood),
      };
    },
    'food/single': ({ data }) => {
      const food = FOODS.find((row) => row.food_id === Number(data.food_id));
      return food
        ? { status: 1, data: [wireFood(food)] }
        : { status: 0, message: 'This food could not be found.' };
    },
    swap_search: ({ user, data }) => {
      const injected = failed('swap_search');
      if (injected) return injected;
      const state = db.get();
      const entry = state.plannerEntries.find(
        (row) => row.entry_id === String(data.entry_id) && row.user_id === user.user_id,
      );
      if (!entry || entry.kind !== 'recipe')
        return { status: 0, message: 'This meal is no longer in your planner.' };
      const options = state.recipeDetails
        .filter(
          (recipe) =>
            // The same meal type: the recipe carries that meal's tag (oats and granola pots both suit breakfast).
            recipe.tags.includes(RECIPE_TAG[entry.meal_type]) &&
            recipe.recipe_id !== entry.item_id &&
            Math.abs(recipe.kcal - entry.kcal) <= SWAP_KCAL_RANGE,
        )
        .sort((a, b) => Math.abs(a.kcal - entry.kcal) - Math.abs(b.kcal - entry.kcal))
        .slice(0, 12);
      return {
        status: 1,
        data: options.map((recipe) => ({
          _id: `${entry.entry_id}:${recipe.recipe_id}`,
          planner_id: entry.entry_id,
          recipe_id: recipe.recipe_id,
          food_name: recipe.title,
          image: recipe.image,
          calories: recipe.kcal,
          meal_type: entry.meal_type,
          tags: recipe.tags,
          access: 1,
          is_swap: 1,
          is_edit: 0,
          bg_color: '',
          text_color: '',
        })),
      };
    },
    'planner/add_product': ({ user, data }) => {
      const injected = failed('add_product');
      if (injected) return injected;
      const food = FOODS.find((row) => row.food_id === Number(data.food_id));
      const meal = MEAL_TYPES.find((row) => row === data.meal_type);
      const date = String(data.date ?? '');
      if (!food) return { status: 0, message: 'This food could not be found.' };
      if (!meal || !DATE.test(date))
        return { status: 0, message: 'Please choose a day and a meal.' };
      const problem = amountProblem(data.amount, data.unit, food.serving_unit);
      if (problem) return { status: 0, message: problem };
      const amount = Number(data.amount);
      const grams = data.unit === 'serving' ? amount * food.serving_size : amount;
      const factor = grams / 100;
      const entry = {
        entry_id: String(data.entry_id ?? '') || newEntryId('f'),
        user_id: user.user_id,
        date,
        meal_type: meal,
        kind: 'food' as const,
        item_id: food.food_id,
        title: food.name,
        amount,
        unit: String(data.unit),
        kcal: Math.round(food.kcal * factor),
        protein: Math.round(food.protein * factor * 10) / 10,
        carbs: Math.round(food.carbs * factor * 10) / 10,
        fat: Math.round(food.fat * factor * 10) / 10,
      };
      db.update((state) => {
        state.plannerEntries.push(entry);
      });
      const { user_id: _user, ...wire } = entry;
      return { status: 1, message: `${food.name} added`, entry: wire };
    },
    'planner/tracking_icons': ({ user, data }) => {
      const injected = failed('tracking_icons');
      if (injected) return injected;
      const icon = ICONS.find((row) => row === data.icon);
      const date = String(data.date ?? '');
      if (!icon || !DATE.test(date)) return { status: 0, message: 'Please choose what to track.' };
      const value = Number(data.value) === 1 ? 1 : 0;
      updateDayInfo(user.user_id, date, (day) => {
        day[icon] = value;
      });
      return { status: 1, date, icon, value };
    },
    'planner/exercise_status': ({ user, data }) => {
      const injected = failed('exercise_status');
      if (injected) return injected;
      const id = String(data.workout_id ?? '');
      const workout = db
        .get()
        .plannerWorkouts.find((row) => row.workout_id === id && row.user_id === user.user_id);
      if (!workout) return { status: 0, message: 'This workout is no longer in your planner.' };
      const done = Number(data.done) === 1 ? 1 : 0;
      db.update((state) => {
        const target = state.plannerWorkouts.find((row) => row.workout_id === id);
        if (target) target.done = done;
      });
      return { status: 1, date: workout.date, workout_id: id, done };
    },
  },
];

/**
 * The daily planner (issue 14), REST side: the day (planner root), removing an entry, swaps
 * (replace_planner), notes and the kcal target (update_planner_details), favourites and recent
 * recipes, "my meals", saved days, date ranges, clearing and preloading a day, workouts and the
 * day's ingredients. Food search, swap search and the offline-safe logging (add_product,
 * tracking_icons, exercise_status) are on the food socket host: mocks/realtime/areas/food.ts.
 */
import dayjs from 'dayjs';
import { db } from '../db/store';
import type { MockDatabase } from '../db/seed';
import {
  DEFAULT_CALORIE_TARGET,
  FOODS,
  type MockMealType,
  type MockMyMealIngredient,
  type MockPlannerEntry,
} from '../db/plannerTables';
import type { MockUser } from '../db/users';
import { RECIPE_TAG } from '../db/recipeTables';
import { fail, memberRoute, ok, str } from './respond';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MEAL_TYPES: readonly MockMealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];
export const NOTES_MAX_LENGTH = 1000;
export const TITLE_MAX_LENGTH = 50;
export const MIN_CALORIE_TARGET = 1000;
export const MAX_CALORIE_TARGET = 5000;
const MAX_RANGE_DAYS = 31;

function isDate(value: unknown): value is string {
  return typeof value === 'string' && DATE.test(value) && dayjs(value).isValid();
}

function mealType(value: unknown): MockMealType | null {
  return MEAL_TYPES.find((meal) => meal === value) ?? null;
}

let nextEntry = 1;
export function newEntryId(prefix = 'e'): string {
  nextEntry += 1;
  return `${prefix}-${Date.now().toString(36)}-${nextEntry}`;
}

function recipeById(state: MockDatabase, recipeId: number) {
  return state.recipeDetails.find((recipe) => recipe.recipe_id === recipeId);
}

/** A recipe as a planner entry (one serving). */
export function recipeEntry(
  state: MockDatabase,
  userId: number,
  recipeId: number,
  date: string,
  meal: MockMealType,
  servings = 1,
): MockPlannerEntry | null {
  const recipe = recipeById(state, recipeId);
  if (!recipe) return null;
  const scaled = (value: number, step: number) => Math.round(value * servings * step) / step;
  return {
    entry_id: newEntryId('r'),
    user_id: userId,
    date,
    meal_type: meal,
    kind: 'recipe',
    item_id: recipe.recipe_id,
    title: recipe.title,
    amount: servings,
    unit: 'serving',
    kcal: scaled(recipe.kcal, 1),
    protein: scaled(recipe.protein, 10),
    carbs: scaled(recipe.carbs, 10),
    fat: scaled(recipe.fat, 10),
  };
}

function noteRecent(state: MockDatabase, userId: number, recipeId: number): void {
  const key = String(userId);
  state.recentRecipes[key] = [
    recipeId,
    ...(state.recentRecipes[key] ?? []).filter((id) => id !== recipeId),
  ].slice(0, 10);
}

/**
 * The recipes area's "add to planner" calls (mocks/handlers/recipes.ts) record what they received
 * in plannerAdditions; the planner takes them into the member's days when it next reads.
 */
function takeAdditions(user: MockUser): void {
  const additions = db.get().plannerAdditions.filter((entry) => entry.user_id === user.user_id);
  if (!additions.length) return;
  db.update((state) => {
    for (const addition of additions) {
      const meal = mealType(addition.meal_type);
      const entry = meal
        ? recipeEntry(
            state,
            user.user_id,
            addition.recipe_id,
            addition.date,
            meal,
            addition.servings,
          )
        : null;
      if (entry) {
        state.plannerEntries.push(entry);
        noteRecent(state, user.user_id, addition.recipe_id);
      }
    }
    state.plannerAdditions = state.plannerAdditions.filter(
      (entry) => entry.user_id !== user.user_id,
    );
  });
}

function dayInfo(userId: number, date: string) {
  return (
    db.get().plannerDays.find((day) => day.user_id === userId && day.date === date) ?? {
      user_id: userId,
      date,
      water: 0 as const,
      mood: 0 as const,
      sleep: 0 as const,
      exercise: 0 as const,
      notes: '',
    }
  );
}

/** Changes (creating if needed) the member's tracking row of a day. */
export function updateDayInfo(
  userId: number,
  date: string,
  change: (day: ReturnType<typeof dayInfo>) => void,
): void {
  db.update((state) => {
    let day = state.plannerDays.find((row) => row.user_id === userId && row.date === date);
    if (!day) {
      day = { ...dayInfo(userId, date) };
      state.plannerDays.push(day);
    }
    change(day);
  });
}

export function calorieTargetOf(userId: number): number {
  return db.get().calorieTarget[String(userId)] ?? DEFAULT_CALORIE_TARGET;
}

function plannerDay(user: MockUser, date: string) {
  const state = db.get();
  const info = dayInfo(user.user_id, date);
  return {
    date,
    calorie_target: calorieTargetOf(user.user_id),
    entries: state.plannerEntries
      .filter((entry) => entry.user_id === user.user_id && entry.date === date)
      .map(({ user_id: _user, date: _date, ...entry }) => entry),
    workouts: state.plannerWorkouts
      .filter((workout) => workout.user_id === user.user_id && workout.date === date)
      .map(({ user_id: _user, date: _date, ...workout }) => workout),
    tracking: { water: info.water, mood: info.mood, sleep: info.sleep, exercise: info.exercise },
    notes: info.notes,
  };
}

function recipeCard(state: MockDatabase, recipeId: number) {
  const recipe = recipeById(state, recipeId);
  return recipe
    ? [
        {
          recipe_id: recipe.recipe_id,
          title: recipe.title,
          image: recipe.image,
          kcal: recipe.kcal,
          meal_type: recipe.meal_type,
        },
      ]
    : [];
}

function myMealNutrition(ingredients: MockMyMealIngredient[]) {
  const total = { kcal: 0, protein: 0, carbs: 0, fat: 0 };
  for (const item of ingredients) {
    const food = FOODS.find((row) => row.food_id === item.food_id);
    if (!food) continue;
    const factor =
      item.unit === 'serving' ? (item.amount * food.serving_size) / 100 : item.amount / 100;
    total.kcal += food.kcal * factor;
    total.protein += food.protein * factor;
    total.carbs += food.carbs * factor;
    total.fat += food.fat * factor;
  }
  return {
    kcal: Math.round(total.kcal),
    protein: Math.round(total.protein * 10) / 10,
    carbs: Math.round(total.carbs * 10) / 10,
    fat: Math.round(total.fat * 10) / 10,
  };
}

function myMealsOf(userId: number) {
  return db
    .get()
    .myMeals.filter((meal) => meal.user_id === userId)
    .map((meal) => ({
      my_meal_id: meal.my_meal_id,
      title: meal.title,
      ingredients: meal.ingredients.map((item) => ({
        ...item,
        name: FOODS.find((row) => row.food_id === item.food_id)?.name ?? 'Unknown food',
      })),
      ...myMealNutrition(meal.ingredients),
    }));
}

/** Ingredients of my meal, strictly: known foods, positive amounts with at most one decimal. */
function readIngredients(value: unknown): MockMyMealIngredient[] | null {
  if (!Array.isArray(value) || !value.length || value.length > 30) return null;
  const items: MockMyMealIngredient[] = [];
  for (const raw of value as Record<string, unknown>[]) {
    const food = FOODS.find((row) => row.food_id === Number(raw?.food_id));
    const amount = Number(raw?.amount);
    if (!food) return null;
    const problem = amountProblem(amount, raw?.unit, food.serving_unit);
    if (problem) return null;
    items.push({
      food_id: food.food_id,
      amount,
      unit: raw?.unit === 'serving' ? 'serving' : food.serving_unit,
    });
  }
  return items;
}

export const MAX_AMOUNT = { serving: 20, g: 2000, ml: 2000 } as const;

/** The server's own check of an amount (the app checks first: spec of issue 14, "Bad input"). */
export function amountProblem(amount: unknown, unit: unknown, foodUnit: 'g' | 'ml'): string | null {
  const chosen = unit === 'serving' ? 'serving' : unit === foodUnit ? foodUnit : null;
  if (!chosen) return 'Please choose a unit for this food.';
  const value = Number(amount);
  if (typeof amount !== 'number' || !Number.isFinite(value) || value <= 0)
    return 'The amount must be more than 0.';
  if (Math.abs(Math.round(value * 10) - value * 10) > 1e-9)
    return 'The amount can have at most one decimal place.';
  const max = MAX_AMOUNT[chosen];
  if (value > max)
    return `The amount can be at most ${max} ${chosen === 'serving' ? 'servings' : chosen}.`;
  return null;
}

function programmeVideo(state: MockDatabase, videoId: number) {
  return state.videos.find((video) => video.video_id === videoId);
}

/** The exercises a member can add besides programme videos (kcal for the minutes given). */
export const EXERCISES = [
  { name: 'Walking', kcal_per_minute: 4 },
  { name: 'Running', kcal_per_minute: 11 },
  { name: 'Cycling', kcal_per_minute: 8 },
  { name: 'Swimming', kcal_per_minute: 9 },
  { name: 'Yoga', kcal_per_minute: 3 },
  { name: 'Strength training', kcal_per_minute: 6 },
];

export const plannerHandlers = [
  memberRoute('post', 'planner', ({ user, body }) => {
    if (!isDate(body.date)) return fail('Please choose a valid day.');
    takeAdditions(user);
    return ok([plannerDay(user, body.date)]);
  }),
  memberRoute('post', 'planner/delete', ({ user, body }) => {
    const entryId = str(body.entry_id);
    const entry = db
      .get()
      .plannerEntries.find((row) => row.entry_id === entryId && row.user_id === user.user_id);
    if (!entry) return fail('This item is no longer in your planner.');
    db.update((state) => {
      state.plannerEntries = state.plannerEntries.filter((row) => row.entry_id !== entryId);
    });
    return ok([plannerDay(user, entry.date)], 'Removed from your planner');
  }),
  memberRoute('post', 'planner/replace_planner', ({ user, body }) => {
    const entryId = str(body.entry_id);
    const entry = db
      .get()
      .plannerEntries.find((row) => row.entry_id === entryId && row.user_id === user.user_id);
    if (!entry || entry.kind !== 'recipe') return fail('This meal is no longer in your planner.');
    const next = recipeById(db.get(), Number(body.recipe_id));
    if (!next) return fail('This recipe could not be found.');
    if (!next.tags.includes(RECIPE_TAG[entry.meal_type]))
      return fail('Please choose a recipe for the same meal.');
    db.update((state) => {
      const target = state.plannerEntries.find((row) => row.entry_id === entryId);
      if (!target) return;
      Object.assign(target, {
        item_id: next.recipe_id,
        title: next.title,
        kcal: next.kcal,
        protein: next.protein,
        carbs: next.carbs,
        fat: next.fat,
      });
      noteRecent(state, user.user_id, next.recipe_id);
    });
    return ok([plannerDay(user, entry.date)], 'Meal swapped');
  }),
  memberRoute('post', 'planner/update_planner_details', ({ user, body }) => {
    const known = new Set(['calorie_target', 'date', 'notes']);
    const unknown = Object.keys(body).filter((key) => !known.has(key));
    if (unknown.length) return fail(`Unknown field: ${unknown.join(', ')}`);
    const hasTarget = 'calorie_target' in body;
    const hasNotes = 'notes' in body;
    if (!hasTarget && !hasNotes) return fail('Nothing to update.');
    if (hasTarget) {
      const target = body.calorie_target;
      if (
        typeof target !== 'number' ||
        !Number.isInteger(target) ||
        target < MIN_CALORIE_TARGET ||
        target > MAX_CALORIE_TARGET
      )
        return fail(
          `The daily target must be a whole number of kcal from ${MIN_CALORIE_TARGET} to ${MAX_CALORIE_TARGET}.`,
        );
    }
    if (hasNotes) {
      if (!isDate(body.date)) return fail('Please choose a valid day.');
      if (typeof body.notes !== 'string' || body.notes.length > NOTES_MAX_LENGTH)
        return fail(`Notes can be at most ${NOTES_MAX_LENGTH} characters.`);
    }
    if (hasTarget)
      db.update((state) => {
        state.calorieTarget[String(user.user_id)] = Number(body.calorie_target);
      });
    if (hasNotes)
      updateDayInfo(user.user_id, str(body.date), (day) => {
        day.notes = str(body.notes);
      });
    return ok(
      [{ calorie_target: calorieTargetOf(user.user_id) }],
      hasTarget ? 'Your daily target is saved' : 'Notes saved',
    );
  }),
  memberRoute('post', 'planner/favourite_recipes', ({ user }) => {
    const state = db.get();
    return ok(
      state.recipeFavourites
        .filter((entry) => entry.user_id === user.user_id)
        .flatMap((entry) => recipeCard(state, entry.recipe_id)),
    );
  }),
  memberRoute('post', 'planner/most_recent_recipes', ({ user }) => {
    const state = db.get();
    return ok(
      (state.recentRecipes[String(user.user_id)] ?? []).flatMap((id) => recipeCard(state, id)),
    );
  }),
  memberRoute('post', 'planner/my_meal', ({ user }) => ok(myMealsOf(user.user_id))),
  memberRoute('post', 'planner/add_my_meal', ({ user, body }) => {
    const title = str(body.title).trim();
    if (!title || title.length > TITLE_MAX_LENGTH)
      return fail(`Please give your meal a name of at most ${TITLE_MAX_LENGTH} characters.`);
    const ingredients = readIngredients(body.ingredients);
    if (!ingredients) return fail('Please add at least one food with a valid amount.');
    const editing = body.my_meal_id !== undefined && body.my_meal_id !== null;
    if (editing) {
      const meal = db
        .get()
        .myMeals.find(
          (row) => row.my_meal_id === Number(body.my_meal_id) && row.user_id === user.user_id,
        );
      if (!meal) return fail('This meal could not be found.');
      db.update((state) => {
        const target = state.myMeals.find((row) => row.my_meal_id === meal.my_meal_id);
        if (target) Object.assign(target, { title, ingredients });
      });
    } else {
      db.update((state) => {
        const nextId = Math.max(9500, ...state.myMeals.map((row) => row.my_meal_id)) + 1;
        state.myMeals.push({ my_meal_id: nextId, user_id: user.user_id, title, ingredients });
      });
    }
    return ok(myMealsOf(user.user_id), editing ? 'Meal saved' : 'Meal created');
  }),
  memberRoute('post', 'planner/delete_my_meal', ({ user, body }) => {
    const id = Number(body.my_meal_id);
    if (!db.get().myMeals.some((row) => row.my_meal_id === id && row.user_id === user.user_id))
      return fail('This meal could not be found.');
    db.update((state) => {
      state.myMeals = state.myMeals.filter((row) => row.my_meal_id !== id);
    });
    return ok(myMealsOf(user.user_id), 'Meal deleted');
  }),
  memberRoute('post', 'planner/add_meal_copy_to_planer', ({ user, body }) => {
    const meal = db
      .get()
      .myMeals.find(
        (row) => row.my_meal_id === Number(body.my_meal_id) && row.user_id === user.user_id,
      );
    const type = mealType(body.meal_type);
    if (!meal) return fail('This meal could not be found.');
    if (!isDate(body.date) || !type) return fail('Please choose a day and a meal.');
    const date = body.date;
    db.update((state) => {
      state.plannerEntries.push({
        entry_id: newEntryId('m'),
        user_id: user.user_id,
        date,
        meal_type: type,
        kind: 'my_meal',
        item_id: meal.my_meal_id,
        title: meal.title,
        amount: 1,
        unit: 'serving',
        ...myMealNutrition(meal.ingredients),
      });
    });
    return ok([plannerDay(user, date)], `Added ${meal.title}`);
  }),
  memberRoute('post', 'planner/save_your_day', ({ user, body }) => {
    const title = str(body.title).trim();
    if (!isDate(body.date)) return fail('Please choose a valid day.');
    if (!title || title.length > TITLE_MAX_LENGTH)
      return fail(`Please name the day in at most ${TITLE_MAX_LENGTH} characters.`);
    const day = plannerDay(user, body.date);
    if (!day.entries.length && !day.workouts.length) return fail('This day has nothing to save.');
    db.update((state) => {
      const nextId = Math.max(700, ...state.savedDays.map((row) => row.saved_day_id)) + 1;
      state.savedDays.push({
        saved_day_id: nextId,
        user_id: user.user_id,
        title,
        entries: day.entries.map(({ entry_id: _id, ...entry }) => entry),
        workouts: day.workouts.map(({ workout_id: _id, done: _done, ...workout }) => workout),
      });
    });
    return ok([], `Saved as "${title}"`);
  }),
  memberRoute('post', 'planner/get_saved_day', ({ user }) =>
    ok(
      db
        .get()
        .savedDays.filter((row) => row.user_id === user.user_id)
        .map((row) => ({
          saved_day_id: row.saved_day_id,
          title: row.title,
          meals: row.entries.length,
          workouts: row.workouts.length,
          kcal: row.entries.reduce((sum, entry) => sum + entry.kcal, 0),
        })),
    ),
  ),
  memberRoute('post', 'planner/load_day', ({ user, body }) => {
    const saved = db
      .get()
      .savedDays.find(
        (row) => row.saved_day_id === Number(body.saved_day_id) && row.user_id === user.user_id,
      );
    if (!saved) return fail('This saved day could not be found.');
    if (!isDate(body.date)) return fail('Please choose a valid day.');
    const date = body.date;
    db.update((state) => {
      for (const entry of saved.entries)
        state.plannerEntries.push({
          ...entry,
          entry_id: newEntryId('l'),
          user_id: user.user_id,
          date,
        });
      for (const workout of saved.workouts)
        state.plannerWorkouts.push({
          ...workout,
          workout_id: newEntryId('w'),
          user_id: user.user_id,
          date,
          done: 0,
        });
    });
    return ok([plannerDay(user, date)], `"${saved.title}" loaded`);
  }),
  memberRoute('post', 'planner/delete_saved_day', ({ user, body }) => {
    const id = Number(body.saved_day_id);
    if (!db.get().savedDays.some((row) => row.saved_day_id === id && row.user_id === user.user_id))
      return fail('This saved day could not be found.');
    db.update((state) => {
      state.savedDays = state.savedDays.filter((row) => row.saved_day_id !== id);
    });
    return ok([], 'Saved day deleted');
  }),
  memberRoute('post', 'planner/insert_date_range', ({ user, body }) => {
    if (!isDate(body.date) || !isDate(body.start_date) || !isDate(body.end_date))
      return fail('Please choose valid dates.');
    const start = dayjs(body.start_date);
    const end = dayjs(body.end_date);
    const days = end.diff(start, 'day') + 1;
    if (days < 1) return fail('The last day must be on or after the first.');
    if (days > MAX_RANGE_DAYS) return fail(`Please choose at most ${MAX_RANGE_DAYS} days.`);
    const source = plannerDay(user, body.date);
    if (!source.entries.length) return fail('This day has no meals to copy.');
    db.update((state) => {
      for (let index = 0; index < days; index += 1) {
        const date = start.add(index, 'day').format('YYYY-MM-DD');
        if (date === source.date) continue;
        for (const { entry_id: _id, ...entry } of source.entries)
          state.plannerEntries.push({
            ...entry,
            entry_id: newEntryId('c'),
            user_id: user.user_id,
            date,
          });
      }
    });
    return ok([], `Copied to ${days} ${days === 1 ? 'day' : 'days'}`);
  }),
  memberRoute('post', 'planner/clear_today_mealplan', ({ user, body }) => {
    if (!isDate(body.date)) return fail('Please choose a valid day.');
    const date = body.date;
    db.update((state) => {
      state.plannerEntries = state.plannerEntries.filter(
        (row) => !(row.user_id === user.user_id && row.date === date),
      );
    });
    return ok([plannerDay(user, date)], 'Meal plan cleared');
  }),
  memberRoute('post', 'planner/preload_day', ({ user, body }) => {
    const plan = db.get().mealPlans.find((row) => row.meal_plan_id === Number(body.meal_plan_id));
    const planDay = plan?.days.find((day) => day.day === Number(body.day));
    if (!plan || !planDay) return fail('This meal plan day could not be found.');
    if (!isDate(body.date)) return fail('Please choose a valid day.');
    const date = body.date;
    db.update((state) => {
      for (const meal of planDay.meals) {
        const entry = recipeEntry(state, user.user_id, meal.recipe_id, date, meal.meal_type);
        if (entry) state.plannerEntries.push(entry);
      }
    });
    return ok([plannerDay(user, date)], `Day ${planDay.day} of ${plan.title} added`);
  }),
  memberRoute('post', 'planner/preload_summer_plan', ({ user, body }) => {
    const plan = db.get().mealPlans.find((row) => row.meal_plan_id === Number(body.meal_plan_id));
    if (!plan) return fail('This meal plan could not be found.');
    if (!isDate(body.start_date)) return fail('Please choose a valid first day.');
    const start = dayjs(body.start_date);
    db.update((state) => {
      plan.days.forEach((planDay, index) => {
        const date = start.add(index, 'day').format('YYYY-MM-DD');
        for (const meal of planDay.meals) {
          const entry = recipeEntry(state, user.user_id, meal.recipe_id, date, meal.meal_type);
          if (entry) state.plannerEntries.push(entry);
        }
      });
    });
    return ok([], `${plan.title} added from ${start.format('D MMM')}`);
  }),
  memberRoute('post', 'planner/programmeVideo_exercise', () =>
    ok([
      {
        videos: db
          .get()
          .videos.slice(0, 30)
          .map((video) => ({
            video_id: video.video_id,
            title: video.title,
            minutes: video.duration / 60,
            kcal: video.calories,
          })),
        exercises: EXERCISES.map((exercise) => exercise.name),
      },
    ]),
  ),
  memberRoute('post', 'planner/add_workout', ({ user, body }) => {
    if (!isDate(body.date)) return fail('Please choose a valid day.');
    const date = body.date;
    if (body.video_id !== undefined) {
      const video = programmeVideo(db.get(), Number(body.video_id));
      if (!video) return fail('This video could not be found.');
      db.update((state) => {
        state.plannerWorkouts.push({
          workout_id: newEntryId('w'),
          user_id: user.user_id,
          date,
          kind: 'video',
          video_id: video.video_id,
          title: video.title,
          minutes: video.duration / 60,
          kcal: video.calories,
          done: 0,
        });
      });
      return ok([plannerDay(user, date)], `${video.title} added`);
    }
    const exercise = EXERCISES.find((row) => row.name === body.exercise);
    const minutes = Number(body.minutes);
    if (!exercise) return fail('Please choose an exercise.');
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 300)
      return fail('Minutes must be a whole number from 1 to 300.');
    db.update((state) => {
      state.plannerWorkouts.push({
        workout_id: newEntryId('w'),
        user_id: user.user_id,
        date,
        kind: 'exercise',
        video_id: 0,
        title: exercise.name,
        minutes,
        kcal: exercise.kcal_per_minute * minutes,
        done: 0,
      });
    });
    return ok([plannerDay(user, date)], `${exercise.name} added`);
  }),
  memberRoute('post', 'planner/remove_workout', ({ user, body }) => {
    const id = str(body.workout_id);
    const workout = db
      .get()
      .plannerWorkouts.find((row) => row.workout_id === id && row.user_id === user.user_id);
    if (!workout) return fail('This workout is no longer in your planner.');
    db.update((state) => {
      state.plannerWorkouts = state.plannerWorkouts.filter((row) => row.workout_id !== id);
    });
    return ok([plannerDay(user, workout.date)], 'Workout removed');
  }),
  memberRoute('post', 'planner/statistics_exercise', ({ user, body }) => {
    if (!isDate(body.date)) return fail('Please choose a valid day.');
    const end = dayjs(body.date);
    const start = end.subtract(6, 'day');
    const inWeek = db
      .get()
      .plannerWorkouts.filter(
        (row) =>
          row.user_id === user.user_id &&
          !dayjs(row.date).isBefore(start, 'day') &&
          !dayjs(row.date).isAfter(end, 'day'),
      );
    const done = inWeek.filter((row) => row.done === 1);
    return ok([
      {
        from: start.format('YYYY-MM-DD'),
        to: end.format('YYYY-MM-DD'),
        planned: inWeek.length,
        done: done.length,
        minutes: done.reduce((sum, row) => sum + row.minutes, 0),
        kcal: done.reduce((sum, row) => sum + row.kcal, 0),
      },
    ]);
  }),
  memberRoute('post', 'planner/list_planner_ingredients', ({ user, body }) => {
    if (!isDate(body.date)) return fail('Please choose a valid day.');
    const state = db.get();
    const lines: string[] = [];
    for (const entry of plannerDay(user, body.date).entries) {
      if (entry.kind === 'recipe') {
        for (const item of recipeById(state, entry.item_id)?.ingredients ?? [])
          lines.push(
            item.amount
              ? `${item.amount}${item.unit ? ` ${item.unit}` : ''} ${item.name}`
              : item.name,
          );
      } else if (entry.kind === 'food') {
        lines.push(`${entry.amount} ${entry.unit} ${entry.title}`);
      } else {
        const meal = state.myMeals.find((row) => row.my_meal_id === entry.item_id);
        for (const item of meal?.ingredients ?? []) {
          const food = FOODS.find((row) => row.food_id === item.food_id);
          if (food) lines.push(`${item.amount} ${item.unit} ${food.name}`);
        }
      }
    }
    return ok([...new Set(lines)].map((line) => ({ ingredient: line })));
  }),
];

/**
 * window.__mock planner controls. seedPlannerEntries(count, date?, email?) replaces a member's
 * entries of a day (default today, premium@example.com) with `count` foods of one serving each,
 * spread over the four meals in turn (scripts/bench-planner.mjs: a day with 50 entries).
 */
export const plannerMockControl = {
  seedPlannerEntries(
    count: number,
    date = dayjs().format('YYYY-MM-DD'),
    email = 'premium@example.com',
  ): number {
    const user = db.get().users.find((row) => row.email === email);
    if (!user || !isDate(date)) return 0;
    const entries: MockPlannerEntry[] = Array.from({ length: count }, (_, index) => {
      const food = FOODS[(index * 7) % FOODS.length]!;
      const factor = food.serving_size / 100;
      return {
        entry_id: newEntryId('f'),
        user_id: user.user_id,
        date,
        meal_type: MEAL_TYPES[index % MEAL_TYPES.length]!,
        kind: 'food',
        item_id: food.food_id,
        title: food.name,
        amount: 1,
        unit: 'serving',
        kcal: Math.round(food.kcal * factor),
        protein: Math.round(food.protein * factor * 10) / 10,
        carbs: Math.round(food.carbs * factor * 10) / 10,
        fat: Math.round(food.fat * factor * 10) / 10,
      };
    });
    db.update((state) => {
      state.plannerEntries = [
        ...state.plannerEntries.filter(
          (entry) => !(entry.user_id === user.user_id && entry.date === date),
        ),
        ...entries,
      ];
    });
    return entries.length;
  },
};

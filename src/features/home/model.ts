import * as z from 'zod/mini';

const text = z.catch(z.string(), '');
const count = z.catch(z.coerce.number(), 0);

const workout = z.object({
  id: z.coerce.number(),
  title: z.string(),
  minutes: z.coerce.number(),
  level: text,
  image: text,
});

const recipe = z.object({
  id: z.coerce.number(),
  title: z.string(),
  calories: z.coerce.number(),
  minutes: z.coerce.number(),
  image: text,
});

const programme = z.object({
  id: z.coerce.number(),
  title: z.string(),
  weeks: z.coerce.number(),
  image: text,
  screen_name: z.catch(z.string(), 'folder'),
});

/** The member home (dashboard_new) reply. */
export const dashboardSchema = z.object({
  welcome: z.object({ first_name: text, message: text }),
  today: z.object({ workout: z.catch(z.nullable(workout), null), meals: z.catch(z.array(recipe), []) }),
  recommended_workout: z.catch(z.nullable(workout), null),
  next_live_class: z.catch(
    z.nullable(z.object({ session_id: z.coerce.number(), title: z.string(), coach: text, starts_at: z.string() })),
    null,
  ),
  achievements: z.object({ workouts_done: count, streak_days: count, badges: count }),
  programmes: z.catch(z.array(programme), []),
  recipes: z.catch(z.array(recipe), []),
});

export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardWorkout = z.infer<typeof workout>;
export type DashboardRecipe = z.infer<typeof recipe>;
export type DashboardProgramme = z.infer<typeof programme>;

/** Which sections the member sees, from their display toggles. */
export interface DashboardVisibility {
  today: boolean;
  recommended: boolean;
  nextLiveClass: boolean;
  achievements: boolean;
  programmes: boolean;
  recipes: boolean;
}

export function dashboardVisibility(toggles: {
  show_today_mealplan: number;
  show_recommended_workout: number;
  is_next_live_class: number;
  dashboard_achievements: number;
  show_recom_programme: number;
  show_recipe_calorie: number;
  show_dashboard_extra: number;
}): DashboardVisibility {
  return {
    today: toggles.show_today_mealplan === 1,
    recommended: toggles.show_recommended_workout === 1,
    nextLiveClass: toggles.is_next_live_class === 1,
    achievements: toggles.dashboard_achievements === 1,
    programmes: toggles.show_recom_programme === 1,
    recipes: toggles.show_dashboard_extra === 1,
  };
}

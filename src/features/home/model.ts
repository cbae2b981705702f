import * as z from 'zod/mini';
import {
  cosmeticList,
  cosmeticNumber,
  cosmeticOr,
  cosmeticText,
  strictNumber,
} from '@/lib/api/schemas';

const text = cosmeticText('');
const count = cosmeticNumber(0);

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
  screen_name: cosmeticText('folder'),
});

/** The member home (dashboard_new) reply. */
export const dashboardSchema = z.object({
  welcome: z.object({ first_name: text, message: text }),
  today: z.object({
    workout: cosmeticOr(z.nullable(workout), null),
    meals: cosmeticList(recipe),
  }),
  recommended_workout: cosmeticOr(z.nullable(workout), null),
  next_live_class: cosmeticOr(
    z.nullable(
      z.object({
        session_id: z.coerce.number(),
        title: z.string(),
        coach: text,
        starts_at: z.string(),
      }),
    ),
    null,
  ),
  achievements: z.object({ workouts_done: count, streak_days: count, badges: count }),
  programmes: cosmeticList(programme),
  recipes: cosmeticList(recipe),
});

export type Dashboard = z.infer<typeof dashboardSchema>;

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

/** A card of a dashboard_new/{section} reply (spec 3 §7): cosmetic fields default, ids are checked. */
export const homeCardSchema = z.object({
  id: z.coerce.number(),
  title: z.string(),
  subtitle: text,
  image: text,
  screen_name: text,
  screen_id: cosmeticText(''),
  url: text,
  error_message: text,
});
export type HomeCard = z.infer<typeof homeCardSchema>;

/** The days the home chart covers, today included (spec 3 §9). */
export const HOME_CHART_DAYS = 15;

/** A day of the home chart: what the member logged that day (null when they logged none of it). */
export const chartPointSchema = z.object({
  date: z.string(),
  /** kg */
  weight: z.nullable(strictNumber),
  /** kcal eaten */
  calories: z.nullable(strictNumber),
});
export type ChartPoint = z.infer<typeof chartPointSchema>;

/** The sections fetched from dashboard_new/{path}, in page order. */
export const HOME_SECTIONS = [
  { key: 'banner', path: 'default', title: 'Highlights' },
  { key: 'getStarted', path: 'welcome_section', title: 'Get started' },
  { key: 'whatsToday', path: 'today', title: "What's today" },
  { key: 'nextVideo', path: 'next_video', title: 'Next video' },
  { key: 'extras', path: 'recommended_extras', title: 'Recommended extras' },
  { key: 'vip', path: 'masterclasses', title: 'VIP masterclasses' },
  { key: 'videos', path: 'recommended', title: 'Videos' },
  { key: 'community', path: 'community_posts', title: 'Community posts' },
  { key: 'wellbeing', path: 'wellbeing_section', title: 'Wellbeing' },
  { key: 'trainers', path: 'meet_the_trainers', title: 'Meet the trainers' },
  { key: 'pregnancy', path: 'pregnancy_tips_section', title: 'Pregnancy tips' },
  { key: 'magazine', path: 'magazine_dashboard_section', title: 'Magazine' },
  { key: 'support', path: 'support_section', title: 'Support' },
  { key: 'advertising', path: 'advertise_section', title: 'From the shop' },
] as const;
export type HomeSectionKey = (typeof HOME_SECTIONS)[number]['key'];

type Toggles = Parameters<typeof dashboardVisibility>[0] & {
  show_next_video: number;
  show_dashboard_support: number;
  show_dashboard_adverising: number;
  show_mood: number;
  show_weight: number;
  show_calories: number;
  is_pregnant_currently: number;
  is_pregnant: number;
};

/** Which of the dashboard_new/{section} sections and the chart the member sees, from their display toggles. */
export function homeSectionVisibility(toggles: Toggles): Record<HomeSectionKey | 'chart', boolean> {
  return {
    banner: true,
    getStarted: true,
    whatsToday: true,
    nextVideo: toggles.show_next_video === 1,
    extras: toggles.show_dashboard_extra === 1,
    vip: true,
    videos: toggles.show_recommended_workout === 1,
    community: true,
    wellbeing: toggles.show_mood === 1,
    trainers: true,
    pregnancy: toggles.is_pregnant_currently === 1 || toggles.is_pregnant === 1,
    magazine: true,
    support: toggles.show_dashboard_support === 1,
    advertising: toggles.show_dashboard_adverising === 1,
    chart: toggles.show_weight === 1 || toggles.show_calories === 1,
  };
}

export type CardTarget =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'message'; message: string }
  | { kind: 'none' };

/**
 * Where a card leads: an item with an error message shows the message (spec 3 §8); an app path
 * or a screen opens in the app only when that screen exists (else the card has no link); only
 * http(s) addresses open outside.
 */
export function cardTarget(
  card: Pick<HomeCard, 'screen_name' | 'screen_id' | 'url' | 'error_message'>,
  resolveScreen: (screenName: string, screenId: string) => string,
  routeExists: (path: string) => boolean,
): CardTarget {
  if (card.error_message.trim()) return { kind: 'message', message: card.error_message.trim() };
  const url = card.url.trim();
  if (url) {
    if (url.startsWith('/') && !url.startsWith('//'))
      return routeExists(url.split(/[?#]/)[0] ?? url)
        ? { kind: 'internal', to: url }
        : { kind: 'none' };
    return /^https?:\/\//i.test(url) ? { kind: 'external', url } : { kind: 'none' };
  }
  if (!card.screen_name.trim()) return { kind: 'none' };
  const path = resolveScreen(card.screen_name, card.screen_id);
  return routeExists(path.split(/[?#]/)[0] ?? path)
    ? { kind: 'internal', to: path }
    : { kind: 'none' };
}

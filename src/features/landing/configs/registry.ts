/**
 * Which config file holds each landing page. Only the file of the page asked for is loaded;
 * the configs themselves are data (see base.ts for the builder they share).
 */
import type { LandingConfig } from '../model';
import { splitFunnelSlug } from '../rules';

type PageFamily =
  | 'home'
  | 'main'
  | 'courses'
  | 'campaigns'
  | 'offers'
  | 'audiences'
  | 'quizzes'
  | 'coaches'
  | 'thankyou';

type FamilyModule = { pages: Record<string, LandingConfig> };

const FAMILIES: Record<PageFamily, () => Promise<FamilyModule>> = {
  home: () => import('./home'),
  main: () => import('./main'),
  courses: () => import('./courses'),
  campaigns: () => import('./campaigns'),
  offers: () => import('./offers'),
  audiences: () => import('./audiences'),
  quizzes: () => import('./quizzes'),
  coaches: () => import('./coaches'),
  thankyou: () => import('./thankyou'),
};

function family(name: PageFamily, keys: string[]): Record<string, PageFamily> {
  return Object.fromEntries(keys.map((key) => [key, name]));
}

/** Pages outside /pages: path -> config key. '/' alternates between 'home' and 'home-alt'. */
export const PATH_PAGES: Record<string, string> = {
  '/home2': 'home2',
  '/home3': 'home3',
  '/home4': 'home4',
  '/home4-demo1': 'home4-demo1',
  '/home5': 'home5',
  '/splithomedemo': 'splithomedemo',
  '/confidencecourse': 'confidencecourse',
};

export const HOME_VARIANTS = ['home', 'home-alt'];

/** Trainers with a /pages/{name} and a /pages/{name}-powerup page. */
export const NAMED_TRAINER_SLUGS = ['frankie', 'jordan', 'amira'];

/** Every config key, and the file it lives in. */
export const CONFIG_FAMILIES: Record<string, PageFamily> = {
  ...family('home', [...HOME_VARIANTS, ...Object.values(PATH_PAGES)]),
  ...family('main', [
    'fitness-only',
    'rwlfood',
    'realresults',
    'premium',
    'premiumoffer',
    'strength-and-sculpt',
    'corporate-trial',
    'corporate-demo',
    'results-with-baby',
  ]),
  ...family('courses', ['hypnobirthing-course', 'menopause']),
  ...family('campaigns', [
    ...NAMED_TRAINER_SLUGS,
    ...NAMED_TRAINER_SLUGS.map((name) => `${name}-powerup`),
    'blackfriday2022',
    '30days1',
    'jan30days',
    '12monthbundle',
    'summershred',
    'summerinterest',
    'summerkickstart',
  ]),
  ...family('offers', [
    'offer',
    'special-offer',
    'nfd-offer',
    'cyber-monday-offer',
    'black-friday-offer',
    'half-price-offer',
    'exclusive-offer',
    'free-until-feb',
    'annual-offer-25',
    '14-day-trial',
    '30-day-trial',
    'offer-30-day-trial',
    'valentine',
    'student-offer',
  ]),
  ...family('audiences', [
    'young-adults',
    'weight-loss',
    'weight-loss-2',
    'eat-healthy',
    'fitness-fanatic',
    'take-on-the-world',
    'new-mums',
    'family',
    'get-started',
    'student-34',
    'gp-referral',
    'weight-management',
    'gp-weight-management',
  ]),
  ...family('quizzes', ['motivation-quiz', 'diet-type-quiz']),
  ...family('coaches', [
    'rwl-coach-frankie',
    'rwl-coach-jordan',
    'rwl-coach-diet-coaches',
    'rwl-coach-amira',
    'rwl-coach-nadia',
    'rwl-coach-leah',
    'meet-the-team',
  ]),
  ...family('thankyou', ['thank-you', 'thank-you-corporate', 'thank-you-retreats']),
};

/** The /pages/{slug} pages that have a config here (keys that are not paths). */
export const PAGE_SLUGS = Object.keys(CONFIG_FAMILIES).filter(
  (key) => !HOME_VARIANTS.includes(key) && !Object.values(PATH_PAGES).includes(key),
);

/** Loads one config by key; null when there is none. */
export async function loadConfig(key: string): Promise<LandingConfig | null> {
  const name = Object.hasOwn(CONFIG_FAMILIES, key) ? CONFIG_FAMILIES[key] : undefined;
  if (!name) return null;
  const module = await FAMILIES[name]();
  return module.pages[key] ?? null;
}

/**
 * The config of /pages/{slug}: the slug's own, or for a funnel variant (h-, b-, o-, m-) the
 * base page's, marked with its funnel. Null means the server is asked (catch-all).
 */
export async function loadPageConfig(slug: string): Promise<LandingConfig | null> {
  if (!PAGE_SLUGS.includes(slug)) {
    const funnel = splitFunnelSlug(slug);
    if (!funnel || !PAGE_SLUGS.includes(funnel.base)) return null;
    const base = await loadConfig(funnel.base);
    if (!base) return null;
    return {
      ...base,
      slug,
      parentClass: [base.parentClass, `funnel-${funnel.prefix}`].filter(Boolean).join(' '),
    };
  }
  return loadConfig(slug);
}

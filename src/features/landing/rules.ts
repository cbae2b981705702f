/**
 * The ten paths with the narrower container and no CTA or video buttons (spec 1 §9).
 * /pages/{name}-powerup covers every trainer's power-up page.
 */
const NARROW_PATHS = new Set([
  '/',
  '/home4',
  '/home4-demo1',
  '/pages/fitness-only',
  '/pages/rwlfood',
  '/pages/blackfriday2022',
  '/pages/30days1',
  '/pages/jan30days',
  '/pages/12monthbundle',
]);

/** A landing address as the configs know it: lower case, without a trailing slash ('/HOME2/' -> '/home2'). */
export function landingPath(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path || '/';
}

export function isNarrowLandingPath(pathname: string): boolean {
  const path = landingPath(pathname);
  return NARROW_PATHS.has(path) || /^\/pages\/[a-z0-9-]+-powerup$/.test(path);
}

/** Paths whose plan slider preselects the plan titled Quarterly (spec 3 §4). */
const QUARTERLY_PATHS = new Set(['/home2', '/splithomedemo', '/home5']);

export function visiblePlans<Plan extends { is_hidden?: number }>(plans: Plan[]): Plan[] {
  return plans.filter((plan) => plan.is_hidden !== 1);
}

/**
 * The first visible plan, or on /home2, /splithomedemo and /home5 the Quarterly one (the plan of
 * 3 months: the catalogue names plans by duration).
 */
export function preselectedPlanId(
  plans: { sub_plan_id: number; duration: number; is_hidden?: number }[],
  pathname: string,
): number | null {
  const shown = visiblePlans(plans);
  if (QUARTERLY_PATHS.has(landingPath(pathname))) {
    const quarterly = shown.find((plan) => plan.duration === 3);
    if (quarterly) return quarterly.sub_plan_id;
  }
  return shown[0]?.sub_plan_id ?? null;
}

/**
 * The marketing home alternates between its variants by a timer of about 5 seconds
 * (0.083 minute) kept in local storage (spec 2 §2): a visit more than 5 s after the last switch
 * shows the other variant and restarts the timer; a visit within 5 s keeps the variant.
 */
export const HOME_VARIANT_INTERVAL_MS = 0.083 * 60 * 1000;

export interface HomeVariantTimer {
  variant: number;
  at: number;
}

/** Where the served home's boot script leaves the variant it chose for this page load. */
export const SERVED_HOME_VARIANT = '__rwlHomeVariant';

export function nextHomeVariant(
  stored: HomeVariantTimer | null,
  now: number,
  count: number,
): HomeVariantTimer {
  if (
    !stored ||
    !Number.isInteger(stored.variant) ||
    stored.variant < 0 ||
    stored.variant >= count ||
    !Number.isFinite(stored.at)
  ) {
    return { variant: 0, at: now };
  }
  if (now - stored.at >= HOME_VARIANT_INTERVAL_MS)
    return { variant: (stored.variant + 1) % count, at: now };
  return stored;
}

/** Funnel variants of a page: /pages/h-{slug}, b-{slug}, o-{slug}, m-{slug}. */
export const FUNNEL_PREFIXES = ['h', 'b', 'o', 'm'] as const;
export type FunnelPrefix = (typeof FUNNEL_PREFIXES)[number];

export function splitFunnelSlug(slug: string): { prefix: FunnelPrefix; base: string } | null {
  const match = /^([hbom])-(.+)$/.exec(slug);
  return match?.[1] && match[2] ? { prefix: match[1] as FunnelPrefix, base: match[2] } : null;
}

import {
  HOME_VARIANT_INTERVAL_MS,
  isNarrowLandingPath,
  nextHomeVariant,
  preselectedPlanId,
  splitFunnelSlug,
} from './rules';

describe('isNarrowLandingPath', () => {
  it('is true on the ten paths of spec 1 §9', () => {
    for (const path of [
      '/',
      '/home4',
      '/home4-demo1',
      '/pages/fitness-only',
      '/pages/rwlfood',
      '/pages/frankie-powerup',
      '/pages/blackfriday2022',
      '/pages/30days1',
      '/pages/jan30days',
      '/pages/12monthbundle',
    ]) {
      expect(isNarrowLandingPath(path)).toBe(true);
    }
  });

  it('is false elsewhere', () => {
    for (const path of [
      '/home2',
      '/home5',
      '/pages/offer',
      '/pages/frankie',
      '/pages/hypnobirthing-course',
      '/pages/powerup-x',
    ]) {
      expect(isNarrowLandingPath(path)).toBe(false);
    }
  });
});

describe('preselectedPlanId', () => {
  // Plan cards as the catalogue answers them: sub-plan and duration.
  const PLAN_MONTHLY = { sub_plan_id: 1, duration: 1 };
  const PLAN_QUARTERLY = { sub_plan_id: 2, duration: 3 };
  const PLAN_ANNUAL = { sub_plan_id: 12, duration: 12 };
  const plans = [PLAN_MONTHLY, PLAN_QUARTERLY, PLAN_ANNUAL];

  it('picks the first visible plan', () => {
    expect(preselectedPlanId(plans, '/pages/offer')).toBe(PLAN_MONTHLY.sub_plan_id);
    expect(preselectedPlanId([{ ...PLAN_MONTHLY, is_hidden: 1 }, PLAN_ANNUAL], '/')).toBe(
      PLAN_ANNUAL.sub_plan_id,
    );
  });

  it('picks Quarterly on /home2, /splithomedemo and /home5', () => {
    for (const path of ['/home2', '/splithomedemo', '/home5'])
      expect(preselectedPlanId(plans, path)).toBe(PLAN_QUARTERLY.sub_plan_id);
  });

  it('falls back to the first visible plan when there is no Quarterly, and to null with none', () => {
    expect(preselectedPlanId([PLAN_ANNUAL], '/home2')).toBe(PLAN_ANNUAL.sub_plan_id);
    expect(preselectedPlanId([], '/')).toBeNull();
  });
});

describe('nextHomeVariant', () => {
  it('starts at the first variant', () => {
    expect(nextHomeVariant(null, 1000, 2)).toEqual({ variant: 0, at: 1000 });
  });

  it('keeps the variant within about 5 seconds and switches after', () => {
    expect(HOME_VARIANT_INTERVAL_MS).toBeCloseTo(4980);
    const stored = { variant: 0, at: 1000 };
    expect(nextHomeVariant(stored, 1000 + 4000, 2)).toBe(stored);
    expect(nextHomeVariant(stored, 1000 + 5000, 2)).toEqual({ variant: 1, at: 6000 });
    expect(nextHomeVariant({ variant: 1, at: 0 }, 10_000, 2)).toEqual({ variant: 0, at: 10_000 });
  });

  it('resets a damaged stored value', () => {
    expect(nextHomeVariant({ variant: 7, at: 0 }, 50, 2)).toEqual({ variant: 0, at: 50 });
    expect(nextHomeVariant({ variant: Number.NaN, at: 0 }, 50, 2)).toEqual({ variant: 0, at: 50 });
  });
});

describe('splitFunnelSlug', () => {
  it('reads the h-, b-, o- and m- prefixes', () => {
    expect(splitFunnelSlug('h-weight-loss')).toEqual({ prefix: 'h', base: 'weight-loss' });
    expect(splitFunnelSlug('m-offer')).toEqual({ prefix: 'm', base: 'offer' });
    expect(splitFunnelSlug('weight-loss')).toBeNull();
    expect(splitFunnelSlug('x-offer')).toBeNull();
  });
});

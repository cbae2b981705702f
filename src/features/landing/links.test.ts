import { CONFIG_FAMILIES, loadConfig, loadPageConfig } from './configs/registry';
import { EXPECTED_TARGETS } from './expectedTargets';
import { OFFERS, planLink, registrationLink, opensLeadForm, withPageUtm } from './links';
import type { LandingConfig } from './model';

describe('registrationLink', () => {
  it('is plain /reg1 without an offer', () => {
    expect(registrationLink()).toBe('/reg1');
    expect(registrationLink(null)).toBe('/reg1');
  });

  it('carries the offers of spec 3 §2 exactly', () => {
    expect(registrationLink(OFFERS.welcome)).toBe('/reg1?planid=3&subplanid=12&couponcode=WELCOME');
    expect(registrationLink(OFFERS.referAFriend)).toBe(
      '/reg1?planid=3&subplanid=2&couponcode=REFER',
    );
    expect(registrationLink(OFFERS.fitnessOnly)).toBe(
      '/reg1?planid=5&subplanid=58&couponcode=FITNESSONLY',
    );
    expect(registrationLink(OFFERS.powerUp)).toBe(
      '/reg1?planid=3&subplanid=12&couponcode=POWERUP&utm_page=Powerup',
    );
    expect(registrationLink(OFFERS.blackFriday)).toBe(
      '/reg1?planid=3&subplanid=12&couponcode=BF2022',
    );
    expect(registrationLink(OFFERS.bundle12)).toBe('/reg1?planid=17&subplanid=66');
  });

  it('adds utm_av when given and encodes values', () => {
    expect(registrationLink({ planid: 3, subplanid: 7, utm_av: 'a b' })).toBe(
      '/reg1?planid=3&subplanid=7&utm_av=a+b',
    );
  });

  it('builds a plan card link with its coupon', () => {
    expect(planLink({ plan_id: 3, sub_plan_id: 12 })).toBe('/reg1?planid=3&subplanid=12');
    expect(planLink({ plan_id: 5, sub_plan_id: 58, couponcode: 'FITNESSONLY' })).toBe(
      '/reg1?planid=5&subplanid=58&couponcode=FITNESSONLY',
    );
  });

  it('carries the utm parameters of the page address into a registration link, never over its own', () => {
    const bf = registrationLink(OFFERS.blackFriday);
    expect(withPageUtm(bf, '?utm_source=facebook&utm_av=bf7&fbclid=x')).toBe(
      `${bf}&utm_source=facebook&utm_av=bf7`,
    );
    expect(withPageUtm(registrationLink(OFFERS.powerUp), '?utm_page=ads&utm_av=9')).toBe(
      '/reg1?planid=3&subplanid=12&couponcode=POWERUP&utm_page=Powerup&utm_av=9',
    );
    expect(withPageUtm('/reg1', '?utm_campaign=spring')).toBe('/reg1?utm_campaign=spring');
    expect(withPageUtm(bf, '')).toBe(bf);
    expect(withPageUtm(bf, '?utm_av=')).toBe(bf);
    // Not a registration link: left alone.
    expect(withPageUtm('/pages/offer', '?utm_av=1')).toBe('/pages/offer');
    expect(withPageUtm('', '?utm_av=1')).toBe('');
  });

  it('treats an empty target as the lead form', () => {
    expect(opensLeadForm('')).toBe(true);
    expect(opensLeadForm('  ')).toBe(true);
    expect(opensLeadForm(undefined)).toBe(true);
    expect(opensLeadForm('/reg1')).toBe(false);
  });
});

/** Every button target of a config that leads to registration or the lead form. */
function buttonTargets(config: LandingConfig): string[] {
  return [
    config.headerInfo.btn_url,
    config.trialUrl,
    config.WorkoutProductInfo?.btn_url,
    config.foodrecipesProductInfo?.btn_url,
    config.mentalhealthProductInfo?.btn_url,
    config.CTAone?.btn_url,
    config.CTAtwo?.btn_url,
    config.CTA2?.btn_url,
  ].filter((target): target is string => target !== undefined);
}

describe('every landing page links to its offer', () => {
  it('has an expected target for every config, and a config for every expected target', () => {
    expect(Object.keys(CONFIG_FAMILIES).sort()).toEqual(Object.keys(EXPECTED_TARGETS).sort());
  });

  it.each(Object.entries(EXPECTED_TARGETS))('%s -> "%s"', async (key, target) => {
    const config = await loadConfig(key);
    expect(config).not.toBeNull();
    for (const button of buttonTargets(config!)) expect(button).toBe(target);
  });

  it.each(['14-day-trial', 'free-until-feb', 'hypnobirthing-course', 'menopause', 'premium'])(
    'the trial-style, hypnobirthing or menopause page %s links to plain /reg1',
    async (slug) => {
      const config = await loadConfig(slug);
      expect(config?.headerInfo.btn_url).toBe('/reg1');
      expect(config?.trialUrl).toBe('/reg1');
    },
  );

  it('funnel variants keep the base page and its offer', async () => {
    for (const prefix of ['h', 'b', 'o', 'm']) {
      const config = await loadPageConfig(`${prefix}-fitness-only`);
      expect(config?.headerInfo.btn_url).toBe(EXPECTED_TARGETS['fitness-only']);
      expect(config?.parentClass).toContain(`funnel-${prefix}`);
      expect(config?.slug).toBe(`${prefix}-fitness-only`);
    }
    expect(await loadPageConfig('x-fitness-only')).toBeNull();
    expect(await loadPageConfig('h-unknown-page')).toBeNull();
  });

  it('plan cards carry their plan, and the offer coupon where the page has one', async () => {
    const fitnessOnly = await loadConfig('fitness-only');
    expect(fitnessOnly!.prices!.plans.map(planLink)).toEqual([
      '/reg1?planid=5&subplanid=58&couponcode=FITNESSONLY',
    ]);
    const home2 = await loadConfig('home2');
    expect(home2!.prices!.plans.map(planLink)).toEqual([
      '/reg1?planid=3&subplanid=1',
      '/reg1?planid=3&subplanid=2',
      '/reg1?planid=3&subplanid=12&couponcode=WELCOME',
    ]);
    const student = await loadConfig('student-34');
    expect(student!.prices!.plans.map(planLink)).toEqual(['/reg1?planid=13&subplanid=37']);
    expect((await loadConfig('gp-referral'))!.prices).toBeUndefined();
    const home5 = await loadConfig('home5');
    expect(home5!.prices!.plans.find((plan) => plan.sub_plan_id === 2)).toEqual({
      plan_id: 3,
      sub_plan_id: 2,
      couponcode: 'REFER',
    });
    // The marketing home's Annual is the paywall's Annual (plan 3, sub-plan 12).
    expect((await loadConfig('home'))!.prices!.plans.map(planLink)).toEqual([
      '/reg1?planid=3&subplanid=1',
      '/reg1?planid=3&subplanid=2',
      '/reg1?planid=3&subplanid=12',
    ]);
  });
});

import {
  adOfferSkipsTrial,
  seedPlanGroups,
  seedPlansTables,
} from '../../../../mocks/db/plansTables';
import { chargeLines, chargeSchedule, planCardText, subPlanSchema } from '@/features/plans';
import { formatOfferPrice } from '@/lib/format/money';
import { paywallPlans } from '@/features/registration';
import { FACTS } from '@/lib/facts';
import type { LandingConfig } from '../model';
import { CONFIG_FAMILIES, loadConfig } from './registry';

/** Everything a visitor reads on a page, in one string. */
function pageText(config: LandingConfig): string {
  return JSON.stringify(config);
}

async function config(key: string): Promise<LandingConfig> {
  const loaded = await loadConfig(key);
  if (!loaded) throw new Error(`no config ${key}`);
  return loaded;
}

describe('each page tells the visitor the offer it sells, and nothing it does not', () => {
  it('the fitness-only page never offers food, mindset or The Diet Coaches (spec 3 §1)', async () => {
    const page = await config('fitness-only');
    expect(page.counters).toEqual({ workouts: 1600 });
    expect(page.foodrecipesProductInfo).toBeUndefined();
    expect(page.mentalhealthProductInfo).toBeUndefined();
    expect(page.meetProInfo?.list.map((trainer) => trainer.title)).not.toContain(
      'The Diet Coaches',
    );
    expect(page.classeSliderInfo?.list.map((slide) => slide.title)).not.toContain(
      'The Diet Coaches',
    );
    expect(page.whoAreYou?.data.map((panel) => panel.bottom_title)).not.toContain('900+ recipes');
    expect(page.faq?.data[0]?.ans).toContain('come with Premium');
    expect(page.Testimonial?.list.map((item) => item.discription).join(' ')).not.toMatch(
      /recipe|meal plan|mindset/i,
    );
  });

  it('the hypnobirthing course is a one-off: no trial, no renewal, no counters', async () => {
    const page = await config('hypnobirthing-course');
    expect(pageText(page)).not.toMatch(/free trial|renew automatically/i);
    expect(page.headerInfo.promises).toEqual([
      'One payment of £37',
      'Unlimited access',
      'Live chat support',
    ]);
    expect(page.headerInfo.showResult).toBe(false);
    expect(page.faq?.data.map((item) => item.qu)).toContain('Is this a subscription?');
  });

  it.each(['30days1', 'jan30days', '30-day-trial', 'offer-30-day-trial'])(
    '%s sells £1 for 30 days, not a 7-day trial',
    async (key) => {
      const page = await config(key);
      expect(pageText(page)).not.toMatch(/7-day|7 days free|after day 7/i);
      expect(page.headerInfo.promises?.[0]).toBe('£1 for your first 30 days');
      expect(page.trialLabel).toBe('Start for £1');
      expect(page.faq?.data.map((item) => item.qu)).toContain('How does the £1 offer work?');
    },
  );

  it.each([
    ['14-day-trial', '14-day free trial'],
    ['free-until-feb', 'Free until February'],
  ])('%s promises %s and never the 7-day trial', async (key, promise) => {
    const page = await config(key);
    expect(pageText(page)).not.toMatch(/7-day|7 days free|after day 7/i);
    expect(page.headerInfo.promises?.[0]).toBe(promise);
  });

  it('Lift Like a Pro is four weeks wherever it is described (spec 3 §9)', async () => {
    const jordan = await config('jordan');
    expect(jordan.headerInfo.main_title).toBe('Four weeks with Jordan: Lift Like a Pro');
    expect(
      pageText({ ...jordan, meetProInfo: undefined, classeSliderInfo: undefined }),
    ).not.toMatch(/six[- ]weeks?/i);
    for (const key of Object.keys(CONFIG_FAMILIES)) {
      for (const slide of (await config(key)).classeSliderInfo?.list ?? []) {
        if (slide.title === 'Lift Like a Pro') expect(slide.sub_title, key).toMatch(/^4 weeks/);
      }
    }
  });

  it('the "from" price a page promises is the cheapest Premium plan a month in the catalogue (£10, Annual)', async () => {
    const premium = seedPlanGroups().find((group) => group.plan_id === 3)?.sub_plan ?? [];
    const cheapest = Math.min(...premium.map((sub) => sub.price / sub.duration));
    expect(formatOfferPrice(cheapest)).toBe('£10');
    for (const key of Object.keys(CONFIG_FAMILIES)) {
      for (const match of pageText(await config(key)).matchAll(/from (£[\d.]+) a month/gi))
        expect(match[1], `${key}: ${match[0]}`).toBe(formatOfferPrice(cheapest));
    }
  });

  it('pages about Nadia or The Diet Coaches say they are in Premium, not in every membership', async () => {
    for (const key of ['rwl-coach-diet-coaches', 'rwl-coach-nadia', 'confidencecourse']) {
      expect(pageText(await config(key)), key).not.toContain('every RWL membership');
    }
  });

  it('a price block keeps no prices of its own: each card names a plan the catalogue sells, and a coupon valid for it', async () => {
    const { planGroups, coupons } = seedPlansTables();
    const subPlans = planGroups.flatMap((group) => group.sub_plan);
    for (const key of Object.keys(CONFIG_FAMILIES)) {
      for (const card of (await config(key)).prices?.plans ?? []) {
        const where = `${key} (${card.plan_id}/${card.sub_plan_id})`;
        expect(
          Object.keys(card).every((field) =>
            ['plan_id', 'sub_plan_id', 'couponcode', 'is_hidden'].includes(field),
          ),
          where,
        ).toBe(true);
        const sold = subPlans.find(
          (sub) => sub.plan_id === card.plan_id && sub.sub_plan_id === card.sub_plan_id,
        );
        expect(sold, where).toBeDefined();
        if (card.couponcode) {
          const coupon = coupons.find(
            (item) =>
              item.code === card.couponcode &&
              item.plan_id === card.plan_id &&
              item.sub_plan_id === card.sub_plan_id,
          );
          expect(coupon, where).toBeDefined();
        }
        // The paywall this card leads to shows the card's plan and no second card of its duration.
        const listed = planGroups
          .filter(
            (group) =>
              group.lists.includes('paywall') ||
              (group.lists.includes('landing') && group.plan_id === card.plan_id),
          )
          .flatMap((group) => group.sub_plan.map((sub) => subPlanSchema.parse(sub)));
        const shown = paywallPlans(listed, { planId: card.plan_id, subPlanId: card.sub_plan_id });
        expect(
          shown.some((sub) => sub.plan_id === card.plan_id && sub.sub_plan_id === card.sub_plan_id),
          where,
        ).toBe(true);
        expect(new Set(shown.map((sub) => sub.duration)).size, where).toBe(shown.length);
      }
    }
  });

  it('the figures a page quotes for a plan and its coupon are the ones its card and paywall show', async () => {
    const { planGroups, coupons } = seedPlansTables();
    const sub = (planId: number, subPlanId: number) => {
      const found = planGroups
        .flatMap((group) => group.sub_plan)
        .find((item) => item.plan_id === planId && item.sub_plan_id === subPlanId);
      if (!found) throw new Error('seed changed');
      return found;
    };
    const final = (code: string) =>
      coupons.find((coupon) => coupon.code === code)?.final_amount ?? null;
    const welcome = planCardText(sub(3, 12), final('WELCOME'));
    expect(welcome).toMatchObject({ name: 'Annual', price: '£29.97', perMonth: '£2.50 a month' });
    // Every page whose link carries WELCOME sells what it buys: the first year of Annual.
    const welcomePages: string[] = [];
    for (const key of Object.keys(CONFIG_FAMILIES)) {
      const page = await config(key);
      if (
        [
          page.headerInfo.btn_url,
          ...(page.prices?.plans ?? []).map((plan) => plan.couponcode),
        ].some((value) => value?.includes('WELCOME'))
      )
        welcomePages.push(key);
    }
    expect(welcomePages).toEqual(
      expect.arrayContaining([
        'home2',
        'premiumoffer',
        'offer',
        'special-offer',
        'half-price-offer',
        'exclusive-offer',
        'valentine',
      ]),
    );
    for (const key of welcomePages) {
      const text = pageText(await config(key));
      expect(text, key).toContain('£29.97');
      expect(text, key).toContain('£2.50 a month for your first year');
      expect(text, key).not.toMatch(
        /3 months (of Premium )?for £29\.97|Quarterly membership just|£9\.99 a month|[Hh]alf price/,
      );
    }
    const refer = planCardText(sub(3, 2), final('REFER'));
    expect(refer.perMonth).toBe('£11.66 a month');
    expect(pageText(await config('home5'))).toContain('£11.66 a month');
    expect(pageText(await config('home5'))).toContain(refer.terms ?? 'no terms');
    const fitnessOnly = planCardText(sub(5, 58), final('FITNESSONLY'));
    expect(fitnessOnly.terms).toBe('£15 for your first 3 months, then £29.99 every 3 months');
    const fitnessText = pageText(await config('fitness-only'));
    expect(fitnessText).toContain('£15 for your first 3 months');
    expect(fitnessText).toContain('Then £29.99 every 3 months');
    const bundle = planCardText(sub(17, 66));
    expect(bundle.saving).toBe('Save £110.00 (46%)');
    expect(pageText(await config('12monthbundle'))).toContain('Save 46% (was £239.99)');
  });

  it('enquiry pages (lead form) speak of getting in touch, not of trials or payments', async () => {
    for (const key of [
      'corporate-trial',
      'corporate-demo',
      'gp-referral',
      'gp-weight-management',
      'summerinterest',
    ]) {
      const page = await config(key);
      expect(pageText(page), key).not.toMatch(/7-day|free trial starts|after day 7/i);
      expect(page.headerInfo.promises?.[0], key).toBe('No obligation');
    }
    expect((await config('gp-referral')).trialLabel).toBe('Ask us');
  });

  it('the one-off course does not claim that payments renew, and fitness-only mail is about workouts', async () => {
    expect((await config('hypnobirthing-course')).footerNote).toMatch(/one-off payment/);
    expect((await config('premium')).footerNote).toBe('Payments auto-renew; cancel any time.');
    const fitnessOnly = await config('fitness-only');
    expect(
      `${fitnessOnly.form?.title} ${fitnessOnly.form?.subtitle} ${fitnessOnly.CTAone?.sub_title}`,
    ).not.toMatch(/recipe|eating/i);
  });
  it.each([
    'blackfriday2022',
    'black-friday-offer',
    'cyber-monday-offer',
    '12monthbundle',
    '30days1',
    'jan30days',
    'offer-30-day-trial',
    '30-day-trial',
  ])('%s is not a trial offer and never promises a free trial', async (key) => {
    expect(pageText(await config(key))).not.toMatch(
      /free trial|7 days free|days? free|after day 7/i,
    );
  });

  it.each([
    ['blackfriday2022', 'Black Friday deal', '/reg1?planid=3&subplanid=12&couponcode=BF2022'],
    ['black-friday-offer', 'Black Friday deal', '/reg1?planid=3&subplanid=12&couponcode=BF2022'],
    ['cyber-monday-offer', 'Cyber Monday', '/reg1?planid=3&subplanid=12&couponcode=BF2022'],
    ['12monthbundle', '12-month bundle', '/reg1?planid=17&subplanid=66'],
    ['30days1', 'Start for £1', '/reg1?planid=16&subplanid=62'],
    ['jan30days', 'Start for £1', '/reg1?planid=16&subplanid=62'],
  ])(
    '%s: the header button names the paid offer (%s) and carries its plan and coupon',
    async (key, label, target) => {
      const page = await config(key);
      expect(page.trialLabel).toBe(label);
      expect(page.trialUrl).toBe(target);
    },
  );

  it('the Black Friday pages say exactly what their paywall charges (BF2022 on plan 3 sub-plan 12, no trial)', async () => {
    const { planGroups, coupons } = seedPlansTables();
    const annual = planGroups
      .flatMap((group) => group.sub_plan)
      .find((sub) => sub.plan_id === 3 && sub.sub_plan_id === 12);
    const coupon = coupons.find((item) => item.code === 'BF2022');
    if (!annual || !coupon) throw new Error('seed changed');
    const schedule = chargeSchedule({
      plan: annual,
      hasTrial7: false,
      firstPrice: coupon.final_amount,
    });
    const lines = chargeLines(schedule);
    expect(lines.today).toBe('£29.97');
    expect(schedule.renewal).toEqual({ amount: 119.99, months: 12 });
    for (const key of ['blackfriday2022', 'black-friday-offer', 'cyber-monday-offer']) {
      const page = await config(key);
      expect(page.prices, key).toBeUndefined();
      const text = pageText(page);
      expect(text, key).toContain(
        `You pay ${lines.today} today for your first 12 months of Premium`,
      );
      expect(text, key).toContain('renews at £119.99 a year');
      expect(text, key).not.toMatch(/44\.99|12 weeks for £/);
    }
  });
  it('the 12-month bundle page sends the visitor to the bundle plan, which charges £129.99 today with no trial', async () => {
    const tables = seedPlansTables();
    const bundle = tables.planGroups
      .flatMap((group) => group.sub_plan)
      .find((sub) => sub.plan_id === 17 && sub.sub_plan_id === 66);
    if (!bundle) throw new Error('seed changed');
    // The ad's plan replaces the 7-day trial, so its registrant's paywall has no trial to offer.
    expect(adOfferSkipsTrial(tables, { coupon: '', planId: 17, subPlanId: 66 })).toBe(true);
    const schedule = chargeSchedule({ plan: bundle, hasTrial7: false });
    expect(chargeLines(schedule).today).toBe('£129.99');
    expect(schedule.trialDays).toBe(0);
    expect(schedule.renewal).toEqual({ amount: 129.99, months: 12 });
    const page = await config('12monthbundle');
    expect(page.headerInfo.btn_url).toBe('/reg1?planid=17&subplanid=66');
    const text = pageText(page);
    expect(text).toContain(`You pay ${chargeLines(schedule).today} today for 12 months`);
    expect(text).toContain('renews at £129.99 after 12 months');
    expect(text).not.toMatch(/free trial|7 days free|44\.97/i);
  });
  it('the £1 pages send the visitor to the £1 plan, and the paywall charges £1 today and £19.99 a month after 30 days', async () => {
    const { planGroups } = seedPlansTables();
    const onePound = planGroups
      .flatMap((group) => group.sub_plan)
      .find((sub) => sub.plan_id === 16 && sub.sub_plan_id === 62);
    if (!onePound) throw new Error('seed changed');
    const schedule = chargeSchedule({ plan: onePound, hasTrial7: true });
    expect(chargeLines(schedule).today).toBe('£1.00');
    expect(schedule.next.amount).toBe(19.99);
    expect(schedule.trialDays).toBe(30);
    expect(schedule.renewal).toEqual({ amount: 19.99, months: 1 });
    for (const key of ['30days1', 'jan30days', '30-day-trial', 'offer-30-day-trial']) {
      const page = await config(key);
      expect(page.headerInfo.btn_url, key).toBe('/reg1?planid=16&subplanid=62');
      expect(pageText(page), key).toContain('You pay £1 today for 30 days');
      expect(pageText(page), key).toContain('continues at £19.99 a month');
    }
  });
  it('every page states the same figures, from one module (workouts, recipes, mindset, programmes)', async () => {
    const patterns: [RegExp, number][] = [
      [/(\d{3,})\+? (?:home )?workouts/g, FACTS.workouts],
      [/(\d{3,})\+? (?:healthy )?recipes/g, FACTS.recipes],
      [/(\d+) mindset (?:and meditation )?sessions/g, FACTS.mindset],
      [/(\d{2,})\+? programmes/g, FACTS.programmes],
      [/(\d+) mindset courses/g, FACTS.mindsetCourses],
    ];
    for (const key of Object.keys(CONFIG_FAMILIES)) {
      const page = await config(key);
      const text = pageText(page);
      for (const [pattern, figure] of patterns) {
        for (const match of text.matchAll(pattern))
          expect(Number(match[1]), `${key}: ${match[0]}`).toBe(figure);
      }
      if (page.counters?.recipes !== undefined)
        expect(page.counters.recipes, key).toBe(FACTS.recipes);
    }
  });
  it('members in testimonials and trainers never share a portrait', async () => {
    for (const key of Object.keys(CONFIG_FAMILIES)) {
      const page = await config(key);
      const trainers = new Set((page.meetProInfo?.list ?? []).map((trainer) => trainer.img));
      for (const item of page.Testimonial?.list ?? [])
        expect(trainers.has(item.img), `${key} ${item.title}`).toBe(false);
      for (const item of page.Testimonial?.list ?? [])
        expect(item.img, `${key} ${item.title}`).toMatch(/\/member-\d\.svg$/);
    }
  });
});

import { seedPlansTables } from '../../../../mocks/db/plansTables';
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
    expect(page.meetProInfo?.list.map((trainer) => trainer.title)).not.toContain('The Diet Coaches');
    expect(page.classeSliderInfo?.list.map((slide) => slide.title)).not.toContain('The Diet Coaches');
    expect(page.whoAreYou?.data.map((panel) => panel.bottom_title)).not.toContain('900+ recipes');
    expect(page.faq?.data[0]?.ans).toContain('come with Premium');
    expect(page.Testimonial?.list.map((item) => item.discription).join(' ')).not.toMatch(/recipe|meal plan|mindset/i);
  });

  it('the hypnobirthing course is a one-off: no trial, no renewal, no counters', async () => {
    const page = await config('hypnobirthing-course');
    expect(pageText(page)).not.toMatch(/free trial|renew automatically/i);
    expect(page.headerInfo.promises).toEqual(['One payment of £37', 'Unlimited access', 'Live chat support']);
    expect(page.headerInfo.showResult).toBe(false);
    expect(page.faq?.data.map((item) => item.qu)).toContain('Is this a subscription?');
  });

  it.each(['30days1', 'jan30days', '30-day-trial', 'offer-30-day-trial'])('%s sells £1 for 30 days, not a 7-day trial', async (key) => {
    const page = await config(key);
    expect(pageText(page)).not.toMatch(/7-day|7 days free|after day 7/i);
    expect(page.headerInfo.promises?.[0]).toBe('£1 for your first 30 days');
    expect(page.trialLabel).toBe('Start for £1');
    expect(page.faq?.data.map((item) => item.qu)).toContain('How does the £1 offer work?');
  });

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
    expect(pageText({ ...jordan, meetProInfo: undefined, classeSliderInfo: undefined })).not.toMatch(/six[- ]weeks?/i);
    for (const key of Object.keys(CONFIG_FAMILIES)) {
      for (const slide of (await config(key)).classeSliderInfo?.list ?? []) {
        if (slide.title === 'Lift Like a Pro') expect(slide.sub_title, key).toMatch(/^4 weeks/);
      }
    }
  });

  it('no plan card costs less a month than the £9.99 the pages promise "from"', async () => {
    for (const key of Object.keys(CONFIG_FAMILIES)) {
      for (const plan of (await config(key)).prices?.plans ?? []) {
        if (plan.plan_id === 5) continue; // fitness-only is a cheaper tier of its own
        expect(plan.monthly_price, `${key} ${plan.title}`).toBeGreaterThanOrEqual(9.99);
      }
    }
  });

  it('pages about Nadia or The Diet Coaches say they are in Premium, not in every membership', async () => {
    for (const key of ['rwl-coach-diet-coaches', 'rwl-coach-nadia', 'confidencecourse']) {
      expect(pageText(await config(key)), key).not.toContain('every RWL membership');
    }
  });

  it('every plan card shows what the paywall will charge for the plan and coupon its link carries', async () => {
    const { planGroups, coupons } = seedPlansTables();
    const subPlans = planGroups.flatMap((group) => group.sub_plan);
    for (const key of Object.keys(CONFIG_FAMILIES)) {
      for (const card of (await config(key)).prices?.plans ?? []) {
        const where = `${key} ${card.title} (${card.plan_id}/${card.sub_plan_id})`;
        const sold = subPlans.find((sub) => sub.plan_id === card.plan_id && sub.sub_plan_id === card.sub_plan_id);
        expect(sold, where).toBeDefined();
        if (card.couponcode) {
          const coupon = coupons.find((item) => item.code === card.couponcode && item.plan_id === card.plan_id && item.sub_plan_id === card.sub_plan_id);
          expect(coupon?.final_amount, where).toBe(card.price);
        } else {
          expect(sold?.price, where).toBe(card.price);
          expect(sold?.duration, where).toBe(card.duration);
        }
      }
    }
  });

  it('enquiry pages (lead form) speak of getting in touch, not of trials or payments', async () => {
    for (const key of ['corporate-trial', 'corporate-demo', 'gp-referral', 'gp-weight-management', 'summerinterest']) {
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
    expect(`${fitnessOnly.form?.title} ${fitnessOnly.form?.subtitle} ${fitnessOnly.CTAone?.sub_title}`).not.toMatch(/recipe|eating/i);
  });
});

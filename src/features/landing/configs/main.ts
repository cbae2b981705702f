/** The main /pages/{slug} landing pages of spec 3 §1-§2 (trainer and seasonal campaign pages: campaigns.ts; the two course pages: courses.ts). */
import { FACTS } from '@/lib/facts';
import type { LandingConfig } from '../model';
import { OFFERS, registrationLink } from '../links';
import { buildLandingConfig, PLAN_ANNUAL_WELCOME, TRAINERS } from './base';

const IMG = '/images/landing';
const TRIAL = registrationLink();
const LEAD_FORM = '';

export const pages: Record<string, LandingConfig> = {
  'fitness-only': buildLandingConfig(
    {
      slug: 'fitness-only',
      parentClass: 'demo1 fitness_only',
      title: 'Fitness-only membership: £15 for your first 3 months',
      points: [
        `${FACTS.workouts}+ workouts and ${FACTS.programmes} programmes`,
        'Live workouts and community',
        'Then £29.99 every 3 months, cancel any time',
      ],
      subTitle:
        'All the workouts, none of the extras. Food, mindset and The Diet Coaches are in Premium, and you can upgrade whenever you like.',
      target: registrationLink(OFFERS.fitnessOnly),
      btnTxt: 'Get fitness-only for £15',
      tier: 'fitness-only',
    },
    {
      foodrecipesProductInfo: undefined,
      mentalhealthProductInfo: undefined,
      prices: {
        isShow: true,
        title: 'Fitness-only',
        btn_txt: 'Choose this plan',
        plans: [{ plan_id: 5, sub_plan_id: 58, couponcode: 'FITNESSONLY' }],
      },
    },
  ),
  rwlfood: buildLandingConfig({
    slug: 'rwlfood',
    title: 'Eat well, lose weight, love your food',
    points: [
      `${FACTS.recipes}+ healthy recipes the whole family will eat`,
      'Weekly meal plans and shopping lists',
      'The Diet Coaches: 12 weeks of nutrition coaching',
    ],
    target: TRIAL,
    image: `${IMG}/hero-food.svg`,
  }),
  realresults: buildLandingConfig({
    slug: 'realresults',
    title: 'Real results in weeks',
    points: [
      'Follow a programme that tells you what to do each day',
      'Eat for your goal with ready-made meal plans',
      'See your progress in your graphs',
    ],
    target: TRIAL,
  }),
  premium: buildLandingConfig({
    slug: 'premium',
    title: 'Try RWL Premium free for 7 days',
    points: [
      'Every workout, recipe and mindset course',
      'Live classes and community',
      'From £10 a month after your trial',
    ],
    target: TRIAL,
  }),
  premiumoffer: buildLandingConfig(
    {
      slug: 'premiumoffer',
      title: 'Limited time: a year of Premium for £29.97',
      points: [
        'Just £2.50 a month for your first year',
        'Then £119.99 a year; cancel any time',
        'Starts with a 7-day free trial',
      ],
      target: registrationLink(OFFERS.welcome),
      btnTxt: 'Claim a year for £29.97',
    },
    {
      prices: {
        isShow: true,
        title: 'Your offer',
        btn_txt: 'Choose this plan',
        plans: [PLAN_ANNUAL_WELCOME],
      },
    },
  ),
  'strength-and-sculpt': buildLandingConfig({
    slug: 'strength-and-sculpt',
    title: 'Strength & Sculpt with Jordan',
    points: [
      'Lift Like a Pro: 4 weeks of simple weights sessions',
      'Coached by an ex-footballer',
      'Build strength, tone up and feel powerful',
    ],
    target: TRIAL,
    image: `${IMG}/hero-strength.svg`,
  }),
  'corporate-trial': buildLandingConfig(
    {
      slug: 'corporate-trial',
      title: 'Wellbeing your whole team will use',
      points: [
        'Workouts, recipes and mindset for every employee',
        'A free trial for your organisation',
        'Simple set-up and usage reports',
      ],
      subTitle: 'Tell us about your team and we will set up your corporate trial.',
      target: LEAD_FORM,
      btnTxt: 'Start a corporate trial',
      image: `${IMG}/hero-team.svg`,
    },
    { prices: undefined, dontTake: undefined },
  ),
  'corporate-demo': buildLandingConfig(
    {
      slug: 'corporate-demo',
      title: 'See RWL for business in 20 minutes',
      points: [
        'A guided tour of the member experience',
        'How teams use live classes and challenges',
        'Pricing for organisations of every size',
      ],
      subTitle: 'Leave your details and our team will book your demo.',
      target: LEAD_FORM,
      btnTxt: 'Book a demo',
      image: `${IMG}/hero-team.svg`,
    },
    { prices: undefined, dontTake: undefined },
  ),
  'results-with-baby': buildLandingConfig(
    {
      slug: 'results-with-baby',
      logo: 'results-with-baby',
      title: 'Results with Baby',
      points: [
        'Safe post-natal workouts with Leah',
        'Bring baby along: short sessions that fit naps',
        'Trimester-by-trimester pregnancy support too',
      ],
      target: TRIAL,
      image: `${IMG}/hero-mum.svg`,
    },
    {
      meetProInfo: {
        isShow: true,
        mainTitle: 'Your coach',
        list: TRAINERS.filter((trainer) => trainer.title === 'Leah'),
      },
    },
  ),
};

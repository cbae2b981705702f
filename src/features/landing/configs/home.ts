/** The marketing home pages: /, its alternate, /home2 to /home5, /home4-demo1, /splithomedemo, /confidencecourse. */
import { FACTS } from '@/lib/facts';
import type { LandingConfig } from '../model';
import { registrationLink, OFFERS } from '../links';
import {
  buildLandingConfig,
  PLAN_ANNUAL,
  PLAN_ANNUAL_WELCOME,
  PLAN_MONTHLY,
  PLAN_QUARTERLY,
  STANDARD_PLANS,
} from './base';

const IMG = '/images/landing';
const TRIAL = registrationLink();

const homeTitle = 'Home workouts, healthy food and a happier you';
const homePoints = [
  `${FACTS.workouts}+ workouts you can do at home`,
  `${FACTS.recipes}+ recipes and weekly meal plans`,
  'Mindset, live classes and a community that cares',
];

export const pages: Record<string, LandingConfig> = {
  home: buildLandingConfig({
    slug: 'home',
    pageTitle: 'RWL: home workouts, recipes and wellbeing',
    title: homeTitle,
    points: homePoints,
    subTitle: 'Memberships from £10 a month. 7 days free, cancel any time.',
    target: TRIAL,
  }),
  'home-alt': buildLandingConfig({
    slug: 'home',
    pageTitle: 'RWL: home workouts, recipes and wellbeing',
    title: 'Feel fitter, stronger and calmer in just 20 minutes a day',
    points: [
      'Workouts, recipes and mindset in one app',
      'A plan built around your goals',
      'Live chat support whenever you need it',
    ],
    subTitle: 'Try everything free for 7 days, then from £10 a month.',
    target: TRIAL,
    image: `${IMG}/hero-mindset.svg`,
  }),
  home2: buildLandingConfig(
    {
      slug: 'home2',
      title: 'Your whole wellbeing, one membership',
      points: [
        'A year of Premium for £29.97 with the welcome offer',
        'That is £2.50 a month for your first year',
        'Start with 7 days free',
      ],
      target: TRIAL,
      layout: 'b',
      image: `${IMG}/hero-strength.svg`,
    },
    {
      prices: {
        isShow: true,
        title: 'Pick the plan that suits you',
        sub_title:
          'Most members choose Quarterly. With the welcome offer, your first year of Annual is £29.97.',
        btn_txt: 'Choose this plan',
        plans: [PLAN_MONTHLY, PLAN_QUARTERLY, PLAN_ANNUAL_WELCOME],
      },
    },
  ),
  home3: buildLandingConfig({
    slug: 'home3',
    title: 'Get fit at home in weeks, not months',
    points: [
      'Follow a programme made for your goal',
      'Cook quick recipes the whole family loves',
      'Track your progress and celebrate every win',
    ],
    target: TRIAL,
    layout: 'b',
  }),
  home4: buildLandingConfig({
    slug: 'home4',
    parentClass: 'home4',
    title: 'Stronger body, calmer mind, tastier food',
    points: [
      'New workouts and recipes every week',
      'Programmes from 4 to 12 weeks',
      'Join live classes with our trainers',
    ],
    target: TRIAL,
    image: `${IMG}/hero-food.svg`,
  }),
  'home4-demo1': buildLandingConfig({
    slug: 'home4-demo1',
    parentClass: 'demo1',
    title: 'The fitness app made for real women',
    points: [
      'Train at home in as little as 10 minutes',
      'Eat well without dieting',
      'Feel part of something',
    ],
    target: TRIAL,
  }),
  home5: buildLandingConfig(
    {
      slug: 'home5',
      title: 'Invest in you: 3 months for £34.97',
      points: [
        'Just £11.66 a month for your first 3 months',
        'Workouts, recipes, mindset and live classes',
        'Start with a 7-day free trial',
      ],
      target: registrationLink(OFFERS.referAFriend),
      layout: 'b',
      image: `${IMG}/hero-mindset.svg`,
    },
    {
      prices: {
        isShow: true,
        title: 'Choose your plan',
        sub_title: 'Quarterly: £34.97 for your first 3 months, then £44.97 every 3 months.',
        btn_txt: 'Choose this plan',
        plans: [PLAN_MONTHLY, { ...PLAN_QUARTERLY, couponcode: 'REFER' }, PLAN_ANNUAL],
      },
    },
  ),
  splithomedemo: buildLandingConfig(
    {
      slug: 'splithomedemo',
      title: 'Half workouts, half wellbeing, all you',
      points: [
        'Pick a programme or just press play',
        'Plan your meals in minutes',
        'Unwind with guided mindset audio',
      ],
      target: TRIAL,
      layout: 'b',
      image: `${IMG}/hero-team.svg`,
    },
    {
      prices: {
        isShow: true,
        title: 'Choose your plan',
        btn_txt: 'Choose this plan',
        plans: STANDARD_PLANS,
      },
    },
  ),
  confidencecourse: buildLandingConfig(
    {
      slug: 'confidencecourse',
      title: 'The Confidence Course',
      points: [
        'A six-part mindset course with Nadia',
        'Short daily audio you can listen to anywhere',
        'Included in RWL Premium',
      ],
      subTitle: 'Quiet the inner critic and start showing up for yourself.',
      target: TRIAL,
      logo: 'confidence-course',
      image: `${IMG}/hero-mindset.svg`,
    },
    { prices: undefined },
  ),
};

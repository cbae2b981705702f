/**
 * The shared content of the landing pages and the builder that makes a page's config from a
 * few fields. Page configs (data files next to this one) call buildLandingConfig with their
 * headline, points, button target and any section they change.
 */
import { FACTS } from '@/lib/facts';
import { DEFAULT_COUNTERS } from '../model';
import type {
  FaqItem,
  LandingConfig,
  LandingLayout,
  LandingPlan,
  LogoVariant,
  ProductInfo,
  Trainer,
} from '../model';

const IMG = '/images/landing';

// The plan cards name their plan only: names and prices come from the plan catalogue (auth/plans).
/** Premium Monthly (plan 3, sub-plan 1). */
export const PLAN_MONTHLY: LandingPlan = { plan_id: 3, sub_plan_id: 1 };

/** Premium Quarterly (plan 3, sub-plan 2). */
export const PLAN_QUARTERLY: LandingPlan = { plan_id: 3, sub_plan_id: 2 };

/** Premium Annual (plan 3, sub-plan 12): the one Annual the paywall sells. */
export const PLAN_ANNUAL: LandingPlan = { plan_id: 3, sub_plan_id: 12 };

/**
 * The welcome offer: spec 3 §2 maps it to plan 3, sub-plan 12 with the WELCOME coupon, which in
 * the catalogue makes the first year of Premium Annual £29.97 (then £119.99 a year).
 */
export const PLAN_ANNUAL_WELCOME: LandingPlan = { ...PLAN_ANNUAL, couponcode: 'WELCOME' };

export const STANDARD_PLANS = [PLAN_MONTHLY, PLAN_QUARTERLY, PLAN_ANNUAL];

export const TRAINERS: Trainer[] = [
  {
    id: 1,
    img: `${IMG}/person-1.svg`,
    title: 'Frankie',
    subTitle: 'Results with Frankie',
    subtext: 'Six-week body transformation, no gym needed.',
    url: '760311001',
    bgcolor: '#fde7ef',
  },
  {
    id: 2,
    img: `${IMG}/person-2.svg`,
    title: 'Jordan',
    subTitle: 'Lift Like a Pro',
    subtext: 'Ex-footballer turned strength coach: weights made simple.',
    url: '760311002',
    bgcolor: '#e2f0ff',
  },
  {
    id: 3,
    img: `${IMG}/person-3.svg`,
    title: 'The Diet Coaches',
    subTitle: '12-week nutrition coaching',
    subtext: 'Eat well without giving up the food you love.',
    url: '760311003',
    bgcolor: '#e4f6ea',
  },
  {
    id: 4,
    img: `${IMG}/person-4.svg`,
    title: 'Amira',
    subTitle: 'Sweat & Shred',
    subtext: 'Short, sweaty HIIT you can fit into a lunch break.',
    url: '760311004',
    bgcolor: '#fff1d6',
  },
  {
    id: 5,
    img: `${IMG}/person-5.svg`,
    title: 'Nadia',
    subTitle: 'Mindset and meditation',
    subtext: 'Six mindset courses to calm a busy head.',
    url: '760311005',
    bgcolor: '#efe7fb',
  },
  {
    id: 6,
    img: `${IMG}/person-6.svg`,
    title: 'Leah',
    subTitle: 'Results with Baby',
    subtext: 'Pre- and post-natal training, trimester by trimester.',
    url: '760311006',
    bgcolor: '#e0f4f4',
  },
];

/** What a visitor pays first, as the promises, the header button, the banner and the FAQ tell it. */
export interface OfferTerms {
  /** The first of the three promises under the header button. */
  promise: string;
  /** The second promise; 'Cancel any time' unless the page sells a one-off. */
  promiseAfter?: string;
  /** Default label of the page's buttons. */
  btnTxt: string;
  /** Label of the header's button when logged out. */
  headerLabel: string;
  /** Title of the closing call-to-action banner. */
  ctaTitle: string;
  /** Line under the prices block title. */
  pricesNote: string;
  /** How paying works: the FAQ answers that depend on the offer. */
  faq: FaqItem[];
  /** The small print in the footer; 'Payments auto-renew; cancel any time.' for memberships. */
  footerNote?: string;
}

/**
 * A page whose buttons open the lead form (corporate, GP, waiting lists): the visitor leaves
 * their details and hears from the team; nothing about trials or payments.
 */
export const ENQUIRY_TERMS: OfferTerms = {
  promise: 'No obligation',
  promiseAfter: 'We reply within one working day',
  btnTxt: 'Leave your details',
  headerLabel: 'Get in touch',
  ctaTitle: 'Leave your details and we will be in touch',
  pricesNote: '',
  faq: [],
};

const CANCEL_ANY_TIME: FaqItem = {
  qu: 'Can I cancel at any time?',
  ans: 'Yes. Memberships renew automatically so you never lose your progress, and you can cancel any time from your profile.',
};

/** Spec 3 §9: a 7-day free trial on all plans on landing pages; payment starts after day 7. */
export const FREE_TRIAL_TERMS: OfferTerms = {
  promise: '7-day free trial',
  btnTxt: 'Start your 7-day free trial',
  headerLabel: 'Start free trial',
  ctaTitle: 'Your 7-day free trial starts today',
  pricesNote:
    'Every plan starts with a 7-day free trial. Payment starts after day 7; cancel any time.',
  faq: [
    {
      qu: 'How does the 7-day free trial work?',
      ans: 'Every plan starts with 7 days free. Your first payment is taken after day 7, and you can cancel before then without paying a penny.',
    },
    CANCEL_ANY_TIME,
  ],
};

/** A two-week trial page. */
export const FOURTEEN_DAY_TRIAL_TERMS: OfferTerms = {
  promise: '14-day free trial',
  btnTxt: 'Start my 14-day trial',
  headerLabel: 'Start free trial',
  ctaTitle: 'Your 14-day free trial starts today',
  pricesNote: 'Your first 14 days are free. Payment starts after day 14; cancel any time.',
  faq: [
    {
      qu: 'How does the 14-day free trial work?',
      ans: 'Your first 14 days are free. Your first payment is taken after day 14, and you can cancel before then without paying a penny.',
    },
    CANCEL_ANY_TIME,
  ],
};

/** Spec 3 §9: 1 pound for 30 days, then 19.99 monthly. */
export const ONE_POUND_TERMS: OfferTerms = {
  promise: '£1 for your first 30 days',
  btnTxt: 'Start for £1',
  headerLabel: 'Start for £1',
  ctaTitle: '30 days of RWL for just £1',
  pricesNote: '£1 for your first 30 days, then £19.99 a month; cancel any time.',
  faq: [
    {
      qu: 'How does the £1 offer work?',
      ans: 'You pay £1 today for 30 days of full Premium access. After 30 days your membership continues at £19.99 a month, and you can cancel before then to pay nothing more.',
    },
    CANCEL_ANY_TIME,
  ],
};

/** A new-year page: nothing to pay until February. */
export const FREE_UNTIL_FEBRUARY_TERMS: OfferTerms = {
  promise: 'Free until February',
  btnTxt: 'Start free',
  headerLabel: 'Start free',
  ctaTitle: 'Start today, pay nothing until February',
  pricesNote: 'Free until February, then your plan’s price; cancel any time.',
  faq: [
    {
      qu: 'When do I start paying?',
      ans: 'Not until February. Your first payment is taken then, and you can cancel before it without paying a penny.',
    },
    CANCEL_ANY_TIME,
  ],
};

/**
 * Terms of an offer that is not a trial (Black Friday, the 12-month bundle): no free trial
 * anywhere; the promise, prices note and FAQ say what the paywall charges today and after.
 */
export function paidOfferTerms(offer: {
  name: string;
  promise: string;
  btnTxt: string;
  /** The header's button: the offer's name, short enough for a phone's header. */
  headerLabel: string;
  charges: string;
}): OfferTerms {
  return {
    promise: offer.promise,
    btnTxt: offer.btnTxt,
    headerLabel: offer.headerLabel,
    ctaTitle: `${offer.promise}: claim it today`,
    pricesNote: offer.charges,
    faq: [{ qu: `How does the ${offer.name} offer work?`, ans: offer.charges }, CANCEL_ANY_TIME],
  };
}

/** Black Friday (BF2022 on Premium Annual, plan 3 sub-plan 12): the price its paywall charges, no trial. */
export const BLACK_FRIDAY_TERMS = paidOfferTerms({
  name: 'Black Friday',
  promise: 'A year of Premium for £29.97',
  btnTxt: 'Get the Black Friday deal',
  headerLabel: 'Black Friday deal',
  charges:
    'You pay £29.97 today for your first 12 months of Premium. Your membership then renews at £119.99 a year; cancel any time before then and you pay nothing more.',
});

/** The 12-month bundle (plan 17 sub-plan 66): one payment for the year, no trial. */
export const BUNDLE_TERMS = paidOfferTerms({
  name: '12-month bundle',
  promise: '12 months for £129.99',
  btnTxt: 'Get the 12-month bundle',
  headerLabel: '12-month bundle',
  charges:
    'You pay £129.99 today for 12 months of Premium and your equipment. Your membership renews at £129.99 after 12 months; cancel any time before then and you pay nothing more.',
});

/** Who the page sells to: full Premium, or the cheaper fitness-only tier (no food, mindset or The Diet Coaches). */
export type Tier = 'premium' | 'fitness-only';

const WHAT_YOU_GET: Record<Tier, FaqItem> = {
  premium: {
    qu: 'What do I get with my membership?',
    ans: `Over ${FACTS.workouts} workouts, ${FACTS.recipes}+ recipes and meal plans, ${FACTS.mindset} mindset sessions and ${FACTS.mindsetCourses} mindset courses, ${FACTS.programmes} programmes including a 12-week beginner programme, live workouts, a supportive community and live chat support.`,
  },
  'fitness-only': {
    qu: 'What do I get with fitness-only?',
    ans: `Over ${FACTS.workouts} workouts, ${FACTS.programmes} programmes including a 12-week beginner programme, live workouts, the community and live chat support. Recipes, meal plans, mindset and The Diet Coaches come with Premium, and you can upgrade whenever you like.`,
  },
};

const COMMON_FAQ: FaqItem[] = [
  {
    qu: "I'm a complete beginner. Is RWL for me?",
    ans: 'Absolutely. New Beginnings is a 12-week programme built for beginners, and every workout shows easier and harder options.',
  },
  {
    qu: 'Do I need any equipment?',
    ans: 'Most workouts need nothing but a mat. Some programmes use dumbbells or resistance bands, and they always say so up front.',
  },
  {
    qu: 'Can I use RWL on my phone?',
    ans: 'Yes: on the web and in our iPhone and Android apps, so you can train at home, in the park or on holiday.',
  },
];

/** The FAQ of a page: what the tier includes, how the offer is paid, then the common questions. */
export function landingFaq(
  terms: OfferTerms = FREE_TRIAL_TERMS,
  tier: Tier = 'premium',
): FaqItem[] {
  return [WHAT_YOU_GET[tier], ...terms.faq, ...COMMON_FAQ];
}

const WORKOUT_TESTIMONIALS = [
  {
    img: `${IMG}/member-1.svg`,
    title: 'Claire, 41',
    discription:
      'I have tried everything. RWL is the first thing I have stuck with, because the workouts fit around the school run.',
  },
  {
    img: `${IMG}/member-3.svg`,
    title: 'Michelle, 52',
    discription:
      'I started with New Beginnings and never looked back. The community keeps me going on the hard days.',
  },
  {
    img: `${IMG}/member-6.svg`,
    title: 'Jo, 38',
    discription:
      'Twenty minutes in the living room before work, and I am stronger than I have been in years.',
  },
];

const FOOD_AND_MINDSET_TESTIMONIALS = [
  {
    img: `${IMG}/member-2.svg`,
    title: 'Sophie, 29',
    discription:
      'The meal plans stopped me snacking at night and I finally feel strong. I love the live classes.',
  },
  {
    img: `${IMG}/member-4.svg`,
    title: 'Aisha, 35',
    discription:
      'Quick recipes the whole family eats, and workouts I can do in the living room. It just works.',
  },
  {
    img: `${IMG}/member-5.svg`,
    title: 'Gemma, 46',
    discription:
      'The mindset courses changed how I talk to myself. The weight loss came after that.',
  },
];

function product(
  kind: 'workouts' | 'food' | 'mindset',
  title: string,
  points: string[],
  target: string,
  btnTxt: string,
): ProductInfo {
  return {
    isShow: true,
    title,
    points,
    imageLink: `${IMG}/product-${kind}.svg`,
    showbtn: true,
    btn_url: target,
    btn_txt: btnTxt,
  };
}

export interface PageFields {
  slug: string;
  pageTitle?: string;
  title: string;
  points: string[];
  subTitle?: string;
  /** Button target: a registration link, or '' to open the lead form. */
  target: string;
  btnTxt?: string;
  image?: string;
  layout?: LandingLayout;
  parentClass?: string;
  logo?: LogoVariant;
  /** How the visitor pays first; a 7-day free trial (an enquiry when the target is the lead form) unless the page says otherwise. */
  terms?: OfferTerms;
  /** The header button's label when the page's own is too long for a phone's header. */
  headerLabel?: string;
  /** Premium unless the page sells the fitness-only tier. */
  tier?: Tier;
  /** Shows the workouts, recipes and mindset counters; true unless the page sells something else. */
  counters?: boolean;
}

/** Content a fitness-only page leaves out: food, mindset and The Diet Coaches (spec 3 §1). */
const NOT_IN_FITNESS_ONLY = ['The Diet Coaches', 'Nadia'];
const inTier = (tier: Tier) => (item: { title: string }) =>
  tier === 'premium' || !NOT_IN_FITNESS_ONLY.includes(item.title);

/** A complete page config from a few fields; overrides replace whole sections. */
export function buildLandingConfig(
  fields: PageFields,
  overrides: Partial<LandingConfig> = {},
): LandingConfig {
  const { target } = fields;
  const terms = fields.terms ?? (target.trim() === '' ? ENQUIRY_TERMS : FREE_TRIAL_TERMS);
  const tier = fields.tier ?? 'premium';
  const fitnessOnly = tier === 'fitness-only';
  const btnTxt = fields.btnTxt ?? terms.btnTxt;
  return {
    slug: fields.slug,
    pageTitle: fields.pageTitle ?? `${fields.title} | RWL`,
    parentClass: fields.parentClass,
    layout: fields.layout ?? 'a',
    logo: fields.logo ?? 'default',
    trialUrl: target,
    // A page whose button opens the lead form says what the form is for, not 'free trial'.
    trialLabel: fields.headerLabel ?? (target.trim() === '' ? btnTxt : terms.headerLabel),
    footerNote: terms.footerNote ?? 'Payments auto-renew; cancel any time.',
    counters: fitnessOnly ? { workouts: DEFAULT_COUNTERS.workouts } : DEFAULT_COUNTERS,
    headerInfo: {
      showApproved: true,
      showResult: fields.counters ?? true,
      showNewData: true,
      promises: [terms.promise, terms.promiseAfter ?? 'Cancel any time', 'Live chat support'],
      mainimg: fields.image ?? `${IMG}/hero-workout.svg`,
      main_title: fields.title,
      title_list: fields.points.map((list_text) => ({ list_text })),
      sub_title: fields.subTitle,
      btn_txt: btnTxt,
      btn_url: target,
      content_position: 'left',
    },
    whoAreYou: {
      title: 'Who is RWL for?',
      sub_title: 'Real women, real lives, real results, wherever you are starting from.',
      data: fitnessOnly
        ? [
            {
              img: `${IMG}/product-workouts.svg`,
              detail: 'Busy and short on time',
              text: 'Workouts from 10 minutes, at home, whenever suits you.',
              bottom_title: 'No gym needed',
            },
            {
              img: `${IMG}/hero-strength.svg`,
              detail: 'Happier with a plan',
              text: 'Programmes that tell you what to do each day, from beginner to advanced.',
              bottom_title: `${FACTS.programmes} programmes`,
            },
            {
              img: `${IMG}/hero-team.svg`,
              detail: 'Better with company',
              text: 'Live workouts with our trainers and a community that cheers you on.',
              bottom_title: 'Live workouts',
            },
          ]
        : [
            {
              img: `${IMG}/product-workouts.svg`,
              detail: 'Busy and short on time',
              text: 'Workouts from 10 minutes, at home, whenever suits you.',
              bottom_title: 'No gym needed',
            },
            {
              img: `${IMG}/product-food.svg`,
              detail: 'Tired of dieting',
              text: 'Family-friendly recipes and meal plans that fit real life.',
              bottom_title: `${FACTS.recipes}+ recipes`,
            },
            {
              img: `${IMG}/product-mindset.svg`,
              detail: 'Ready to feel like you again',
              text: 'Mindset and meditation to build habits that last.',
              bottom_title: `${FACTS.mindset} mindset sessions`,
            },
          ],
    },
    brandInfo: {
      isShow: true,
      list: [
        { titletxt: 'Founded in 2013' },
        { titletxt: '270+ five-star reviews' },
        { titletxt: 'Live chat support' },
        { titletxt: 'iPhone, Android and web' },
      ],
    },
    Testimonial: {
      isShow: true,
      SectionTitle: 'Real members, real results',
      SubTitle: 'Transformations from women who started exactly where you are.',
      list: fitnessOnly
        ? WORKOUT_TESTIMONIALS
        : [...WORKOUT_TESTIMONIALS, ...FOOD_AND_MINDSET_TESTIMONIALS],
    },
    WorkoutProductInfo: product(
      'workouts',
      'Workouts that fit your day',
      [
        `${FACTS.workouts}+ workouts from 10 minutes`,
        `${FACTS.programmes} programmes, from beginner to advanced`,
        'Live workouts with our trainers',
        'Low-impact and pre- and post-natal options',
      ],
      target,
      btnTxt,
    ),
    foodrecipesProductInfo: product(
      'food',
      'Food you actually want to eat',
      [
        `${FACTS.recipes}+ healthy recipes`,
        'Weekly meal plans and shopping lists',
        'A planner and calorie tracker',
        'Swap any meal with one tap',
      ],
      target,
      btnTxt,
    ),
    mentalhealthProductInfo: {
      ...product(
        'mindset',
        'A calmer, stronger mind',
        [
          `${FACTS.mindset} mindset and meditation sessions`,
          `${FACTS.mindsetCourses} mindset courses`,
          'Sleep, stress and confidence audio',
          'A community that has your back',
        ],
        target,
        btnTxt,
      ),
      audio: {
        url: '/audio/landing/mindset-sample.wav',
        captions: '/audio/landing/mindset-sample.vtt',
        title: 'Two-minute reset',
        image: `${IMG}/product-mindset.svg`,
      },
    },
    prices: {
      isShow: true,
      title: 'Choose your plan',
      sub_title: terms.pricesNote,
      buttom_title: 'Payments auto-renew and can be cancelled any time.',
      btn_txt: 'Choose this plan',
      plans: STANDARD_PLANS,
    },
    CTAone: {
      isShow: true,
      bg_color: '#1f1d2b',
      title: terms.ctaTitle,
      title_color: '#ffffff',
      sub_title: fitnessOnly
        ? 'Join thousands of women training at home and feeling great with RWL.'
        : 'Join thousands of women training, eating well and feeling great with RWL.',
      btn_txt: btnTxt,
      btn_url: target,
    },
    meetProInfo: { isShow: true, mainTitle: 'Meet the team', list: TRAINERS.filter(inTier(tier)) },
    classeSliderInfo: {
      isShow: true,
      title: 'Programmes for every goal',
      list: [
        {
          bgimg: '/images/programme-new-beginnings.svg',
          title: 'New Beginnings',
          sub_title: '12 weeks for complete beginners',
        },
        {
          bgimg: '/images/programme-summer-shred.svg',
          title: 'Summer Shred',
          sub_title: '4 weeks, 4 workouts a week',
        },
        {
          bgimg: '/images/programme-frankie.svg',
          title: 'Results with Frankie',
          sub_title: 'Six weeks to a stronger you',
        },
        {
          bgimg: '/images/programme-lift.svg',
          title: 'Lift Like a Pro',
          sub_title: '4 weeks of simple strength',
        },
        {
          bgimg: '/images/programme-sweat.svg',
          title: 'Sweat & Shred',
          sub_title: 'High-energy HIIT',
        },
        {
          bgimg: '/images/programme-diet.svg',
          title: 'The Diet Coaches',
          sub_title: '12 weeks of nutrition coaching',
        },
        {
          bgimg: '/images/programme-baby.svg',
          title: 'Results with Baby',
          sub_title: 'Safe post-natal training',
        },
      ].filter(inTier(tier)),
    },
    trustPilote: {
      isShow: true,
      title: 'Rated Excellent',
      sub_title: 'Over 270 five-star reviews',
      review: [
        {
          title: 'Life changing',
          text: 'Best money I spend every month. The variety means I never get bored.',
          clientName: 'Laura',
        },
        fitnessOnly
          ? {
              title: 'So much for the price',
              text: 'More workouts than I could ever need, for less than a gym.',
              clientName: 'Kate',
            }
          : {
              title: 'So much for the price',
              text: 'Workouts, recipes and mindset in one app for less than a gym.',
              clientName: 'Kate',
            },
        {
          title: 'Brilliant support',
          text: 'The live chat team answered within minutes and sorted my plan.',
          clientName: 'Rachel',
        },
        {
          title: 'Finally consistent',
          text: 'Three months in and I have not missed a week. The community is amazing.',
          clientName: 'Hannah',
        },
      ],
    },
    faq: { isShow: true, title: 'Frequently asked questions', data: landingFaq(terms, tier) },
    form: {
      isShow: true,
      title: fitnessOnly
        ? 'Free workouts in your inbox'
        : 'Free recipes and workouts in your inbox',
      subtitle: fitnessOnly
        ? 'Join our mailing list for weekly training tips, new workouts and member-only offers.'
        : 'Join our mailing list for weekly tips, new recipes and member-only offers.',
    },
    dontTake: { isShow: true, WordImg: `${IMG}/reviews.svg` },
    ...overrides,
  };
}

/**
 * The shared content of the landing pages and the builder that makes a page's config from a
 * few fields. Page configs (data files next to this one) call buildLandingConfig with their
 * headline, points, button target and any section they change.
 */
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

export const PLAN_MONTHLY: LandingPlan = {
  plan_id: 3,
  sub_plan_id: 7,
  title: 'Monthly',
  duration: 1,
  actual_price: 14.99,
  price: 14.99,
  monthly_price: 14.99,
  currency_symbol: '£',
};

export const PLAN_QUARTERLY: LandingPlan = {
  plan_id: 3,
  sub_plan_id: 12,
  title: 'Quarterly',
  duration: 3,
  actual_price: 44.97,
  price: 29.97,
  monthly_price: 9.99,
  saved_percentage: 33,
  is_most_popular: 1,
  currency_symbol: '£',
};

export const PLAN_ANNUAL: LandingPlan = {
  plan_id: 8,
  sub_plan_id: 18,
  title: 'Annual',
  duration: 12,
  actual_price: 179.88,
  price: 99.99,
  monthly_price: 8.33,
  saved_percentage: 44,
  is_best: 1,
  currency_symbol: '£',
};

export const STANDARD_PLANS = [PLAN_MONTHLY, PLAN_QUARTERLY, PLAN_ANNUAL];

export const TRAINERS: Trainer[] = [
  { id: 1, img: `${IMG}/person-1.svg`, title: 'Frankie', subTitle: 'Results with Frankie', subtext: 'Six-week body transformation, no gym needed.', url: '760311001', bgcolor: '#fde7ef' },
  { id: 2, img: `${IMG}/person-2.svg`, title: 'Jordan', subTitle: 'Lift Like a Pro', subtext: 'Ex-footballer turned strength coach: weights made simple.', url: '760311002', bgcolor: '#e2f0ff' },
  { id: 3, img: `${IMG}/person-3.svg`, title: 'The Diet Coaches', subTitle: '12-week nutrition coaching', subtext: 'Eat well without giving up the food you love.', url: '760311003', bgcolor: '#e4f6ea' },
  { id: 4, img: `${IMG}/person-4.svg`, title: 'Amira', subTitle: 'Sweat & Shred', subtext: 'Short, sweaty HIIT you can fit into a lunch break.', url: '760311004', bgcolor: '#fff1d6' },
  { id: 5, img: `${IMG}/person-5.svg`, title: 'Nadia', subTitle: 'Mindset and meditation', subtext: 'Six mindset courses to calm a busy head.', url: '760311005', bgcolor: '#efe7fb' },
  { id: 6, img: `${IMG}/person-6.svg`, title: 'Leah', subTitle: 'Results with Baby', subtext: 'Pre- and post-natal training, trimester by trimester.', url: '760311006', bgcolor: '#e0f4f4' },
];

export const DEFAULT_FAQ: FaqItem[] = [
  {
    qu: 'What do I get with my membership?',
    ans: 'Over 1600 workouts, 900+ recipes and meal plans, 150 mindset sessions and 6 mindset courses, 25+ programmes including a 12-week beginner programme, live workouts, a supportive community and live chat support.',
  },
  {
    qu: 'How does the 7-day free trial work?',
    ans: 'Every plan starts with 7 days free. Your first payment is taken after day 7, and you can cancel before then without paying a penny.',
  },
  {
    qu: 'Can I cancel at any time?',
    ans: 'Yes. Memberships renew automatically so you never lose your progress, and you can cancel any time from your profile.',
  },
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

function product(
  kind: 'workouts' | 'food' | 'mindset',
  title: string,
  points: string[],
  target: string,
  btnTxt: string,
): ProductInfo {
  return { isShow: true, title, points, imageLink: `${IMG}/product-${kind}.svg`, showbtn: true, btn_url: target, btn_txt: btnTxt };
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
}

/** A complete page config from a few fields; overrides replace whole sections. */
export function buildLandingConfig(fields: PageFields, overrides: Partial<LandingConfig> = {}): LandingConfig {
  const { target } = fields;
  const btnTxt = fields.btnTxt ?? 'Start your 7-day free trial';
  return {
    slug: fields.slug,
    pageTitle: fields.pageTitle ?? `${fields.title} | RWL`,
    parentClass: fields.parentClass,
    layout: fields.layout ?? 'a',
    logo: fields.logo ?? 'default',
    trialUrl: target,
    headerInfo: {
      showApproved: true,
      showResult: true,
      showNewData: true,
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
      data: [
        { img: `${IMG}/product-workouts.svg`, detail: 'Busy and short on time', text: 'Workouts from 10 minutes, at home, whenever suits you.', bottom_title: 'No gym needed' },
        { img: `${IMG}/product-food.svg`, detail: 'Tired of dieting', text: 'Family-friendly recipes and meal plans that fit real life.', bottom_title: '900+ recipes' },
        { img: `${IMG}/product-mindset.svg`, detail: 'Ready to feel like you again', text: 'Mindset and meditation to build habits that last.', bottom_title: '150 mindset sessions' },
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
      list: [
        { img: `${IMG}/person-1.svg`, title: 'Claire, 41', discription: 'I have tried everything. RWL is the first thing I have stuck with, because the workouts fit around the school run.' },
        { img: `${IMG}/person-2.svg`, title: 'Sophie, 29', discription: 'The meal plans stopped me snacking at night and I finally feel strong. I love the live classes.' },
        { img: `${IMG}/person-3.svg`, title: 'Michelle, 52', discription: 'I started with New Beginnings and never looked back. The community keeps me going on the hard days.' },
        { img: `${IMG}/person-4.svg`, title: 'Aisha, 35', discription: 'Quick recipes the whole family eats, and workouts I can do in the living room. It just works.' },
        { img: `${IMG}/person-5.svg`, title: 'Gemma, 46', discription: 'The mindset courses changed how I talk to myself. The weight loss came after that.' },
      ],
    },
    WorkoutProductInfo: product(
      'workouts',
      'Workouts that fit your day',
      ['1600+ workouts from 10 minutes', '31 programmes, from beginner to advanced', 'Live workouts with our trainers', 'Low-impact and pre- and post-natal options'],
      target,
      btnTxt,
    ),
    foodrecipesProductInfo: product(
      'food',
      'Food you actually want to eat',
      ['900+ healthy recipes', 'Weekly meal plans and shopping lists', 'A planner and calorie tracker', 'Swap any meal with one tap'],
      target,
      btnTxt,
    ),
    mentalhealthProductInfo: {
      ...product(
        'mindset',
        'A calmer, stronger mind',
        ['150 mindset and meditation sessions', '6 mindset courses', 'Sleep, stress and confidence audio', 'A community that has your back'],
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
      sub_title: 'Every plan starts with a 7-day free trial. Payment starts after day 7; cancel any time.',
      buttom_title: 'Payments auto-renew and can be cancelled any time.',
      btn_txt: 'Choose this plan',
      plans: STANDARD_PLANS,
    },
    CTAone: {
      isShow: true,
      bg_color: '#1f1d2b',
      title: 'Your 7-day free trial starts today',
      title_color: '#ffffff',
      sub_title: 'Join thousands of women training, eating well and feeling great with RWL.',
      btn_txt: btnTxt,
      btn_url: target,
    },
    meetProInfo: { isShow: true, mainTitle: 'Meet the team', list: TRAINERS },
    classeSliderInfo: {
      isShow: true,
      title: 'Programmes for every goal',
      list: [
        { bgimg: '/images/programme-new-beginnings.svg', title: 'New Beginnings', sub_title: '12 weeks for complete beginners' },
        { bgimg: '/images/programme-summer-shred.svg', title: 'Summer Shred', sub_title: '4 weeks, 4 workouts a week' },
        { bgimg: '/images/programme-frankie.svg', title: 'Results with Frankie', sub_title: 'Six weeks to a stronger you' },
        { bgimg: '/images/programme-lift.svg', title: 'Lift Like a Pro', sub_title: '4 weeks of simple strength' },
        { bgimg: '/images/programme-sweat.svg', title: 'Sweat & Shred', sub_title: 'High-energy HIIT' },
        { bgimg: '/images/programme-diet.svg', title: 'The Diet Coaches', sub_title: '12 weeks of nutrition coaching' },
        { bgimg: '/images/programme-baby.svg', title: 'Results with Baby', sub_title: 'Safe post-natal training' },
      ],
    },
    trustPilote: {
      isShow: true,
      title: 'Rated Excellent',
      sub_title: 'Over 270 five-star reviews',
      review: [
        { title: 'Life changing', text: 'Best money I spend every month. The variety means I never get bored.', clientName: 'Laura' },
        { title: 'So much for the price', text: 'Workouts, recipes and mindset in one app for less than a gym.', clientName: 'Kate' },
        { title: 'Brilliant support', text: 'The live chat team answered within minutes and sorted my plan.', clientName: 'Rachel' },
        { title: 'Finally consistent', text: 'Three months in and I have not missed a week. The community is amazing.', clientName: 'Hannah' },
      ],
    },
    faq: { isShow: true, title: 'Frequently asked questions', data: DEFAULT_FAQ },
    form: {
      isShow: true,
      title: 'Free recipes and workouts in your inbox',
      subtitle: 'Join our mailing list for weekly tips, new recipes and member-only offers.',
    },
    dontTake: { isShow: true, WordImg: `${IMG}/reviews.svg` },
    ...overrides,
  };
}

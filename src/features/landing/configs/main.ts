/** The main /pages/{slug} landing pages of spec 3 §1-§2 (trainer and seasonal campaign pages: campaigns.ts). */
import type { LandingConfig } from '../model';
import { OFFERS, registrationLink } from '../links';
import { buildLandingConfig, PLAN_QUARTERLY, TRAINERS, type OfferTerms } from './base';

const IMG = '/images/landing';
const TRIAL = registrationLink();
const LEAD_FORM = '';

/** The hypnobirthing course is sold as a one-off (spec 3 §9: 37, unlimited access, 10 sessions). */
const HYPNOBIRTHING_TERMS: OfferTerms = {
  promise: 'One payment of £37',
  promiseAfter: 'Unlimited access',
  btnTxt: 'Get the course for £37',
  headerLabel: 'Get the course',
  ctaTitle: 'Get the course for £37',
  pricesNote: 'One payment of £37; no subscription.',
  faq: [],
};

export const pages: Record<string, LandingConfig> = {
  'fitness-only': buildLandingConfig(
    {
      slug: 'fitness-only',
      parentClass: 'demo1 fitness_only',
      title: 'Fitness-only membership: £15 for your first 3 months',
      points: ['1600+ workouts and 31 programmes', 'Live workouts and community', 'Then £29.99 every 3 months, cancel any time'],
      subTitle: 'All the workouts, none of the extras. Food, mindset and The Diet Coaches are in Premium, and you can upgrade whenever you like.',
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
        plans: [
          { plan_id: 5, sub_plan_id: 58, title: 'Fitness-only Quarterly', duration: 3, actual_price: 29.99, price: 15, monthly_price: 5, saved_percentage: 50, currency_symbol: '£', couponcode: 'FITNESSONLY', note: 'then £29.99 every 3 months' },
        ],
      },
    },
  ),
  rwlfood: buildLandingConfig({
    slug: 'rwlfood',
    title: 'Eat well, lose weight, love your food',
    points: ['900+ healthy recipes the whole family will eat', 'Weekly meal plans and shopping lists', 'The Diet Coaches: 12 weeks of nutrition coaching'],
    target: TRIAL,
    image: `${IMG}/hero-food.svg`,
  }),
  realresults: buildLandingConfig({
    slug: 'realresults',
    title: 'Real results in weeks',
    points: ['Follow a programme that tells you what to do each day', 'Eat for your goal with ready-made meal plans', 'See your progress in your graphs'],
    target: TRIAL,
  }),
  premium: buildLandingConfig({
    slug: 'premium',
    title: 'Try RWL Premium free for 7 days',
    points: ['Every workout, recipe and mindset course', 'Live classes and community', 'From £9.99 a month after your trial'],
    target: TRIAL,
  }),
  premiumoffer: buildLandingConfig(
    {
      slug: 'premiumoffer',
      title: 'Limited time: 3 months for £29.97',
      points: ['Just £9.99 a month', 'Save £15 on Premium', 'Starts with a 7-day free trial'],
      target: registrationLink(OFFERS.welcome),
      btnTxt: 'Claim 3 months for £29.97',
    },
    {
      prices: {
        isShow: true,
        title: 'Your offer',
        btn_txt: 'Choose this plan',
        plans: [PLAN_QUARTERLY],
      },
    },
  ),
  'strength-and-sculpt': buildLandingConfig({
    slug: 'strength-and-sculpt',
    title: 'Strength & Sculpt with Jordan',
    points: ['Lift Like a Pro: 4 weeks of simple weights sessions', 'Coached by an ex-footballer', 'Build strength, tone up and feel powerful'],
    target: TRIAL,
    image: `${IMG}/hero-strength.svg`,
  }),
  'hypnobirthing-course': buildLandingConfig(
    {
      slug: 'hypnobirthing-course',
      parentClass: 'hypnobirthingcourse',
      layout: 'b',
      title: 'The Hypnobirthing Course: £37, yours forever',
      points: ['10 calming sessions for a confident birth', 'Unlimited access, a one-off payment', 'Breathing, relaxation and birth partner guides'],
      target: TRIAL,
      image: `${IMG}/hero-mum.svg`,
      terms: HYPNOBIRTHING_TERMS,
      counters: false,
    },
    {
      whoAreYou: undefined,
      prices: undefined,
      WorkoutProductInfo: undefined,
      foodrecipesProductInfo: undefined,
      mentalhealthProductInfo: undefined,
      meetProInfo: undefined,
      classeSliderInfo: undefined,
      bonuses: {
        isShow: true,
        title: 'What is in the course',
        list: [
          { title: '10 sessions', text: 'Audio and video sessions you can return to as often as you like.' },
          { title: 'Unlimited access', text: 'One payment of £37; no subscription.' },
          { title: 'For you and your partner', text: 'Simple tools your birth partner can use too.' },
        ],
      },
      Testimonial: {
        isShow: true,
        SectionTitle: 'Calmer births, in their words',
        list: [
          { img: `${IMG}/person-6.svg`, title: 'Ellie, first baby', discription: 'I went from dreading labour to feeling ready. The breathing sessions got me through.' },
          { img: `${IMG}/person-2.svg`, title: 'Priya, second baby', discription: 'My partner used the guides on the day and knew exactly how to help me.' },
        ],
      },
      trustPilote: undefined,
      CTAone: {
        isShow: true,
        bg_color: '#1f1d2b',
        title: 'Get the course for £37',
        title_color: '#ffffff',
        sub_title: 'One payment, unlimited access to all 10 sessions.',
        btn_txt: 'Get the course for £37',
        btn_url: TRIAL,
      },
      faq: {
        isShow: true,
        title: 'Frequently asked questions',
        data: [
          { qu: 'What is in the course?', ans: '10 audio and video sessions on breathing, relaxation and positive birth preparation, with guides for your birth partner.' },
          { qu: 'Is this a subscription?', ans: 'No. The course is a one-off payment of £37 with unlimited access; nothing renews.' },
          { qu: 'When should I start?', ans: 'Whenever suits you. The sessions are short, and you can repeat them as often as you like up to the big day.' },
          { qu: 'Can I use it on my phone?', ans: 'Yes: on the web and in our iPhone and Android apps.' },
        ],
      },
    },
  ),
  menopause: buildLandingConfig(
    {
      slug: 'menopause',
      parentClass: 'menopause',
      layout: 'b',
      title: 'Thrive through the menopause',
      points: ['A 3-month programme made for perimenopause and beyond', 'Strength training for bones, muscle and mood', 'Recipes and mindset support for better sleep'],
      target: TRIAL,
      image: `${IMG}/hero-mindset.svg`,
    },
    { prices: undefined },
  ),
  'corporate-trial': buildLandingConfig(
    {
      slug: 'corporate-trial',
      title: 'Wellbeing your whole team will use',
      points: ['Workouts, recipes and mindset for every employee', 'A free trial for your organisation', 'Simple set-up and usage reports'],
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
      points: ['A guided tour of the member experience', 'How teams use live classes and challenges', 'Pricing for organisations of every size'],
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
      points: ['Safe post-natal workouts with Leah', 'Bring baby along: short sessions that fit naps', 'Trimester-by-trimester pregnancy support too'],
      target: TRIAL,
      image: `${IMG}/hero-mum.svg`,
    },
    { meetProInfo: { isShow: true, mainTitle: 'Your coach', list: TRAINERS.filter((trainer) => trainer.title === 'Leah') } },
  ),
};

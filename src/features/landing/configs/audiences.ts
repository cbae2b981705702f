/** Audience and goal pages, and the GP and weight-management pages (spec 3 §2). */
import { FACTS } from '@/lib/facts';
import type { LandingConfig, LandingPlan } from '../model';
import { OFFERS, registrationLink, type Offer } from '../links';
import { buildLandingConfig } from './base';

const IMG = '/images/landing';

interface AudiencePage {
  title: string;
  points: string[];
  image?: string;
  offer?: Offer;
  /** '' opens the lead form (referral enquiries); such pages show no prices. */
  leadForm?: boolean;
  btnTxt?: string;
  /** A shorter label for the header button on a phone. */
  headerLabel?: string;
  /** The plan cards of the prices block when they are not the standard ones. */
  plans?: LandingPlan[];
}

/** The student plan (spec 3 §2: plan 13, sub-plans 37-40). */
const STUDENT_QUARTERLY: LandingPlan = { plan_id: 13, sub_plan_id: 37 };

const AUDIENCE_PAGES: Record<string, AudiencePage> = {
  'young-adults': {
    title: 'Fit, strong and confident in your twenties',
    points: [
      'Quick HIIT and strength sessions',
      'Cheap, tasty recipes',
      'A community of people like you',
    ],
    image: `${IMG}/hero-summer.svg`,
  },
  'weight-loss': {
    title: 'Lose weight without giving up the food you love',
    points: [
      'Calorie-counted meal plans',
      'Workouts that burn fat at home',
      'Mindset tools to stay on track',
    ],
    image: `${IMG}/hero-food.svg`,
  },
  'weight-loss-2': {
    title: 'Your weight-loss plan, done for you',
    points: [
      'Tell us your goal and we build your week',
      'Track calories, steps and mood',
      'Celebrate every milestone',
    ],
  },
  'eat-healthy': {
    title: 'Healthy eating made easy',
    points: [
      `${FACTS.recipes}+ recipes ready in minutes`,
      'Meal plans with shopping lists',
      'Swap any meal you do not fancy',
    ],
    image: `${IMG}/hero-food.svg`,
  },
  'fitness-fanatic': {
    title: 'For people who love to train',
    points: [
      `${FACTS.programmes} programmes from HIIT to heavy lifting`,
      'Live classes every week',
      'Track every workout in your planner',
    ],
    image: `${IMG}/hero-strength.svg`,
  },
  'take-on-the-world': {
    title: 'Feel ready to take on the world',
    points: [
      'Confidence from the inside out',
      'Six mindset courses',
      'Workouts that make you feel powerful',
    ],
    image: `${IMG}/hero-mindset.svg`,
  },
  'new-mums': {
    title: 'Fitness for new mums',
    points: [
      'Safe post-natal programmes',
      'Short workouts that fit around naps',
      'Support from mums who get it',
    ],
    image: `${IMG}/hero-mum.svg`,
  },
  family: {
    title: 'Healthy habits for the whole family',
    points: [
      'Family-friendly recipes',
      'Workouts the kids can join in',
      'Meal plans that save money',
    ],
    image: `${IMG}/hero-food.svg`,
  },
  'get-started': {
    title: 'Never exercised before? Start here',
    points: [
      'New Beginnings: 12 weeks for complete beginners',
      'Easier options in every workout',
      'Live chat support whenever you need it',
    ],
  },
  'student-34': {
    title: 'Students: Premium for less',
    points: [
      'The full membership at a student price',
      'Workouts between lectures',
      'Budget recipes',
    ],
    offer: OFFERS.student,
    btnTxt: 'Get the student price',
    plans: [STUDENT_QUARTERLY],
  },
  'gp-referral': {
    title: 'Referred by your GP?',
    points: [
      'Gentle, low-impact programmes',
      'Healthy-eating plans built with nutritionists',
      'Ask us about referral places',
    ],
    leadForm: true,
    btnTxt: 'Ask about a referral place',
    headerLabel: 'Ask us',
  },
  'weight-management': {
    title: 'A weight-management programme that fits your life',
    points: [
      '12 weeks of coaching with The Diet Coaches',
      'Low-impact workouts at home',
      'Mindset tools for lasting change',
    ],
    image: `${IMG}/hero-food.svg`,
  },
  'gp-weight-management': {
    title: 'Weight management, recommended by your GP',
    points: [
      'Structured 12-week plan',
      'Progress tracking you can share',
      'Talk to our team about your referral',
    ],
    leadForm: true,
    btnTxt: 'Talk to our team',
  },
};

export const pages: Record<string, LandingConfig> = Object.fromEntries(
  Object.entries(AUDIENCE_PAGES).map(([slug, page]) => [slug, pageConfig(slug, page)]),
);

function pageConfig(slug: string, page: AudiencePage): LandingConfig {
  const config = buildLandingConfig({
    slug,
    title: page.title,
    points: page.points,
    image: page.image,
    target: page.leadForm ? '' : registrationLink(page.offer),
    btnTxt: page.btnTxt,
    headerLabel: page.headerLabel,
  });
  if (page.leadForm || !config.prices) return { ...config, prices: undefined };
  if (!page.plans) return config;
  return { ...config, prices: { ...config.prices, title: 'Your plan', plans: page.plans } };
}

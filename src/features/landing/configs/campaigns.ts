/** Trainer pages and seasonal campaign pages (/pages/{slug}, spec 3 §1-§2): kept apart from main.ts so each page loads a smaller config file. */
import type { LandingConfig } from '../model';
import { OFFERS, registrationLink } from '../links';
import { BLACK_FRIDAY_TERMS, buildLandingConfig, BUNDLE_TERMS, ONE_POUND_TERMS } from './base';

const IMG = '/images/landing';
const TRIAL = registrationLink();
const LEAD_FORM = '';

/** Trainers with their own programme page (/pages/{name}) and power-up page (/pages/{name}-powerup). */
const NAMED_TRAINERS = [
  {
    name: 'frankie',
    display: 'Frankie',
    programme: 'Results with Frankie',
    length: 'Six weeks',
    image: `${IMG}/hero-workout.svg`,
  },
  // Lift Like a Pro is 4 weeks in the copy (spec 3 §9); every page says so.
  {
    name: 'jordan',
    display: 'Jordan',
    programme: 'Lift Like a Pro',
    length: 'Four weeks',
    image: `${IMG}/hero-strength.svg`,
  },
  {
    name: 'amira',
    display: 'Amira',
    programme: 'Sweat & Shred',
    length: 'Six weeks',
    image: `${IMG}/hero-summer.svg`,
  },
];

function trainerPages(): Record<string, LandingConfig> {
  const result: Record<string, LandingConfig> = {};
  for (const trainer of NAMED_TRAINERS) {
    result[trainer.name] = buildLandingConfig({
      slug: trainer.name,
      parentClass: trainer.name,
      title: `${trainer.length} with ${trainer.display}: ${trainer.programme}`,
      points: [
        `A ${trainer.length.toLowerCase().replace(' weeks', '-week')} programme, four workouts a week`,
        `Coached by ${trainer.display} from start to finish`,
        'Recipes and mindset to match',
      ],
      target: TRIAL,
      image: trainer.image,
    });
    result[`${trainer.name}-powerup`] = buildLandingConfig(
      {
        slug: `${trainer.name}-powerup`,
        parentClass: trainer.name,
        title: `Power up with ${trainer.display}: 12 weeks for £35.99`,
        points: [
          `${trainer.programme} plus the full RWL membership`,
          '12 weeks of workouts, recipes and mindset',
          'Use code POWERUP at sign-up: it is already applied',
        ],
        target: registrationLink(OFFERS.powerUp),
        btnTxt: 'Claim the Power-up offer',
        image: trainer.image,
      },
      { prices: undefined },
    );
  }
  return result;
}

export const pages: Record<string, LandingConfig> = {
  ...trainerPages(),
  blackfriday2022: buildLandingConfig(
    {
      slug: 'blackfriday2022',
      title: 'Black Friday: a year of Premium for £29.97',
      points: [
        'Everything in Premium for your first 12 months',
        'Then £119.99 a year, cancel any time',
        'Our biggest offer of the year',
      ],
      target: registrationLink(OFFERS.blackFriday),
      btnTxt: 'Get the Black Friday deal',
      terms: BLACK_FRIDAY_TERMS,
    },
    { prices: undefined },
  ),
  '30days1': buildLandingConfig(
    {
      slug: '30days1',
      title: '30 days of RWL for just £1',
      points: ['Full Premium access for 30 days', 'Then £19.99 a month', 'Cancel any time'],
      target: registrationLink(OFFERS.onePound),
      terms: ONE_POUND_TERMS,
    },
    { prices: undefined },
  ),
  jan30days: buildLandingConfig(
    {
      slug: 'jan30days',
      title: 'New year, new you: 30 days for £1',
      points: [
        'Start January with a plan that works',
        'Workouts, recipes and mindset for 30 days',
        'Then £19.99 a month, cancel any time',
      ],
      target: registrationLink(OFFERS.onePound),
      terms: ONE_POUND_TERMS,
    },
    { prices: undefined },
  ),
  '12monthbundle': buildLandingConfig(
    {
      slug: '12monthbundle',
      title: '12 months of RWL plus free equipment: £129.99',
      points: [
        'Save 46% (was £239.99)',
        'Free home workout equipment worth £40',
        'Renews at £129.99 after 12 months',
      ],
      target: registrationLink(OFFERS.bundle12),
      btnTxt: 'Get the 12-month bundle',
      terms: BUNDLE_TERMS,
    },
    { prices: undefined },
  ),
  summershred: buildLandingConfig({
    slug: 'summershred',
    title: 'Summer Shred: 4 weeks to feel amazing',
    points: ['4 weeks, 4 workouts a week', 'A summer meal plan to match', 'Start with 7 days free'],
    target: TRIAL,
    image: `${IMG}/hero-summer.svg`,
  }),
  summerinterest: buildLandingConfig(
    {
      slug: 'summerinterest',
      logo: 'summer-interest',
      title: 'Summer Shred is coming',
      points: [
        'Be first to hear when Summer Shred starts',
        '4 weeks, 4 workouts a week',
        'Early-bird offers for the waiting list',
      ],
      target: LEAD_FORM,
      btnTxt: 'Join the waiting list',
      image: `${IMG}/hero-summer.svg`,
    },
    { prices: undefined },
  ),
  summerkickstart: buildLandingConfig({
    slug: 'summerkickstart',
    logo: 'summer-kickstart',
    title: 'Summer Kickstart',
    points: [
      'Kickstart your summer with Summer Shred',
      'A 4-week plan with recipes to match',
      'Start with 7 days free',
    ],
    target: TRIAL,
    image: `${IMG}/hero-summer.svg`,
  }),
};

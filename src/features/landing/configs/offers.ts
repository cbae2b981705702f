/** Offer landing pages (spec 3 §2 "Offer slugs"): one shape, different headline and target. */
import type { LandingConfig } from '../model';
import { OFFERS, registrationLink, type Offer } from '../links';
import {
  BLACK_FRIDAY_TERMS,
  buildLandingConfig,
  FOURTEEN_DAY_TRIAL_TERMS,
  FREE_UNTIL_FEBRUARY_TERMS,
  ONE_POUND_TERMS,
  type OfferTerms,
} from './base';

interface OfferPage {
  title: string;
  points: string[];
  /** No offer: a trial-style page linking to plain /reg1. */
  offer?: Offer;
  /** How the visitor pays first; the 7-day free trial when absent. */
  terms?: OfferTerms;
  btnTxt?: string;
  /** The header's button when the terms' own does not name this page's offer. */
  headerLabel?: string;
}

const OFFER_PAGES: Record<string, OfferPage> = {
  offer: {
    title: 'Limited-time offer: a year of Premium for £29.97',
    points: [
      'Just £2.50 a month for your first year',
      'Then £119.99 a year; cancel any time',
      'Starts with a 7-day free trial',
    ],
    offer: OFFERS.welcome,
    btnTxt: 'Claim my offer',
  },
  'special-offer': {
    title: 'Special offer: a year of Premium for £29.97',
    points: [
      'Workouts, recipes, mindset and live classes',
      '£2.50 a month for your first year, then £119.99 a year',
      '7 days free before your first payment',
    ],
    offer: OFFERS.welcome,
    btnTxt: 'Claim my offer',
  },
  'nfd-offer': {
    title: 'A friend sent you: 3 months for £34.97',
    points: [
      'That is £11.65 a month',
      'Your friend earns £10 instead of £5 for 30 days',
      'Start with 7 days free',
    ],
    offer: OFFERS.referAFriend,
    btnTxt: 'Join with my friend',
  },
  'cyber-monday-offer': {
    title: 'Cyber Monday: a year of Premium for £29.97',
    points: ['Your first 12 months for £29.97', 'Then £119.99 a year', 'Ends at midnight'],
    offer: OFFERS.blackFriday,
    terms: BLACK_FRIDAY_TERMS,
    btnTxt: 'Get the Cyber Monday deal',
    headerLabel: 'Cyber Monday',
  },
  'black-friday-offer': {
    title: 'Black Friday: a year of Premium for £29.97',
    points: [
      'Your first 12 months for £29.97',
      'Then £119.99 a year',
      'Our biggest offer of the year',
    ],
    offer: OFFERS.blackFriday,
    terms: BLACK_FRIDAY_TERMS,
    btnTxt: 'Get the Black Friday deal',
  },
  'half-price-offer': {
    title: 'Three-quarters off: a year of Premium for £29.97',
    points: [
      '£2.50 a month for your first year instead of £19.99',
      'Every workout, recipe and course',
      'Cancel any time',
    ],
    offer: OFFERS.welcome,
    btnTxt: 'Claim my offer',
  },
  'exclusive-offer': {
    title: 'Exclusive offer: a year of Premium for £29.97',
    points: [
      'Only for people with this link',
      '£2.50 a month for your first year',
      'Start with 7 days free',
    ],
    offer: OFFERS.welcome,
    btnTxt: 'Claim my exclusive offer',
  },
  'free-until-feb': {
    title: 'Free until February',
    points: [
      'Start now and pay nothing until February',
      'Workouts, recipes and mindset for the new year',
      'Then from £10 a month; cancel any time',
    ],
    terms: FREE_UNTIL_FEBRUARY_TERMS,
  },
  'annual-offer-25': {
    title: 'A whole year of RWL, 25% off',
    points: ['One payment for 12 months', 'Our best value membership', 'Start with 7 days free'],
    offer: OFFERS.annual25,
    btnTxt: 'Get 25% off a year',
  },
  '14-day-trial': {
    title: 'Try RWL free for 14 days',
    points: [
      'Two full weeks of workouts, recipes and mindset',
      'No payment until your trial ends',
      'Cancel any time',
    ],
    terms: FOURTEEN_DAY_TRIAL_TERMS,
  },
  '30-day-trial': {
    title: '30 days of RWL for £1',
    points: ['Full access for 30 days', 'Then £19.99 a month', 'Cancel any time'],
    terms: ONE_POUND_TERMS,
    offer: OFFERS.onePound,
  },
  'offer-30-day-trial': {
    title: 'Your 30-day trial offer',
    points: ['£1 for your first 30 days', 'Then £19.99 a month', 'Cancel any time'],
    terms: ONE_POUND_TERMS,
    offer: OFFERS.onePound,
  },
  valentine: {
    title: 'Love yourself this Valentine’s: a year of Premium for £29.97',
    points: [
      'Time for you, every day',
      '£2.50 a month for your first year',
      'Start with 7 days free',
    ],
    offer: OFFERS.welcome,
    btnTxt: 'Treat myself',
  },
  'student-offer': {
    title: 'Student membership',
    points: [
      'Everything in Premium at a student price',
      'Workouts that fit around lectures',
      'Budget recipes for student kitchens',
    ],
    offer: OFFERS.student,
    btnTxt: 'Get the student price',
  },
};

export const pages: Record<string, LandingConfig> = Object.fromEntries(
  Object.entries(OFFER_PAGES).map(([slug, page]) => [
    slug,
    buildLandingConfig(
      {
        slug,
        title: page.title,
        points: page.points,
        target: registrationLink(page.offer),
        btnTxt: page.btnTxt,
        terms: page.terms,
        headerLabel: page.headerLabel,
      },
      { prices: undefined },
    ),
  ]),
);

/** Thank-you pages shown after a lead form, a corporate enquiry or a retreat sign-up. */
import type { LandingConfig } from '../model';
import { registrationLink } from '../links';
import { buildLandingConfig } from './base';

const TRIAL = registrationLink();

function thankYouPage(slug: string, title: string, points: string[], image: string): LandingConfig {
  return buildLandingConfig(
    { slug, title, points, target: TRIAL, btnTxt: 'Start your 7-day free trial', image },
    {
      whoAreYou: undefined,
      brandInfo: undefined,
      Testimonial: undefined,
      WorkoutProductInfo: undefined,
      foodrecipesProductInfo: undefined,
      mentalhealthProductInfo: undefined,
      prices: undefined,
      CTAone: undefined,
      meetProInfo: undefined,
      classeSliderInfo: undefined,
      faq: undefined,
      form: undefined,
    },
  );
}

export const pages: Record<string, LandingConfig> = {
  'thank-you': thankYouPage(
    'thank-you',
    'Thank you! Please check your inbox',
    [
      'Your first email is on its way',
      'Add us to your contacts so nothing lands in spam',
      'Ready now? Start your free trial below',
    ],
    '/images/landing/hero-workout.svg',
  ),
  'thank-you-corporate': thankYouPage(
    'thank-you-corporate',
    'Thank you: our business team will be in touch',
    [
      'We reply within one working day',
      'We will set up your trial or demo',
      'In the meantime, try RWL yourself',
    ],
    '/images/landing/hero-team.svg',
  ),
  'thank-you-retreats': thankYouPage(
    'thank-you-retreats',
    'Thank you: you are on the retreat list',
    [
      'We will email you as soon as dates are released',
      'Early sign-ups hear first',
      'Start training for it with RWL today',
    ],
    '/images/landing/hero-retreat.svg',
  ),
};

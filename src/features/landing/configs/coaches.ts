/** Coach profile pages (/pages/rwl-coach-{name}) and the meet-the-team page. */
import type { LandingConfig } from '../model';
import { registrationLink } from '../links';
import { buildLandingConfig, TRAINERS } from './base';

const TRIAL = registrationLink();

/** Slug name of each coach: rwl-coach-frankie, rwl-coach-jordan, ... */
export function coachSlug(title: string): string {
  return `rwl-coach-${title
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

function coachPage(index: number): LandingConfig {
  const coach = TRAINERS[index];
  if (!coach) throw new Error(`No trainer at ${index}`);
  const slug = coachSlug(coach.title);
  return buildLandingConfig(
    {
      slug,
      title: `Train with ${coach.title}`,
      points: [
        coach.subTitle ?? 'RWL coach',
        coach.subtext ?? '',
        'Included in RWL Premium',
      ].filter(Boolean),
      target: TRIAL,
      image: coach.img,
    },
    {
      prices: undefined,
      meetProInfo: { isShow: true, mainTitle: `Meet ${coach.title}`, list: [coach] },
    },
  );
}

export const pages: Record<string, LandingConfig> = {
  ...Object.fromEntries(TRAINERS.map((coach, index) => [coachSlug(coach.title), coachPage(index)])),
  'meet-the-team': buildLandingConfig(
    {
      slug: 'meet-the-team',
      title: 'Meet the RWL team',
      points: [
        'Trainers, nutritionists and mindset coaches',
        'Live classes with the people behind the programmes',
        'Here to help since 2013',
      ],
      target: TRIAL,
      image: '/images/landing/hero-team.svg',
    },
    { prices: undefined, Testimonial: undefined },
  ),
};

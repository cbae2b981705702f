/** The two course pages of spec 3 §1-§2: the one-off hypnobirthing course and the menopause programme (split layout). */
import type { LandingConfig } from '../model';
import { registrationLink } from '../links';
import { buildLandingConfig, type OfferTerms } from './base';

const IMG = '/images/landing';
// Spec 3 §2: hypnobirthing and menopause pages link to plain /reg1.
const TRIAL = registrationLink();

/** The hypnobirthing course is sold as a one-off (spec 3 §9: 37, unlimited access, 10 sessions). */
const HYPNOBIRTHING_TERMS: OfferTerms = {
  promise: 'One payment of £37',
  promiseAfter: 'Unlimited access',
  btnTxt: 'Get the course for £37',
  headerLabel: 'Get the course',
  ctaTitle: 'Get the course for £37',
  pricesNote: 'One payment of £37; no subscription.',
  faq: [],
  footerNote:
    'The course is a one-off payment; memberships auto-renew and can be cancelled any time.',
};

export const pages: Record<string, LandingConfig> = {
  'hypnobirthing-course': buildLandingConfig(
    {
      slug: 'hypnobirthing-course',
      parentClass: 'hypnobirthingcourse',
      layout: 'b',
      title: 'The Hypnobirthing Course: £37, yours forever',
      points: [
        '10 calming sessions for a confident birth',
        'Unlimited access, a one-off payment',
        'Breathing, relaxation and birth partner guides',
      ],
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
          {
            title: '10 sessions',
            text: 'Audio and video sessions you can return to as often as you like.',
          },
          { title: 'Unlimited access', text: 'One payment of £37; no subscription.' },
          {
            title: 'For you and your partner',
            text: 'Simple tools your birth partner can use too.',
          },
        ],
      },
      Testimonial: {
        isShow: true,
        SectionTitle: 'Calmer births, in their words',
        list: [
          {
            img: `${IMG}/member-4.svg`,
            title: 'Ellie, first baby',
            discription:
              'I went from dreading labour to feeling ready. The breathing sessions got me through.',
          },
          {
            img: `${IMG}/member-1.svg`,
            title: 'Priya, second baby',
            discription: 'My partner used the guides on the day and knew exactly how to help me.',
          },
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
          {
            qu: 'What is in the course?',
            ans: '10 audio and video sessions on breathing, relaxation and positive birth preparation, with guides for your birth partner.',
          },
          {
            qu: 'Is this a subscription?',
            ans: 'No. The course is a one-off payment of £37 with unlimited access; nothing renews.',
          },
          {
            qu: 'When should I start?',
            ans: 'Whenever suits you. The sessions are short, and you can repeat them as often as you like up to the big day.',
          },
          {
            qu: 'Can I use it on my phone?',
            ans: 'Yes: on the web and in our iPhone and Android apps.',
          },
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
      points: [
        'A 3-month programme made for perimenopause and beyond',
        'Strength training for bones, muscle and mood',
        'Recipes and mindset support for better sleep',
      ],
      target: TRIAL,
      image: `${IMG}/hero-mindset.svg`,
    },
    { prices: undefined },
  ),
};

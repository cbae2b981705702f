/** Member-home sections served by the dashboard_new/{section} calls (spec 3 §7), issue 13. */
import { mediaLength } from '../../src/lib/format/duration';
import { DEMO_AUDIO_SECONDS, DEMO_VIDEO_SECONDS } from './programmeTables';

/** The lengths cards give: those of the demo files the workouts and audio play. */
const VIDEO_LENGTH = mediaLength(DEMO_VIDEO_SECONDS);
const AUDIO_LENGTH = mediaLength(DEMO_AUDIO_SECONDS);

export interface MockHomeCard {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  /** Notification-style screen name and id the card opens (spec 1 §2); empty for none. */
  screen_name: string;
  screen_id: string;
  /** An app path, or an http(s) address opened in a new tab, instead of a screen. */
  url: string;
  /** What's today: a message shown instead of opening the media. */
  error_message: string;
}

export interface HomeTables {
  /**
   * dashboard_new/{section} -> its cards. next_video is the member's own (mocks/handlers/home.ts)
   * unless window.__mock.setHomeSection sets it.
   */
  homeSections: Record<string, MockHomeCard[]>;
}

function card(id: number, title: string, fields: Partial<MockHomeCard> = {}): MockHomeCard {
  return {
    id,
    title,
    subtitle: '',
    image: '',
    screen_name: '',
    screen_id: '',
    url: '',
    error_message: '',
    ...fields,
  };
}

export const HOME_SECTION_PATHS = [
  'default',
  'welcome_section',
  'today',
  'next_video',
  'recommended_extras',
  'masterclasses',
  'recommended',
  'community_posts',
  'wellbeing_section',
  'meet_the_trainers',
  'pregnancy_tips_section',
  'magazine_dashboard_section',
  'support_section',
  'advertise_section',
] as const;

export function seedHomeTables(): HomeTables {
  return {
    homeSections: {
      default: [
        card(1, 'Summer Shred starts Monday', {
          subtitle: '4 weeks, 4 workouts a week',
          image: '/images/landing/hero-summer.svg',
          screen_name: 'folder',
          screen_id: '1060',
        }),
      ],
      welcome_section: [
        card(11, 'Set your goals', {
          subtitle: 'Tell us what you want to achieve',
          url: '/home/profile',
        }),
        card(12, 'Start New Beginnings', {
          subtitle: 'The 12-week programme for every member',
          screen_name: 'folder',
          screen_id: '1059',
        }),
        card(13, 'Browse the recipes', {
          subtitle: 'Breakfasts, lunches, dinners and snacks',
          screen_name: 'recipe',
        }),
      ],
      today: [
        card(21, '20-minute full body HIIT', {
          subtitle: `Workout · ${VIDEO_LENGTH}`,
          image: '/images/workout-hiit.svg',
          screen_name: 'program',
          screen_id: '3001',
        }),
        card(22, 'Morning mindset', {
          subtitle: `Audio · ${AUDIO_LENGTH}`,
          screen_name: 'programaudios',
          screen_id: '4001',
          error_message: 'This audio is being updated. Please try again later.',
        }),
        card(23, 'Overnight oats with berries', {
          subtitle: 'Breakfast · 320 kcal',
          image: '/images/recipe-oats.svg',
          screen_name: 'recipe',
          screen_id: '2001',
        }),
      ],
      recommended_extras: [
        card(41, '7-day balanced plan', {
          subtitle: 'Meal plan',
          image: '/images/recipe-mealplan.svg',
          screen_name: 'mealplan',
          screen_id: '5001',
        }),
        card(42, 'Peanut butter protein balls', {
          subtitle: 'Snack · 140 kcal',
          image: '/images/recipe-balls.svg',
          screen_name: 'recipe',
          screen_id: '2005',
        }),
      ],
      masterclasses: [
        card(51, 'VIP masterclass: eating for energy', {
          subtitle: 'With The Diet Coaches',
          image: '/images/landing/hero-food.svg',
          screen_name: 'folder',
          screen_id: '1064',
        }),
        card(52, 'VIP masterclass: lifting basics', {
          subtitle: 'With Frankie',
          image: '/images/landing/hero-strength.svg',
          screen_name: 'folder',
          screen_id: '1061',
        }),
      ],
      recommended: [
        card(61, '20-minute full body HIIT', {
          subtitle: VIDEO_LENGTH,
          image: '/images/workout-hiit.svg',
          screen_name: 'program',
          screen_id: '3001',
        }),
        card(62, 'Low-impact toning', {
          subtitle: VIDEO_LENGTH,
          image: '/images/workout-toning.svg',
          screen_name: 'program',
          screen_id: '3002',
        }),
        card(63, 'Core and glutes burner', {
          subtitle: VIDEO_LENGTH,
          screen_name: 'program',
          screen_id: '3003',
        }),
      ],
      community_posts: [
        card(71, 'Sam Green: Week 2 of #summershred done!', {
          subtitle: '12 likes · 3 comments',
          screen_name: 'community',
          screen_id: '1',
        }),
        card(72, 'Aisha Khan: my favourite overnight oats', {
          subtitle: '8 likes',
          screen_name: 'community',
          screen_id: '1',
        }),
      ],
      wellbeing_section: [
        card(81, 'Breathe: a 3-minute reset', {
          subtitle: 'Guided breathing',
          image: '/images/landing/hero-mindset.svg',
          screen_name: 'breathe',
        }),
        card(82, 'Sleep well', {
          subtitle: `Audio · ${AUDIO_LENGTH}`,
          screen_name: 'programaudios',
          screen_id: '4002',
        }),
      ],
      meet_the_trainers: [
        card(91, 'Rachel Adams', {
          subtitle: 'HIIT, London',
          screen_name: 'rwlpros',
          screen_id: '901',
        }),
        card(92, 'Tom Reed', {
          subtitle: 'Strength, Manchester',
          screen_name: 'rwlpros',
          screen_id: '902',
        }),
      ],
      pregnancy_tips_section: [
        card(101, 'Staying active in your second trimester', {
          subtitle: 'Pregnancy tip',
          image: '/images/landing/hero-mum.svg',
          screen_name: 'folder',
          screen_id: '1065',
        }),
      ],
      magazine_dashboard_section: [
        card(111, '10 swaps for a lighter summer', {
          subtitle: 'Summer 2026',
          screen_name: 'magazine',
          screen_id: '1101',
        }),
      ],
      support_section: [
        card(121, 'Frequently asked questions', {
          subtitle: 'Answers to common questions',
          url: '/faq',
        }),
        card(122, 'Message the RWL Team', {
          subtitle: 'We reply within a day',
          screen_name: 'chatlist',
        }),
      ],
      advertise_section: [
        card(131, 'Resistance band set: £14.99', {
          subtitle: 'From the RWL shop',
          image: '/images/landing/hero-workout.svg',
          screen_name: 'ecommerce',
        }),
      ],
    },
  };
}

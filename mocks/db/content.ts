/** Member-home content: programmes, recipes, workouts, live classes. */
import { DEMO_AUDIO_SECONDS, DEMO_VIDEO_SECONDS } from './programmeTables';

/** Workouts and tracks last as long as the demo files they play (minutes, a fraction here). */
const WORKOUT_MINUTES = DEMO_VIDEO_SECONDS / 60;
const TRACK_MINUTES = DEMO_AUDIO_SECONDS / 60;

export interface MockProgramme {
  id: number;
  title: string;
  weeks: number;
  image: string;
  screen_name: 'folder';
}

export interface MockRecipe {
  id: number;
  title: string;
  calories: number;
  minutes: number;
  image: string;
}

export interface MockWorkout {
  id: number;
  title: string;
  minutes: number;
  level: string;
  image: string;
}

export interface MockHypnoFolder {
  folder_id: number;
  title: string;
  description: string;
  tracks: { id: number; title: string; minutes: number }[];
}

export function seedProgrammes(): MockProgramme[] {
  return [
    {
      id: 1059,
      title: 'New Beginnings',
      weeks: 12,
      image: '/images/programme-new-beginnings.svg',
      screen_name: 'folder',
    },
    {
      id: 1060,
      title: 'Summer Shred',
      weeks: 4,
      image: '/images/programme-summer-shred.svg',
      screen_name: 'folder',
    },
    {
      id: 1061,
      title: 'Results with Frankie',
      weeks: 6,
      image: '/images/programme-frankie.svg',
      screen_name: 'folder',
    },
    {
      id: 1062,
      title: 'Lift Like a Pro',
      weeks: 6,
      image: '/images/programme-lift.svg',
      screen_name: 'folder',
    },
    {
      id: 1063,
      title: 'Sweat & Shred',
      weeks: 8,
      image: '/images/programme-sweat.svg',
      screen_name: 'folder',
    },
    {
      id: 1064,
      title: 'The Diet Coaches',
      weeks: 12,
      image: '/images/programme-diet.svg',
      screen_name: 'folder',
    },
    {
      id: 1065,
      title: 'Results with Baby',
      weeks: 8,
      image: '/images/programme-baby.svg',
      screen_name: 'folder',
    },
  ];
}

export function seedRecipes(): MockRecipe[] {
  return [
    {
      id: 2001,
      title: 'Overnight oats with berries',
      calories: 320,
      minutes: 5,
      image: '/images/recipe-oats.svg',
    },
    {
      id: 2002,
      title: 'Chicken and chickpea traybake',
      calories: 480,
      minutes: 35,
      image: '/images/recipe-traybake.svg',
    },
    {
      id: 2003,
      title: 'Green goddess salad',
      calories: 290,
      minutes: 15,
      image: '/images/recipe-salad.svg',
    },
    {
      id: 2004,
      title: 'Salmon with sweet potato wedges',
      calories: 520,
      minutes: 30,
      image: '/images/recipe-salmon.svg',
    },
    { id: 2005, title: 'Peanut butter protein balls', calories: 140, minutes: 10, image: '' },
  ];
}

export function seedWorkouts(): MockWorkout[] {
  return [
    {
      id: 3001,
      title: '20-minute full body HIIT',
      minutes: WORKOUT_MINUTES,
      level: 'Intermediate',
      image: '/images/workout-hiit.svg',
    },
    {
      id: 3002,
      title: 'Low-impact toning',
      minutes: WORKOUT_MINUTES,
      level: 'Beginner',
      image: '/images/workout-toning.svg',
    },
    {
      id: 3003,
      title: 'Core and glutes burner',
      minutes: WORKOUT_MINUTES,
      level: 'All levels',
      image: '',
    },
  ];
}

export function seedHypnoFolders(): MockHypnoFolder[] {
  return [
    {
      folder_id: 501,
      title: 'Calm birth preparation',
      description: 'Guided hypnobirthing sessions to listen to in the weeks before your due date.',
      tracks: [
        { id: 1, title: 'Welcome and breathing basics', minutes: TRACK_MINUTES },
        { id: 2, title: 'Surge breathing practice', minutes: TRACK_MINUTES },
        { id: 3, title: 'Deep relaxation for sleep', minutes: TRACK_MINUTES },
      ],
    },
    {
      folder_id: 502,
      title: 'Confidence for the big day',
      description: 'Affirmations and visualisations for a positive birth.',
      tracks: [{ id: 4, title: 'Positive affirmations', minutes: TRACK_MINUTES }],
    },
  ];
}

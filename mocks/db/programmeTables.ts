/**
 * Programmes (folders), their videos and audio, watch progress and playlists (issue 13, content
 * library). Ids and titles of ../shared/contract.md "Content areas" are fixed; the rest fills lists.
 */
export interface MockVideo {
  video_id: number;
  title: string;
  /** Seconds: the length of the demo file it plays (DEMO_VIDEO_SECONDS). */
  duration: number;
  url: string;
  captions: string;
  image: string;
  /** kcal the workout burns, as the catalogue says: the video page and the planner show this one figure. */
  calories: number;
  /** Premium-only videos answer access 0 to Free members. */
  premium: boolean;
  vimeo_id: string;
  youtube_id: string;
}

export interface MockAudio {
  audio_id: number;
  title: string;
  /** Seconds: the length of the demo file it plays (DEMO_AUDIO_SECONDS). */
  duration: number;
  url: string;
  image: string;
}

export interface MockProgrammeDay {
  day: number;
  videos: number[];
  audios: number[];
  recipes: number[];
  meal_plan_id: number;
}

export interface MockProgrammeFolder {
  folder_id: number;
  /** fitness, food or mindset: the fitness-only tier opens only fitness. */
  category: 'fitness' | 'food' | 'mindset';
  /** Premium-only folders answer access 0 to Free members. */
  premium: boolean;
  weeks: { week: number; days: MockProgrammeDay[] }[];
}

export interface MockPlaylist {
  playlist_id: number;
  user_id: number;
  title: string;
  video_ids: number[];
}

/** One programme video a member watched to the end, on the day they did (once a day per video). */
export interface MockWorkoutFinished {
  user_id: number;
  video_id: number;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  minutes: number;
}

export interface ProgrammeTables {
  videos: MockVideo[];
  audios: MockAudio[];
  programmeFolders: MockProgrammeFolder[];
  /** Videos each member finished: "userId:videoId". */
  videosDone: string[];
  /** Each day a member finished a video: their workouts done, streak and timeline count these. */
  workoutsFinished: MockWorkoutFinished[];
  /** View calls received: "userId:videoId". */
  videoViews: string[];
  playlists: MockPlaylist[];
  recommendedPlaylists: MockPlaylist[];
  nextPlaylistId: number;
}

const VIDEO_FILE = '/media/workout.webm';
const CAPTIONS = '/media/workout.vtt';
const AUDIO_FILE = '/media/mindset.webm';

/**
 * The real lengths of the demo files every video and audio plays (read from their WebM headers:
 * workout.webm 2.94 s, mindset.webm 11.94 s), so a length a member reads is the one they hear.
 */
export const DEMO_VIDEO_SECONDS = 3;
export const DEMO_AUDIO_SECONDS = 12;

const MORE_VIDEO_TITLES = [
  'Standing abs blast',
  'Upper body sculpt',
  'Tabata cardio finisher',
  'Pilates for posture',
  'Dumbbell lower body',
  'Mobility and stretch',
  'Boxing burn',
  'Step-free cardio',
  'Kettlebell swing session',
  'Yoga flow for runners',
  'Booty band workout',
  'Full body strength',
];

function video(video_id: number, title: string, calories: number, premium = false): MockVideo {
  return {
    video_id,
    title,
    duration: DEMO_VIDEO_SECONDS,
    url: VIDEO_FILE,
    captions: CAPTIONS,
    image: '/images/programme-new-beginnings.svg',
    calories,
    premium,
    vimeo_id: '',
    youtube_id: '',
  };
}

export function seedVideos(): MockVideo[] {
  return [
    video(3001, '20-minute full body HIIT', 180),
    video(3002, 'Low-impact toning', 225),
    video(3003, 'Core and glutes burner', 135),
    ...MORE_VIDEO_TITLES.map((title, index) => video(3004 + index, title, 90 + (index % 4) * 45)),
    video(3050, 'Premium HIIT masterclass', 270, true),
    // Sold separately (issue 33): mocks/db/purchaseTables.ts prices it.
    video(3090, 'Masterclass: perfect your squat', 160),
  ];
}

function seedAudios(): MockAudio[] {
  const titles = [
    'Morning mindset',
    'Sleep well',
    'Calm in five minutes',
    'Confidence boost',
    'Body scan',
    'Gratitude walk',
  ];
  return titles.map((title, index) => ({
    audio_id: 4001 + index,
    title,
    duration: DEMO_AUDIO_SECONDS,
    url: AUDIO_FILE,
    image: '/images/programme-diet.svg',
  }));
}

/** Days of a fitness folder: three workout days a week, each with one video; day 3 adds an audio. */
function fitnessWeeks(count: number, firstVideo: number): MockProgrammeFolder['weeks'] {
  return Array.from({ length: count }, (_, weekIndex) => ({
    week: weekIndex + 1,
    days: [1, 2, 3].map((day) => ({
      day,
      videos: [firstVideo + ((weekIndex * 3 + day - 1) % 15)],
      audios: day === 3 ? [4001] : [],
      recipes: [],
      meal_plan_id: 0,
    })),
  }));
}

function seedFolders(): MockProgrammeFolder[] {
  const beginnings = fitnessWeeks(12, 3001);
  // Contract: 3001 week 1 day 1, 3002 week 1 day 2, 3003 week 1 day 3.
  return [
    { folder_id: 1059, category: 'fitness', premium: false, weeks: beginnings },
    { folder_id: 1060, category: 'fitness', premium: false, weeks: fitnessWeeks(4, 3004) },
    { folder_id: 1061, category: 'fitness', premium: true, weeks: fitnessWeeks(6, 3002) },
    { folder_id: 1062, category: 'fitness', premium: false, weeks: fitnessWeeks(6, 3006) },
    { folder_id: 1063, category: 'fitness', premium: true, weeks: fitnessWeeks(8, 3003) },
    {
      folder_id: 1064,
      category: 'food',
      premium: true,
      weeks: Array.from({ length: 12 }, (_, weekIndex) => ({
        week: weekIndex + 1,
        days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
          day,
          videos: day === 1 ? [3010] : [],
          audios: day === 7 ? [4002] : [],
          recipes: [2001 + ((day - 1) % 5)],
          meal_plan_id: day === 1 ? 5001 : 0,
        })),
      })),
    },
    { folder_id: 1065, category: 'fitness', premium: true, weeks: fitnessWeeks(8, 3005) },
  ];
}

export function seedProgrammeTables(): ProgrammeTables {
  return {
    videos: seedVideos(),
    audios: seedAudios(),
    programmeFolders: seedFolders(),
    videosDone: [],
    workoutsFinished: [],
    videoViews: [],
    playlists: [
      { playlist_id: 6001, user_id: 102, title: 'My favourites', video_ids: [3001, 3002] },
    ],
    recommendedPlaylists: [
      {
        playlist_id: 6101,
        user_id: 0,
        title: 'Quick 15-minute sessions',
        video_ids: [3003, 3005, 3009],
      },
    ],
    nextPlaylistId: 6002,
  };
}

import type { ReactNode } from 'react';

/**
 * Small pictures drawn for the home's cards that have no content image of their own (never the
 * logo as a stand-in). Decorative: each card's title names it.
 */
export type TodayPicture =
  | 'workout'
  | 'meals'
  | 'live'
  | 'messages'
  | 'streak'
  | 'audio'
  | 'programme'
  | 'community'
  | 'trainer'
  | 'article';

/** The drawing for a home card's screen (spec 1 §2 screen names), by what the card opens. */
export function pictureFor(screenName: string): TodayPicture {
  if (['program', 'programvideos', 'video', 'explore'].includes(screenName)) return 'workout';
  if (['programaudios', 'breathe', 'audio'].includes(screenName)) return 'audio';
  if (['recipe', 'mealplan', 'planner'].includes(screenName)) return 'meals';
  if (['folder', 'programme'].includes(screenName)) return 'programme';
  if (['community', 'post'].includes(screenName)) return 'community';
  if (['rwlpros', 'coach'].includes(screenName)) return 'trainer';
  if (['chatlist', 'message', 'support'].includes(screenName)) return 'messages';
  if (['live', 'livecalendar', 'event'].includes(screenName)) return 'live';
  return 'article';
}

const SHAPES: Record<TodayPicture, { background: string; body: ReactNode }> = {
  workout: {
    background: '#e6f4ef',
    body: (
      <g fill="#1b6b58">
        <rect x="40" y="52" width="80" height="8" rx="4" />
        <rect x="28" y="38" width="14" height="36" rx="4" />
        <rect x="118" y="38" width="14" height="36" rx="4" />
      </g>
    ),
  },
  meals: {
    background: '#fff1e0',
    body: (
      <g>
        <circle cx="80" cy="56" r="30" fill="#fff" stroke="#8a5200" strokeWidth="4" />
        <circle cx="70" cy="50" r="8" fill="#e0673f" />
        <circle cx="90" cy="62" r="7" fill="#4f9a3a" />
        <rect x="34" y="30" width="4" height="52" rx="2" fill="#8a5200" />
        <rect x="122" y="30" width="4" height="52" rx="2" fill="#8a5200" />
      </g>
    ),
  },
  live: {
    background: '#fde7ef',
    body: (
      <g>
        <rect x="40" y="30" width="64" height="48" rx="6" fill="#b0235f" />
        <path d="M104 46 L128 34 V74 L104 62 Z" fill="#b0235f" />
        <circle cx="56" cy="42" r="5" fill="#fff" />
      </g>
    ),
  },
  messages: {
    background: '#e8eefc',
    body: (
      <g>
        <path d="M30 30 H110 V72 H60 L44 86 V72 H30 Z" fill="#2f55b5" />
        <path
          d="M70 46 H130 V84 H122 V96 L108 84 H70 Z"
          fill="#fff"
          stroke="#2f55b5"
          strokeWidth="4"
        />
      </g>
    ),
  },
  audio: {
    background: '#efe8fb',
    body: (
      <g fill="#5b3a9e">
        <path d="M52 36 A28 28 0 0 1 108 36 V66 H98 V40 A18 18 0 0 0 62 40 V66 H52 Z" />
        <rect x="44" y="56" width="20" height="28" rx="6" />
        <rect x="96" y="56" width="20" height="28" rx="6" />
      </g>
    ),
  },
  programme: {
    background: '#e6f4ef',
    body: (
      <g>
        <rect
          x="38"
          y="24"
          width="84"
          height="64"
          rx="6"
          fill="#fff"
          stroke="#1b6b58"
          strokeWidth="4"
        />
        <rect x="38" y="24" width="84" height="16" rx="6" fill="#1b6b58" />
        <g fill="#1b6b58">
          <rect x="50" y="50" width="12" height="10" rx="2" />
          <rect x="74" y="50" width="12" height="10" rx="2" />
          <rect x="98" y="50" width="12" height="10" rx="2" />
          <rect x="50" y="68" width="12" height="10" rx="2" />
        </g>
      </g>
    ),
  },
  community: {
    background: '#fde7ef',
    body: (
      <g fill="#b0235f">
        <circle cx="58" cy="44" r="12" />
        <circle cx="102" cy="44" r="12" />
        <circle cx="80" cy="38" r="14" />
        <path d="M36 86 C36 66 80 60 80 60 C80 60 124 66 124 86 Z" />
      </g>
    ),
  },
  trainer: {
    background: '#fff1e0',
    body: (
      <g fill="#8a5200">
        <circle cx="80" cy="36" r="14" />
        <path d="M54 92 C54 64 106 64 106 92 Z" />
        <rect x="112" y="30" width="6" height="24" rx="3" />
        <rect x="104" y="38" width="22" height="8" rx="3" />
      </g>
    ),
  },
  article: {
    background: '#eef1f4',
    body: (
      <g>
        <rect
          x="44"
          y="20"
          width="72"
          height="72"
          rx="4"
          fill="#fff"
          stroke="#3d4b5c"
          strokeWidth="4"
        />
        <g fill="#3d4b5c">
          <rect x="54" y="32" width="52" height="8" rx="2" />
          <rect x="54" y="48" width="52" height="4" rx="2" />
          <rect x="54" y="58" width="52" height="4" rx="2" />
          <rect x="54" y="68" width="36" height="4" rx="2" />
        </g>
      </g>
    ),
  },
  streak: {
    background: '#fff6d6',
    body: (
      <g fill="#c25e00">
        <path d="M80 20 C96 44 112 56 104 80 C98 96 62 96 56 80 C50 64 66 58 70 44 C76 54 82 56 80 20 Z" />
      </g>
    ),
  },
};

export function TodayIllustration({
  picture,
  className = 'today-card__image',
}: {
  picture: TodayPicture;
  className?: string;
}) {
  const shape = SHAPES[picture];
  return (
    <svg
      className={className}
      viewBox="0 0 160 110"
      width={160}
      height={110}
      aria-hidden="true"
      focusable="false"
      data-picture={picture}
    >
      <rect width="160" height="110" fill={shape.background} />
      {shape.body}
    </svg>
  );
}

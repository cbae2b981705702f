import type { ReactNode } from 'react';

/**
 * Small pictures drawn for the Today cards that have no content image of their own (never the
 * logo as a stand-in). Decorative: each card's heading names it.
 */
export type TodayPicture = 'workout' | 'meals' | 'live' | 'messages' | 'streak';

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
  streak: {
    background: '#fff6d6',
    body: (
      <g fill="#c25e00">
        <path d="M80 20 C96 44 112 56 104 80 C98 96 62 96 56 80 C50 64 66 58 70 44 C76 54 82 56 80 20 Z" />
      </g>
    ),
  },
};

export function TodayIllustration({ picture }: { picture: TodayPicture }) {
  const shape = SHAPES[picture];
  return (
    <svg
      className="today-card__image"
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

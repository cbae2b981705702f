/** Membership tiers and their access levels (spec 1 §6). */
export const TIERS = ['Free', 'Premium', 'Expert', 'Ambassador'] as const;
export type Tier = (typeof TIERS)[number];
export type TierLevel = 1 | 2 | 3 | 4;

/** Reads a type from the server (a level number or a label) as an access level; default Free. */
export function tierLevel(type: unknown): TierLevel {
  const number = Number(type);
  if (number === 1 || number === 2 || number === 3 || number === 4) return number;
  if (typeof type === 'string') {
    const index = TIERS.findIndex((tier) => tier.toLowerCase() === type.trim().toLowerCase());
    if (index >= 0) return (index + 1) as TierLevel;
  }
  return 1;
}

export function tierName(level: TierLevel): Tier {
  return TIERS[level - 1];
}

export function isPaidTier(level: TierLevel): boolean {
  return level > 1;
}

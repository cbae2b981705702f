/** Membership tiers and their access levels (spec 1 §6). */
export const TIERS = ['Free', 'Premium', 'Expert', 'Ambassador'] as const;
export type Tier = (typeof TIERS)[number];
export type TierLevel = 1 | 2 | 3 | 4;

/** Reads a type from the server (a level number or a label) as an access level; null when unreadable. */
export function readTierLevel(type: unknown): TierLevel | null {
  if (typeof type === 'number' || (typeof type === 'string' && /^\s*\d+\s*$/.test(type))) {
    const number = Number(type);
    if (number === 1 || number === 2 || number === 3 || number === 4) return number;
    return null;
  }
  if (typeof type === 'string') {
    const index = TIERS.findIndex((tier) => tier.toLowerCase() === type.trim().toLowerCase());
    if (index >= 0) return (index + 1) as TierLevel;
  }
  return null;
}

const TIER_BY_LEVEL: Record<TierLevel, Tier> = {
  1: 'Free',
  2: 'Premium',
  3: 'Expert',
  4: 'Ambassador',
};

export function tierName(level: TierLevel): Tier {
  return TIER_BY_LEVEL[level];
}

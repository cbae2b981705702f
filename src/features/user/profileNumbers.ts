/** Profile number mappings of spec 1 §3, as pure functions. */

export function genderNumber(gender: string | null | undefined): 0 | 1 | 2 {
  const value = (gender ?? '').trim().toLowerCase();
  if (value === 'male') return 0;
  if (value === 'other') return 2;
  return 1;
}

export function ageBucketNumber(bucket: string | null | undefined): 0 | 1 | 2 {
  const value = (bucket ?? '').trim();
  if (value === '<21') return 0;
  if (value === '40>') return 2;
  return 1;
}

export function activityLevelNumber(level: string | null | undefined): 0 | 1 | 2 {
  const value = (level ?? '').trim().toLowerCase();
  if (value === 'beginner') return 0;
  if (value === 'advanced') return 2;
  return 1;
}

export function weightGoalNumber(goal: string | null | undefined): 0 | 1 | 2 {
  const value = (goal ?? '').trim().toLowerCase();
  if (value === 'lose') return 0;
  if (value === 'gain') return 2;
  return 1;
}

/** Trimester 1 to 3 maps to 0 to 2; anything else is null. */
export function trimesterNumber(trimester: number | string | null | undefined): 0 | 1 | 2 | null {
  const value = Number(trimester);
  if (value === 1 || value === 2 || value === 3) return (value - 1) as 0 | 1 | 2;
  return null;
}

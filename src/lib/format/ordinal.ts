/** Spec 1 §9: th for 4 to 20, otherwise st, nd, rd by last digit (and th for 0 and 5-9). */
export function ordinalSuffix(n: number): string {
  const value = Math.abs(Math.trunc(n));
  const lastTwo = value % 100;
  if (lastTwo >= 4 && lastTwo <= 20) return 'th';
  switch (value % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

export function ordinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}

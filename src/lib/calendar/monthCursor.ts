/**
 * The day a month grid's keyboard cursor stands on. It stays in the month shown: the day last
 * moved to when it is in that month, otherwise today when the month is the current one,
 * otherwise the month's 1st (a month changed by its buttons). Dates are YYYY-MM-DD, months YYYY-MM.
 */
export function activeDay(focused: string, today: string, month: string): string {
  if (focused.startsWith(month)) return focused;
  if (today.startsWith(month)) return today;
  return `${month}-01`;
}

/** The month (YYYY-MM) a day moved to belongs to, or null when it is in the month shown. */
export function monthToShow(date: string, month: string): string | null {
  return date.startsWith(month) ? null : date.slice(0, 7);
}

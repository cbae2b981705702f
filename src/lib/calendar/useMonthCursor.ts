import { useState } from 'react';
import { activeDay, monthToShow } from './monthCursor';

/**
 * A month grid's keyboard cursor: the active day, and a move that follows the cursor into
 * the next or previous month (through `goToMonth`) when the arrow keys leave the month shown.
 */
export function useMonthCursor(
  month: string,
  today: string,
  goToMonth: (month: string) => void,
): { activeDate: string; move: (date: string) => void } {
  const [focused, setFocused] = useState(today);
  const move = (date: string) => {
    setFocused(date);
    const next = monthToShow(date, month);
    if (next) goToMonth(next);
  };
  return { activeDate: activeDay(focused, today, month), move };
}

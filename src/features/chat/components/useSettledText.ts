import { useEffect, useState } from 'react';

/** Text typed into a search box, once the typing has paused for `delayMs` (at once when 0). */
export function useSettledText(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (settled === value) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}

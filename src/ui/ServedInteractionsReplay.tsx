import { useEffect } from 'react';
import { replayServedInteractions } from '@/lib/servedInteractions';

/** Placed once in a page's tree: what the visitor did before the takeover happens after it. */
export function ServedInteractionsReplay() {
  useEffect(() => replayServedInteractions(), []);
  return null;
}

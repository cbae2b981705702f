import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Changes the address's query in place: set a name to a value, or '' / null to remove it. */
export type AddressParamsChange = Record<string, string | null>;

/**
 * The address's query (a list's search, tab and filters), changed in place (replace, so Back
 * leaves the page). Unlike React Router's own setter, whose update starts from the address of the
 * last render, each change here starts from the last one asked for: a search that settles just
 * after a tab click, before the page has rendered the tab, keeps the tab.
 */
export function useAddressParams(): [URLSearchParams, (change: AddressParamsChange) => void] {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  /** The query last asked for, until the address moves on without it (Back, a link). */
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current !== shown) asked.current = null;
  }, [shown]);
  const change = useCallback(
    (next: AddressParamsChange) => {
      const query = new URLSearchParams(asked.current ?? shown);
      for (const [name, value] of Object.entries(next)) {
        if (value) query.set(name, value);
        else query.delete(name);
      }
      asked.current = query.toString();
      setParams(query, { replace: true });
    },
    [shown, setParams],
  );
  return [params, change];
}

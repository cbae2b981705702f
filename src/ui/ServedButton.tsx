import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/useHydrated';

/**
 * A button on a page that may be served as HTML before the app runs (the prerendered landing
 * pages and /login): it needs the app's code, so until the app has taken the page over it is
 * marked unavailable, and a tap never silently does nothing (nor sends its form as a plain page
 * request).
 */
export function ServedButton({
  onClick,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return (
    <button
      {...props}
      type={hydrated ? type : 'button'}
      aria-disabled={hydrated ? props['aria-disabled'] : true}
      onClick={hydrated ? onClick : undefined}
    />
  );
}

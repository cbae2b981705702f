import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/useHydrated';

/**
 * A button on a page that may be served as HTML before its code runs (the prerendered landing
 * pages and /login). Until the code has taken the page over, a tap on it is held by the served
 * page's boot script and done once it has (lib/servedInteractions), so the button is offered as
 * it is; it is a plain button until then, so it never sends its form as a page request.
 */
export function ServedButton({
  onClick,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return <button {...props} type={hydrated ? type : 'button'} onClick={onClick} />;
}

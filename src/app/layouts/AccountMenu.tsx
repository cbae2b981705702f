import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The header's account menu (a disclosure): it closes once the member has chosen where to go,
 * on Escape (focus back on its button) and on a press anywhere else, as a menu does.
 */
export function AccountMenu({ children }: { children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const pressed = (event: PointerEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const escape = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', pressed);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', pressed);
      document.removeEventListener('keydown', escape);
    };
  }, []);

  return (
    <details ref={menu} className="account-menu">
      {children}
    </details>
  );
}

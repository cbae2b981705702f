import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

function close(details: HTMLDetailsElement | null): void {
  if (details) details.open = false;
}

/**
 * A menu made of a disclosure (<details>): it closes once the member has chosen where to go, on
 * Escape (focus back on its button) and on a press anywhere else, as a menu does.
 */
export function useMenuDisclosure(menu: RefObject<HTMLDetailsElement | null>): void {
  const { pathname } = useLocation();

  useEffect(() => close(menu.current), [menu, pathname]);

  useEffect(() => {
    const pressed = (event: PointerEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) close(details);
    };
    const escape = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== 'Escape' || !details?.open) return;
      close(details);
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', pressed);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', pressed);
      document.removeEventListener('keydown', escape);
    };
  }, [menu]);
}

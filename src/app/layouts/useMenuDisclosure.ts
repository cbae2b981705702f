import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A menu made of a disclosure (<details>): it closes once the member has chosen where to go, on
 * Escape (focus back on its button) and on a press anywhere else, as a menu does.
 */
export function useMenuDisclosure(menu: RefObject<HTMLDetailsElement | null>): void {
  const { pathname } = useLocation();

  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [menu, pathname]);

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
  }, [menu]);
}

import { useRef, type ReactNode } from 'react';
import { useMenuDisclosure } from './useMenuDisclosure';

/** The header's account menu: a disclosure that behaves as a menu (useMenuDisclosure). */
export function AccountMenu({ children }: { children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  useMenuDisclosure(menu);
  return (
    <details ref={menu} className="account-menu">
      {children}
    </details>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { useCurrentPopup } from './popupStore';

const loadPopupDialog = () => import('./PopupDialog');
const PopupDialog = lazy(loadPopupDialog);

/**
 * Renders the first popup of the shared queue. The dialog's code is not needed for a page's first
 * render: it is fetched when the browser is idle, so a popup still shows at once, and offline.
 */
export function PopupHost() {
  const popup = useCurrentPopup();
  useEffect(() => {
    const idle =
      window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(() => void loadPopupDialog());
  }, []);
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog key={popup.id} popup={popup} />
    </Suspense>
  );
}

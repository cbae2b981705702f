import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { local, storageKeys } from '@/lib/storage';
import { findAnchor, TOUR_STEPS, type TourStep } from './steps';
import { presentSteps, screenBusy } from './model';
import './tour.css';

/** Changes that can open or close a dialog, drawer or menu. */
const WATCHED = {
  subtree: true,
  childList: true,
  attributes: true,
  attributeFilter: ['open', 'aria-expanded', 'aria-modal', 'role'],
};

/** Where focus goes when the tour ends: back where it was, else the page's heading. */
function returnFocus(previous: Element | null) {
  if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) {
    previous.focus({ preventScroll: true });
    return;
  }
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * The onboarding tooltip tour: Back, Next and Skip all; shown once. It waits until no dialog,
 * drawer or menu is open, and steps aside while one opens, so it never takes focus from one nor
 * sits under a click meant for it. Only the steps whose control is on the screen are shown.
 */
export default function Tour({ onDone }: { onDone: () => void }) {
  const [busy, setBusy] = useState(true);
  const [steps, setSteps] = useState<TourStep[] | null>(null);
  const [index, setIndex] = useState(0);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  const previousFocus = useRef<Element | null>(null);
  const step = steps?.[index];
  const count = steps?.length ?? 0;
  const last = index === count - 1;
  const shown = !busy && step !== undefined;

  const finish = () => {
    local.set(storageKeys.tourDone, '1');
    if (card.current?.contains(document.activeElement)) returnFocus(previousFocus.current);
    onDone();
  };
  const finishRef = useRef(finish);
  useLayoutEffect(() => {
    finishRef.current = finish;
  });

  // Watch the page: the tour starts (and shows) only while nothing else is open.
  useEffect(() => {
    const check = () => {
      if (screenBusy(document)) {
        setBusy(true);
        return;
      }
      setBusy(false);
      setSteps((current) => current ?? presentSteps(TOUR_STEPS, document));
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, WATCHED);
    const first = window.setTimeout(check, 0);
    return () => {
      observer.disconnect();
      window.clearTimeout(first);
    };
  }, []);

  // No step has its control on this screen: nothing to show.
  useEffect(() => {
    if (steps && steps.length === 0) finishRef.current();
  }, [steps]);

  useLayoutEffect(() => {
    if (!shown) return;
    const anchor = findAnchor(step, document);
    if (!anchor) return;
    anchor.setAttribute('data-tour-active', 'true');
    const rect = anchor.getBoundingClientRect();
    const width = Math.min(320, window.innerWidth - 16);
    const left = Math.min(
      Math.max(8, rect.left + rect.width / 2 - width / 2),
      window.innerWidth - width - 8,
    );
    // Measured before paint, then placed: the state a layout effect exists to set.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPosition({ top: rect.bottom + 10, left });
    return () => anchor.removeAttribute('data-tour-active');
  }, [shown, step]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Only an Escape meant for the tour: one that closes a drawer is not (its focus is elsewhere).
      if (event.key !== 'Escape' || !card.current) return;
      const active = document.activeElement;
      if (card.current.contains(active) || active === document.body) finishRef.current();
    };
    // Capture phase: the tour hears the key before a drawer's own handler closes the drawer and
    // the tour appears in its place.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  // Focus moves to the tour when it starts and with each step, never out of something open.
  useEffect(() => {
    if (!shown) return;
    const active = document.activeElement;
    if (card.current?.contains(active)) {
      card.current
        .querySelector<HTMLButtonElement>('[data-primary]')
        ?.focus({ preventScroll: true });
      return;
    }
    if (
      active &&
      active !== document.body &&
      active.closest('dialog, [role="dialog"], details, [role="menu"]')
    )
      return;
    previousFocus.current = active;
    card.current
      ?.querySelector<HTMLButtonElement>('[data-primary]')
      ?.focus({ preventScroll: true });
  }, [shown, index]);

  if (!shown) return null;

  return (
    <div
      ref={card}
      className={`tour${position ? '' : ' tour--floating'}`}
      style={position ? { top: position.top, left: position.left } : undefined}
      role="dialog"
      aria-labelledby={titleId}
    >
      <p className="tour__count">
        Step {index + 1} of {count}
      </p>
      <h2 id={titleId} className="tour__title">
        {step.title}
      </h2>
      <p className="tour__text">{step.text}</p>
      <div className="tour__actions">
        <button type="button" className="button button--ghost tour__button" onClick={finish}>
          Skip all
        </button>
        {index > 0 ? (
          <button
            type="button"
            className="button button--secondary tour__button"
            onClick={() => setIndex(index - 1)}
          >
            Back
          </button>
        ) : null}
        <button
          type="button"
          data-primary
          className="button button--primary tour__button"
          onClick={() => (last ? finish() : setIndex(index + 1))}
        >
          {last ? 'Finish' : 'Next'}
        </button>
      </div>
    </div>
  );
}

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { local, storageKeys } from '@/lib/storage';
import { findAnchor, TOUR_STEPS } from './steps';
import './tour.css';

/** The onboarding tooltip tour: five steps with Back, Next and Skip all; shown once. */
export default function Tour({ onDone }: { onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  const step = TOUR_STEPS[index] ?? TOUR_STEPS[0];
  const last = index === TOUR_STEPS.length - 1;

  const finish = () => {
    local.set(storageKeys.tourDone, '1');
    onDone();
  };

  useLayoutEffect(() => {
    const anchor = findAnchor(step);
    if (!anchor) {
      setPosition(null);
      return;
    }
    anchor.setAttribute('data-tour-active', 'true');
    const rect = anchor.getBoundingClientRect();
    const width = Math.min(320, window.innerWidth - 16);
    const left = Math.min(
      Math.max(8, rect.left + rect.width / 2 - width / 2),
      window.innerWidth - width - 8,
    );
    setPosition({ top: rect.bottom + 10, left });
    return () => anchor.removeAttribute('data-tour-active');
  }, [step]);

  const finishRef = useRef(finish);
  finishRef.current = finish;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[aria-modal="true"]'))
        finishRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    card.current
      ?.querySelector<HTMLButtonElement>('[data-primary]')
      ?.focus({ preventScroll: true });
  }, [index]);

  return (
    <div
      ref={card}
      className={`tour${position ? '' : ' tour--floating'}`}
      style={position ? { top: position.top, left: position.left } : undefined}
      role="dialog"
      aria-labelledby={titleId}
    >
      <p className="tour__count">
        Step {index + 1} of {TOUR_STEPS.length}
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

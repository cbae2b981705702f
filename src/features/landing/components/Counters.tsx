import { useEffect, useRef } from 'react';
import type { Counters as CounterValues } from '../model';

const DURATION_MS = 1200;

/**
 * Counts the numbers up from 0 once they scroll into view. The frames write the text directly,
 * not through React state, so the animation costs no re-renders. With reduced motion, or
 * without IntersectionObserver, the final numbers simply stay.
 */
function useCountUp(): React.RefObject<HTMLDListElement | null> {
  const ref = useRef<HTMLDListElement>(null);

  useEffect(() => {
    const element = ref.current;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!element || reduced || typeof IntersectionObserver === 'undefined') return;
    const outputs = [...element.querySelectorAll<HTMLElement>('[data-count]')];
    const finals = outputs.map((output) => Number(output.dataset.count));
    let frame = 0;
    const show = (fraction: number) =>
      outputs.forEach((output, index) => {
        output.textContent = `${Math.round((finals[index] ?? 0) * fraction)}+`;
      });
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / DURATION_MS);
        show(1 - (1 - progress) ** 3);
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      show(1);
    };
  }, []);

  return ref;
}

/** Workouts, recipes and mindset counters (defaults 1600, 800, 150); a tier shows only what it has. */
export function Counters({ counters }: { counters: CounterValues }) {
  const items = [
    { label: 'workouts', value: counters.workouts },
    { label: 'recipes', value: counters.recipes },
    { label: 'mindset sessions', value: counters.mindset },
  ].filter((item): item is { label: string; value: number } => item.value !== undefined);
  const ref = useCountUp();
  return (
    <section className="landing-counters" aria-label="What you get">
      <dl className="landing-container landing-counters__list" ref={ref}>
        {items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>
              <span aria-hidden="true" data-count={item.value}>
                {item.value}+
              </span>
              <span className="visually-hidden">{item.value}+</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

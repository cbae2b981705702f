import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import './carousel.css';

/**
 * A light carousel on CSS scroll snap: swipe, scroll or use the arrow buttons. Slides per view
 * come from the preset's breakpoints (carousel.css):
 * - default: 4, 3 at 1040 px, 2 at 767 px, 1 at 490 px (spec 1 §2);
 * - plans: 3, 2 under 992 px, 1 under 768 px (spec 3 §9);
 * - trainers: 5, 3 at 1140 px, 2 at 768 px, 1 at 540 px (spec 3 §9).
 */
export type CarouselPreset = 'default' | 'plans' | 'trainers';

interface CarouselProps {
  label: string;
  preset?: CarouselPreset;
  /** A slide that must be in view when the carousel first shows (a preselected plan). */
  startIndex?: number;
  children: ReactNode;
}

export function Carousel({ label, preset = 'default', startIndex = 0, children }: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const slides = Children.toArray(children);

  const update = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const start = element.scrollLeft <= 2;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
    setEdges((previous) =>
      previous.start === start && previous.end === end ? previous : { start, end },
    );
  }, []);

  // The arrows follow the track's size; a ResizeObserver reports it after layout, so showing a
  // carousel never forces the browser to lay the page out early.
  // The start slide is brought into view, without animating, the first time the track has a
  // size: a section laid out only as it nears the screen (content-visibility) gets it then.
  const startPending = useRef(startIndex > 0);
  useEffect(() => {
    const element = track.current;
    if (!element || typeof ResizeObserver === 'undefined') {
      update();
      return;
    }
    const observer = new ResizeObserver(() => {
      if (startPending.current && element.clientWidth > 0) {
        startPending.current = false;
        const slide = element.children[startIndex] as HTMLElement | undefined;
        if (
          slide &&
          slide.offsetLeft - element.offsetLeft + slide.offsetWidth >
            element.scrollLeft + element.clientWidth
        ) {
          element.scrollTo({ left: slide.offsetLeft - element.offsetLeft, behavior: 'instant' });
        }
      }
      update();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [update, slides.length, startIndex]);

  const move = (direction: 1 | -1) => {
    const element = track.current;
    const slide = element?.firstElementChild as HTMLElement | null;
    if (!element || !slide) return;
    const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
    // Smooth, unless the member asked their device for less motion.
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: direction * (slide.offsetWidth + gap),
      behavior: still ? 'auto' : 'smooth',
    });
  };

  return (
    <div
      className={`carousel carousel--${preset}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {/* The track is a Tab stop while it scrolls, so that the arrow keys scroll it (WAI-ARIA
          carousel pattern; axe scrollable-region-focusable). */}
      <div
        className="carousel__track"
        ref={track}
        onScroll={update}
        role="group"
        aria-label={`${label}, slides`}
        tabIndex={edges.start && edges.end ? -1 : 0}
      >
        {slides.map((slide, index) => (
          <div
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            key={index}
          >
            {slide}
          </div>
        ))}
      </div>
      {edges.start && edges.end ? null : (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__arrow"
            aria-label="Previous"
            disabled={edges.start}
            onClick={() => move(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="carousel__arrow"
            aria-label="Next"
            disabled={edges.end}
            onClick={() => move(1)}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}

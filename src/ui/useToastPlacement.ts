import { useLayoutEffect, type RefObject } from 'react';

const meets = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const overlap = (a: DOMRect, b: DOMRect) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * Keeps the toasts clear of the control that has the keyboard focus. They come down 70 px from
 * the top (spec 1); when there they would cover the focused control (on a phone, a button just
 * below the header), they sit at the bottom instead, above the tab bar (`data-edge="bottom"`),
 * and go back up once the focus moves clear. Checked while toasts are shown: when one comes or
 * goes, when the focus moves, and when the page scrolls or resizes.
 */
export function useToastPlacement(stack: RefObject<HTMLElement | null>, count: number) {
  // Before the new toast paints, so it never shows over the control even for a frame.
  useLayoutEffect(() => {
    const node = stack.current;
    if (!node || !count) return;
    const place = () => {
      const focused = document.activeElement;
      node.removeAttribute('data-edge');
      if (!(focused instanceof HTMLElement) || focused === document.body) return;
      if (node.contains(focused)) return;
      const control = focused.getBoundingClientRect();
      const atTop = node.getBoundingClientRect();
      if (!meets(atTop, control)) return;
      node.setAttribute('data-edge', 'bottom');
      const atBottom = node.getBoundingClientRect();
      if (meets(atBottom, control) && overlap(atBottom, control) >= overlap(atTop, control))
        node.removeAttribute('data-edge');
    };
    let frame = 0;
    const soon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    place();
    document.addEventListener('focusin', place);
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', place);
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      node.removeAttribute('data-edge');
    };
  }, [stack, count]);
}

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { LONG_PRESS_MS } from '../model';

/**
 * A press held for about a second (spec 3 §9: 1000 ms). The click that ends a long press does
 * not follow the link; moving the pointer more than a few pixels (a scroll) cancels it.
 */
export function useLongPress(onLongPress: () => void, enabled: boolean, delay = LONG_PRESS_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fired = useRef(false);
  const origin = useRef({ x: 0, y: 0 });
  const callback = useRef(onLongPress);
  useLayoutEffect(() => {
    callback.current = onLongPress;
  });

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => clear, [clear]);

  return useMemo(() => {
    if (!enabled) return {};
    return {
      onPointerDown(event: PointerEvent) {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        fired.current = false;
        origin.current = { x: event.clientX, y: event.clientY };
        clear();
        timer.current = setTimeout(() => {
          timer.current = null;
          fired.current = true;
          navigator.vibrate?.(15);
          callback.current();
        }, delay);
      },
      onPointerMove(event: PointerEvent) {
        if (!timer.current) return;
        if (
          Math.abs(event.clientX - origin.current.x) > 8 ||
          Math.abs(event.clientY - origin.current.y) > 8
        )
          clear();
      },
      onPointerUp: clear,
      onPointerLeave: clear,
      onPointerCancel: clear,
      onClick(event: MouseEvent) {
        if (fired.current) {
          event.preventDefault();
          fired.current = false;
        }
      },
      onContextMenu(event: MouseEvent) {
        // Touch screens open their own menu on a long press; ours replaces it.
        if (timer.current || fired.current) event.preventDefault();
      },
    };
  }, [enabled, delay, clear]);
}

import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';

/**
 * A small windowing list: only the rows in (and just around) the viewport are in the page.
 * Rows have a fixed height (the estimate is exact, nothing is measured) or are measured once
 * shown (ResizeObserver) and kept in a size cache. The first visible row stays put when rows
 * above it change (older messages prepended, a chat moved to the top, a picture loading); with
 * anchor 'bottom' the list starts at the end and follows new rows while it is there.
 * Scrolling re-renders only when the window of rows changes.
 */

export interface VirtualListHandle {
  scrollToBottom(): void;
  scrollToTop(): void;
  element(): HTMLDivElement | null;
}

export interface VirtualListProps<T> {
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  /** The height of a row before it is measured (or always, with fixedSize). */
  estimateSize: (item: T, index: number) => number;
  /** Every row is exactly estimateSize high: nothing is measured. */
  fixedSize?: boolean;
  renderItem: (item: T, index: number) => ReactNode;
  /** Pixels rendered above and below the viewport. */
  overscan?: number;
  anchor?: 'top' | 'bottom';
  /** Scroll position to start at (anchor 'top'). */
  initialScrollTop?: number;
  /** Measured heights by key, kept by the caller so a list opened again lays out at once. */
  sizeCache?: Map<string, number>;
  onStartReached?: () => void;
  onEndReached?: () => void;
  /** Distance from an edge, in pixels, that counts as reaching it. */
  edgeThreshold?: number;
  onScrollChange?: (scrollTop: number, atBottom: boolean) => void;
  /** Called once, after the first rows are in the page (for performance marks). */
  onFirstRows?: () => void;
  className?: string;
  listLabel: string;
  /** Names the scrolling region (and makes it focusable, so it scrolls with the keyboard). */
  scrollerLabel?: string;
}

interface Layout {
  count: number;
  total: number;
  offset: (index: number) => number;
  size: (index: number) => number;
  /** Index of the row at a vertical position (clamped). */
  indexAt: (y: number) => number;
  keyAt: (index: number) => string;
  indexOfKey: (key: string) => number;
}

/** Keys of the items, and where each key is (built once per list of items, on demand). */
interface KeyTable {
  keys: string[];
  indexOf: (key: string) => number;
}

function buildKeys<T>(items: readonly T[], itemKey: (item: T, index: number) => string): KeyTable {
  const count = items.length;
  const keys: string[] = new Array(count);
  items.forEach((item, index) => {
    keys[index] = itemKey(item, index);
  });
  let positions: Map<string, number> | null = null;
  return {
    keys,
    indexOf: (key) => {
      if (!positions) {
        positions = new Map();
        const table = positions;
        keys.forEach((key, index) => table.set(key, index));
      }
      return positions.get(key) ?? -1;
    },
  };
}

function buildLayout<T>(
  items: readonly T[],
  table: KeyTable,
  estimateSize: (item: T, index: number) => number,
  fixedSize: boolean,
  sizes: Map<string, number>,
): Layout {
  const count = items.length;
  const { keys } = table;
  const keyAt = (index: number) => keys[index] ?? '';

  if (fixedSize) {
    const first = items[0];
    const rowSize = first !== undefined ? estimateSize(first, 0) : 0;
    return {
      count,
      total: rowSize * count,
      offset: (index) => index * rowSize,
      size: () => rowSize,
      indexAt: (y) =>
        rowSize && count ? Math.min(count - 1, Math.max(0, Math.floor(y / rowSize))) : 0,
      keyAt,
      indexOfKey: table.indexOf,
    };
  }

  const offsets = new Float64Array(count + 1);
  items.forEach((item, index) => {
    const measured = sizes.get(keys[index] ?? '');
    offsets[index + 1] = (offsets[index] ?? 0) + (measured ?? estimateSize(item, index));
  });
  return {
    count,
    total: offsets[count] ?? 0,
    offset: (index) => offsets[index] ?? 0,
    size: (index) => (offsets[index + 1] ?? 0) - (offsets[index] ?? 0),
    indexAt: (y) => {
      if (count === 0) return 0;
      let low = 0;
      let high = count - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if ((offsets[middle] ?? 0) <= y) low = middle;
        else high = middle - 1;
      }
      return low;
    },
    keyAt,
    indexOfKey: table.indexOf,
  };
}

function windowOf(
  layout: Layout,
  top: number,
  padTop: number,
  viewport: number,
  overscan: number,
): [number, number] {
  if (!layout.count) return [0, -1];
  return [
    layout.indexAt(Math.max(0, top - padTop - overscan)),
    layout.indexAt(Math.max(0, top - padTop + viewport + overscan)),
  ];
}

function VirtualListInner<T>(
  props: VirtualListProps<T>,
  ref: React.ForwardedRef<VirtualListHandle>,
) {
  const {
    items,
    itemKey,
    estimateSize,
    fixedSize = false,
    renderItem,
    overscan = 480,
    anchor = 'top',
    initialScrollTop = 0,
    sizeCache,
    onStartReached,
    onEndReached,
    edgeThreshold = 600,
    onScrollChange,
    onFirstRows,
    className,
    listLabel,
    scrollerLabel,
  } = props;

  const scrollerRef = useRef<HTMLDivElement>(null);
  const ownSizes = useRef<Map<string, number>>(new Map());
  const sizes = sizeCache ?? ownSizes.current;
  const [measureVersion, bumpMeasure] = useReducer((value: number) => value + 1, 0);
  const [, rerender] = useReducer((value: number) => value + 1, 0);
  const [viewport, setViewport] = useState(() =>
    typeof window === 'undefined' ? 800 : Math.max(200, window.innerHeight - 220),
  );
  const scrollTopRef = useRef(anchor === 'top' ? initialScrollTop : 0);

  const table = useMemo(() => buildKeys(items, itemKey), [items, itemKey]);
  const layout = useMemo(
    () => buildLayout(items, table, estimateSize, fixedSize, sizes),
    // measureVersion: laid out again when a row's measured height changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, table, estimateSize, fixedSize, sizes, measureVersion],
  );

  // Rows with anchor 'bottom' sit at the end when they do not fill the viewport.
  const padTop = anchor === 'bottom' ? Math.max(0, viewport - layout.total) : 0;
  const innerHeight = layout.total + padTop;

  const live = useRef({
    layout,
    padTop,
    viewport,
    innerHeight,
    overscan,
    onStartReached,
    onEndReached,
    onScrollChange,
    edgeThreshold,
  });
  live.current = {
    layout,
    padTop,
    viewport,
    innerHeight,
    overscan,
    onStartReached,
    onEndReached,
    onScrollChange,
    edgeThreshold,
  };

  /** The first visible row and how far the viewport top is below its top. */
  const anchorRef = useRef<{ key: string; delta: number } | null>(null);
  const atBottomRef = useRef(anchor === 'bottom');
  const atTopRef = useRef(initialScrollTop <= 0);
  const initialisedRef = useRef(false);
  const firstRowsRef = useRef(false);
  const renderedRef = useRef<[number, number]>([0, -1]);

  const rememberAnchor = useCallback((top: number) => {
    const { layout: current, padTop: pad } = live.current;
    if (!current.count) {
      anchorRef.current = null;
      return;
    }
    const y = Math.max(0, top - pad);
    const index = current.indexAt(y);
    anchorRef.current = { key: current.keyAt(index), delta: y - current.offset(index) };
  }, []);

  /** Infinite loading in either direction. */
  const checkEdges = useCallback(() => {
    const state = live.current;
    if (!state.layout.count || !initialisedRef.current) return;
    const top = scrollTopRef.current;
    if (state.onEndReached && state.innerHeight - (top + state.viewport) < state.edgeThreshold)
      state.onEndReached();
    if (state.onStartReached && top < state.edgeThreshold) state.onStartReached();
  }, []);

  // Keep the view steady (or at the bottom) after the layout changes.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    if (!initialisedRef.current) {
      if (!layout.count) return;
      initialisedRef.current = true;
      if (anchor === 'bottom') scroller.scrollTop = innerHeight;
      else if (initialScrollTop > 0) scroller.scrollTop = initialScrollTop;
    } else if (anchor === 'bottom' && atBottomRef.current) {
      const bottom = innerHeight - scroller.clientHeight;
      if (Math.abs(scroller.scrollTop - bottom) > 1) scroller.scrollTop = bottom;
    } else if (anchor === 'top' && atTopRef.current) {
      if (scroller.scrollTop !== 0) scroller.scrollTop = 0;
    } else if (anchorRef.current) {
      const index = layout.indexOfKey(anchorRef.current.key);
      if (index >= 0) {
        const wanted = padTop + layout.offset(index) + anchorRef.current.delta;
        if (Math.abs(wanted - scroller.scrollTop) > 1) scroller.scrollTop = wanted;
      }
    }
    const top = scroller.scrollTop;
    const moved = top !== scrollTopRef.current;
    scrollTopRef.current = top;
    rememberAnchor(top);
    const [start, end] = windowOf(layout, top, padTop, viewport, overscan);
    if (moved || start !== renderedRef.current[0] || end !== renderedRef.current[1]) rerender();
    // Runs after every layout change; the scroll position is read from the element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout, padTop]);

  useEffect(() => {
    checkEdges();
  }, [layout, viewport, checkEdges]);

  // Viewport height.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    setViewport(scroller.clientHeight || window.innerHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const height = scroller.clientHeight;
      setViewport((previous) => (previous === height ? previous : height));
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  // Measuring rows.
  const rowObserver = useMemo(() => {
    if (fixedSize || typeof ResizeObserver === 'undefined') return null;
    return new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        const key = element.dataset.key;
        if (!key || !element.isConnected) continue;
        const height =
          entry.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
        if (!height) continue;
        if (Math.abs((sizes.get(key) ?? -1) - height) > 0.5) {
          sizes.set(key, height);
          changed = true;
        }
      }
      // Laid out again before the browser paints, so rows never overlap on screen.
      if (changed) flushSync(() => bumpMeasure());
    });
  }, [fixedSize, sizes]);
  useEffect(() => () => rowObserver?.disconnect(), [rowObserver]);

  // React 19 runs the returned clean-up when the row leaves, so detached rows are not kept.
  const measureRef = useCallback(
    (element: HTMLElement | null) => {
      if (!rowObserver || !element) return;
      rowObserver.observe(element);
      return () => rowObserver.unobserve(element);
    },
    [rowObserver],
  );

  const onScroll = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const top = scroller.scrollTop;
    const state = live.current;
    scrollTopRef.current = top;
    // No layout is read here (scrollHeight would force one): the heights are known.
    atBottomRef.current = state.innerHeight - top - state.viewport < 24;
    atTopRef.current = top <= 0;
    rememberAnchor(top);
    const [start, end] = windowOf(state.layout, top, state.padTop, state.viewport, state.overscan);
    if (start !== renderedRef.current[0] || end !== renderedRef.current[1]) rerender();
    checkEdges();
    state.onScrollChange?.(top, atBottomRef.current);
  }, [rememberAnchor, checkEdges]);

  useImperativeHandle(
    ref,
    () => ({
      scrollToBottom() {
        const scroller = scrollerRef.current;
        if (!scroller) return;
        atBottomRef.current = true;
        scroller.scrollTop = scroller.scrollHeight;
      },
      scrollToTop() {
        const scroller = scrollerRef.current;
        if (!scroller) return;
        atTopRef.current = true;
        scroller.scrollTop = 0;
      },
      element: () => scrollerRef.current,
    }),
    [],
  );

  // The window of rows to render.
  const [start, end] = windowOf(layout, scrollTopRef.current, padTop, viewport, overscan);
  renderedRef.current = [start, end];
  const rows: ReactNode[] = [];
  for (let index = start; index <= end && index < layout.count; index += 1) {
    const item = items[index];
    if (item === undefined) continue;
    const key = layout.keyAt(index);
    rows.push(
      <li
        key={key}
        data-key={key}
        ref={fixedSize ? undefined : measureRef}
        className="vlist__row"
        aria-setsize={layout.count}
        aria-posinset={index + 1}
        style={
          fixedSize
            ? { top: padTop + layout.offset(index), height: layout.size(index) }
            : { top: padTop + layout.offset(index) }
        }
      >
        {renderItem(item, index)}
      </li>,
    );
  }

  useLayoutEffect(() => {
    if (firstRowsRef.current || !rows.length) return;
    firstRowsRef.current = true;
    onFirstRows?.();
  });

  return (
    <div
      ref={scrollerRef}
      className={`vlist${className ? ` ${className}` : ''}`}
      onScroll={onScroll}
      aria-label={scrollerLabel}
      role={scrollerLabel ? 'region' : undefined}
      tabIndex={scrollerLabel ? 0 : undefined}
      data-count={layout.count}
    >
      <ul className="vlist__inner" aria-label={listLabel} style={{ height: innerHeight }}>
        {rows}
      </ul>
    </div>
  );
}

export const VirtualList = forwardRef(VirtualListInner) as <T>(
  props: VirtualListProps<T> & { ref?: React.Ref<VirtualListHandle> },
) => ReturnType<typeof VirtualListInner>;

import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  measureElement as measureRow,
  observeElementRect,
  useVirtualizer,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';

/**
 * The chat's windowing list, on @tanstack/react-virtual: only the rows in (and just around) the
 * viewport are in the page. Rows have a fixed height (the estimate is exact, nothing is measured)
 * or are measured once shown and kept in a size cache. With anchor 'bottom' the list starts at
 * the end, follows new rows while it is there, and keeps the first visible row put when older
 * rows are added above it.
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

/** The viewport height before the scroller is laid out (and where nothing is laid out, in tests). */
function fallbackHeight(): number {
  return typeof window === 'undefined' ? 800 : Math.max(200, window.innerHeight - 220);
}

function observeRect(
  instance: Virtualizer<HTMLDivElement, HTMLLIElement>,
  callback: (rect: Rect) => void,
) {
  return observeElementRect(instance, (rect) =>
    callback(rect.height ? rect : { width: rect.width, height: fallbackHeight() }),
  );
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
  const [ownSizes] = useState(() => new Map<string, number>());
  const sizes = sizeCache ?? ownSizes;
  const count = items.length;

  const keyAt = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? String(index) : itemKey(item, index);
    },
    [items, itemKey],
  );
  const sizeAt = useCallback(
    (index: number) => {
      const item = items[index];
      if (item === undefined) return 0;
      if (fixedSize) return estimateSize(item, index);
      return sizes.get(itemKey(item, index)) ?? estimateSize(item, index);
    },
    [items, itemKey, estimateSize, fixedSize, sizes],
  );
  const firstItem = items[0];
  const rowEstimate = firstItem === undefined ? 76 : Math.max(1, estimateSize(firstItem, 0));

  // The virtualizer is read afresh on every render (it re-renders this list as it scrolls); the
  // rows it renders are not memoised by the compiler, which is what this rule warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLLIElement>({
    count,
    getScrollElement: () => scrollerRef.current,
    estimateSize: sizeAt,
    getItemKey: keyAt,
    overscan: Math.max(1, Math.ceil(overscan / rowEstimate)),
    initialOffset: anchor === 'top' ? initialScrollTop : 0,
    initialRect: { width: 0, height: fallbackHeight() },
    observeElementRect: observeRect,
    anchorTo: anchor === 'bottom' ? 'end' : 'start',
    followOnAppend: anchor === 'bottom',
    measureElement: (element, entry, instance) => {
      const size = measureRow(element, entry, instance);
      const key = (element as HTMLElement).dataset.key;
      if (key && size) sizes.set(key, size);
      return size;
    },
  });

  const total = virtualizer.getTotalSize();
  const viewport = virtualizer.scrollRect?.height ?? fallbackHeight();
  // Rows with anchor 'bottom' sit at the end when they do not fill the viewport.
  const padTop = anchor === 'bottom' ? Math.max(0, viewport - total) : 0;
  const innerHeight = total + padTop;
  const rows = virtualizer.getVirtualItems();
  const offset = virtualizer.scrollOffset ?? 0;

  // The list with anchor 'bottom' opens at its end.
  const openedRef = useRef(false);
  useLayoutEffect(() => {
    if (openedRef.current || !count) return;
    openedRef.current = true;
    if (anchor === 'bottom') virtualizer.scrollToIndex(count - 1, { align: 'end' });
  }, [anchor, count, virtualizer]);

  // Infinite loading in either direction, and the scroll position for the caller.
  const live = useRef({ onStartReached, onEndReached, onScrollChange });
  useEffect(() => {
    live.current = { onStartReached, onEndReached, onScrollChange };
  });
  const atBottom = innerHeight - offset - viewport < 24;
  useEffect(() => {
    if (!count || !openedRef.current) return;
    const { onStartReached: start, onEndReached: end, onScrollChange: changed } = live.current;
    if (end && innerHeight - (offset + viewport) < edgeThreshold) end();
    if (start && offset < edgeThreshold) start();
    changed?.(offset, atBottom);
  }, [count, offset, viewport, innerHeight, edgeThreshold, atBottom]);

  useImperativeHandle(
    ref,
    () => ({
      scrollToBottom() {
        if (count) virtualizer.scrollToIndex(count - 1, { align: 'end' });
      },
      scrollToTop() {
        virtualizer.scrollToOffset(0);
      },
      element: () => scrollerRef.current,
    }),
    [count, virtualizer],
  );

  const firstRowsRef = useRef(false);
  useLayoutEffect(() => {
    if (firstRowsRef.current || !rows.length) return;
    firstRowsRef.current = true;
    onFirstRows?.();
  });

  return (
    <div
      ref={scrollerRef}
      className={`vlist${className ? ` ${className}` : ''}`}
      aria-label={scrollerLabel}
      role={scrollerLabel ? 'region' : undefined}
      tabIndex={scrollerLabel ? 0 : undefined}
      data-count={count}
    >
      <ul className="vlist__inner" aria-label={listLabel} style={{ height: innerHeight }}>
        {rows.map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          const key = String(row.key);
          return (
            <li
              key={key}
              data-key={key}
              data-index={row.index}
              ref={fixedSize ? undefined : virtualizer.measureElement}
              className="vlist__row"
              aria-setsize={count}
              aria-posinset={row.index + 1}
              style={
                fixedSize
                  ? { top: padTop + row.start, height: row.size }
                  : { top: padTop + row.start }
              }
            >
              {renderItem(item, row.index)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export const VirtualList = forwardRef(VirtualListInner) as <T>(
  props: VirtualListProps<T> & { ref?: React.Ref<VirtualListHandle> },
) => ReturnType<typeof VirtualListInner>;

import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/**
 * A vertical virtual list over `count` rows of about `rowHeight` pixels in the scroll element: only the rows
 * in view (plus `overscan`) are rendered, so 100,000 rows cost what 30 do.
 */
export function useVirtualRows(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 10,
  /** Room kept at the end, where a floating panel covers the list (a row scrolled into view stays above it). */
  reserveEnd = 0,
  /**
   * The height of a sticky header above the rows, inside the scroll element: the rows start that far down, so
   * a row scrolled into view from below must stop that much higher to be seen whole.
   */
  headerHeight = 0,
) {
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualizer re-renders on scroll itself
  return useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    paddingEnd: reserveEnd,
    scrollPaddingEnd: reserveEnd + headerHeight,
    // The rows are drawn in their own task after a scroll event, not inside it (flushSync): dragging the
    // scroll bar over 100,000 rows then splits each frame's work into the React render and the browser's
    // layout, neither over 50 ms, instead of one long task holding both. Rows appear a frame
    // later on a jump; the overscan covers a wheel or key step.
    useFlushSync: false,
  });
}

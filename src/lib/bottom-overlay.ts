/**
 * WCAG 2.4.11 (focus not obscured): a panel floating over the bottom of the screen (the upload queue) says
 * where it is; a scrolling list keeps its active row above it, by reserving at its end the height the panel
 * covers of it, and the page as a whole does the same for every other control (the layout reserves the
 * panel's height below the content and as the page's scroll padding, so a control the focus moves to is
 * scrolled above the panel). One such panel at a time; the layout has one.
 */
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

interface Box {
  top: number;
  left: number;
  right: number;
  bottom: number;
}

let overlay: Box | null = null;
const listeners = new Set<() => void>();

function setOverlay(next: Box | null) {
  const same =
    overlay === next || (overlay && next && (['top', 'left', 'right', 'bottom'] as const).every((side) => overlay![side] === next[side]));
  if (same) return;
  overlay = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The floating panel's box on screen, kept current while it is shown (its size and the window's change).
 * `shown`: whether the element is on the page.
 */
export function useReportBottomOverlay(ref: RefObject<HTMLElement | null>, shown = true) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { top, left, right, bottom } = element.getBoundingClientRect();
      setOverlay({ top, left, right, bottom });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      setOverlay(null);
    };
  }, [ref, shown]);
}

/** Space kept between the active row and the panel, so its focus outline shows too. */
const GAP = 8;

/** How many pixels of `element`'s box, from its bottom up, the panel covers (plus a gap), or 0. */
export function coveredBottom(element: Box, panel: Box | null): number {
  if (!panel) return 0;
  const across = panel.left < element.right && panel.right > element.left;
  const over = panel.top < element.bottom && panel.bottom > element.top;
  if (!across || !over) return 0;
  return Math.min(element.bottom - element.top, Math.ceil(element.bottom - panel.top) + GAP);
}

/**
 * The bottom space the scroll element `ref` should reserve (scroll padding and room after its last row) so
 * that a row scrolled into view is not under the floating panel. Measured again when the panel, the
 * element's size or the window changes. `mounted`: whether the element is on the page (measured again when
 * it comes).
 */
export function useCoveredBottom(ref: RefObject<HTMLElement | null>, mounted = true): number {
  const panel = useSyncExternalStore(subscribe, () => overlay);
  const [covered, setCovered] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || !panel) {
      setCovered(0);
      return;
    }
    const measure = () => setCovered(coveredBottom(element.getBoundingClientRect(), panel));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', measure);
    };
  }, [ref, panel, mounted]);
  return covered;
}

/**
 * How many pixels at the bottom of the window the floating panel covers (plus the gap), or 0 when none is
 * shown: the room the page keeps below its content and as its scroll padding.
 */
export function usePageCoveredBottom(): number {
  const panel = useSyncExternalStore(subscribe, () => overlay);
  return panel ? Math.max(0, Math.ceil(window.innerHeight - panel.top) + GAP) : 0;
}

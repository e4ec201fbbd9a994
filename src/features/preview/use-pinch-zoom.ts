import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export interface Point {
  x: number;
  y: number;
}

const spread = ([a, b]: readonly [Point, Point]) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * One two-finger pinch: the ratio of the fingers' spread now to their spread when the second finger came
 * down (2 = twice as far apart: zoom in to twice the size). Fingers that start on one spot give no ratio.
 */
export class Pinch {
  private readonly start: number;
  ratio = 1;

  constructor(fingers: readonly [Point, Point]) {
    this.start = spread(fingers);
  }

  /** The fingers moved: the new ratio, or null if it cannot be told (they started together). */
  move(fingers: readonly [Point, Point]): number | null {
    if (this.start < 1) return null;
    this.ratio = spread(fingers) / this.start;
    return this.ratio;
  }
}

/** Clamp a zoom to [min, max], to two decimals (as the zoom buttons step). */
export const clampZoom = (zoom: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(zoom * 100) / 100));

const fingersOf = (touches: TouchList): [Point, Point] => [
  { x: touches[0].clientX, y: touches[0].clientY },
  { x: touches[1].clientX, y: touches[1].clientY },
];

export interface PinchHandlers {
  /** Two fingers came down on the element. */
  onStart?: () => void;
  /** They moved apart or together: the ratio to their spread at the start. */
  onPinch: (ratio: number) => void;
  /** A finger lifted: the pinch's last ratio. */
  onEnd?: (ratio: number) => void;
}

/**
 * Pinch-zoom by touch on an element. While two fingers are down the
 * browser neither scrolls nor zooms the page (the touch moves are claimed, so the element's
 * `touch-action: pan-x pan-y` leaves only one-finger scrolling to the browser); the viewer zooms its content
 * itself. One finger scrolls as usual.
 */
export function usePinchZoom(ref: RefObject<HTMLElement | null>, handlers: PinchHandlers, enabled = true) {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return undefined;
    let pinch: Pinch | null = null;
    const start = (event: TouchEvent) => {
      if (event.touches.length !== 2) return;
      pinch = new Pinch(fingersOf(event.touches));
      latest.current.onStart?.();
    };
    const move = (event: TouchEvent) => {
      if (!pinch || event.touches.length !== 2) return;
      event.preventDefault();
      const ratio = pinch.move(fingersOf(event.touches));
      if (ratio !== null) latest.current.onPinch(ratio);
    };
    const end = (event: TouchEvent) => {
      if (!pinch || event.touches.length >= 2) return;
      const { ratio } = pinch;
      pinch = null;
      latest.current.onEnd?.(ratio);
    };
    element.addEventListener('touchstart', start, { passive: true });
    // Not passive: a pinch's moves are the viewer's, not the page's scroll or zoom.
    element.addEventListener('touchmove', move, { passive: false });
    element.addEventListener('touchend', end);
    element.addEventListener('touchcancel', end);
    return () => {
      element.removeEventListener('touchstart', start);
      element.removeEventListener('touchmove', move);
      element.removeEventListener('touchend', end);
      element.removeEventListener('touchcancel', end);
    };
  }, [ref, enabled]);
}

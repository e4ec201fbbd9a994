/**
 * What the bench pages share: the app's providers (as tests/render.tsx sets them up), the page's API that
 * bench/measure.ts drives (`window.__bench`), and the timing helpers. Not part of the product.
 */
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from '@/app/providers';
import { setupI18n } from '@/lib/i18n';

export interface ScrollResult {
  /** Durations of the long tasks (over 50 ms) seen while scrolling. */
  longTasks: number[];
  /** The longest gap between two animation frames while scrolling. */
  maxFrameGap: number;
  frames: number;
  ms: number;
  /** The last row was on screen at the end (top-to-bottom scroll). */
  reachedEnd: boolean;
}

export interface TransferResult {
  ms: number;
  bytes: number;
}

/** The calls each bench page offers (only the ones it measures). */
export interface BenchApi {
  /** Set once the page's component is mounted and can take data. */
  ready: boolean;
  /** List or tree: hand the component `n` rows/folders and time until the first ones are painted. */
  load?: (n: number) => Promise<number>;
  /** List: scroll from top to bottom over `durationMs`, or `pxPerFrame` further each frame (see scrollThrough). */
  scroll?: (durationMs: number, pxPerFrame?: number) => Promise<ScrollResult>;
  /** Tree: type `text` into the filter and time until the filtered rows are painted. */
  filter?: (text: string) => Promise<{ ms: number; rows: number }>;
  /** Transfer: build the upload's Blob in the page (kept for the following uploads). */
  makeBlob?: (bytes: number) => Promise<number>;
  upload?: (how: 'app' | 'xhr') => Promise<TransferResult>;
  zip?: (how: 'app' | 'fflate', files: number, bytesEach: number) => Promise<TransferResult>;
}

declare global {
  interface Window {
    __bench?: BenchApi;
  }
}

/** Which variant the page shows: the app's component, or the library reference (?c=app|ref). */
export const variant = (): 'app' | 'ref' => (new URLSearchParams(window.location.search).get('c') === 'ref' ? 'ref' : 'app');

/** Resolves once `selector` matches inside `root` (checked on every DOM change). */
export function whenPresent(root: ParentNode, selector: string, timeoutMs = 30_000): Promise<Element> {
  const found = root.querySelector(selector);
  if (found) return Promise.resolve(found);
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      const element = root.querySelector(selector);
      if (!element) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${selector} did not appear`));
    }, timeoutMs);
    observer.observe(root instanceof Document ? root.documentElement : (root as Node), {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/**
 * The time just after the next paint: a task queued from the next animation frame runs once that frame
 * (with the DOM as it is now) has been painted.
 */
export function afterNextPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    }),
  );
}

/** Render `ui` inside the app's providers (English). */
export async function mount(ui: ReactElement) {
  const { i18n, antdLocale } = await setupI18n('en');
  createRoot(document.getElementById('root')!).render(
    <AppProviders i18n={i18n} antdLocale={antdLocale} queryClient={createQueryClient()}>
      {ui}
    </AppProviders>,
  );
}

/** How a bench page moves its list: the list's own scroll position, in pixels. */
export interface Scroller {
  /** The largest scroll position now (it may grow while rows are measured). */
  max: () => number;
  setTop: (top: number) => void;
  /** Scroll to the last row. */
  toEnd: () => void;
  /** The last row is on screen. */
  atEnd: () => boolean;
}

/**
 * Scroll while watching long tasks (PerformanceObserver('longtask')) and frame gaps (requestAnimationFrame).
 * Without `pxPerFrame`: from top to bottom in `durationMs`, the position following the clock at every frame
 * (like dragging the scroll bar at a steady speed: a slow frame is followed by a longer jump, never by a
 * longer run), ending on the last row. With `pxPerFrame`: that many pixels further at every frame, from
 * the middle of the list, for `durationMs` (a fast wheel or touch-pad scroll).
 */
export async function scrollThrough(scroller: Scroller, durationMs: number, pxPerFrame?: number): Promise<ScrollResult> {
  const from = pxPerFrame ? Math.round(scroller.max() / 2) : 0;
  scroller.setTop(from);
  await afterNextPaint();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  return new Promise((resolve) => {
    let start = 0;
    let last = 0;
    let maxFrameGap = 0;
    let frames = 0;
    const frame = (now: number) => {
      if (!start) start = now;
      else maxFrameGap = Math.max(maxFrameGap, now - last);
      last = now;
      frames += 1;
      const fraction = Math.min(1, (now - start) / durationMs);
      if (pxPerFrame) scroller.setTop(from + frames * pxPerFrame);
      else if (fraction < 1) scroller.setTop(fraction * scroller.max());
      else scroller.toEnd();
      if (fraction < 1) {
        requestAnimationFrame(frame);
        return;
      }
      finish(0);
    };
    // At the end: a list that measured its rows while scrolling may need another step to show the last row
    // (up to 30 frames), then one more frame so the last position is painted and its long task reported.
    const finish = (tries: number) =>
      requestAnimationFrame((now) => {
        maxFrameGap = Math.max(maxFrameGap, now - last);
        last = now;
        if (!pxPerFrame && !scroller.atEnd() && tries < 30) {
          scroller.toEnd();
          finish(tries + 1);
          return;
        }
        requestAnimationFrame((end) => {
          maxFrameGap = Math.max(maxFrameGap, end - last);
          setTimeout(() => {
            for (const entry of observer.takeRecords()) longTasks.push(entry.duration);
            observer.disconnect();
            resolve({ longTasks, maxFrameGap, frames, ms: end - start, reachedEnd: pxPerFrame ? true : scroller.atEnd() });
          }, 100);
        });
      });
    requestAnimationFrame(frame);
  });
}

/**
 * jsdom lays nothing out, so virtual lists (TanStack Virtual) see a 0-pixel viewport and render no rows,
 * and scrolling does nothing. `stubLayoutForVirtualLists()` gives every element a fixed client size, a
 * content height from its children's declared heights, and makes scrollTo/scrollTop move and fire `scroll`,
 * for the tests of one file.
 */
import { afterAll, beforeAll } from 'vitest';

const KEYS = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth', 'scrollHeight', 'scrollTop', 'scrollTo'] as const;

export function stubLayoutForVirtualLists({ width = 1200, height = 600 } = {}) {
  const originals = new Map(
    KEYS.map((key) => [
      key,
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, key) ?? Object.getOwnPropertyDescriptor(Element.prototype, key),
    ]),
  );
  const offsets = new WeakMap<Element, number>();
  beforeAll(() => {
    const size = (value: number) => ({ configurable: true, get: () => value });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', size(height));
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', size(width));
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', size(height));
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', size(width));
    // The content height: what the children declare in their style (a virtual list's spacer does).
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        const declared = [...this.children].reduce((sum, child) => sum + (parseFloat((child as HTMLElement).style?.height) || 0), 0);
        return Math.max(height, declared);
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
      configurable: true,
      get(this: HTMLElement) {
        return offsets.get(this) ?? 0;
      },
      set(this: HTMLElement, value: number) {
        offsets.set(this, Math.max(0, value));
        this.dispatchEvent(new Event('scroll'));
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
      configurable: true,
      value(this: HTMLElement, options?: ScrollToOptions | number, y?: number) {
        this.scrollTop = typeof options === 'number' ? (y ?? 0) : (options?.top ?? this.scrollTop);
      },
    });
  });
  afterAll(() => {
    for (const key of KEYS) {
      const descriptor = originals.get(key);
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
    }
  });
}

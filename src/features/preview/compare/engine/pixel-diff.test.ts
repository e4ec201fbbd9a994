import { describe, expect, it } from 'vitest';
import { pixelDiff, type Pixels } from './pixel-diff';

/** A white image of width x height, RGBA. */
function white(width: number, height: number): Pixels {
  return { width, height, data: new Uint8ClampedArray(width * height * 4).fill(255) };
}
const setPixel = (image: Pixels, x: number, y: number, rgba: number[]) => image.data.set(rgba, (y * image.width + x) * 4);
const alphaAt = (image: Pixels, x: number, y: number) => image.data[(y * image.width + x) * 4 + 3];

describe('pixelDiff', () => {
  it('marks the differing pixels and ignores antialiasing noise', () => {
    const before = white(4, 3);
    const after = white(4, 3);
    setPixel(after, 2, 1, [0, 0, 0, 255]);
    // A slightly lighter grey edge, as antialiasing differs between two renderings.
    setPixel(before, 0, 0, [200, 200, 200, 255]);
    setPixel(after, 0, 0, [215, 210, 190, 255]);
    const { overlay, changed } = pixelDiff(before, after);
    expect(changed).toBe(1);
    expect([overlay.width, overlay.height]).toEqual([4, 3]);
    expect(alphaAt(overlay, 2, 1)).toBeGreaterThan(100);
    expect(alphaAt(overlay, 2, 1)).toBeLessThan(255);
    const marked = Array.from({ length: 12 }, (_, i) => alphaAt(overlay, i % 4, Math.floor(i / 4))).filter((a) => a > 0);
    expect(marked).toHaveLength(1);
  });

  it('takes a threshold: a lower one counts smaller differences', () => {
    const before = white(2, 1);
    const after = white(2, 1);
    setPixel(after, 1, 0, [235, 255, 255, 255]);
    expect(pixelDiff(before, after).changed).toBe(0);
    expect(pixelDiff(before, after, 10).changed).toBe(1);
  });

  it('is the size of the larger image, the part only one covers marked', () => {
    const { overlay, changed } = pixelDiff(white(2, 2), white(3, 2));
    expect([overlay.width, overlay.height]).toEqual([3, 2]);
    expect(changed).toBe(2);
    expect(alphaAt(overlay, 2, 0)).toBeGreaterThan(0);
    expect(alphaAt(overlay, 1, 1)).toBe(0);
  });

  it('finds nothing between equal images', () => {
    const { overlay, changed } = pixelDiff(white(5, 5), white(5, 5));
    expect(changed).toBe(0);
    expect(overlay.data.every((v) => v === 0)).toBe(true);
  });
});

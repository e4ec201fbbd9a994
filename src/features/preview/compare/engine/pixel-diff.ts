/**
 * Where two rendered pages differ, pixel by pixel, on plain arrays (no canvas): an overlay the size of the
 * larger image, transparent where the pixels match and a strong translucent red where they differ. A pixel
 * differs when any channel differs by more than `threshold`, so that antialiasing noise does not count; a
 * pixel only one image covers differs.
 */

/** The part of ImageData the diff reads. */
export type Pixels = Pick<ImageData, 'width' | 'height' | 'data'>;

const MARK = [230, 0, 60, 150] as const;
export const DEFAULT_THRESHOLD = 40;

function imageData(data: Uint8ClampedArray<ArrayBuffer>, width: number, height: number): ImageData {
  // Workers and pages have ImageData; plain test environments may not, and the overlay is only its fields.
  return typeof ImageData === 'function' ? new ImageData(data, width, height) : ({ data, width, height, colorSpace: 'srgb' } as ImageData);
}

export function pixelDiff(before: Pixels, after: Pixels, threshold = DEFAULT_THRESHOLD): { overlay: ImageData; changed: number } {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const out = new Uint8ClampedArray(width * height * 4);
  const a = before.data;
  const b = after.data;
  let changed = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let differs: boolean;
      if (x >= before.width || y >= before.height || x >= after.width || y >= after.height) differs = true;
      else {
        const i = (y * before.width + x) * 4;
        const j = (y * after.width + x) * 4;
        differs =
          Math.abs(a[i] - b[j]) > threshold ||
          Math.abs(a[i + 1] - b[j + 1]) > threshold ||
          Math.abs(a[i + 2] - b[j + 2]) > threshold ||
          Math.abs(a[i + 3] - b[j + 3]) > threshold;
      }
      if (!differs) continue;
      changed += 1;
      out.set(MARK, (y * width + x) * 4);
    }
  }
  return { overlay: imageData(out, width, height), changed };
}

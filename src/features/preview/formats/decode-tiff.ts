import * as UTIF from 'utif2';
import type { Bitmap } from './bitmap';

/** Every page of a TIFF, decoded by UTIF (thumbnails and other sub-images left out). */
export function decodeTiff(buffer: ArrayBuffer): Bitmap[] {
  const pages = UTIF.decode(buffer);
  if (pages.length === 0) throw new Error('No image in the TIFF');
  return pages.map((page) => {
    UTIF.decodeImage(buffer, page);
    if (!(page.width > 0 && page.height > 0)) throw new Error('A TIFF page without pixels');
    return { width: page.width, height: page.height, rgba: UTIF.toRGBA8(page) };
  });
}

/** Decoded pixels: width × height RGBA, 8 bits a channel. */
export interface Bitmap {
  width: number;
  height: number;
  rgba: Uint8Array | Uint8ClampedArray;
}

/**
 * A 32-bit BMP of the pixels, which every browser's <img> shows: the image viewer (zoom, rotation, pinch)
 * then shows formats the browser cannot decode itself, with no canvas involved.
 */
export function bitmapBlob({ width, height, rgba }: Bitmap): Blob {
  const headerSize = 14 + 108;
  const bytes = new Uint8Array(headerSize + width * height * 4);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, headerSize, true);
  // BITMAPV4HEADER: top-down rows (negative height), BI_BITFIELDS with an alpha mask.
  view.setUint32(14, 108, true);
  view.setInt32(18, width, true);
  view.setInt32(22, -height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 32, true);
  view.setUint32(30, 3, true);
  view.setUint32(34, width * height * 4, true);
  view.setUint32(54, 0x00ff0000, true);
  view.setUint32(58, 0x0000ff00, true);
  view.setUint32(62, 0x000000ff, true);
  view.setUint32(66, 0xff000000, true);
  view.setUint32(70, 0x73524742, true); // 'sRGB'
  for (let source = 0, target = headerSize; source < width * height * 4; source += 4, target += 4) {
    bytes[target] = rgba[source + 2];
    bytes[target + 1] = rgba[source + 1];
    bytes[target + 2] = rgba[source];
    bytes[target + 3] = rgba[source + 3];
  }
  return new Blob([bytes], { type: 'image/bmp' });
}

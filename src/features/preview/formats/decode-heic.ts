import type { Bitmap } from './bitmap';

/**
 * The images of a HEIC/HEIF file, decoded by libheif (its pure-JavaScript build: no WebAssembly and no eval,
 * so it runs under the site's Content-Security-Policy). Loaded only when a HEIC file is opened.
 */
export async function decodeHeic(buffer: ArrayBuffer): Promise<Bitmap[]> {
  const { default: libheif } = await import('libheif-js');
  const images = new libheif.HeifDecoder().decode(new Uint8Array(buffer));
  if (images.length === 0) throw new Error('No image in the HEIF file');
  try {
    return await Promise.all(
      images.map(
        (image) =>
          new Promise<Bitmap>((resolve, reject) => {
            const width = image.get_width();
            const height = image.get_height();
            const rgba = new Uint8ClampedArray(width * height * 4);
            image.display({ data: rgba, width, height }, (result) =>
              result ? resolve({ width, height, rgba }) : reject(new Error('HEIF image not decoded')),
            );
          }),
      ),
    );
  } finally {
    for (const image of images) image.free();
  }
}

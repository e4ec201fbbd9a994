/**
 * Printing a PDF the way pdf.js's own viewer does: every page is drawn into an image at print resolution,
 * the images go into a print-only container, and the browser prints that (the rest of the page is hidden
 * for print by print.module.css's rules).
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { stampWatermark } from '@/components/preview-watermark/stamp-watermark';
import styles from './print.module.css';

/** 150 dpi: sharp on paper without huge images. */
const PRINT_SCALE = 150 / 72;

async function pageImage(doc: PDFDocumentProxy, pageNumber: number, watermark: readonly string[] | null): Promise<string> {
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: PRINT_SCALE });
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  await page.render({ canvas, viewport, intent: 'print' }).promise;
  // The printed pages carry the preview's watermark in their pixels (the page itself is hidden for print).
  const ctx = watermark ? canvas.getContext('2d') : null;
  if (ctx && watermark) stampWatermark(ctx, canvas.width, canvas.height, watermark, PRINT_SCALE);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
  if (!blob) throw new Error('Could not draw the page for printing');
  return URL.createObjectURL(blob);
}

/** `watermark`: the preview's watermark lines, stamped on every page; null when watermarks are off. */
export async function printPdf(doc: PDFDocumentProxy, watermark: readonly string[] | null = null): Promise<void> {
  const urls: string[] = [];
  const root = document.createElement('div');
  root.className = styles.printRoot;
  try {
    for (let n = 1; n <= doc.numPages; n += 1) urls.push(await pageImage(doc, n, watermark));
    await Promise.all(
      urls.map((url) => {
        const image = document.createElement('img');
        image.src = url;
        image.alt = '';
        root.append(image);
        return image.decode().catch(() => undefined);
      }),
    );
    document.body.append(root);
    document.body.classList.add(styles.printing);
    window.print();
  } finally {
    // print() returns once the dialog closes (Chromium, Firefox, Safari).
    document.body.classList.remove(styles.printing);
    root.remove();
    for (const url of urls) URL.revokeObjectURL(url);
  }
}

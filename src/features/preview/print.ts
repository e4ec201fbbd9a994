/**
 * Printing from the preview: what is printed goes into a print-only container (the rest of the page is hidden
 * for print by print.module.css's rules), an @page rule sets the paper, the browser prints, and all of it is
 * removed once the dialog closes. A PDF is printed the way pdf.js's own viewer does it: every page drawn
 * into an image at print resolution with the watermark in its pixels. Everything else carries a watermark
 * layer fixed to the page, which the browser repeats on every printed page.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { stampWatermark, WATERMARK_STYLE } from '@/components/preview-watermark/stamp-watermark';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';
import styles from './print.module.css';

export const PAPER_SIZES = ['A4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** The paper last chosen on this device; A4 until one is. */
export const storedPaper = (): PaperSize => {
  const stored = readStored<string>(STORAGE_KEYS.printPaper);
  return PAPER_SIZES.find((size) => size === stored) ?? 'A4';
};

export const rememberPaper = (paper: PaperSize) => writeStored(STORAGE_KEYS.printPaper, paper);

export interface PrintOptions {
  paper: PaperSize;
  /** The preview's watermark lines, on every printed page; null when watermarks are off. */
  watermark: readonly string[] | null;
}

const MARGIN_MM = 10;
const PAPER_MM: Record<PaperSize, { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

/** Enough tiles to cover a page turned by the watermark's angle, at the on-screen layer's spacing. */
const WATERMARK_TILES = 160;

function watermarkLayer(lines: readonly string[]): HTMLElement {
  const layer = document.createElement('div');
  layer.className = styles.watermark;
  layer.setAttribute('aria-hidden', 'true');
  layer.dataset.testid = 'print-watermark';
  const grid = document.createElement('div');
  grid.className = styles.watermarkGrid;
  grid.style.transform = `rotate(${WATERMARK_STYLE.rotate}deg)`;
  grid.style.color = WATERMARK_STYLE.color;
  grid.style.fontSize = `${WATERMARK_STYLE.fontSize}px`;
  grid.style.lineHeight = String(WATERMARK_STYLE.lineHeight);
  grid.style.gap = `${WATERMARK_STYLE.gap[1]}px ${WATERMARK_STYLE.gap[0]}px`;
  for (let n = 0; n < WATERMARK_TILES; n += 1) {
    const tile = document.createElement('div');
    for (const line of lines) {
      const text = document.createElement('div');
      text.textContent = line;
      tile.append(text);
    }
    grid.append(tile);
  }
  layer.append(grid);
  return layer;
}

/**
 * Prints `content` (built for print only, never the live viewer's nodes) on `paper`; with `layered`, under a
 * watermark layer repeated on every page.
 */
async function printNodes(content: readonly Node[], { paper, watermark }: PrintOptions, layered: boolean): Promise<void> {
  const { width, height } = PAPER_MM[paper];
  const root = document.createElement('div');
  root.className = styles.printRoot;
  root.style.setProperty('--print-page-height', `${height - 2 * MARGIN_MM}mm`);
  root.style.setProperty('--print-page-width', `${width - 2 * MARGIN_MM}mm`);
  if (layered && watermark?.length) root.append(watermarkLayer(watermark));
  root.append(...content);
  const page = document.createElement('style');
  page.textContent = `@page { size: ${paper}; margin: ${MARGIN_MM}mm; }`;
  document.head.append(page);
  document.body.append(root);
  document.body.classList.add(styles.printing);
  try {
    // The dialog opens once every image is decoded; one that cannot be is not waited for.
    const images = [...root.querySelectorAll('img')];
    await Promise.all(
      images.map((image) =>
        Promise.resolve()
          .then(() => image.decode())
          .catch(() => undefined),
      ),
    );
    window.print();
  } finally {
    // print() returns once the dialog closes (Chromium, Firefox, Safari).
    document.body.classList.remove(styles.printing);
    root.remove();
    page.remove();
  }
}

const wrapped = (nodes: readonly Node[]) => {
  const wrapper = document.createElement('div');
  wrapper.className = styles.document;
  wrapper.append(...nodes);
  return wrapper;
};

/** HTML a viewer rendered (and sanitised): a copy, which flows over as many pages as it needs. */
export function printHtml(content: Element, options: PrintOptions): Promise<void> {
  return printNodes([wrapped([content.cloneNode(true)])], options, true);
}

/** An image scaled to fit one page. */
export async function printImage(blob: Blob, alt: string, options: PrintOptions): Promise<void> {
  const url = URL.createObjectURL(blob);
  try {
    const image = document.createElement('img');
    image.className = styles.image;
    image.src = url;
    image.alt = alt;
    await printNodes([image], options, true);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** 150 dpi: sharp on paper without huge images. */
const PDF_PRINT_SCALE = 150 / 72;

async function pdfPageImage(doc: PDFDocumentProxy, pageNumber: number, watermark: readonly string[] | null): Promise<string> {
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: PDF_PRINT_SCALE });
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  await page.render({ canvas, viewport, intent: 'print' }).promise;
  const ctx = watermark ? canvas.getContext('2d') : null;
  if (ctx && watermark) stampWatermark(ctx, canvas.width, canvas.height, watermark, PDF_PRINT_SCALE);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
  if (!blob) throw new Error('Could not draw the page for printing');
  return URL.createObjectURL(blob);
}

/** Every page of a PDF, drawn by pdf.js (not the browser's plug-in), one per sheet. */
export async function printPdf(doc: PDFDocumentProxy, options: PrintOptions): Promise<void> {
  const urls: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n += 1) urls.push(await pdfPageImage(doc, n, options.watermark));
    const images = urls.map((url) => {
      const image = document.createElement('img');
      image.className = styles.pdfPage;
      image.src = url;
      image.alt = '';
      return image;
    });
    // The watermark is in the pages' pixels already.
    await printNodes(images, options, false);
  } finally {
    for (const url of urls) URL.revokeObjectURL(url);
  }
}

/** Plain text as the viewer decoded it. */
export function printText(text: string, options: PrintOptions): Promise<void> {
  const pre = document.createElement('pre');
  pre.textContent = text;
  return printNodes([wrapped([pre])], options, true);
}

export interface PrintedSheet {
  name: string;
  rows: readonly (readonly string[])[];
}

/** A workbook's sheets, each from a new page under its name, as tables of text. */
export function printSheets(sheets: readonly PrintedSheet[], options: PrintOptions): Promise<void> {
  const nodes = sheets.flatMap((sheet) => {
    const title = document.createElement('h2');
    title.className = styles.sheetTitle;
    title.textContent = sheet.name;
    const table = document.createElement('table');
    const body = table.createTBody();
    for (const row of sheet.rows) {
      const tr = body.insertRow();
      for (const value of row) tr.insertCell().textContent = value;
    }
    return [title, table];
  });
  return printNodes([wrapped(nodes)], options, true);
}

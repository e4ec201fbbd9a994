/**
 * The text of each page of two PDFs, read on the main thread: pdf.js parses in its own worker, which the
 * comparison's worker cannot start. A page's text is its lines (pdf.js's items up to an end of line, or to
 * a move to another baseline); blank lines are left out.
 */
import { throwIfAborted } from './abort';
import type { CompareOptions } from './types';

/** The part of pdf.js's document that the reader uses. */
export interface PdfDocumentLike {
  numPages: number;
  getPage(pageNumber: number): Promise<{ getTextContent(): Promise<{ items: ReadonlyArray<object> }> }>;
  destroy(): Promise<void>;
}

export type OpenPdf = (data: Uint8Array) => Promise<PdfDocumentLike>;

interface TextItemLike {
  str: string;
  hasEOL?: boolean;
  transform?: number[];
}

export function pageLines(items: ReadonlyArray<object>): string[] {
  const lines: string[] = [];
  let line = '';
  let baseline: number | undefined;
  const end = () => {
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
    baseline = undefined;
  };
  for (const item of items) {
    if (!('str' in item)) continue;
    const { str, hasEOL, transform } = item as TextItemLike;
    const y = transform?.[5];
    if (baseline !== undefined && y !== undefined && Math.abs(y - baseline) > 1) end();
    line += str;
    baseline = y ?? baseline;
    if (hasEOL) end();
  }
  end();
  return lines;
}

export interface PdfTexts {
  /** Each page's lines, page by page. */
  before: string[][];
  after: string[][];
}

export async function readPdfTexts(
  before: ArrayBuffer,
  after: ArrayBuffer,
  openPdf: OpenPdf,
  options: CompareOptions = {},
): Promise<PdfTexts> {
  const { signal, onProgress } = options;
  const docs: PdfDocumentLike[] = [];
  try {
    // pdf.js may hand the bytes over to its worker: it gets copies, and the caller keeps its buffers.
    for (const buffer of [before, after]) {
      throwIfAborted(signal);
      docs.push(await openPdf(new Uint8Array(buffer.slice(0))));
    }
    const total = docs[0].numPages + docs[1].numPages;
    let done = 0;
    onProgress?.({ stage: 'reading', done, total });
    const texts: string[][][] = [];
    for (const doc of docs) {
      const pages: string[][] = [];
      for (let n = 1; n <= doc.numPages; n += 1) {
        throwIfAborted(signal);
        const content = await (await doc.getPage(n)).getTextContent();
        pages.push(pageLines(content.items));
        done += 1;
        onProgress?.({ stage: 'reading', done, total });
      }
      texts.push(pages);
    }
    throwIfAborted(signal);
    return { before: texts[0], after: texts[1] };
  } finally {
    await Promise.all(docs.map((doc) => doc.destroy().catch(() => undefined)));
  }
}

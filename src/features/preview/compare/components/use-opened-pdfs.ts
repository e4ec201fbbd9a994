import { useEffect, useMemo } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { loadPdfDocument } from '../../pdf-engine';

export type PdfSide = 'before' | 'after';
/** One version's document, opened by pdf.js the first time it is asked for. */
export type OpenPdf = (side: PdfSide) => Promise<PDFDocumentProxy>;
/** What the opener needs of pdf.js's loading task. */
export type PdfLoadingTask = Pick<Awaited<ReturnType<typeof loadPdfDocument>>, 'promise' | 'destroy'>;
type PdfLoader = (data: Uint8Array) => Promise<PdfLoadingTask>;

/**
 * Both versions' PDFs, each opened once however many pages are drawn, and closed by `close`. A document
 * that failed to open is tried again when next asked for.
 */
export function pdfOpener(blobs: Record<PdfSide, Blob>, load: PdfLoader = loadPdfDocument) {
  const documents = new Map<PdfSide, Promise<PDFDocumentProxy>>();
  const tasks: Promise<PdfLoadingTask>[] = [];

  const open: OpenPdf = (side) => {
    const known = documents.get(side);
    if (known) return known;
    // pdf.js hands the bytes to its worker, so each opening reads its own copy of the blob.
    const task = blobs[side].arrayBuffer().then((bytes) => load(new Uint8Array(bytes)));
    tasks.push(task);
    const document = task.then((loading) => loading.promise);
    documents.set(side, document);
    document.catch(() => documents.delete(side));
    return document;
  };

  const close = () => {
    for (const task of tasks.splice(0)) void task.then((loading) => loading.destroy()).catch(() => undefined);
    documents.clear();
  };

  return { open, close };
}

/** `pdfOpener` for a screen: its documents are closed when the screen goes or the versions change. */
export function useOpenedPdfs(blobs: Record<PdfSide, Blob> | undefined): OpenPdf | undefined {
  const opener = useMemo(() => (blobs ? pdfOpener(blobs) : undefined), [blobs]);
  useEffect(() => () => opener?.close(), [opener]);
  return opener?.open;
}

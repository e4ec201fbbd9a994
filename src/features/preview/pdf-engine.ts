/**
 * pdf.js, loaded only when a PDF is opened: the library and its worker are separate chunks that the first
 * load of the app never fetches.
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

type Pdfjs = typeof import('pdfjs-dist');

let loading: Promise<Pdfjs> | null = null;

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import('pdfjs-dist')
    .then((pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return pdfjs;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** pdf.js's loading task for a document's bytes, with eval off (the production CSP forbids it). */
export async function loadPdfDocument(data: Uint8Array) {
  const pdfjs = await loadPdfjs();
  return pdfjs.getDocument({ data, isEvalSupported: false });
}

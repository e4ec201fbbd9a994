/**
 * The document comparison engine, the only module the compare screen imports: which files can be compared,
 * the comparison of two versions (in a worker), and the pixel overlay of two rendered pages.
 */
import { loadPdfDocument } from '../../pdf-engine';
import { compareVersionsWith } from './compare-versions';
import type { PdfDocumentLike } from './pdf-text';
import type { CompareKind, CompareOptions, CompareResult } from './types';

export { compareKindOf } from '@/lib/file-types';
export { pixelDiff, type Pixels } from './pixel-diff';
export type * from './types';

async function openPdf(data: Uint8Array): Promise<PdfDocumentLike> {
  return (await loadPdfDocument(data)).promise;
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./compare.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * Compares two versions of a document of the given kind. Rejects with an AbortError DOMException when
 * `options.signal` aborts, with an error named UnreadableTextError or UnreadableDocumentError when a version
 * cannot be read.
 */
export function compareVersions(
  kind: CompareKind,
  before: ArrayBuffer,
  after: ArrayBuffer,
  options?: CompareOptions,
): Promise<CompareResult> {
  return compareVersionsWith({ openPdf, startWorker }, kind, before, after, options);
}

/**
 * compareVersions' plumbing: a PDF's pages are read on the main thread first (pdf.js), then the comparison
 * runs in a worker, or in the page where there is no Worker. Aborting terminates the worker at once.
 */
import { abortError, throwIfAborted } from './abort';
import type { WorkerReply } from './compare.worker';
import { readPdfTexts, type OpenPdf } from './pdf-text';
import { unpackResult } from './result-transfer';
import type { CompareRequest } from './run-compare';
import type { CompareKind, CompareOptions, CompareResult } from './types';

export interface CompareServices {
  openPdf: OpenPdf;
  /** A new comparison worker, or null to compare in the page. */
  startWorker: () => Worker | null;
}

export async function compareVersionsWith(
  services: CompareServices,
  kind: CompareKind,
  before: ArrayBuffer,
  after: ArrayBuffer,
  options: CompareOptions = {},
): Promise<CompareResult> {
  throwIfAborted(options.signal);
  const request: CompareRequest =
    kind === 'pdf' ? { kind, pages: await readPdfTexts(before, after, services.openPdf, options) } : { kind, before, after };
  throwIfAborted(options.signal);
  const worker = services.startWorker();
  return worker ? inWorker(worker, request, options) : inPage(request, options);
}

function inWorker(worker: Worker, request: CompareRequest, { signal, onProgress }: CompareOptions): Promise<CompareResult> {
  return new Promise((resolve, reject) => {
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') {
        onProgress?.(reply.progress);
        return;
      }
      finish();
      if (reply.type === 'result') resolve(unpackResult(reply.result));
      else reject(Object.assign(new Error(reply.message), { name: reply.name }));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error(event.message || 'The comparison worker failed'));
    };
    worker.postMessage(request);
  });
}

async function inPage(request: CompareRequest, { signal, onProgress }: CompareOptions): Promise<CompareResult> {
  const { runCompare } = await import('./run-compare');
  throwIfAborted(signal);
  return runCompare(request, (progress) => {
    onProgress?.(progress);
    throwIfAborted(signal);
  });
}

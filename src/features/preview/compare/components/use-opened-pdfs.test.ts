import { describe, expect, it, vi } from 'vitest';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pdfOpener, type PdfLoadingTask } from './use-opened-pdfs';

/** pdf.js's loading task for one document: what it resolves to, and whether it was destroyed. */
function loadingTask(document: object | Error) {
  const promise = (document instanceof Error ? Promise.reject(document) : Promise.resolve(document)) as Promise<PDFDocumentProxy>;
  promise.catch(() => undefined);
  return { promise, destroy: vi.fn(() => Promise.resolve()) };
}

/** pdf.js's loader, answering with the given tasks in turn. */
const loader = () => vi.fn<(data: Uint8Array) => Promise<PdfLoadingTask>>();

const blobs = { before: new Blob(['%PDF-1 older']), after: new Blob(['%PDF-1 newer']) };

describe('pdfOpener', () => {
  it('opens each version once, however many pages are drawn, and closes both', async () => {
    const older = { numPages: 3 };
    const newer = { numPages: 4 };
    const tasks = [loadingTask(older), loadingTask(newer)];
    const load = loader().mockResolvedValueOnce(tasks[0]).mockResolvedValueOnce(tasks[1]);
    const opener = pdfOpener(blobs, load);

    const [first, again, other] = await Promise.all([opener.open('before'), opener.open('before'), opener.open('after')]);
    expect(await opener.open('before')).toBe(older);
    expect([first, again, other]).toEqual([older, older, newer]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(new TextDecoder().decode(load.mock.calls[0][0])).toBe('%PDF-1 older');
    expect(new TextDecoder().decode(load.mock.calls[1][0])).toBe('%PDF-1 newer');

    opener.close();
    await vi.waitFor(() => expect(tasks.map((task) => task.destroy.mock.calls.length)).toEqual([1, 1]));
    // Asked again after closing, a version is opened again.
    load.mockResolvedValueOnce(loadingTask(older));
    expect(await opener.open('before')).toBe(older);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tries a version that failed to open again when next asked', async () => {
    const document = { numPages: 1 };
    const load = loader()
      .mockResolvedValueOnce(loadingTask(new Error('bad XRef')))
      .mockResolvedValueOnce(loadingTask(document));
    const opener = pdfOpener(blobs, load);

    await expect(opener.open('after')).rejects.toThrow('bad XRef');
    expect(await opener.open('after')).toBe(document);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { vi } from 'vitest';

export interface SavedDownload {
  blob: Blob;
  name: string;
}

/**
 * Captures what the app saves through an object URL and an anchor click (src/lib/save-blob.ts) in jsdom:
 * each blob with the file name it was saved under. Call it in `beforeEach`; `vi.restoreAllMocks()` undoes it.
 */
export function captureDownloads(): SavedDownload[] {
  const saved: SavedDownload[] = [];
  let lastBlob: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
  });
  return saved;
}

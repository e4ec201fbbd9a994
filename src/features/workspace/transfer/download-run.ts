/**
 * Running a download: the addresses from POST /files/getDownloadPaths/, then the bytes, saved as the plan
 * says. No React here; the dialog reports progress and cancels through the options.
 */
import { saveBlob } from '@/lib/save-blob';
import { blobSink, writableSink, writeZip, type ZipSink } from '@/lib/zip-stream';
import { getDownloadPaths, type DownloadPath } from '@/entities/downloads/get-download-paths';
import type { FileRow } from '../shared/types';
import { downloadFileBlob, openFileStream } from './api/download-file-body';
import type { DownloadMode } from './download-plan';

/** Addresses older than this are asked for again before their file is read (a ticket lasts 60 s). */
const TICKET_REFRESH_MS = 40 * 1000;

export interface DownloadProgressInfo {
  done: number;
  total: number;
}

export interface RunDownloadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgressInfo) => void;
  /** The zip's file name (zip modes). */
  zipName: string;
  /** Streamed zip: where to write (a file the user chose); without it the zip is collected in memory. */
  target?: WritableStream<Uint8Array> | null;
}

/** The File System Access API's save picker, where the browser has it (Chromium, secure pages). */
interface SavePickerWindow {
  showSaveFilePicker?: (options: {
    suggestedName?: string;
    types?: Array<{ description?: string; accept: Record<string, string[]> }>;
  }) => Promise<{ createWritable: () => Promise<WritableStream<Uint8Array>> }>;
}

export const canPickSaveFile = () => typeof (window as SavePickerWindow).showSaveFilePicker === 'function';

/**
 * Ask where to save the zip. Call it first thing in the click handler (the browser needs the click).
 * Rejects with an AbortError when the user closes the picker.
 */
export async function pickZipTarget(suggestedName: string): Promise<WritableStream<Uint8Array>> {
  const picker = (window as SavePickerWindow).showSaveFilePicker!;
  const handle = await picker({ suggestedName, types: [{ description: 'Zip', accept: { 'application/zip': ['.zip'] } }] });
  return handle.createWritable();
}

const sizeOf = (path: DownloadPath, file: FileRow | undefined) =>
  typeof path.totalSize === 'number' ? path.totalSize : (file?.totalSize ?? 0);

/** Download `files` in the given mode. Rejects with the failure (an AbortError when cancelled). */
export async function runDownload(files: FileRow[], mode: DownloadMode, options: RunDownloadOptions): Promise<void> {
  const { signal, onProgress } = options;
  const paths = await getDownloadPaths(
    files.map((file) => file.fileId),
    { silent: true },
  );
  const issuedAt = Date.now();
  signal?.throwIfAborted();
  // A long run outlives the addresses' tickets: later files ask for a fresh one.
  const freshUrl = async (path: DownloadPath) =>
    Date.now() - issuedAt > TICKET_REFRESH_MS ? ((await getDownloadPaths([path.fileId], { silent: true }))[0]?.url ?? path.url) : path.url;
  const byId = new Map(files.map((file) => [file.fileId, file]));
  const total = paths.reduce((sum, path) => sum + sizeOf(path, byId.get(path.fileId)), 0);

  if (mode === 'single' || mode === 'oneByOne') {
    let before = 0;
    for (const path of paths) {
      const { blob, fileName } = await downloadFileBlob(await freshUrl(path), {
        signal,
        onProgress: (loaded) => onProgress?.({ done: before + loaded, total }),
      });
      signal?.throwIfAborted();
      saveBlob(blob, fileName ?? path.fileName);
      before += sizeOf(path, byId.get(path.fileId)) || blob.size;
      onProgress?.({ done: before, total });
    }
    return;
  }

  const memory = mode === 'zip' || !options.target ? blobSink() : null;
  const sink: ZipSink = memory ?? writableSink(options.target!);
  await writeZip(
    paths.map((path) => ({
      name: path.fileName,
      size: sizeOf(path, byId.get(path.fileId)),
      open: async (entrySignal) => {
        return openFileStream(await freshUrl(path), entrySignal);
      },
    })),
    sink,
    { signal, onProgress: ({ done }) => onProgress?.({ done, total }) },
  );
  if (memory) saveBlob(memory.blob(), options.zipName);
}

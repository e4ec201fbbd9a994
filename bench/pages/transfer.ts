/**
 * Bench page of the transfers, no UI. Upload: the app's path (a job on the app's upload queue whose run is
 * the workspace's `uploadFile`, a multipart POST through the app's `/dms` axios client) against a raw
 * XMLHttpRequest posting the same multipart form with the same Blob. Zip: the app's streamed-zip download
 * (`runDownload` in 'streamZip' mode: POST /files/getDownloadPaths/, each file fetched as a stream and
 * written through src/lib/zip-stream.ts) into a sink that only counts bytes, against fflate's streaming Zip
 * alone on the same addresses. Every byte comes from and goes to bench/bench-api.mjs on 127.0.0.1.
 */
import { Zip, ZipPassThrough } from 'fflate';
import { uploadQueue } from '@/lib/upload/upload-queue';
import { uploadFile } from '@/features/workspace/upload/api/upload-files';
import { runDownload } from '@/features/workspace/transfer/download-run';
import type { FileRow } from '@/features/workspace/shared/types';
import type { BenchApi } from './shared';

const MB = 1024 * 1024;
const DIR = '1';
const EDIT_DATE = '2026-01-01';
let file: File | null = null;

/** `bytes` of random-ish data as a Blob: a random 1 MB block, each copy stamped with its index. */
async function makeBlob(bytes: number): Promise<number> {
  const block = new Uint8Array(MB);
  for (let offset = 0; offset < MB; offset += 65536) crypto.getRandomValues(block.subarray(offset, offset + 65536));
  const groups: Blob[] = [];
  let parts: Uint8Array[] = [];
  for (let done = 0, index = 0; done < bytes; index += 1) {
    const part = block.slice(0, Math.min(MB, bytes - done));
    const words = new Uint32Array(part.buffer, 0, Math.floor(part.length / 4));
    for (let w = 0; w < words.length; w += 4096) words[w] ^= index * 2654435761;
    parts.push(part);
    done += part.length;
    if (parts.length === 64 || done >= bytes) {
      groups.push(new Blob(parts as BlobPart[]));
      parts = [];
      // Let the renderer hand each group to the browser's blob storage before making the next.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  file = new File(groups, 'bench-upload.bin', { type: 'application/octet-stream' });
  return file.size;
}

function appUpload(upload: File): Promise<void> {
  return new Promise((resolve, reject) => {
    const [id] = uploadQueue.add([
      {
        name: upload.name,
        size: upload.size,
        destination: 'Bench',
        run: (progress) => uploadFile({ dirId: DIR, file: upload, editDate: EDIT_DATE, roleIds: [] }, progress),
      },
    ]);
    const unsubscribe = uploadQueue.subscribe(() => {
      const task = uploadQueue.getSnapshot().find((t) => t.id === id);
      if (task?.status === 'done') {
        unsubscribe();
        uploadQueue.clearFinished();
        resolve();
      } else if (task?.status === 'failed' || task?.status === 'cancelled') {
        unsubscribe();
        uploadQueue.clearFinished();
        reject(new Error(task.error ?? task.status));
      }
    });
  });
}

/** The same multipart form as the app's (field `files`, then `editDate`), sent by a bare XMLHttpRequest. */
function rawUpload(upload: File): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('files', upload, upload.name);
    form.append('editDate', EDIT_DATE);
    const xhr = new XMLHttpRequest();
    let loaded = 0;
    xhr.open('POST', `/dms/files/upload/${DIR}`);
    xhr.upload.onprogress = (event) => {
      loaded = event.loaded;
    };
    xhr.onload = () => (xhr.status === 200 && loaded > 0 ? resolve() : reject(new Error(`status ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('network error'));
    xhr.send(form);
  });
}

const fileIds = (files: number, bytesEach: number) => Array.from({ length: files }, (_, i) => `${i + 1}-${bytesEach}`);

async function appZip(files: number, bytesEach: number): Promise<number> {
  let bytes = 0;
  const target = new WritableStream<Uint8Array>({
    write(chunk) {
      bytes += chunk.length;
    },
  });
  const rows = fileIds(files, bytesEach).map(
    (fileId) => ({ dataType: 1, id: fileId, fileId, fileName: `part-${fileId}.bin`, totalSize: bytesEach }) as FileRow,
  );
  await runDownload(rows, 'streamZip', { zipName: 'bench.zip', target });
  return bytes;
}

async function fflateZip(files: number, bytesEach: number): Promise<number> {
  let bytes = 0;
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else bytes += data.length;
  });
  for (const fileId of fileIds(files, bytesEach)) {
    const entry = new ZipPassThrough(`part-${fileId}.bin`);
    zip.add(entry);
    const response = await fetch(`/dms/bench/bytes/${fileId}?size=${bytesEach}`);
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      entry.push(value);
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
  if (failure) throw failure;
  return bytes;
}

const api: BenchApi = {
  ready: true,
  makeBlob,
  upload: async (how) => {
    if (!file) throw new Error('makeBlob first');
    const start = performance.now();
    await (how === 'app' ? appUpload(file) : rawUpload(file));
    return { ms: performance.now() - start, bytes: file.size };
  },
  zip: async (how, files, bytesEach) => {
    const start = performance.now();
    const bytes = await (how === 'app' ? appZip(files, bytesEach) : fflateZip(files, bytesEach));
    return { ms: performance.now() - start, bytes };
  },
};
window.__bench = api;

import { describe, expect, it, vi } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { blobSink, bytesStream, isAbortError, uniqueEntryNames, writeZip, type ZipSink, type ZipSource } from './zip-stream';

/** Deterministic pseudo-random bytes (incompressible, like real documents). */
function bytesOf(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i += 1) {
    state = (state * 1664525 + 1013904223) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

function memorySink() {
  const chunks: Uint8Array[] = [];
  let closed = false;
  let aborted: unknown = null;
  const sink: ZipSink = {
    write: async (chunk) => {
      // A slow disk: writes resolve later, the writer must wait for them.
      await new Promise((resolve) => setTimeout(resolve, 0));
      chunks.push(chunk.slice());
    },
    close: () => {
      closed = true;
    },
    abort: (reason) => {
      aborted = reason;
    },
  };
  const bytes = () => {
    const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  };
  return { sink, bytes, chunks, isClosed: () => closed, aborted: () => aborted };
}

const source = (name: string, bytes: Uint8Array, chunkSize = 7000): ZipSource => ({
  name,
  size: bytes.length,
  open: () => Promise.resolve(bytesStream(bytes, chunkSize)),
});

describe('writeZip', () => {
  it('streams several files into one zip whose entries unzip to the same bytes', async () => {
    const files = [
      { name: 'Report.pdf', bytes: bytesOf(150_000, 1) },
      { name: '质量手册 v2.docx', bytes: bytesOf(33_333, 2) },
      { name: 'empty.txt', bytes: new Uint8Array(0) },
      { name: 'Report.pdf', bytes: bytesOf(10, 3) },
    ];
    const memory = memorySink();
    const progress = vi.fn();
    const result = await writeZip(
      files.map((file) => source(file.name, file.bytes)),
      memory.sink,
      { onProgress: progress },
    );

    expect(memory.isClosed()).toBe(true);
    const zip = memory.bytes();
    expect(result.bytesOut).toBe(zip.length);
    expect(result.bytesIn).toBe(150_000 + 33_333 + 10);
    expect(result.names).toEqual(['Report.pdf', '质量手册 v2.docx', 'empty.txt', 'Report (2).pdf']);
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual([...result.names].sort());
    files.forEach((file, index) => expect(entries[result.names[index]]).toEqual(file.bytes));
    // Stored, not compressed: the archive is about the size of its files.
    expect(zip.length).toBeGreaterThan(result.bytesIn);
    expect(zip.length).toBeLessThan(result.bytesIn + 1000);
    // Many pieces were written as they came (not one buffer at the end).
    expect(memory.chunks.length).toBeGreaterThan(20);
    const last = progress.mock.calls.at(-1)![0];
    expect(last).toMatchObject({ done: result.bytesIn, total: result.bytesIn, entries: 4 });
  });

  it('reads a byte stream (a fetch body) into one buffer used again, and the archive is still right', async () => {
    const bytes = bytesOf(1_000_000, 9);
    let offset = 0;
    const buffers = new Set<number>(); // the sizes of the views the reader brought
    let byobReads = 0;
    // A byte stream as fetch gives: it fills the reader's own buffer when the reader brings one.
    const body = () =>
      new ReadableStream({
        type: 'bytes',
        pull(controller) {
          const request = controller.byobRequest;
          if (offset >= bytes.length) {
            controller.close();
            request?.respond(0);
            return;
          }
          if (!request?.view) {
            controller.enqueue(bytes.slice(offset, offset + 50_000));
            offset += 50_000;
            return;
          }
          byobReads += 1;
          buffers.add(request.view.byteLength);
          const view = new Uint8Array(request.view.buffer, request.view.byteOffset, request.view.byteLength);
          const length = Math.min(view.length, bytes.length - offset, 100_000);
          view.set(bytes.subarray(offset, offset + length));
          offset += length;
          request.respond(length);
        },
      }) as ReadableStream<Uint8Array>;
    // blobSink keeps the archive, so it must copy each chunk before the buffer is read into again.
    const sink = blobSink();
    await writeZip([{ name: 'big.bin', size: bytes.length, open: () => Promise.resolve(body()) }], sink);
    // 100,000 bytes a read, gathered into chunks of up to 4 MB: the buffer's size shrinks as it fills.
    expect(byobReads).toBe(10);
    expect([...buffers][0]).toBe(4 * 1024 * 1024);
    const entries = unzipSync(new Uint8Array(await sink.blob().arrayBuffer()));
    expect(entries['big.bin']).toEqual(bytes);
  });

  it('opens each body only when its turn comes', async () => {
    const opened: string[] = [];
    const sources = ['a.txt', 'b.txt'].map<ZipSource>((name) => ({
      name,
      open: () => {
        opened.push(name);
        return Promise.resolve(bytesStream(new TextEncoder().encode(name)));
      },
    }));
    const memory = memorySink();
    await writeZip(sources, memory.sink);
    expect(opened).toEqual(['a.txt', 'b.txt']);
    const entries = unzipSync(memory.bytes());
    expect(strFromU8(entries['b.txt'])).toBe('b.txt');
  });

  it('cancels: the sink is aborted, the body is cancelled and the error is an AbortError', async () => {
    const controller = new AbortController();
    const cancel = vi.fn();
    let sent = 0;
    const endless: ZipSource = {
      name: 'big.bin',
      open: () =>
        Promise.resolve(
          new ReadableStream<Uint8Array>({
            pull(stream) {
              sent += 1;
              if (sent === 3) controller.abort();
              stream.enqueue(bytesOf(1000, sent));
            },
            cancel,
          }),
        ),
    };
    const memory = memorySink();
    const error = await writeZip([endless], memory.sink, { signal: controller.signal }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(memory.aborted()).toBe(error);
    expect(memory.isClosed()).toBe(false);
    expect(cancel).toHaveBeenCalled();
  });

  it('a failing body aborts the sink and rejects with its error', async () => {
    const broken: ZipSource = { name: 'x.pdf', open: () => Promise.reject(new Error('Download failed')) };
    const memory = memorySink();
    await expect(writeZip([source('ok.txt', bytesOf(10, 1)), broken], memory.sink)).rejects.toThrow('Download failed');
    expect(memory.aborted()).toBeInstanceOf(Error);
  });
});

describe('uniqueEntryNames', () => {
  it('numbers repeated names (any case) and replaces path separators', () => {
    expect(uniqueEntryNames(['a.txt', 'A.TXT', 'a.txt', 'dir/b', ''])).toEqual(['a.txt', 'A (2).TXT', 'a (3).txt', 'dir_b', 'file']);
  });
});

/**
 * Streams files into one zip without holding them in memory: each file's body is read as a ReadableStream
 * and passed through fflate's streaming `Zip` with `ZipPassThrough` entries (stored, no compression: the
 * documents are mostly compressed already and speed matters more), and every piece of the archive is
 * written to a sink as soon as it exists. The next chunk is read only once the previous one is written, so
 * memory stays at about one chunk whatever the total size.
 *
 * Bodies that are byte streams (a fetch response's) are read with a BYOB reader into one 4 MB buffer used
 * again for every chunk: reading a gigabyte otherwise allocates thousands of buffers that only a garbage
 * collection gives back, and the renderer grew by hundreds of MB before one came (bench). A sink must
 * therefore be done with a chunk when its write resolves; one that keeps chunks copies them (`blobSink`).
 *
 * Sinks: a writable stream (the File System Access API's `FileSystemWritableFileStream`, or any
 * WritableStream), or `blobSink()` which collects the pieces into a Blob where the browser cannot write to
 * a chosen file. No React here: the download dialog and the benchmark use the same function.
 *
 * Limits: fflate writes no Zip64 records, so one entry and the whole archive must stay under 4 GB.
 */
import { Zip, ZipPassThrough } from 'fflate';

export interface ZipSource {
  /** The entry's name inside the zip (made unique by `writeZip`). */
  name: string;
  /** Bytes expected, for the progress total (optional). */
  size?: number;
  /** Last modified time of the entry (default: now). */
  mtime?: Date | number;
  /** Opens the body; called only when the entry's turn comes. */
  open: (signal?: AbortSignal) => Promise<ReadableStream<Uint8Array>>;
}

export interface ZipSink {
  /** The chunk's memory is used again once this resolves: keep a copy if it is needed later. */
  write: (chunk: Uint8Array) => Promise<void> | void;
  close: () => Promise<void> | void;
  /** Called when writing failed or was cancelled: discard what was written. */
  abort?: (reason: unknown) => Promise<void> | void;
}

export interface ZipProgress {
  /** Bytes of the files read so far. */
  done: number;
  /** Sum of the sources' sizes (0 when none is known). */
  total: number;
  /** 0-based index of the entry being written. */
  entry: number;
  entries: number;
}

export interface WriteZipOptions {
  signal?: AbortSignal;
  onProgress?: (progress: ZipProgress) => void;
}

export interface WriteZipResult {
  /** Bytes of the files read. */
  bytesIn: number;
  /** Bytes of the archive written. */
  bytesOut: number;
  /** The names used inside the archive, in order. */
  names: string[];
}

/** 'a.txt', 'a.txt' -> 'a.txt', 'a (2).txt' (case-insensitive, as most unzip tools compare). */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const name = raw.replace(/[\\/]+/g, '_') || 'file';
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : '';
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

const abortReason = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new DOMException('The download was cancelled', 'AbortError');

/** Whether an error is the result of cancelling (an AbortSignal). */
export const isAbortError = (error: unknown) => (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';

/** Size of the buffer a byte stream is read into. */
const READ_CHUNK = 4 * 1024 * 1024;

interface ChunkReader {
  read: () => Promise<{ done: boolean; value?: Uint8Array }>;
  cancel: (reason?: unknown) => Promise<void>;
}

/**
 * Chunks of a body: from a byte stream into one buffer used again each time (the previous chunk's memory
 * is handed back to the reader, so it must have been written by then), filled before it is handed on (a
 * read gives what has arrived, often under 200 KB, and each chunk costs the zip and the sink a round of
 * awaits); from any other stream as it gives them.
 */
function chunkReader(stream: ReadableStream<Uint8Array>): ChunkReader {
  let byob: ReadableStreamBYOBReader;
  try {
    byob = stream.getReader({ mode: 'byob' });
  } catch {
    return stream.getReader();
  }
  let buffer: ArrayBuffer = new ArrayBuffer(READ_CHUNK);
  let ended = false;
  return {
    read: async () => {
      let filled = 0;
      while (!ended && filled < READ_CHUNK) {
        const { done, value } = await byob.read(new Uint8Array(buffer, filled, READ_CHUNK - filled));
        if (value) {
          buffer = value.buffer as ArrayBuffer;
          filled += value.length;
        }
        if (done) ended = true;
      }
      return filled ? { done: false, value: new Uint8Array(buffer, 0, filled) } : { done: true };
    },
    cancel: (reason) => byob.cancel(reason),
  };
}

/**
 * Write `sources`, one after the other, as one zip into `sink`. Resolves once the sink is closed; on a
 * failure or cancel the sink is aborted and the error is thrown again.
 */
export async function writeZip(sources: readonly ZipSource[], sink: ZipSink, options: WriteZipOptions = {}): Promise<WriteZipResult> {
  const { signal, onProgress } = options;
  const names = uniqueEntryNames(sources.map((source) => source.name));
  const total = sources.reduce((sum, source) => sum + (source.size ?? 0), 0);
  const pending: Uint8Array[] = [];
  let zipError: Error | null = null;
  let bytesIn = 0;
  let bytesOut = 0;

  const zip = new Zip((error, data) => {
    if (error) zipError = error;
    else if (data.length) pending.push(data);
  });

  /** Write out what the zip produced so far: this is the back-pressure (the next read waits for it). */
  const drain = async () => {
    if (zipError) throw zipError;
    while (pending.length) {
      const chunk = pending.shift()!;
      await sink.write(chunk);
      bytesOut += chunk.length;
    }
  };

  try {
    for (let index = 0; index < sources.length; index += 1) {
      signal?.throwIfAborted();
      const source = sources[index];
      const entry = new ZipPassThrough(names[index]);
      entry.mtime = source.mtime ?? Date.now();
      zip.add(entry);
      onProgress?.({ done: bytesIn, total, entry: index, entries: sources.length });
      const reader = chunkReader(await source.open(signal));
      try {
        for (;;) {
          if (signal?.aborted) throw abortReason(signal);
          const { done, value } = await reader.read();
          if (done) break;
          if (!value?.length) continue;
          entry.push(value);
          bytesIn += value.length;
          await drain();
          onProgress?.({ done: bytesIn, total, entry: index, entries: sources.length });
        }
      } catch (error) {
        await reader.cancel(error).catch(() => undefined);
        throw error;
      }
      entry.push(new Uint8Array(0), true);
      await drain();
    }
    signal?.throwIfAborted();
    zip.end();
    await drain();
    await sink.close();
    return { bytesIn, bytesOut, names };
  } catch (error) {
    zip.terminate();
    await Promise.resolve(sink.abort?.(error)).catch(() => undefined);
    throw error;
  }
}

/** A sink over a WritableStream, e.g. the File System Access API's `FileSystemWritableFileStream`. */
export function writableSink(stream: WritableStream<Uint8Array>): ZipSink {
  const writer = stream.getWriter();
  return {
    write: async (chunk) => {
      await writer.ready;
      await writer.write(chunk);
    },
    close: () => writer.close(),
    abort: (reason) => writer.abort(reason),
  };
}

/**
 * A sink that collects the archive (the fallback without the File System Access API). Each chunk goes into
 * a Blob at once, which copies it to the browser's blob storage: the chunk's memory is then free to be used
 * again.
 */
export function blobSink(type = 'application/zip'): ZipSink & { blob: () => Blob } {
  let parts: Blob[] = [];
  let result: Blob | null = null;
  return {
    write: (chunk) => {
      parts.push(new Blob([chunk as BlobPart]));
    },
    close: () => {
      result = new Blob(parts, { type });
      parts = [];
    },
    abort: () => {
      parts = [];
    },
    blob: () => {
      if (!result) throw new Error('The zip is not finished');
      return result;
    },
  };
}

/** A ReadableStream over bytes in memory, in chunks (for sources that already hold their bytes). */
export function bytesStream(bytes: Uint8Array, chunkSize = 64 * 1024): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

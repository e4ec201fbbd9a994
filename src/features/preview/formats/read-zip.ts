import { unzipSync } from 'fflate';

export interface ZipEntry {
  /** The path inside the archive, as fflate reads it (the key to extract it by). */
  name: string;
  size: number;
  compressedSize: number;
  /** The entry's time as written (a DOS time: local, no zone), or null when there is none. */
  modified: Date | null;
  folder: boolean;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/** DOS date and time (2-second steps) as a date of the same wall-clock reading in UTC. */
function dosTime(date: number, time: number): Date | null {
  if (date === 0) return null;
  return new Date(Date.UTC(1980 + (date >> 9), ((date >> 5) & 15) - 1, date & 31, time >> 11, (time >> 5) & 63, (time & 31) * 2));
}

/** The entries' times from the central directory, in its order (fflate lists the entries in the same order). */
function entryTimes(bytes: Uint8Array): (Date | null)[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i -= 1) {
    if (view.getUint32(i, true) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return [];
  const count = view.getUint16(end + 10, true);
  const times: (Date | null)[] = [];
  for (let i = 0, at = view.getUint32(end + 16, true); i < count && at + 46 <= bytes.length; i += 1) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) break;
    times.push(dosTime(view.getUint16(at + 14, true), view.getUint16(at + 12, true)));
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return times;
}

/** The entries of a ZIP archive, listed without unpacking any. */
export function listZip(bytes: Uint8Array): ZipEntry[] {
  const entries: ZipEntry[] = [];
  unzipSync(bytes, {
    filter: (file) => {
      entries.push({
        name: file.name,
        size: file.originalSize,
        compressedSize: file.size,
        modified: null,
        folder: file.name.endsWith('/'),
      });
      return false;
    },
  });
  const times = entryTimes(bytes);
  entries.forEach((entry, i) => (entry.modified = times[i] ?? null));
  return entries;
}

/** One entry's bytes. */
export function extractZipEntry(bytes: Uint8Array, name: string): Uint8Array {
  const files = unzipSync(bytes, { filter: (file) => file.name === name });
  const content = files[name];
  if (!content) throw new Error(`No entry ${name}`);
  return content;
}

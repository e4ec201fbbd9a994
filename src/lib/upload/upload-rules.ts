/**
 * Upload and download size rules (spec §5, §9), as pure functions. Messages are i18n keys of the `upload`
 * namespace whose English texts are the spec's.
 */
import { hasVisibleText, isUnfitPathName } from '../names';

const KB = 1024;
const MB = 1024 * KB;

export const UPLOAD_LIMITS = {
  /** The simple upload interface takes files up to 5 MB. */
  simpleMaxBytes: 5 * MB,
  /** Large uploads go up to 500 MB. */
  largeMaxBytes: 500 * MB,
  /** Bulk upload: at most 10 files of 0K–50M each. */
  bulkMaxFiles: 10,
  bulkMaxBytes: 50 * MB,
} as const;

/** Selected files are bundled into one zip only when their total is under this (spec §5, §9). */
export const ZIP_THRESHOLD_BYTES = 2 * MB;

export type UploadMode = 'simple' | 'large' | 'bulk' | 'excel';

export type UploadRefusal =
  | 'upload:refuse.unsendableName'
  | 'upload:refuse.invisibleName'
  | 'upload:refuse.pathName'
  | 'upload:refuse.empty'
  | 'upload:refuse.simpleTooLarge'
  | 'upload:refuse.tooLarge'
  | 'upload:refuse.bulkTooLarge'
  | 'upload:refuse.tooManyFiles'
  | 'upload:refuse.wrongFormat';

interface SizedFile {
  name: string;
  size: number;
}

const EXCEL_EXTENSIONS = ['.xls', '.xlsx'];

/**
 * A double quote, a backslash or a control character (CR and LF included) in a file name. A browser sends a
 * file's name only in the multipart filename, where it escapes these (`"` as %22, CR LF as %0D%0A) or drops
 * them (`\`): the server would store the file under another name than the one checked before the upload.
 * Such names are refused before the upload, by the app and the mock alike.
 */
export function hasUnsendableCharacters(name: string): boolean {
  return [...name].some((char) => {
    const code = char.codePointAt(0)!;
    return char === '"' || char === '\\' || code < 0x20 || code === 0x7f;
  });
}

/**
 * A file name that shows nothing before its extension ('\u200B.pdf' would list as '.pdf'), or nothing at all:
 * the same rule as for typed names. A name that is only an extension ('.env') is kept.
 */
export function hasInvisibleName(name: string): boolean {
  const base = name.replace(/\.[^.]*$/, '');
  return !hasVisibleText(name) || (base !== '' && !hasVisibleText(base));
}

/** Why one file may not be uploaded in `mode`, or null when it may. */
export function refusalFor(file: SizedFile, mode: UploadMode): UploadRefusal | null {
  if (hasUnsendableCharacters(file.name)) return 'upload:refuse.unsendableName';
  if (hasInvisibleName(file.name)) return 'upload:refuse.invisibleName';
  if (isUnfitPathName(file.name)) return 'upload:refuse.pathName';
  if (file.size === 0) return 'upload:refuse.empty';
  if (mode === 'excel' && !EXCEL_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext))) {
    return 'upload:refuse.wrongFormat';
  }
  if (mode === 'simple' && file.size > UPLOAD_LIMITS.simpleMaxBytes) return 'upload:refuse.simpleTooLarge';
  if (mode === 'bulk' && file.size > UPLOAD_LIMITS.bulkMaxBytes) return 'upload:refuse.bulkTooLarge';
  if (file.size > UPLOAD_LIMITS.largeMaxBytes) return 'upload:refuse.tooLarge';
  return null;
}

/** Why a whole bulk selection is refused (more than 10 files), or null. */
export function bulkRefusal(files: SizedFile[]): UploadRefusal | null {
  return files.length > UPLOAD_LIMITS.bulkMaxFiles ? 'upload:refuse.tooManyFiles' : null;
}

/**
 * What a refusal's text names: the file, its size, and the limits (each in a batch, files in a batch, alone),
 * so that the message says which limit applies and how to send the file instead. (Interpolation reveals bidi
 * controls in the name.)
 */
export function refusalValues(file: SizedFile) {
  return {
    name: file.name,
    size: formatBytes(file.size),
    bulkLimit: `${UPLOAD_LIMITS.bulkMaxBytes / MB} MB`,
    bulkFiles: UPLOAD_LIMITS.bulkMaxFiles,
    largeLimit: `${UPLOAD_LIMITS.largeMaxBytes / MB} MB`,
  };
}

/**
 * A size as the server writes it: a value ending in MB counts as megabytes, anything else as bytes
 * (spec §5). Unreadable sizes count as 0.
 */
export function parseTotalSize(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (!value) return 0;
  const text = value.trim();
  const number = Number.parseFloat(text);
  if (!Number.isFinite(number)) return 0;
  return /mb$/i.test(text) ? number * MB : number;
}

/** Several files go as one zip only when their total is under the threshold; else one by one. */
export function shouldZip(sizes: Array<string | number>, thresholdBytes: number = ZIP_THRESHOLD_BYTES): boolean {
  if (sizes.length < 2) return false;
  return sizes.reduce<number>((sum, size) => sum + parseTotalSize(size), 0) < thresholdBytes;
}

/** Human-readable size for the UI (1 decimal above 1 KB). */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(1)} KB`;
  if (bytes < 1024 * MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${(bytes / (1024 * MB)).toFixed(2)} GB`;
}

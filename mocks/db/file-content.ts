/**
 * The bytes a download or preview serves. Uploaded versions keep their bytes in Db.contents (in memory, or on
 * the HTTP mock server as files in its data folder, streamed when served: `contentBody`); seeded files
 * get real documents generated on demand (sample-content.ts), at most 64 KB: a three-page PDF with real text
 * (padded towards the nominal size), text (UTF-8, or GBK for files with an odd id, as Windows-authored text
 * often is), Markdown with raw HTML and a script (the preview must sanitise it), a .docx and an .xlsx, a PNG,
 * a JPEG, a tiny MP4 for .mp4/.mov and FLV for .flv, CSV/TSV, a two-page TIFF, a HEIC photo, an e-mail and a ZIP
 * archive, and deterministic filler for other types (.pptx, .dwg…), which no browser can render anyway.
 * Each revision after the first of a text, Markdown, Word, Excel or PDF file differs from the first in a
 * small, visible way (`revised`), so comparing two versions shows real changes.
 */
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import {
  docxDocument,
  emlDocument,
  encodeGbk,
  flvVideo,
  heicImage,
  markdownDocument,
  mp4Video,
  pdfDocument,
  tableDocument,
  textDocument,
  tiffDocument,
  xlsxDocument,
  zipArchive,
  type TextEncoding,
} from './sample-content';
import type { ContentFile, Db, DmsFile, FileVersion, StoredContent } from './schema';

export const GENERATED_CONTENT_CAP = 64 * 1024;

const encoder = new TextEncoder();

const MIME_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  // No charset: seeded text files are UTF-8 or GBK, and the preview detects which.
  '.txt': 'text/plain',
  '.md': 'text/markdown; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.tsv': 'text/tab-separated-values; charset=utf-8',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.heic': 'image/heic',
  '.heif': 'image/heif',
  '.eml': 'message/rfc822',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.flv': 'video/x-flv',
  '.webm': 'video/webm',
  '.zip': 'application/zip',
  '.dwg': 'image/vnd.dwg',
};

export const mimeTypeOf = (fileType: string) => MIME_TYPES[fileType] ?? 'application/octet-stream';

/** A Content-Disposition value that carries any (e.g. Chinese) file name. */
export function contentDisposition(fileName: string, inline = false) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

function pngChunk(type: string, data: Uint8Array) {
  const typed = concat([encoder.encode(type), data]);
  return concat([u32(data.length), typed, u32(crc32(typed))]);
}

/** A 96 x 64 RGB PNG with a colour gradient (stored deflate blocks), padded with a tEXt chunk. */
function pngBytes(seed: number, size: number) {
  const width = 96;
  const height = 64;
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      raw[row + 1 + x * 3] = (x * 2 + seed) & 255;
      raw[row + 2 + x * 3] = (y * 3 + seed * 7) & 255;
      raw[row + 3 + x * 3] = 160;
    }
  }
  const blocks: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  for (let offset = 0; offset < raw.length; offset += 65535) {
    const chunk = raw.subarray(offset, Math.min(raw.length, offset + 65535));
    const last = offset + 65535 >= raw.length ? 1 : 0;
    blocks.push(new Uint8Array([last, chunk.length & 255, chunk.length >>> 8, ~chunk.length & 255, (~chunk.length >>> 8) & 255]), chunk);
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  blocks.push(u32(((b << 16) | a) >>> 0));
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0]);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', concat(blocks)),
  ];
  const used = parts.reduce((n, p) => n + p.length, 0) + 12;
  const padding = size - used - 12 - 8;
  if (padding > 0) parts.push(pngChunk('tEXt', encoder.encode(`Comment\0${'demo '.repeat(Math.ceil(padding / 5)).slice(0, padding)}`)));
  parts.push(pngChunk('IEND', new Uint8Array()));
  return concat(parts);
}

/** A 1 x 1 baseline JPEG, padded with comment (COM) segments. */
const TINY_JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

function jpegBytes(size: number) {
  const jpeg = Uint8Array.from(atob(TINY_JPEG_BASE64), (c) => c.charCodeAt(0));
  const comments: Uint8Array[] = [];
  let remaining = size - jpeg.length;
  while (remaining > 4) {
    const length = Math.min(65533, remaining - 2);
    const segment = new Uint8Array(length + 2);
    segment.set([0xff, 0xfe, length >>> 8, length & 255]);
    segment.fill(0x20, 4);
    comments.push(segment);
    remaining -= segment.length;
  }
  return concat([jpeg.subarray(0, 2), ...comments, jpeg.subarray(2)]);
}

function fillerBytes(title: string, seed: number, size: number) {
  const banner = encoder.encode(`DMS demo content: ${title}\n`);
  const out = new Uint8Array(Math.max(size, banner.length));
  out.set(banner);
  let x = seed || 1;
  for (let i = banner.length; i < out.length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 255;
  }
  return out;
}

/** Seeded text files: GBK when the id is odd, UTF-8 when it is even (both kinds exist in the seed). */
export const textEncodingOf = (fileId: string): TextEncoding => (Number(fileId) % 2 === 1 ? 'gbk' : 'utf-8');

// ── What each later revision changes ─────────────────────────────────────────────────────────────

/** The word a revision puts in place of the first revision's, in the sentence it changes; six letters each. */
const REVISION_WORDS = ['eleven', 'twenty', 'thirty', 'eighty', 'ninety'] as const;

export const revisionWord = (revision: number) => REVISION_WORDS[(revision - 2) % REVISION_WORDS.length];

/** What a revision calls the text file's data where the first revision says "demo". */
const REVISION_STATES = ['approved', 'released', 'reviewed', 'archived', 'updated'] as const;

export const revisionState = (revision: number) => REVISION_STATES[(revision - 2) % REVISION_STATES.length];

/** The paragraphs revisions 2..`revision` have added, one each. */
const changeNotes = (revision: number) =>
  Array.from(
    { length: Math.max(0, revision - 1) },
    (_, i) => `Change note ${i + 2}: the review interval is now ${revisionWord(i + 2)} months.`,
  );

/**
 * Text: the third filler line says `revisionState` where the first revision says "demo" (UTF-8) or gains a
 * sentence (GBK), and each revision adds a change note under the header.
 */
function revisedText(bytes: Uint8Array, revision: number, encoding: TextEncoding): Uint8Array {
  if (revision < 2) return bytes;
  const lines = new TextDecoder(encoding).decode(bytes).split('\n');
  const third = lines.findIndex((line) => line.startsWith('Line 3: '));
  if (third >= 0) {
    lines[third] =
      encoding === 'utf-8'
        ? lines[third].replace('demo data', `${revisionState(revision)} data`)
        : `${lines[third]} Checked ${revisionWord(revision)} times.`;
  }
  const header = lines.findIndex((line) => line.startsWith('Revision '));
  lines.splice(header + 1, 0, ...changeNotes(revision));
  const text = lines.join('\n');
  return encoding === 'gbk' ? encodeGbk(text) : encoder.encode(text);
}

/** Markdown: a checklist item changes a word and each revision adds a change note. */
function revisedMarkdown(bytes: Uint8Array, revision: number): Uint8Array {
  if (revision < 2) return bytes;
  const text = new TextDecoder().decode(bytes);
  return encoder.encode(
    text
      .replace('- Record every deviation', `- Record every deviation within ${revisionWord(revision)} days`)
      .replace('## Checklist\n', `## Checklist\n\n${changeNotes(revision).join('\n\n')}\n`),
  );
}

/** The same package with some of its parts rewritten; the fixed time keeps it deterministic. */
function rezip(bytes: Uint8Array, edit: (path: string, text: string) => string): Uint8Array {
  const entries: Zippable = {};
  for (const [path, data] of Object.entries(unzipSync(bytes))) {
    entries[path] = [path.endsWith('.xml') ? strToU8(edit(path, strFromU8(data))) : data, { mtime: new Date(Date.UTC(2026, 0, 1)) }];
  }
  return zipSync(entries, { level: 6 });
}

const wordParagraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** Word: "kept for ten years" keeps them for `revisionWord` years, and the change notes come before "2 Workflow". */
function revisedDocx(bytes: Uint8Array, revision: number): Uint8Array {
  if (revision < 2) return bytes;
  return rezip(bytes, (path, xml) => {
    if (path !== 'word/document.xml') return xml;
    const heading = xml.lastIndexOf('<w:p>', xml.indexOf('>2 Workflow<'));
    const notes = changeNotes(revision).map(wordParagraph).join('');
    return (xml.slice(0, heading) + notes + xml.slice(heading)).replace(
      'Approval records are kept for ten years.',
      `Approval records are kept for ${revisionWord(revision)} years.`,
    );
  });
}

const inlineCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** Excel: the caliper's score (E3) changes, a row is added to the register, and the summary counts it. */
function revisedXlsx(bytes: Uint8Array, revision: number): Uint8Array {
  if (revision < 2) return bytes;
  return rezip(bytes, (path, xml) => {
    if (path === 'xl/worksheets/sheet1.xml') {
      const row =
        `<row r="6"><c r="A6"><v>5</v></c>${inlineCell('B6', `Micrometer MM-0${revision}`)}${inlineCell('C6', 'Li Na')}` +
        `<c r="D6" s="1"><v>${46900 + revision}</v></c><c r="E6"><v>${80 + revision}</v></c></row>`;
      return xml.replace('<c r="E3"><v>88</v></c>', `<c r="E3"><v>${88 + revision}</v></c>`).replace('</sheetData>', `${row}</sheetData>`);
    }
    if (path === 'xl/worksheets/sheet2.xml') return xml.replace('<c r="B3"><v>4</v></c>', '<c r="B3"><v>5</v></c>');
    return xml;
  });
}

/**
 * PDF: page 2's "twelve months" becomes `revisionWord` months, a word of the same length, so every offset in
 * the file stays right.
 */
function revisedPdf(bytes: Uint8Array, revision: number): Uint8Array {
  if (revision < 2) return bytes;
  const from = encoder.encode('is twelve months');
  const to = encoder.encode(`is ${revisionWord(revision)} months`);
  const out = bytes.slice();
  outer: for (let i = 0; i + from.length <= out.length; i += 1) {
    for (let j = 0; j < from.length; j += 1) if (out[i + j] !== from[j]) continue outer;
    out.set(to, i);
    break;
  }
  return out;
}

/** Generated bytes of a seeded file version. */
export function seededBytes(fileId: string, fileName: string, fileType: string, totalSize: number, revision: number): Uint8Array {
  const size = Math.max(1, Math.min(totalSize, GENERATED_CONTENT_CAP));
  const title = fileName.replace(/\.[^.]+$/, '');
  const seed = Number(fileId) * 31 + revision;
  switch (fileType) {
    case '.txt':
      return revisedText(textDocument(title, revision, size, textEncodingOf(fileId)), revision, textEncodingOf(fileId));
    case '.md':
      return revisedMarkdown(markdownDocument(title, revision), revision);
    case '.pdf':
      return revisedPdf(pdfDocument(title, revision, size), revision);
    case '.docx':
      return revisedDocx(docxDocument(title, revision), revision);
    case '.xlsx':
      return revisedXlsx(xlsxDocument(title, revision), revision);
    case '.mp4':
    case '.mov':
      return mp4Video();
    case '.flv':
      return flvVideo();
    case '.png':
      return pngBytes(seed, size);
    case '.csv':
      return tableDocument(title, ',');
    case '.tsv':
      return tableDocument(title, '\t');
    case '.tif':
    case '.tiff':
      return tiffDocument();
    case '.heic':
    case '.heif':
      return heicImage();
    case '.eml':
      return emlDocument(title);
    case '.zip':
      return zipArchive(title, pngBytes(seed, 0));
    case '.jpg':
    case '.jpeg':
      return jpegBytes(size);
    default:
      return fillerBytes(title, seed, size);
  }
}

/** The version of a file by revision (the current one when omitted); null when there is none. */
export function versionOf(file: DmsFile, revision?: number): FileVersion | null {
  if (revision === undefined || revision === file.revision) {
    return {
      revision: file.revision,
      fileName: file.fileName,
      totalSize: file.totalSize,
      updateTime: file.updateTime,
      updater: file.updater,
      remark: '',
      contentKey: file.contentKey,
    };
  }
  return file.versions.find((v) => v.revision === revision) ?? null;
}

export const isContentFile = (content: StoredContent): content is ContentFile =>
  typeof (content as Partial<ContentFile>).stream === 'function';

/** What a reply carries: bytes in memory, or a stream of a file on disk (the HTTP mock server); and its length. */
export interface ContentBody {
  body: Uint8Array | ReadableStream<Uint8Array>;
  size: number;
}

/** The reply body of stored content. */
export function storedBody(stored: StoredContent): ContentBody {
  if (isContentFile(stored)) return { body: stored.stream(), size: stored.size };
  const bytes = stored instanceof Uint8Array ? stored : new Uint8Array(stored);
  return { body: bytes, size: bytes.length };
}

/** What a download of one version of a file serves: stored content streams, seeded files are generated. */
export function contentBody(database: Db, file: DmsFile, version: FileVersion): ContentBody {
  const stored = version.contentKey ? database.contents.get(version.contentKey) : undefined;
  if (stored) return storedBody(stored);
  const bytes = seededBytes(file.fileId, version.fileName, file.fileType, version.totalSize, version.revision);
  return { body: bytes, size: bytes.length };
}

/** The bytes of one version of a file, in memory (the in-browser mock and the unit tests keep them there). */
export function contentOf(database: Db, file: DmsFile, version: FileVersion): Uint8Array {
  const stored = version.contentKey ? database.contents.get(version.contentKey) : undefined;
  if (stored && isContentFile(stored)) throw new Error(`The bytes of file ${file.fileId} are on disk: serve them with contentBody`);
  if (stored) return stored instanceof Uint8Array ? stored : new Uint8Array(stored);
  return seededBytes(file.fileId, version.fileName, file.fileType, version.totalSize, version.revision);
}

/**
 * Uploads the HTTP mock server has already written to disk while it read the request (mocks/server/uploads.ts),
 * with the file each is: storing such an upload moves the file, and its bytes never pass through memory.
 */
const uploadsOnDisk = new WeakMap<Blob, ContentFile>();

export function registerUploadOnDisk(upload: Blob, content: ContentFile): void {
  uploadsOnDisk.set(upload, content);
}

/** What Db.contents keeps of an uploaded file: its bytes, or the file on disk the server wrote it to. */
export async function uploadedContent(upload: Blob): Promise<StoredContent> {
  return uploadsOnDisk.get(upload) ?? upload.arrayBuffer();
}

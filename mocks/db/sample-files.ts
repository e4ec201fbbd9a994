/**
 * The seeded files that show each kind of preview, for the demo and the tests: the first plain file of each
 * kind among the folder files (not the 10,000-file archive), in normal status, not secret and not
 * restricted to roles, so every account that can see its folder can open it. Computed from the database,
 * so a change of the seed cannot leave a stale id behind; the seed is deterministic, so the browser's mock
 * and a test in Node agree on the ids (`sampleFileIds(seedDb())`).
 */
import { textEncodingOf } from './file-content';
import type { Db, DmsFile } from './schema';
import { FORMAT_SAMPLE_FIRST_ID } from './seed';

export const SAMPLE_KINDS = {
  pdf: (f: DmsFile) => f.fileType === '.pdf',
  png: (f: DmsFile) => f.fileType === '.png',
  jpg: (f: DmsFile) => f.fileType === '.jpg',
  textUtf8: (f: DmsFile) => f.fileType === '.txt' && textEncodingOf(f.fileId) === 'utf-8',
  textGbk: (f: DmsFile) => f.fileType === '.txt' && textEncodingOf(f.fileId) === 'gbk',
  markdown: (f: DmsFile) => f.fileType === '.md',
  docx: (f: DmsFile) => f.fileType === '.docx',
  xlsx: (f: DmsFile) => f.fileType === '.xlsx',
  /** An office type no browser library renders: the preview offers the download. */
  pptx: (f: DmsFile) => f.fileType === '.pptx',
  csv: (f: DmsFile) => f.fileType === '.csv',
  tsv: (f: DmsFile) => f.fileType === '.tsv',
  tiff: (f: DmsFile) => f.fileType === '.tif',
  heic: (f: DmsFile) => f.fileType === '.heic',
  eml: (f: DmsFile) => f.fileType === '.eml',
  zip: (f: DmsFile) => f.fileType === '.zip' && Number(f.fileId) >= FORMAT_SAMPLE_FIRST_ID,
  mp4: (f: DmsFile) => f.fileType === '.mp4',
  /** Neither previewable nor video (§5). */
  unsupported: (f: DmsFile) => f.fileType === '.dwg',
} satisfies Record<string, (file: DmsFile) => boolean>;

export type SampleKind = keyof typeof SAMPLE_KINDS;

/** The first file id of the 10,000-file archive: sample files are taken from below it. */
const ARCHIVE_FIRST_ID = 200001;

const plain = (file: DmsFile) =>
  Number(file.fileId) < ARCHIVE_FIRST_ID && file.status === 'normal' && !file.secret && file.roleIds.length === 0;

export function sampleFileIds(database: Db): Record<SampleKind, string> {
  const files = [...database.files.values()].filter(plain).sort((a, b) => Number(a.fileId) - Number(b.fileId));
  const ids = {} as Record<SampleKind, string>;
  for (const [kind, matches] of Object.entries(SAMPLE_KINDS) as [SampleKind, (f: DmsFile) => boolean][]) {
    const file = files.find(matches);
    if (!file) throw new Error(`the seed has no sample file of kind ${kind}`);
    ids[kind] = file.fileId;
  }
  return ids;
}

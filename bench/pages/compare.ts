/**
 * Bench page of the version comparison, no UI: generates a pair of versions of a large .docx (text only,
 * about 5 MB zipped) and of a 200-page PDF, each pair differing in a few places, and times the app's
 * `compareVersions` on them: pdf.js reading the pages' text, then the comparison in its worker.
 */
import { compareVersions } from '@/features/preview/compare/engine';
import { docxFile, pdfFile } from '@/features/preview/compare/engine/test-documents';

const MB = 1024 * 1024;
const DOCX_TARGET_BYTES = 5 * MB;
const PDF_PAGES = 200;
const PDF_LINES = 45;

export interface CompareRun {
  /** From the call to the result. */
  ms: number;
  /** Until the comparison itself began (for a PDF: reading its pages' text). */
  readMs: number;
  changes: number;
  progressReports: number;
  /** The longest main-thread task seen meanwhile (0 = none over 50 ms). */
  longestTask: number;
}

export interface CompareDocs {
  docxBytes: number;
  docxParagraphs: number;
  docxChanges: number;
  pdfBytes: number;
  pdfPages: number;
  pdfChanges: number;
}

export interface CompareBenchApi {
  ready: boolean;
  makeDocs: () => Promise<CompareDocs>;
  compare: (kind: 'docx' | 'pdf') => Promise<CompareRun>;
}

/** A deterministic stream of numbers in [0, 1) (mulberry32). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES =
  'ca li bra tion doc u ment con trol re vi sion pro ce dure qua ty mea sure ap prov al rec ord in ter val spe ci fi ca tor'.split(' ');

function sentences(next: () => number) {
  const word = () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join('');
  return (words: number) => {
    const text = Array.from({ length: words }, word).join(' ');
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
}

let docx: { before: ArrayBuffer; after: ArrayBuffer } | null = null;
let pdf: { before: ArrayBuffer; after: ArrayBuffer } | null = null;
const buffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

async function makeDocs(): Promise<CompareDocs> {
  const next = random(7);
  const sentence = sentences(next);
  const paragraph = () => sentence(10 + Math.floor(next() * 50));
  // How many paragraphs make the target size: measured on a sample, as zip compression decides.
  const sample = Array.from({ length: 2_000 }, paragraph);
  const perParagraph = docxFile(sample).length / sample.length;
  const count = Math.ceil(DOCX_TARGET_BYTES / perParagraph);
  const paragraphs = sample.concat(Array.from({ length: count - sample.length }, paragraph));
  const changed = [...paragraphs];
  // A few changes through the document: five edited words, a paragraph deleted, one inserted.
  for (const at of [0.05, 0.25, 0.5, 0.75, 0.95]) {
    const i = Math.floor(count * at);
    changed[i] = changed[i].replace(/ \w+ /, ' REVISED ');
  }
  changed.splice(Math.floor(count * 0.4), 1);
  changed.splice(Math.floor(count * 0.6), 0, 'A paragraph added in the newer version.');
  const docxBefore = docxFile(paragraphs);
  docx = { before: buffer(docxBefore), after: buffer(docxFile(changed)) };
  await new Promise((resolve) => setTimeout(resolve, 0));

  const line = sentences(random(11));
  const pages = Array.from({ length: PDF_PAGES }, () => Array.from({ length: PDF_LINES }, () => line(9)));
  const pagesAfter = pages.map((lines) => [...lines]);
  for (const page of [19, 89, 149]) pagesAfter[page][10] = pagesAfter[page][10].replace(/ \w+ /, ' REVISED ');
  pagesAfter[179].splice(20, 0, 'A line added in the newer version.');
  const pdfBefore = pdfFile(pages);
  pdf = { before: buffer(pdfBefore), after: buffer(pdfFile(pagesAfter)) };
  return {
    docxBytes: docxBefore.length,
    docxParagraphs: count,
    docxChanges: 7,
    pdfBytes: pdfBefore.length,
    pdfPages: PDF_PAGES,
    pdfChanges: 4,
  };
}

async function compare(kind: 'docx' | 'pdf'): Promise<CompareRun> {
  const pair = kind === 'docx' ? docx : pdf;
  if (!pair) throw new Error('makeDocs first');
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let progressReports = 0;
  let comparingAt = 0;
  const start = performance.now();
  const result = await compareVersions(kind, pair.before, pair.after, {
    onProgress: (progress) => {
      progressReports += 1;
      if (progress.stage === 'comparing' && !comparingAt) comparingAt = performance.now();
    },
  });
  const ms = performance.now() - start;
  // Long tasks are reported after they end: let the last one arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return { ms, readMs: comparingAt - start, changes: result.changes, progressReports, longestTask: Math.max(0, ...longTasks) };
}

const api: CompareBenchApi = { ready: true, makeDocs, compare };
(window as unknown as { __bench: CompareBenchApi }).__bench = api;

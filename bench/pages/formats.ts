/**
 * Bench page of the format viewers (CSV, TIFF, HEIC, e-mail, ZIP), no UI of its own: each viewer as the
 * preview mounts it (the viewer registry's lazy component, inside the app's providers), handed a file's
 * bytes, and timed to its first meaningful paint. The samples are the mock's own (mocks/db/file-content.ts);
 * the large CSV is generated here. A TSV takes the CSV's viewer and parser, only with another delimiter.
 */
import { createElement, Suspense, useEffect, useState } from 'react';
import { seededBytes } from '@mocks/db/file-content';
import { BLOB_VIEWERS, viewerIdOf } from '@/features/preview/viewer-modules';
import { afterNextPaint, mount } from './shared';

export type FormatKind = 'csv-large' | 'csv' | 'tiff' | 'heic' | 'eml' | 'zip';

const LARGE_CSV_ROWS = 100_000;
const HEIGHT = 800;

export interface FormatSample {
  fileName: string;
  bytes: number;
  /** The large CSV's data rows (0 for the others). */
  rows: number;
}

export interface FormatRun {
  /** From the Blob handed to the viewer to its first meaningful paint. */
  ms: number;
  /** Files fetched meanwhile (the viewer's chunk, its decoder) and their transferred (gzip) bytes. */
  files: number;
  transferBytes: number;
  /** The longest main-thread task seen meanwhile (0 = none over 50 ms). */
  longestTask: number;
  /** What was painted, for the measurement to check (the table's size, the page count, the subject…). */
  shown: string;
}

export interface FormatsBenchApi {
  ready: boolean;
  makeSample: (kind: FormatKind) => FormatSample;
  /** Show the sample made last; the viewer is unmounted first if one is shown. */
  view: () => Promise<FormatRun>;
}

const OWNERS = ['Wang Lei', 'Emma Chen', '李娜', 'Zhang Wei', 'Priya Nair'];

/** A register like the mock's table sample, `rows` long, with a quoted field now and then. */
function largeCsv(rows: number): Uint8Array {
  const lines = ['No.,Item,Owner,Due date,Score'];
  for (let n = 1; n <= rows; n += 1) {
    const item = n % 500 === 0 ? `"Gauge ${n}, ""spare"" set"` : `Gauge ${String(n).padStart(6, '0')}`;
    lines.push(`${n},${item},${OWNERS[n % OWNERS.length]},2027-${String((n % 12) + 1).padStart(2, '0')}-15,${60 + ((n * 37) % 41)}`);
  }
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
}

/** The mock's bytes for a seeded file of that name (its sample documents are at most 64 KB). */
const seeded = (fileName: string) => seededBytes('190001', fileName, fileName.slice(fileName.lastIndexOf('.')), 1 << 20, 1);

const SAMPLES: Record<FormatKind, { fileName: string; bytes: () => Uint8Array }> = {
  'csv-large': { fileName: 'Register.csv', bytes: () => largeCsv(LARGE_CSV_ROWS) },
  csv: { fileName: 'Register.csv', bytes: () => seeded('Register.csv') },
  tiff: { fileName: 'Scan.tif', bytes: () => seeded('Scan.tif') },
  heic: { fileName: 'Site photo.heic', bytes: () => seeded('Site photo.heic') },
  eml: { fileName: 'Audit.eml', bytes: () => seeded('Audit.eml') },
  zip: { fileName: 'Handover.zip', bytes: () => seeded('Handover.zip') },
};

/** The viewer's image once loaded: the first page of a TIFF, the HEIC photo. */
const loadedImage = (root: Element) => {
  const image = root.querySelector('img');
  return image?.complete && image.naturalWidth > 0 ? image : null;
};

/** The table's data rows and columns once its first rows are in the page (read from its markup, not its text). */
const tableShown = (root: Element) => {
  const table = root.querySelector('[role="table"]');
  if (!table?.querySelector('[role="cell"]')) return null;
  return `${Number(table.getAttribute('aria-rowcount')) - 1} rows x ${table.querySelectorAll('[role="columnheader"]').length} columns`;
};

/** The first meaningful paint of each viewer, and what it shows then (for the measurement to check). */
const PAINTED: Record<FormatKind, (root: Element) => string | null> = {
  'csv-large': tableShown,
  csv: tableShown,
  tiff: (root) => loadedImage(root)?.alt ?? null,
  heic: (root) => {
    const image = loadedImage(root);
    return image ? `${image.naturalWidth} x ${image.naturalHeight}` : null;
  },
  eml: (root) => root.querySelector('[data-testid="mail-subject"]')?.textContent ?? null,
  zip: (root) => {
    const rows = root.querySelectorAll('[data-row-key]').length;
    return rows ? `${rows} entries` : null;
  },
};

/** Resolves with `check`'s answer once it has one: checked on every DOM change and every image load. */
function whenShown(root: Element, check: (root: Element) => string | null, timeoutMs = 60_000): Promise<string> {
  const now = check(root);
  if (now !== null) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const done = () => {
      const answer = check(root);
      if (answer === null) return;
      observer.disconnect();
      root.removeEventListener('load', done, true);
      clearTimeout(timer);
      resolve(answer);
    };
    const observer = new MutationObserver(done);
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    // Load events do not bubble: caught on the way down.
    root.addEventListener('load', done, true);
    const timer = setTimeout(() => {
      observer.disconnect();
      root.removeEventListener('load', done, true);
      reject(new Error('the viewer did not show the file'));
    }, timeoutMs);
  });
}

interface Shown {
  blob: Blob;
  fileName: string;
  /** A new key for each view: a fresh viewer, never an update of the last one. */
  key: number;
}

let show: (shown: Shown | null) => void = () => undefined;
let sample: { kind: FormatKind; fileName: string; blob: Blob } | null = null;
let views = 0;

function Stage() {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    show = setShown;
    api.ready = true;
  }, []);
  const Viewer = shown ? BLOB_VIEWERS[viewerIdOf(shown.fileName)] : undefined;
  return createElement(
    'div',
    { id: 'stage', style: { height: HEIGHT, display: 'flex', flexDirection: 'column' } },
    shown && Viewer
      ? createElement(Suspense, { fallback: null }, createElement(Viewer, { key: shown.key, blob: shown.blob, fileName: shown.fileName }))
      : null,
  );
}

function makeSample(kind: FormatKind): FormatSample {
  const { fileName, bytes } = SAMPLES[kind];
  const data = bytes();
  sample = { kind, fileName, blob: new Blob([data as BlobPart]) };
  return { fileName, bytes: data.length, rows: kind === 'csv-large' ? LARGE_CSV_ROWS : 0 };
}

async function view(): Promise<FormatRun> {
  if (!sample) throw new Error('makeSample first');
  const stage = document.getElementById('stage')!;
  show(null);
  await afterNextPaint();
  performance.clearResourceTimings();
  const longTasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  views += 1;
  const start = performance.now();
  show({ blob: sample.blob, fileName: sample.fileName, key: views });
  const shown = await whenShown(stage, PAINTED[sample.kind]);
  const ms = (await afterNextPaint()) - start;
  // Long tasks are reported after they end: let the last one arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
  longTasks.push(...observer.takeRecords());
  observer.disconnect();
  const during = (entry: PerformanceEntry) => entry.startTime >= start && entry.startTime <= start + ms;
  const fetched = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(during);
  return {
    ms,
    files: fetched.length,
    transferBytes: fetched.reduce((sum, entry) => sum + entry.transferSize, 0),
    longestTask: Math.max(0, ...longTasks.filter(during).map((entry) => entry.duration)),
    shown,
  };
}

const api: FormatsBenchApi = { ready: false, makeSample, view };
(window as unknown as { __bench: FormatsBenchApi }).__bench = api;
void mount(createElement(Stage));

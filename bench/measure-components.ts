/**
 * The component and transfer figures, measured on the bench pages (bench/pages, served with
 * bench/bench-api.mjs): each app figure beside its library reference in the same browser, the same page and
 * the same run. Timings come from the page (performance.now, PerformanceObserver, requestAnimationFrame);
 * memory from the renderer process (/proc/<pid>/smaps_rollup), sampled every 50 ms while a transfer runs.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS } from '@tests/e2e/browser';
import { stat, type Figure } from './figures';
import type { CompareBenchApi, CompareRun } from './pages/compare';
import type { FormatKind, FormatRun, FormatSample, FormatsBenchApi } from './pages/formats';
import type { ScrollResult, TransferResult } from './pages/shared';

const MB = 1024 * 1024;
const LIST_ROWS = 10_000;
const SCROLL_ROWS = 100_000;
const SCROLL_MS = 15_000;
/** The steady scroll: this many pixels per frame (6,000 px/s at 60 fps, a fast wheel) for STEADY_MS. */
const STEADY_PX = 100;
const STEADY_MS = 5_000;
const FOLDERS = 50_000;
const FILTER = '123';
const UPLOAD_BYTES = 500 * MB;
const ZIP_FILES = 8;
const ZIP_FILE_BYTES = 128 * MB;
/** "Memory flat" for the upload: the renderer grows by less than a tenth of the file. */
const UPLOAD_FLAT_MB = 50;
const ZIP_GROWTH_MB = 150;

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (text: string) => console.log(`[bench] ${text}`);
/** Alternate which variant goes first, run by run. */
const ordered = <T>(pair: [T, T], run: number): [T, T] => (run % 2 ? [pair[1], pair[0]] : pair);

async function openPage(browser: Browser, origin: string, path: string) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1600, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  page.on('pageerror', (error) => log(`page error on ${path}: ${error.message}`));
  await page.goto(path);
  await page.waitForFunction(() => window.__bench?.ready === true, undefined, { timeout: 30_000 });
  return { page, close: () => context.close() };
}

// ── Renderer memory ───────────────────────────────────────────────────────────────────────────────────

interface Memory {
  rss: number;
  pss: number;
}

/** Rss and Pss of a process in MB, from /proc/<pid>/smaps_rollup. */
function memoryOf(pid: number): Memory {
  const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) / 1024;
  return { rss: field('Rss'), pss: field('Pss') };
}

/**
 * The page's renderer: among the browser's renderer processes (CDP SystemInfo.getProcessInfo), the one that
 * has used the most CPU, which is the bench page once it has done its set-up work (the other renderers are
 * spares and about:blank).
 */
async function rendererPid(browser: Browser): Promise<number> {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
    processInfo: Array<{ type: string; id: number; cpuTime: number }>;
  };
  await session.detach();
  const renderers = processInfo.filter((p) => p.type === 'renderer').sort((a, b) => b.cpuTime - a.cpuTime);
  if (!renderers.length) throw new Error('no renderer process');
  return renderers[0].id;
}

/** Runs `work` while sampling the renderer's memory; growth is the peak minus the level just before. */
async function withMemory<T>(pid: number, cdp: CDPSession, work: () => Promise<T>) {
  await cdp.send('HeapProfiler.collectGarbage');
  await sleep(300);
  const before = memoryOf(pid);
  const peak = { ...before };
  const sample = () => {
    const now = memoryOf(pid);
    peak.rss = Math.max(peak.rss, now.rss);
    peak.pss = Math.max(peak.pss, now.pss);
  };
  const timer = setInterval(sample, 50);
  try {
    const result = await work();
    sample();
    clearInterval(timer);
    // What stays once garbage is collected: growth that is only uncollected garbage goes away here.
    await cdp.send('HeapProfiler.collectGarbage');
    await sleep(300);
    const after = memoryOf(pid);
    return { result, rss: peak.rss - before.rss, pss: peak.pss - before.pss, retained: after.rss - before.rss };
  } finally {
    clearInterval(timer);
  }
}

// ── File list ─────────────────────────────────────────────────────────────────────────────────────────

async function listFigures(browser: Browser, origin: string, runs: number): Promise<Figure[]> {
  const first = { app: [] as number[], ref: [] as number[] };
  const scroll = { app: [] as ScrollResult[], ref: [] as ScrollResult[] };
  const steady = { app: [] as ScrollResult[], ref: [] as ScrollResult[] };
  for (let run = 0; run < runs; run += 1) {
    for (const which of ordered(['app', 'ref'] as const, run)) {
      const load = await openPage(browser, origin, `/list.html?c=${which}`);
      first[which].push(await load.page.evaluate((n) => window.__bench!.load!(n), LIST_ROWS));
      await load.close();

      const big = await openPage(browser, origin, `/list.html?c=${which}`);
      await big.page.evaluate((n) => window.__bench!.load!(n), SCROLL_ROWS);
      await sleep(500);
      scroll[which].push(await big.page.evaluate((ms) => window.__bench!.scroll!(ms), SCROLL_MS));
      steady[which].push(await big.page.evaluate(([ms, px]) => window.__bench!.scroll!(ms, px), [STEADY_MS, STEADY_PX]));
      await big.close();
      const last = scroll[which].at(-1)!;
      const wheel = steady[which].at(-1)!;
      log(
        `list ${which}: steady scroll ${wheel.frames} frames, long tasks [${wheel.longTasks.map((t) => round(t, 0)).join(', ')}], longest frame ${round(wheel.maxFrameGap)} ms`,
      );
      log(
        `list ${which}: first rows ${round(first[which].at(-1)!)} ms; scroll ${last.frames} frames, long tasks [${last.longTasks.map((t) => round(t, 0)).join(', ')}], longest frame ${round(last.maxFrameGap)} ms, reached end ${last.reachedEnd}`,
      );
    }
  }
  const longest = (r: ScrollResult) => round(Math.max(0, ...r.longTasks));
  const notes = (results: ScrollResult[]) =>
    results.map((r) => `${r.longTasks.length} long task(s), ${r.frames} frames${r.reachedEnd ? '' : ', LAST ROW NOT REACHED'}`).join('; ');
  const appLongest = scroll.app.map(longest);
  return [
    {
      name: `file list: data to first rows painted, ${LIST_ROWS.toLocaleString('en')} files`,
      unit: 'ms',
      value: stat(first.app.map((v) => round(v))),
      reference: { name: 'antd virtual Table', value: stat(first.ref.map((v) => round(v))) },
      goal: '≤ 100 ms',
      met: stat(first.app).median <= 100,
    },
    {
      name: `file list: longest task scrolling ${SCROLL_ROWS.toLocaleString('en')} rows (0 = none over 50 ms)`,
      unit: 'ms',
      value: stat(appLongest),
      reference: { name: 'antd virtual Table', value: stat(scroll.ref.map(longest)) },
      goal: 'no task > 50 ms',
      met: appLongest.every((v) => v === 0),
      note: `top to bottom in ${SCROLL_MS / 1000} s, position set every frame; app: ${notes(scroll.app)}; reference: ${notes(scroll.ref)}`,
    },
    {
      name: `file list: longest task, steady scroll ${STEADY_PX} px per frame (0 = none over 50 ms)`,
      unit: 'ms',
      value: stat(steady.app.map(longest)),
      reference: { name: 'antd virtual Table', value: stat(steady.ref.map(longest)) },
      goal: 'no task > 50 ms',
      met: steady.app.every((r) => longest(r) === 0),
      note: `${STEADY_MS / 1000} s from the middle of ${SCROLL_ROWS.toLocaleString('en')} rows (a fast wheel); longest frame app ${stat(steady.app.map((r) => round(r.maxFrameGap))).median} ms, reference ${stat(steady.ref.map((r) => round(r.maxFrameGap))).median} ms; app: ${notes(steady.app)}; reference: ${notes(steady.ref)}`,
    },
    {
      name: `file list: longest frame scrolling ${SCROLL_ROWS.toLocaleString('en')} rows`,
      unit: 'ms',
      value: stat(scroll.app.map((r) => round(r.maxFrameGap))),
      reference: { name: 'antd virtual Table', value: stat(scroll.ref.map((r) => round(r.maxFrameGap))) },
      goal: 'report (≤ 50 ms)',
      met: undefined,
      note: 'longest gap between two requestAnimationFrame callbacks (16.7 ms is every frame)',
    },
  ];
}

// ── Folder tree ───────────────────────────────────────────────────────────────────────────────────────

async function treeFigures(browser: Browser, origin: string, runs: number): Promise<Figure[]> {
  const first = { app: [] as number[], ref: [] as number[] };
  const filter = { app: [] as number[], ref: [] as number[] };
  const shown = { app: 0, ref: 0 };
  for (let run = 0; run < runs; run += 1) {
    for (const which of ordered(['app', 'ref'] as const, run)) {
      const { page, close } = await openPage(browser, origin, `/tree.html?c=${which}`);
      first[which].push(await page.evaluate((n) => window.__bench!.load!(n), FOLDERS));
      await sleep(300);
      const filtered = await page.evaluate((text) => window.__bench!.filter!(text), FILTER);
      filter[which].push(filtered.ms);
      shown[which] = filtered.rows;
      await close();
      log(
        `tree ${which}: first render ${round(first[which].at(-1)!)} ms; filter ${round(filtered.ms)} ms (${filtered.rows} rows in the page)`,
      );
    }
  }
  return [
    {
      name: `folder tree: first render of ${FOLDERS.toLocaleString('en')} folders`,
      unit: 'ms',
      value: stat(first.app.map((v) => round(v))),
      reference: { name: 'antd virtual Tree', value: stat(first.ref.map((v) => round(v))) },
      goal: '≤ 150 ms',
      met: stat(first.app).median <= 150,
      note: "from the server's folders handed over (the app builds its tree model) to the first rows painted; the top level open",
    },
    {
      name: `folder tree: filter "${FILTER}" over ${FOLDERS.toLocaleString('en')} folders`,
      unit: 'ms',
      value: stat(filter.app.map((v) => round(v))),
      reference: { name: 'antd virtual Tree + filter', value: stat(filter.ref.map((v) => round(v))) },
      goal: '≤ 150 ms',
      met: stat(filter.app).median <= 150,
      note: `from the typed text to the matching rows (and their ancestors, opened) painted; rows in the page: app ${shown.app}, reference ${shown.ref}`,
    },
  ];
}

// ── Upload and zip ────────────────────────────────────────────────────────────────────────────────────

interface TransferRun {
  mbps: number;
  rss: number;
  pss: number;
  /** Rss after the transfer and a garbage collection, minus before. */
  retained: number;
}

async function transferRun(pid: number, cdp: CDPSession, work: () => Promise<TransferResult>, expected: number): Promise<TransferRun> {
  const { result, rss, pss, retained } = await withMemory(pid, cdp, work);
  if (result.bytes < expected) throw new Error(`transfer moved ${result.bytes} of ${expected} bytes`);
  return { mbps: round(result.bytes / MB / (result.ms / 1000)), rss: round(rss), pss: round(pss), retained: round(retained) };
}

function transferFigures(
  label: string,
  runs: { app: TransferRun[]; ref: TransferRun[] },
  reference: string,
  goals: { ratio: number; memory: number; memoryGoal: string },
): Figure[] {
  const app = stat(runs.app.map((r) => r.mbps));
  const ref = stat(runs.ref.map((r) => r.mbps));
  // Each run's app and reference ran back to back, so the ratio is taken run by run (the machine's load
  // drifts between runs more than between two neighbours).
  const ratios = stat(runs.app.map((r, i) => round(r.mbps / runs.ref[i].mbps, 2)));
  const ratio = ratios.median;
  const rss = stat(runs.app.map((r) => r.rss));
  const pss = stat(runs.app.map((r) => r.pss));
  return [
    {
      name: `${label}: throughput`,
      unit: 'MB/s',
      value: app,
      reference: { name: reference, value: ref },
      goal: `≥ ${goals.ratio}x the reference`,
      met: ratio >= goals.ratio,
      note: `${ratio}x the reference (median of the runs' ratios${ratios.runs > 1 ? `, ${ratios.min}–${ratios.max}` : ''})`,
    },
    {
      name: `${label}: renderer memory growth (Rss)`,
      unit: 'MB',
      value: rss,
      reference: { name: reference, value: stat(runs.ref.map((r) => r.rss)) },
      goal: goals.memoryGoal,
      met: rss.max < goals.memory,
      note: `peak minus the level before, sampled every 50 ms; Pss growth ${pss.median} (${pss.min}–${pss.max}) MB, reference ${stat(runs.ref.map((r) => r.pss)).median} MB; left after a GC ${stat(runs.app.map((r) => r.retained)).median} MB, reference ${stat(runs.ref.map((r) => r.retained)).median} MB`,
    },
  ];
}

async function uploadAndZipFigures(browser: Browser, origin: string, runs: number): Promise<Figure[]> {
  const { page, close } = await openPage(browser, origin, '/transfer.html');
  const cdp = await page.context().newCDPSession(page);
  await page.evaluate((bytes) => window.__bench!.makeBlob!(bytes), UPLOAD_BYTES);
  const pid = await rendererPid(browser);
  log(`renderer pid ${pid}, ${round(memoryOf(pid).rss)} MB Rss with the ${UPLOAD_BYTES / MB} MB Blob made`);

  // One unmeasured pass of each first: whichever went first otherwise paid for warming up.
  for (const how of ['app', 'xhr'] as const) await page.evaluate((h) => window.__bench!.upload!(h), how);
  const upload = { app: [] as TransferRun[], ref: [] as TransferRun[] };
  for (let run = 0; run < runs; run += 1) {
    for (const how of ordered(['app', 'xhr'] as const, run)) {
      const result = await transferRun(pid, cdp, () => page.evaluate((h) => window.__bench!.upload!(h), how), UPLOAD_BYTES);
      upload[how === 'app' ? 'app' : 'ref'].push(result);
      log(`upload ${how}: ${result.mbps} MB/s, renderer +${result.rss} MB Rss (+${result.pss} MB Pss), +${result.retained} MB after GC`);
    }
  }

  for (const how of ['app', 'fflate'] as const) {
    await page.evaluate(([h, each]) => window.__bench!.zip!(h as 'app' | 'fflate', 1, each as number), [how, ZIP_FILE_BYTES]);
  }
  const zip = { app: [] as TransferRun[], ref: [] as TransferRun[] };
  const zipBytes = ZIP_FILES * ZIP_FILE_BYTES;
  for (let run = 0; run < runs; run += 1) {
    for (const how of ordered(['app', 'fflate'] as const, run)) {
      const result = await transferRun(
        pid,
        cdp,
        () =>
          page.evaluate(
            ([h, files, each]) => window.__bench!.zip!(h as 'app' | 'fflate', files as number, each as number),
            [how, ZIP_FILES, ZIP_FILE_BYTES],
          ),
        zipBytes,
      );
      zip[how === 'app' ? 'app' : 'ref'].push(result);
      log(`zip ${how}: ${result.mbps} MB/s, renderer +${result.rss} MB Rss (+${result.pss} MB Pss), +${result.retained} MB after GC`);
    }
  }
  await close();

  return [
    ...transferFigures(`upload ${UPLOAD_BYTES / MB} MB`, upload, 'raw XMLHttpRequest', {
      ratio: 0.9,
      memory: UPLOAD_FLAT_MB,
      memoryGoal: `flat (< ${UPLOAD_FLAT_MB} MB)`,
    }),
    ...transferFigures(`zip ${ZIP_FILES} x ${ZIP_FILE_BYTES / MB} MB streamed`, zip, 'fflate Zip alone', {
      ratio: 0.8,
      memory: ZIP_GROWTH_MB,
      memoryGoal: `< ${ZIP_GROWTH_MB} MB`,
    }),
  ];
}

// ── Version comparison ───────────────────────────────────────────────────────────────────────────────

async function compareFigures(browser: Browser, origin: string, runs: number): Promise<Figure[]> {
  const { page, close } = await openPage(browser, origin, '/compare.html');
  const docs = await page.evaluate(() => (window as unknown as { __bench: CompareBenchApi }).__bench.makeDocs());
  log(
    `compare: docx ${round(docs.docxBytes / MB, 2)} MB, ${docs.docxParagraphs.toLocaleString('en')} paragraphs; PDF ${round(docs.pdfBytes / MB, 2)} MB`,
  );
  const timings = { docx: [] as CompareRun[], pdf: [] as CompareRun[] };
  // One unmeasured pass of each first: the first loads pdf.js, its worker and the comparison's worker.
  for (let run = -1; run < runs; run += 1) {
    for (const kind of ordered(['docx', 'pdf'] as const, Math.max(run, 0))) {
      const result = await page.evaluate((k) => (window as unknown as { __bench: CompareBenchApi }).__bench.compare(k), kind);
      const expected = kind === 'docx' ? docs.docxChanges : docs.pdfChanges;
      if (result.changes !== expected) throw new Error(`compare ${kind}: ${result.changes} changes found, ${expected} made`);
      log(
        `compare ${kind}${run < 0 ? ' (warm-up)' : ''}: ${round(result.ms)} ms (reading ${round(result.readMs)} ms), ${result.changes} changes, ${result.progressReports} progress reports, longest main-thread task ${round(result.longestTask)} ms`,
      );
      if (run >= 0) timings[kind].push(result);
    }
  }
  await close();
  const figure = (kind: 'docx' | 'pdf', name: string, what: string): Figure => {
    const results = timings[kind];
    return {
      name,
      unit: 'ms',
      value: stat(results.map((r) => round(r.ms))),
      goal: 'report',
      note: `${what}; of which reading ${stat(results.map((r) => round(r.readMs))).median} ms; longest main-thread task ${stat(results.map((r) => round(r.longestTask))).median} ms; ${results[0]?.progressReports ?? 0} progress reports`,
    };
  };
  return [
    figure(
      'docx',
      `compare: ${round(docs.docxBytes / MB, 1)} MB docx pair`,
      `${docs.docxParagraphs.toLocaleString('en')} paragraphs of text, ${docs.docxChanges} changes; unzip, paragraphs and diff in the worker`,
    ),
    figure('pdf', `compare: ${docs.pdfPages}-page PDF pair`, `${docs.pdfChanges} changes; pages' text read by pdf.js, diff in the worker`),
  ];
}

// ── Format viewers ──────────────────────────────────────────────────────────────────────────────────

interface FormatCase {
  kind: FormatKind;
  label: (sample: FormatSample) => string;
  /** What the first meaningful paint shows. */
  painted: string;
  /** What the page must report it showed: a check that the viewer read the file, not just that it rendered. */
  expect: (sample: FormatSample) => RegExp;
}

const FORMATS: FormatCase[] = [
  {
    kind: 'csv-large',
    label: (s) => `CSV, ${s.rows.toLocaleString('en')} rows (${round(s.bytes / MB, 1)} MB)`,
    painted: 'the header and first rows of the virtualised table',
    expect: (s) => new RegExp(`^${s.rows} rows x 5 columns$`),
  },
  {
    kind: 'csv',
    label: (s) => `CSV sample (${round(s.bytes / 1024, 1)} KB)`,
    painted: 'the header and first rows',
    expect: () => /^240 rows x 5 columns$/,
  },
  {
    kind: 'tiff',
    label: (s) => `multi-page TIFF sample (${round(s.bytes / 1024, 1)} KB)`,
    painted: 'the first page decoded (UTIF) and loaded in the image viewer',
    expect: () => /^Scan\.tif \(1\/2\)$/,
  },
  {
    kind: 'heic',
    label: (s) => `HEIC sample (${round(s.bytes / 1024, 1)} KB)`,
    painted: 'the photo decoded (libheif, pure JavaScript) and loaded in the image viewer',
    expect: () => /^32 x 24$/,
  },
  {
    kind: 'eml',
    label: (s) => `EML sample (${round(s.bytes / 1024, 1)} KB)`,
    painted: 'the headers, the sanitised body and the attachment list (one render)',
    expect: () => /^Audit findings/,
  },
  { kind: 'zip', label: (s) => `ZIP sample (${round(s.bytes / 1024, 1)} KB)`, painted: 'the entry list', expect: () => /^\d+ entries$/ },
];

async function formatFigures(browser: Browser, origin: string, runs: number): Promise<Figure[]> {
  const first = new Map<FormatKind, FormatRun[]>(FORMATS.map((f) => [f.kind, []]));
  const again = new Map<FormatKind, FormatRun[]>(FORMATS.map((f) => [f.kind, []]));
  const samples = new Map<FormatKind, FormatSample>();
  // One unmeasured pass first: it fills the server's gzip cache, which a user's server has warm.
  for (let run = -1; run < runs; run += 1) {
    const shift = Math.max(run, 0) % FORMATS.length;
    for (const format of [...FORMATS.slice(shift), ...FORMATS.slice(0, shift)]) {
      // A fresh context each time: an empty HTTP cache, so the viewer's chunk and decoder are fetched.
      const { page, close } = await openPage(browser, origin, '/formats.html');
      const sample = await page.evaluate((k) => (window as unknown as { __bench: FormatsBenchApi }).__bench.makeSample(k), format.kind);
      const cold = await page.evaluate(() => (window as unknown as { __bench: FormatsBenchApi }).__bench.view());
      const warm = await page.evaluate(() => (window as unknown as { __bench: FormatsBenchApi }).__bench.view());
      await close();
      for (const result of [cold, warm]) {
        if (!format.expect(sample).test(result.shown)) throw new Error(`formats ${format.kind}: showed "${result.shown}"`);
      }
      samples.set(format.kind, sample);
      log(
        `formats ${format.kind}${run < 0 ? ' (warm-up)' : ''}: first view ${round(cold.ms)} ms (${cold.files} files, ${round(cold.transferBytes / 1024)} KB fetched, longest task ${round(cold.longestTask)} ms), again ${round(warm.ms)} ms; ${cold.shown}`,
      );
      if (run < 0) continue;
      first.get(format.kind)!.push(cold);
      again.get(format.kind)!.push(warm);
    }
  }
  return FORMATS.map((format) => {
    const cold = first.get(format.kind)!;
    const warm = again.get(format.kind)!;
    const median = (runs: FormatRun[], of: (r: FormatRun) => number) => stat(runs.map((r) => round(of(r)))).median;
    return {
      name: `first view: ${format.label(samples.get(format.kind)!)}`,
      unit: 'ms',
      value: stat(cold.map((r) => round(r.ms))),
      goal: 'report',
      note: `from the Blob handed to the viewer to ${format.painted} painted, in a fresh context: the viewer's lazy chunk and decoder fetched (${cold[0]?.files ?? 0} files, ${median(cold, (r) => r.transferBytes / 1024)} KB gzip); one warm-up pass excluded; longest main-thread task ${median(cold, (r) => r.longestTask)} ms; shown again in the same page (chunk loaded) ${median(warm, (r) => r.ms)} ms`,
    };
  });
}

/** BENCH_PARTS=list,tree,transfers,compare,formats (default all): which of the component figures to take. */
const parts = new Set((process.env.BENCH_PARTS ?? 'list,tree,transfers,compare,formats').split(','));

/** Every component and transfer figure, in a browser of its own. */
export async function componentFigures(origin: string, runs: number): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const figures: Figure[] = [];
    if (parts.has('list')) figures.push(...(await listFigures(browser, origin, runs)));
    if (parts.has('tree')) figures.push(...(await treeFigures(browser, origin, runs)));
    if (parts.has('compare')) figures.push(...(await compareFigures(browser, origin, runs)));
    if (parts.has('formats')) figures.push(...(await formatFigures(browser, origin, runs)));
    await browser.close();
    if (!parts.has('transfers')) return figures;
    // The transfers get a fresh browser: its renderer holds nothing but the transfer page.
    const transferBrowser = await chromium.launch({ executablePath: process.env.CHROME_PATH, headless: true, args: CHROMIUM_ARGS });
    try {
      figures.push(...(await uploadAndZipFigures(transferBrowser, origin, runs)));
    } finally {
      await transferBrowser.close();
    }
    return figures;
  } finally {
    await browser.close().catch(() => undefined);
  }
}

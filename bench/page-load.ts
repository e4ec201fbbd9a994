/**
 * Page-load helpers shared by the first-load figures (bench/measure.ts) and the signed-in production-stack
 * figures (bench/measure-stack.ts): a browser Lighthouse can drive, the bytes a first load sends, and the
 * Lighthouse scores of a page.
 */
import { mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Response } from 'playwright-core';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from '@tests/e2e/browser';

/** The port Lighthouse reaches the bench's browser on. */
export const DEBUG_PORT = 9333;

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * A browser with a remote-debugging port whose default context is this persistent one: the tab Lighthouse
 * opens shares its storage (a session signed in here).
 */
export async function launch(baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'dms-bench-')), {
    executablePath: process.env.CHROME_PATH,
    headless: true,
    baseURL,
    locale: 'en-US',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
}

/** The context's first page (a persistent context opens with one). */
export const firstPage = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage());

/** The bytes the server sends for `url` to a browser that accepts gzip. */
function servedBytes(url: string): Promise<number> {
  return new Promise((resolveBytes, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolveBytes(bytes));
    }).on('error', reject);
  });
}

/** JS and CSS bytes sent (gzip, as served) for the first load of `route`, until `ready` is visible. */
export async function firstLoad(page: Page, route: string, ready: (page: Page) => Promise<unknown>) {
  const files = new Map<string, { type: string; url: string }>();
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    files.set(new URL(response.url()).pathname, { type, url: response.url() });
  };
  page.on('response', onResponse);
  // A cold load: nothing from the HTTP cache, and a real navigation even when only the hash differs.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('about:blank');
  await page.goto(route);
  await ready(page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  // The bytes come from the server, not the browser's report: the demo build's service worker forwards the
  // app's files itself, and the browser then reports no body size (or a negative one) for them.
  const sizes = await Promise.all([...files.values()].map(async (f) => ({ type: f.type, bytes: await servedBytes(f.url) })));
  const sum = (type: string) => sizes.filter((f) => f.type === type).reduce((s, f) => s + f.bytes, 0);
  const paths = [...files.keys()];
  return { js: sum('script'), css: sum('stylesheet'), files: paths.map((path, i) => ({ path, ...sizes[i] })) };
}

export type Preset = 'desktop' | 'mobile';

/** Lighthouse's mobile CPU slowdown. */
export const MOBILE_CPU_SLOWDOWN = 4;
/** How the figures name a phone's screen and touch (tests/e2e's PHONE_SCREEN) with that slowdown. */
export const PHONE_NAME = `phone (390 x 844, touch, CPU ${MOBILE_CPU_SLOWDOWN}x slower)`;

/** The page's CPU `rate` times slower, as Lighthouse's mobile preset has it, for as long as the page lives. */
export async function slowCpu(page: Page, rate = MOBILE_CPU_SLOWDOWN) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** The metrics behind a performance score, as Lighthouse reports them (ms, CLS unitless). */
export interface LighthouseMetrics {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

/** Lighthouse's main-thread task groups (its `mainthread-work-breakdown` audit), in the order printed. */
export const MAIN_THREAD_GROUPS = [
  'scriptEvaluation',
  'styleLayout',
  'paintCompositeRender',
  'parseHTML',
  'scriptParseCompile',
  'garbageCollection',
  'other',
] as const;

export type MainThreadGroup = (typeof MAIN_THREAD_GROUPS)[number];

export interface LighthouseResult {
  performance: number;
  accessibility?: number;
  bestPractices?: number;
  metrics: LighthouseMetrics;
  /** The largest-contentful-paint element's markup and text, for the diagnosis. */
  lcpElement?: string;
  /** Main-thread time by task group in ms, scaled by the preset's CPU slowdown as Lighthouse reports it; a group without time is 0. */
  mainThread: Record<MainThreadGroup, number>;
}

/**
 * A Lighthouse run (default mobile preset, or the desktop one) on the browser launched by `launch`.
 * `coldCache`: Lighthouse resets the origin as it does by default (HTTP cache, service workers, Cache
 * Storage) but keeps localStorage, where the app's session is; without it nothing is reset (the demo build's
 * service worker, which is its backend, stays).
 */
export async function lighthouseRun(
  url: string,
  preset: Preset,
  { coldCache = false, categories = ['performance', 'accessibility', 'best-practices'] } = {},
): Promise<LighthouseResult> {
  const result = await lighthouse(
    url,
    {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      disableStorageReset: !coldCache,
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const { categories: scores, audits } = result!.lhr;
  const score = (id: string) => (scores[id] ? Math.round((scores[id].score ?? 0) * 100) : undefined);
  const metric = (id: string) =>
    Math.round((audits[id]?.numericValue ?? NaN) * (id === 'cumulative-layout-shift' ? 1000 : 1)) /
    (id === 'cumulative-layout-shift' ? 1000 : 1);
  const lcpNode = (
    audits['largest-contentful-paint-element']?.details as
      | { items?: Array<{ items?: Array<{ node?: { snippet?: string; nodeLabel?: string } }> }> }
      | undefined
  )?.items?.[0]?.items?.[0]?.node;
  // The markup alone is often a bare `<span>`: its text says which one.
  const lcpLabel = lcpNode?.nodeLabel && lcpNode.nodeLabel !== lcpNode.snippet ? ` "${lcpNode.nodeLabel.slice(0, 60)}"` : '';
  const breakdown =
    (audits['mainthread-work-breakdown']?.details as { items?: Array<{ group?: string; duration?: number }> } | undefined)?.items ?? [];
  const mainThread = Object.fromEntries(
    MAIN_THREAD_GROUPS.map((group) => [
      group,
      Math.round(breakdown.filter((item) => item.group === group).reduce((sum, item) => sum + (item.duration ?? 0), 0)),
    ]),
  ) as Record<MainThreadGroup, number>;
  return {
    performance: score('performance') ?? 0,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
    lcpElement: lcpNode?.snippet && `${lcpNode.snippet}${lcpLabel}`,
    mainThread,
  };
}

/**
 * The benchmark's measurements (run by bench/run.mjs, which builds and serves what is measured). Each
 * figure is the median of several runs with min and max, beside its reference measured in the same run and
 * the goal of issue 9. Writes bench/results.json and prints a table.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { test } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from '../tests/e2e/browser';
import { signIn } from '../tests/e2e/sign-in';
import { stat, type Figure, type Stat } from './figures';
import { componentFigures } from './measure-components';

const APP = process.env.BENCH_APP!;
const DEMO = process.env.BENCH_DEMO!;
const BARE = process.env.BENCH_BARE!;
const PAGES = process.env.BENCH_PAGES!;
const OUT = process.env.BENCH_OUT!;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DEBUG_PORT = 9333;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function launch(baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'dms-bench-')), {
    executablePath: process.env.CHROME_PATH,
    headless: true,
    baseURL,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
}

/** The bytes the bench's server sends for `url` to a browser that accepts gzip. */
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
async function firstLoad(page: Page, route: string, ready: (page: Page) => Promise<unknown>) {
  const files = new Map<string, { type: string; url: string }>();
  const onResponse = (response: import('playwright-core').Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    files.set(new URL(response.url()).pathname, { type, url: response.url() });
  };
  page.on('response', onResponse);
  // A cold load: nothing from the HTTP cache, and a real navigation even when only the hash differs.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto('about:blank');
  await page.goto(route);
  await ready(page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  // The bytes come from the server, not the browser's report: the demo build's service worker forwards the
  // app's files itself, and the browser then reports no body size (or a negative one) for them.
  const sizes = await Promise.all([...files.values()].map(async (f) => ({ type: f.type, bytes: await servedBytes(f.url) })));
  const sum = (type: string) => sizes.filter((f) => f.type === type).reduce((s, f) => s + f.bytes, 0);
  return { js: sum('script'), css: sum('stylesheet'), files: [...files.keys()] };
}

async function lighthouseScores(url: string, preset: 'desktop' | 'mobile') {
  const result = await lighthouse(
    url,
    {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const categories = result!.lhr.categories;
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
  };
}

const signInReady = (page: Page) => page.getByRole('button', { name: 'Sign in' }).waitFor();
const barePageReady = (page: Page) => page.getByRole('button', { name: 'Sign in' }).waitFor();
const homeReady = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('menuitem').first().waitFor();

/** First-load sizes and Lighthouse scores of the built app, beside the bare stack. */
async function firstLoadFigures(figures: Figure[]) {

  // ── First-load sizes ───────────────────────────────────────────────────────────────────────────
  const bareContext = await launch(BARE);
  const bare = await firstLoad(bareContext.pages()[0] ?? (await bareContext.newPage()), '/', barePageReady);
  await bareContext.close();

  const appContext = await launch(APP);
  const login = await firstLoad(appContext.pages()[0] ?? (await appContext.newPage()), '/#/login', signInReady);
  const loginScores = { desktop: [] as number[][], mobile: [] as number[][] };
  for (let i = 0; i < RUNS; i += 1) {
    for (const preset of ['desktop', 'mobile'] as const) {
      const s = await lighthouseScores(`${APP}/#/login`, preset);
      loginScores[preset].push([s.performance, s.accessibility, s.bestPractices]);
    }
  }
  await appContext.close();

  const demoContext = await launch(DEMO);
  const demoPage = demoContext.pages()[0] ?? (await demoContext.newPage());
  await signIn(demoPage, 'admin');
  await homeReady(demoPage);
  const home = await firstLoad(demoPage, '/#/home', homeReady);
  const homeScores = { desktop: [] as number[][], mobile: [] as number[][] };
  for (let i = 0; i < RUNS; i += 1) {
    for (const preset of ['desktop', 'mobile'] as const) {
      const s = await lighthouseScores(`${DEMO}/#/home`, preset);
      homeScores[preset].push([s.performance, s.accessibility, s.bestPractices]);
    }
  }
  await demoContext.close();

  const once = (bytes: number) => stat([kb(bytes)]);
  figures.push({
    name: '/login first-load JS (gzip)',
    unit: 'KB',
    value: once(login.js),
    reference: { name: 'bare stack', value: once(bare.js) },
    goal: '≤ 300 KB',
    met: kb(login.js) <= 300,
  });
  figures.push({ name: '/login first-load CSS (gzip)', unit: 'KB', value: once(login.css), reference: { name: 'bare stack', value: once(bare.css) }, goal: 'report' });
  figures.push({
    name: '/home first-load JS (gzip)',
    unit: 'KB',
    value: once(home.js),
    reference: { name: 'bare stack', value: once(bare.js) },
    goal: 'report',
    note: 'measured on the demo build (signed in through the mock), so it includes the mock backend',
  });
  figures.push({ name: '/home first-load CSS (gzip)', unit: 'KB', value: once(home.css), goal: 'report', note: 'demo build' });

  const firstLoadFiles = new Set([...login.files, ...home.files]);
  const assets = resolve(OUT, 'app', 'assets');
  const lazy = readdirSync(assets)
    .filter((f) => f.endsWith('.js') && !firstLoadFiles.has(`/assets/${f}`))
    .map((f) => ({ f, gzip: gzipSync(readFileSync(join(assets, f)), { level: 6 }).length }))
    .sort((a, b) => b.gzip - a.gzip)[0];
  figures.push({ name: `largest lazy chunk (${lazy?.f ?? 'none'})`, unit: 'KB', value: once(lazy?.gzip ?? 0), goal: 'report' });

  const scoreFigures = (page: string, scores: typeof loginScores, goals: Record<string, string>) => {
    const names = ['performance', 'accessibility', 'best practices'];
    for (const preset of ['desktop', 'mobile'] as const) {
      names.forEach((category, index) => {
        const value = stat(scores[preset].map((run) => run[index]));
        const goal = index === 0 ? goals[preset] : 'report';
        const threshold = goal.startsWith('=') ? 100 : goal.startsWith('≥') ? Number(goal.slice(2)) : null;
        figures.push({
          name: `Lighthouse ${preset} ${category} ${page}`,
          unit: 'score',
          value,
          goal,
          met: threshold === null ? undefined : value.median >= threshold,
        });
      });
    }
  };
  scoreFigures('/login', loginScores, { desktop: '= 100', mobile: '≥ 90' });
  scoreFigures('/home', homeScores, { desktop: 'report', mobile: 'report' });
}

test('benchmark', async () => {
  const figures: Figure[] = [];
  // Others' builds and tests share the machine: the load average is kept with the figures.
  const loadAtStart = loadavg()[0];
  // BENCH_ONLY=components skips the first-load sizes and Lighthouse (bench/run.mjs then builds only the pages).
  if (process.env.BENCH_ONLY !== 'components') await firstLoadFigures(figures);

  // ── File list, folder tree, upload and zip (bench/pages) ──────────────────────────────────────────
  figures.push(...(await componentFigures(PAGES, RUNS)));

  const load = { start: Math.round(loadAtStart * 10) / 10, end: Math.round(loadavg()[0] * 10) / 10 };
  const results = { date: new Date().toISOString(), machine: { cpus: cpus().length, model: cpus()[0]?.model, load1m: load }, runs: RUNS, figures };
  writeFileSync(resolve(OUT, '..', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

  const show = (s?: Stat) => (s ? (s.min === s.max ? `${s.median}` : `${s.median} (${s.min}–${s.max})`) : '—');
  const rows = figures.map((f) => [
    f.name,
    f.value ? `${show(f.value)} ${f.unit}` : '—',
    f.reference ? `${show(f.reference.value)} ${f.unit} (${f.reference.name})` : '—',
    f.goal,
    f.met === undefined ? (f.note ?? '') : `${f.met ? 'met' : 'NOT met'}${f.note ? `; ${f.note}` : ''}`,
  ]);
  const header = ['figure', 'median (min–max)', 'reference, same run', 'goal', 'status'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
  console.log(`${cpus().length} cores; 1-minute load average ${load.start} at the start, ${load.end} at the end; ${RUNS} run(s)`);
});

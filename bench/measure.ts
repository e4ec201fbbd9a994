/**
 * The benchmark's measurements (run by bench/run.mjs, which builds and serves what is measured). Each
 * figure is the median of several runs with min and max, beside its reference measured in the same run and
 * the goal (bench/measure-stack.ts). Writes
 * bench/results.json and prints a table.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { test } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '@tests/e2e/sign-in';
import { appendHistory } from '../scripts/history.mjs';
import { stat, type Figure, type Stat } from './figures';
import { componentFigures } from './measure-components';
import { stackFigures, homeReady } from './measure-stack';
import { firstLoad, firstPage, kb, launch, lighthouseRun } from './page-load';

const APP = process.env.BENCH_APP!;
const DEMO = process.env.BENCH_DEMO!;
const BARE = process.env.BENCH_BARE!;
const PAGES = process.env.BENCH_PAGES!;
const STACK = process.env.BENCH_STACK!;
const STACK_MOCK = process.env.BENCH_STACK_MOCK!;
const OUT = process.env.BENCH_OUT!;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function lighthouseScores(url: string, preset: 'desktop' | 'mobile') {
  const { performance, accessibility = 0, bestPractices = 0 } = await lighthouseRun(url, preset);
  return { performance, accessibility, bestPractices };
}

const signInReady = (page: Page) => page.getByRole('button', { name: 'Sign in' }).waitFor();
const barePageReady = (page: Page) => page.getByRole('button', { name: 'Sign in' }).waitFor();

/**
 * First-load sizes and Lighthouse scores of the built app, beside the bare stack. Returns the demo build's
 * /home first-load JS in bytes (the production stack's figure is printed beside it).
 */
async function firstLoadFigures(figures: Figure[]): Promise<number> {
  // ── First-load sizes ───────────────────────────────────────────────────────────────────────────
  const bareContext = await launch(BARE);
  const bare = await firstLoad(await firstPage(bareContext), '/', barePageReady);
  await bareContext.close();

  const appContext = await launch(APP);
  const login = await firstLoad(await firstPage(appContext), '/#/login', signInReady);
  const loginScores = { desktop: [] as number[][], mobile: [] as number[][] };
  for (let i = 0; i < RUNS; i += 1) {
    for (const preset of ['desktop', 'mobile'] as const) {
      const s = await lighthouseScores(`${APP}/#/login`, preset);
      loginScores[preset].push([s.performance, s.accessibility, s.bestPractices]);
    }
  }
  await appContext.close();

  const demoContext = await launch(DEMO);
  const demoPage = await firstPage(demoContext);
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
  figures.push({
    name: '/login first-load CSS (gzip)',
    unit: 'KB',
    value: once(login.css),
    reference: { name: 'bare stack', value: once(bare.css) },
    goal: 'report',
  });
  figures.push({
    name: '/home first-load JS (gzip)',
    unit: 'KB',
    value: once(home.js),
    reference: { name: 'bare stack', value: once(bare.js) },
    goal: 'report',
    note: 'measured on the demo build (signed in through the mock), so it includes the mock backend',
  });
  figures.push({ name: '/home first-load CSS (gzip)', unit: 'KB', value: once(home.css), goal: 'report', note: 'demo build' });

  const firstLoadFiles = new Set([...login.files, ...home.files].map((file) => file.path));
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
  return home.js;
}

/** The demo build's /home first-load JS alone (BENCH_ONLY=stack), as firstLoadFigures takes it. */
async function demoHomeFirstLoadJs(): Promise<number> {
  const context = await launch(DEMO);
  try {
    const page = await firstPage(context);
    await signIn(page, 'admin');
    await homeReady(page);
    return (await firstLoad(page, '/#/home', homeReady)).js;
  } finally {
    await context.close();
  }
}

test('benchmark', async () => {
  const figures: Figure[] = [];
  // Others' builds and tests share the machine: the load average is kept with the figures.
  const loadAtStart = loadavg()[0];
  // BENCH_ONLY=components skips the first-load sizes and Lighthouse (bench/run.mjs then builds only the pages).
  // BENCH_ONLY=stack: only the production stack's figures (with the demo build's /home size beside them);
  // BENCH_ONLY=size: only the production stack's /home size (bench/run.mjs builds no demo app for it).
  const only = process.env.BENCH_ONLY;
  if (only !== 'components') {
    const stackParts = process.env.BENCH_STACK_PARTS ?? 'size';
    const demoHomeJs =
      only === 'size'
        ? undefined
        : only !== 'stack'
          ? await firstLoadFigures(figures)
          : stackParts.includes('size')
            ? await demoHomeFirstLoadJs()
            : undefined;
    // ── Signed in on the production bundle behind nginx, against the HTTP mock backend ──────
    figures.push(...(await stackFigures({ web: STACK, mock: STACK_MOCK, demo: DEMO }, RUNS, demoHomeJs)));
  }

  // ── File list, folder tree, upload and zip (bench/pages) ──────────────────────────────────────────
  if (only !== 'stack' && only !== 'size') figures.push(...(await componentFigures(PAGES, RUNS)));

  const load = { start: Math.round(loadAtStart * 10) / 10, end: Math.round(loadavg()[0] * 10) / 10 };
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, load1m: load },
    runs: RUNS,
    figures,
  };
  writeFileSync(resolve(OUT, '..', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  appendHistory('bench', { runs: RUNS, only: only ?? 'all', figures });

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

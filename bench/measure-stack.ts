/**
 * The signed-in figures, on the production bundle as deployed: `npm run build` (with the
 * HTTP mock backend's public key, as the e2e stack builds it) served by Debian's nginx with deploy/nginx.conf,
 * proxying /dms and /authapi to the HTTP mock backend (bench/run.mjs starts both).
 *   - Lighthouse performance of /home, /filelist (a folder showing a page of 40 rows) and /disk, desktop and
 *     mobile, signed in, each run from a cold HTTP cache (the session stays in localStorage);
 *   - first-load JS of /home (gzip as nginx sends it), beside the demo build's;
 *   - the time from the release of the captcha's slider (the sign-in's last action) to the first rows of
 *     the folder the user was sent back to, beside the same on the demo build.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '@tests/e2e/browser';
import { stat, type Figure } from './figures';
import { firstLoad, firstPage, kb, launch, lighthouseRun, type LighthouseResult, type Preset } from './page-load';
import { signIn, signInTimed, type Backend, type SignInTiming } from './sign-in';

/** Archive 2020–2025 in the seed (SEED_FOLDERS.archive10k): 10,000 files, shown 40 to a page. */
export const FORTY_ROW_FOLDER = '/filelist?dir=1101';
export const STACK_ROUTES = ['/home', FORTY_ROW_FOLDER, '/disk'] as const;
const ROUTE_NAMES: Record<string, string> = { [FORTY_ROW_FOLDER]: '/filelist (40 rows)' };
const HOME_JS_GOAL_KB = 350;
/** Where the app notes the day the expiry reminder was shown, by account (src/lib/storage.ts). */
const EXPIRY_REMINDER_KEY = 'expiryReminder';

const log = (text: string) => console.log(`[bench] ${text}`);
/** BENCH_STACK_PARTS=size,lighthouse,signin (default all): which of the production-stack figures to take. */
const parts = new Set((process.env.BENCH_STACK_PARTS ?? 'size,lighthouse,signin').split(','));
/**
 * BENCH_STACK_ROUTES=/filelist (comma-separated; a route is kept when it starts with one of them) and
 * BENCH_STACK_PRESETS=mobile (or desktop): only those Lighthouse runs, for a quick look at one figure.
 */
const routeFilter = process.env.BENCH_STACK_ROUTES?.split(',').filter(Boolean);
const lighthouseRoutes = STACK_ROUTES.filter((route) => !routeFilter || routeFilter.some((prefix) => route.startsWith(prefix)));
const lighthousePresets = (['desktop', 'mobile'] as const).filter((preset) =>
  (process.env.BENCH_STACK_PRESETS ?? 'desktop,mobile').split(',').includes(preset),
);
const median = (values: number[]) => stat(values).median;

export const homeReady = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('menuitem').first().waitFor();

export interface StackSites {
  /** nginx over the production build. */
  web: string;
  /** The HTTP mock backend behind it. */
  mock: string;
  /** The demo build (its service worker is the backend). */
  demo: string;
}

/** Lighthouse's figures for one route and preset, with the medians of its metrics as the note. */
function lighthouseFigure(route: string, preset: Preset, results: LighthouseResult[]): Figure {
  const value = stat(results.map((r) => r.performance));
  const goal = preset === 'desktop' ? '= 100' : '≥ 90';
  const m = (key: keyof LighthouseResult['metrics']) => median(results.map((r) => r.metrics[key]));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return {
    name: `Lighthouse ${preset} performance ${ROUTE_NAMES[route] ?? route}, production + nginx, signed in`,
    unit: 'score',
    value,
    goal,
    met: value.median >= (preset === 'desktop' ? 100 : 90),
    note: `FCP ${seconds(m('fcp'))}, LCP ${seconds(m('lcp'))}, TBT ${Math.round(m('tbt'))} ms, CLS ${m('cls')}, SI ${seconds(m('si'))}`,
  };
}

/** Sign-in to rows painted, `runs` times, each in a fresh browser context (nothing cached, signed out). */
async function signInTimes(origin: string, backend: Backend, runs: number): Promise<SignInTiming[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH, headless: true, args: CHROMIUM_ARGS });
  const times: SignInTiming[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ baseURL: origin, locale: 'en-US', viewport: { width: 1600, height: 900 } });
      try {
        times.push(await signInTimed(await context.newPage(), backend, FORTY_ROW_FOLDER));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return times;
}

/**
 * The production-stack figures. `demoHomeJs`: the demo build's /home first-load JS in bytes (measured by
 * bench/measure.ts), printed beside the production figure.
 */
export async function stackFigures(sites: StackSites, runs: number, demoHomeJs: number | undefined): Promise<Figure[]> {
  const figures: Figure[] = [];
  const backend: Backend = { mockUrl: sites.mock };

  // ── The /home first load and Lighthouse, signed in once in a browser Lighthouse drives ─────────────
  if (parts.has('size') || parts.has('lighthouse')) {
    const context = await launch(sites.web);
    const results = new Map<string, LighthouseResult[]>();
    let homeJs: number | undefined;
    let homeJsLater: number | undefined;
    try {
      const page = await firstPage(context);
      await signIn(page, backend);
      await homeReady(page);
      if (parts.has('size')) {
        // Two loads: the day's first, where the expiry reminder (once a day per account) is due and brings
        // antd's notification code, and any later one, without it. The figure is the larger, the first.
        // The sign-in's own /home shows the day's reminder first (or it would land in the middle of the
        // measured load); then the note of it is removed, so the measured load has it due.
        await page.waitForFunction((key) => localStorage.getItem(key) !== null, EXPIRY_REMINDER_KEY, { timeout: 30_000 });
        await page.evaluate((key) => localStorage.removeItem(key), EXPIRY_REMINDER_KEY);
        const load = await firstLoad(page, '/#/home', homeReady);
        const reminded = await page.evaluate((key) => localStorage.getItem(key) !== null, EXPIRY_REMINDER_KEY);
        const later = await firstLoad(page, '/#/home', homeReady);
        homeJs = load.js;
        homeJsLater = reminded ? later.js : undefined;
        // BENCH_SIZE_FILES=1: each script of that load, largest first (where the KB go), then what the later
        // load leaves out.
        if (process.env.BENCH_SIZE_FILES) {
          for (const file of load.files.filter((f) => f.type === 'script').sort((a, b) => b.bytes - a.bytes))
            log(`/home script ${kb(file.bytes)} ${file.path}`);
          const laterPaths = new Set(later.files.map((f) => f.path));
          for (const file of load.files.filter((f) => f.type === 'script' && !laterPaths.has(f.path)))
            log(`/home script not in a later load: ${kb(file.bytes)} ${file.path}`);
        }
      }
      // Lighthouse opens its own tab; this one stays on a blank page so it does nothing meanwhile.
      await page.goto('about:blank');
      for (let i = 0; parts.has('lighthouse') && i < runs; i += 1) {
        for (const route of lighthouseRoutes) {
          for (const preset of lighthousePresets) {
            const result = await lighthouseRun(`${sites.web}/#${route}`, preset, { coldCache: true, categories: ['performance'] });
            const key = `${route} ${preset}`;
            results.set(key, [...(results.get(key) ?? []), result]);
            log(
              `Lighthouse ${preset} ${route}: ${result.performance} (LCP ${Math.round(result.metrics.lcp)} ms, ` +
                `TBT ${Math.round(result.metrics.tbt)} ms, CLS ${result.metrics.cls}; LCP element ${result.lcpElement ?? '?'})`,
            );
          }
        }
      }
    } finally {
      await context.close();
    }

    if (homeJs !== undefined) {
      figures.push({
        name: '/home first-load JS (gzip), production + nginx, signed in',
        unit: 'KB',
        value: stat([kb(homeJs)]),
        ...(demoHomeJs === undefined ? {} : { reference: { name: 'demo build incl. mock', value: stat([kb(demoHomeJs)]) } }),
        goal: `≤ ${HOME_JS_GOAL_KB} KB`,
        met: kb(homeJs) <= HOME_JS_GOAL_KB,
        note:
          homeJsLater === undefined
            ? "the day's first load (expiry reminder due); the reminder was not shown, so no later load was measured"
            : `the day's first load, with the expiry reminder; a later load ${kb(homeJsLater)} KB`,
      });
    }
    for (const route of lighthouseRoutes) {
      for (const preset of lighthousePresets) {
        const key = `${route} ${preset}`;
        if (results.has(key)) figures.push(lighthouseFigure(route, preset, results.get(key)!));
      }
    }
  }

  // ── Sign-in to the first rows of the folder the user was in ───────────────────────────────────────
  if (parts.has('signin')) {
    const stackTimes = await signInTimes(sites.web, backend, runs);
    const demoTimes = await signInTimes(sites.demo, 'in-page', runs);
    const show = (times: SignInTiming[]) =>
      times.map((t) => `${t.ms} (sign-in sent ${t.loginSent}, folder page back ${t.folderPage})`).join(', ');
    log(`sign-in to rows, ms after the release: production ${show(stackTimes)}; demo ${show(demoTimes)}`);
    const steps = (times: SignInTiming[]) =>
      `sign-in call sent at ${Math.round(median(times.map((t) => t.loginSent)))} ms, the folder's page back at ${Math.round(median(times.map((t) => t.folderPage)))} ms`;
    figures.push({
      name: 'sign-in (captcha released) → first rows of the last-opened folder painted, production + nginx',
      unit: 'ms',
      value: stat(stackTimes.map((t) => t.ms)),
      reference: { name: 'demo build', value: stat(demoTimes.map((t) => t.ms)) },
      goal: 'report',
      note: `production: ${steps(stackTimes)} (the captcha shows its success for 1.5 s first); demo: ${steps(demoTimes)}`,
    });
  }
  return figures;
}

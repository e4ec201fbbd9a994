/**
 * The signed-in figures, on the production bundle as deployed: `npm run build` (with the
 * HTTP mock backend's public key, as the e2e stack builds it) served by Debian's nginx with deploy/nginx.conf,
 * proxying /dms and /authapi to the HTTP mock backend (bench/run.mjs starts both).
 *   - Lighthouse performance of /home, /filelist (a folder showing a page of 40 rows) and /disk, desktop and
 *     mobile, signed in, each run from a cold HTTP cache (the session stays in localStorage), with
 *     Lighthouse's main-thread time by task group and the LCP element;
 *   - first-load JS of /home (gzip as nginx sends it), beside the demo build's;
 *   - the time from the release of the captcha's slider (the sign-in's last action) to the first rows of
 *     the folder the user was sent back to, beside the same on the demo build; and without the captcha's
 *     success tip, on a desktop and on a phone's screen with the CPU slowed as Lighthouse's mobile preset;
 *   - INP of the file list's everyday actions, on a phone and a desktop (bench/interactions.ts).
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, PHONE_SCREEN } from '@tests/e2e/browser';
import { stat, type Figure } from './figures';
import {
  firstLoad,
  firstPage,
  kb,
  launch,
  lighthouseRun,
  MAIN_THREAD_GROUPS,
  PHONE_NAME,
  type LighthouseResult,
  type MainThreadGroup,
  type Preset,
  slowCpu,
} from './page-load';
import { interactionFigures } from './interactions';
import { signIn, signInTimed, type Backend, type SignInTiming } from './sign-in';

/** Archive 2020–2025 in the seed (SEED_FOLDERS.archive10k): 10,000 files, shown 40 to a page. */
export const FORTY_ROW_FOLDER = '/filelist?dir=1101';
export const STACK_ROUTES = ['/home', FORTY_ROW_FOLDER, '/disk'] as const;
const ROUTE_NAMES: Record<string, string> = { [FORTY_ROW_FOLDER]: '/filelist (40 rows)' };
const HOME_JS_GOAL_KB = 350;
/** The sign-in call sent to the first rows painted (the captcha's success tip is before the call). */
const SIGN_IN_GOAL_MS = { desktop: 1000, mobile: 2500 };
/** Where the app notes the day the expiry reminder was shown, by account (src/lib/storage.ts). */
const EXPIRY_REMINDER_KEY = 'expiryReminder';

const log = (text: string) => console.log(`[bench] ${text}`);
/** BENCH_STACK_PARTS=size,lighthouse,signin,inp (default all): which of the production-stack figures to take. */
const parts = new Set((process.env.BENCH_STACK_PARTS ?? 'size,lighthouse,signin,inp').split(','));
/**
 * BENCH_STACK_ROUTES=/filelist (comma-separated; a route is kept when it starts with one of them): only those
 * Lighthouse runs; BENCH_STACK_PRESETS=mobile (or desktop): only that preset's Lighthouse runs, sign-in and
 * interactions, for a quick look at one figure.
 */
const routeFilter = process.env.BENCH_STACK_ROUTES?.split(',').filter(Boolean);
const lighthouseRoutes = STACK_ROUTES.filter((route) => !routeFilter || routeFilter.some((prefix) => route.startsWith(prefix)));
const stackPresets = (['desktop', 'mobile'] as const).filter((preset) =>
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
    note:
      `FCP ${seconds(m('fcp'))}, LCP ${seconds(m('lcp'))}, TBT ${Math.round(m('tbt'))} ms, CLS ${m('cls')}, SI ${seconds(m('si'))}; ` +
      `main thread ${mainThreadNote(results)}; LCP element ${commonest(results.map((r) => r.lcpElement ?? '?'))}`,
  };
}

/** Lighthouse's labels of its main-thread task groups. */
const GROUP_LABELS: Record<MainThreadGroup, string> = {
  scriptEvaluation: 'script evaluation',
  styleLayout: 'style & layout',
  paintCompositeRender: 'rendering',
  parseHTML: 'parse HTML & CSS',
  scriptParseCompile: 'script parse & compile',
  garbageCollection: 'garbage collection',
  other: 'other',
};

/** The medians of the main-thread groups, in ms, with their total. */
function mainThreadNote(results: LighthouseResult[]) {
  const groups = MAIN_THREAD_GROUPS.map((group) => ({ group, ms: median(results.map((r) => r.mainThread[group])) }));
  const total = median(results.map((r) => MAIN_THREAD_GROUPS.reduce((sum, group) => sum + r.mainThread[group], 0)));
  return `${Math.round(total)} ms (${groups.map(({ group, ms }) => `${GROUP_LABELS[group]} ${Math.round(ms)}`).join(', ')})`;
}

/** The value seen most often (the first seen of equals), with its count when the runs differ. */
function commonest(values: string[]) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [value, count] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  const shown = value.length > 120 ? `${value.slice(0, 117)}…` : value;
  return count === values.length ? shown : `${shown} (${count} of ${values.length} runs)`;
}

/**
 * Sign-in to rows painted, `runs` times, each in a fresh browser context (nothing cached, signed out). Mobile:
 * a phone's screen and touch, the slider dragged by a finger, the CPU slowed as Lighthouse's mobile preset
 * does (the network is not throttled).
 */
async function signInTimes(origin: string, backend: Backend, runs: number, preset: Preset = 'desktop'): Promise<SignInTiming[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH, headless: true, args: CHROMIUM_ARGS });
  const times: SignInTiming[] = [];
  const screen = preset === 'mobile' ? PHONE_SCREEN : { viewport: { width: 1600, height: 900 } };
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ baseURL: origin, locale: 'en-US', ...screen });
      try {
        const page = await context.newPage();
        if (preset === 'mobile') await slowCpu(page);
        times.push(await signInTimed(page, backend, FORTY_ROW_FOLDER, { touch: preset === 'mobile' }));
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
          for (const preset of stackPresets) {
            const result = await lighthouseRun(`${sites.web}/#${route}`, preset, { coldCache: true, categories: ['performance'] });
            const key = `${route} ${preset}`;
            results.set(key, [...(results.get(key) ?? []), result]);
            log(
              `Lighthouse ${preset} ${route}: ${result.performance} (LCP ${Math.round(result.metrics.lcp)} ms, ` +
                `TBT ${Math.round(result.metrics.tbt)} ms, CLS ${result.metrics.cls}; main thread ${mainThreadNote([result])}; ` +
                `LCP element ${result.lcpElement ?? '?'})`,
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
      for (const preset of stackPresets) {
        const key = `${route} ${preset}`;
        if (results.has(key)) figures.push(lighthouseFigure(route, preset, results.get(key)!));
      }
    }
  }

  // ── Sign-in to the first rows of the folder the user was in ───────────────────────────────────────
  if (parts.has('signin')) {
    // The tip shows from the captcha check's answer until the app sends the sign-in call.
    const tip = (t: SignInTiming) => t.loginSent - t.captchaChecked;
    const fromCall = (t: SignInTiming) => t.ms - t.loginSent;
    const show = (times: SignInTiming[]) =>
      times
        .map((t) => `${t.ms} (check back ${t.captchaChecked}, sign-in sent ${t.loginSent}, folder page back ${t.folderPage})`)
        .join(', ');
    const at = (times: SignInTiming[], value: (t: SignInTiming) => number) => Math.round(median(times.map(value)));
    const steps = (times: SignInTiming[]) =>
      `captcha check answered at ${at(times, (t) => t.captchaChecked)} ms, its success tip ${at(times, tip)} ms, ` +
      `sign-in call sent at ${at(times, (t) => t.loginSent)} ms, the folder's page back at ${at(times, (t) => t.folderPage)} ms`;
    if (stackPresets.includes('desktop')) {
      const stackTimes = await signInTimes(sites.web, backend, runs);
      const demoTimes = await signInTimes(sites.demo, 'in-page', runs);
      log(`sign-in to rows, desktop, ms after the release: production ${show(stackTimes)}; demo ${show(demoTimes)}`);
      figures.push({
        name: 'sign-in (captcha released) → first rows of the last-opened folder painted, production + nginx',
        unit: 'ms',
        value: stat(stackTimes.map((t) => t.ms)),
        reference: { name: 'demo build', value: stat(demoTimes.map((t) => t.ms)) },
        goal: 'report',
        note: `production: ${steps(stackTimes)}; demo: ${steps(demoTimes)}`,
      });
      const value = stat(stackTimes.map(fromCall));
      figures.push({
        name: "sign-in call sent → first rows painted (the captcha's success tip excluded), desktop, production + nginx",
        unit: 'ms',
        value,
        reference: { name: 'demo build', value: stat(demoTimes.map(fromCall)) },
        goal: `≤ ${SIGN_IN_GOAL_MS.desktop} ms`,
        met: value.median <= SIGN_IN_GOAL_MS.desktop,
        note: `the tip's own time ${at(stackTimes, tip)} ms, the captcha check's answer before it ${at(stackTimes, (t) => t.captchaChecked)} ms`,
      });
    }
    if (stackPresets.includes('mobile')) {
      const phoneTimes = await signInTimes(sites.web, backend, runs, 'mobile');
      log(`sign-in to rows, phone, ms after the release: production ${show(phoneTimes)}`);
      const value = stat(phoneTimes.map(fromCall));
      figures.push({
        name: `sign-in call sent → first rows painted (the captcha's success tip excluded), ${PHONE_NAME}, production + nginx`,
        unit: 'ms',
        value,
        goal: `≤ ${SIGN_IN_GOAL_MS.mobile} ms`,
        met: value.median <= SIGN_IN_GOAL_MS.mobile,
        note: `from the slider's release, the tip included: ${at(phoneTimes, (t) => t.ms)} ms; ${steps(phoneTimes)}; network not throttled`,
      });
    }
  }

  // ── Interaction to next paint of the file list's everyday actions ───────────────────────────────
  if (parts.has('inp')) figures.push(...(await interactionFigures(sites.web, backend, runs, FORTY_ROW_FOLDER, stackPresets)));
  return figures;
}

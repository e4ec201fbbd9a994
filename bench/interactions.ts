/**
 * Interaction to next paint (INP) of the file list's everyday actions, on the production stack signed in
 * (bench/measure-stack.ts, part `inp`): a folder opened from the folder tree (on a phone from its "Folders"
 * drawer, whose opening is timed too), a row selected by its checkbox, a row's menu opened by its actions
 * button and the upload dialog opened by the toolbar's Upload button. On a phone's screen by touch with the CPU
 * slowed as Lighthouse's mobile preset does, and on a desktop by mouse unthrottled.
 *
 * Taken as the browser takes INP: a PerformanceObserver of 'event' entries (durationThreshold 16, buffered)
 * from the page's start; the user's tap or click, then the visible result awaited; the interaction's figure is
 * the longest duration among its entries (pointerdown, pointerup, click...), each from the input to the next
 * paint after its handlers.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { animationsDone, CHROMIUM_ARGS, PHONE_SCREEN } from '@tests/e2e/browser';
import { stat, type Figure } from './figures';
import { PHONE_NAME, slowCpu, type Preset } from './page-load';
import { signIn, type Backend } from './sign-in';

/** The web's "good" INP. */
const INP_GOAL_MS = 200;
/** The smallest durationThreshold the browser takes: a shorter interaction reports no entry. */
const THRESHOLD_MS = 16;
const DESKTOP_SCREEN = { viewport: { width: 1440, height: 900 } };
/** A sibling of the 40-row folder in the tree (Archive's third child in the seed). */
const TREE_FOLDER = 'Closed Projects';
/** Where the app notes the day the expiry reminder was shown, by account (src/lib/storage.ts). */
const EXPIRY_REMINDER_KEY = 'expiryReminder';

const INTERACTIONS = {
  drawer: 'the "Folders" drawer opened',
  tree: 'a folder opened from the folder tree',
  select: 'a row selected (its checkbox)',
  menu: "a row's menu opened (its actions button)",
  upload: 'the upload dialog opened (toolbar Upload)',
} as const;
type Interaction = keyof typeof INTERACTIONS;

/** One event entry, as the page keeps it. */
interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  interactionId: number;
}

/** One interaction's event entries that reached the threshold (none: it was shorter). */
interface Timed {
  entries: EventEntry[];
}

const log = (text: string) => console.log(`[bench] ${text}`);

/** Installed before the app's scripts: every event entry from the page's start, kept on `window`. */
function observeEvents() {
  const entries: unknown[] = [];
  (window as unknown as { __benchEvents: unknown[] }).__benchEvents = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const { name, startTime, duration, processingStart, processingEnd, interactionId } = entry;
      entries.push({ name, startTime, duration, processingStart, processingEnd, interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Until the page's main thread has had an idle moment (the tree builds its maps when idle). */
const idle = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5_000 })));

/**
 * The user's action and its visible result, then the longest event entry of the interaction. Entries are
 * reported after the paint that follows the handlers: two frames and a moment later they are in.
 */
async function timed(page: Page, label: string, act: () => Promise<unknown>, shown: () => Promise<unknown>): Promise<Timed> {
  const since = await page.evaluate(() => performance.now());
  await profiled(page, label, async () => {
    await act();
    await shown();
  });
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 150)))));
  const entries = await page.evaluate(
    (from) =>
      (window as unknown as { __benchEvents: EventEntry[] }).__benchEvents.filter(
        (entry) => entry.interactionId > 0 && entry.startTime >= from,
      ),
    since,
  );
  return { entries };
}

/** BENCH_INP_PROFILE=dir: each interaction's renderer CPU profile is written there, from the action to its result. */
async function profiled(page: Page, label: string, run: () => Promise<void>) {
  const dir = process.env.BENCH_INP_PROFILE;
  if (!dir) return run();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  try {
    await run();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    writeFileSync(resolve(dir, `${label}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    await cdp.detach();
  }
}

const longest = (t: Timed) => t.entries.reduce<EventEntry | null>((max, e) => (!max || e.duration > max.duration ? e : max), null);

/** The interaction's figure in ms: an interaction without an entry was shorter than the threshold. */
const inpOf = (t: Timed) => longest(t)?.duration ?? THRESHOLD_MS;

/**
 * The longest entry, and where the interaction's time went: input delay (to its first handler), its
 * handlers (first start to last end, all events), presentation (to the latest entry's paint).
 */
function phases(t: Timed) {
  const top = longest(t);
  if (!top) return `under ${THRESHOLD_MS} ms`;
  const first = t.entries.reduce((a, b) => (b.startTime < a.startTime ? b : a));
  const handled = Math.max(...t.entries.map((e) => e.processingEnd));
  const painted = Math.max(...t.entries.map((e) => e.startTime + e.duration));
  const names = [...new Set(t.entries.map((e) => e.name))].join('/');
  return (
    `${top.name} ${top.duration} ms (${names}: input delay ${Math.round(first.processingStart - first.startTime)}, ` +
    `handlers ${Math.round(handled - first.processingStart)}, presentation ${Math.round(painted - handled)})`
  );
}

/** The session of an admin signed in over the login screen, once the day's expiry reminder is behind. */
async function signedInState(context: BrowserContext, backend: Backend) {
  const page = await context.newPage();
  await signIn(page, backend);
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, EXPIRY_REMINDER_KEY, { timeout: 30_000 });
  return context.storageState();
}

/** The file list's actions, in a page freshly opened at `route` (a folder of the tree's with a page of rows). */
async function measureOnce(page: Page, route: string, phone: boolean): Promise<Map<Interaction, Timed>> {
  const press = (target: Locator) => (phone ? target.tap() : target.click());
  const grid = page.getByRole('grid', { name: 'Files and folders' });
  const settled = () => grid.and(page.locator('[aria-busy="false"]')).waitFor();
  const row = grid
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^More actions on / }) })
    .first();
  const calm = async () => {
    await animationsDone(page);
    await idle(page);
  };
  const times = new Map<Interaction, Timed>();
  const timedAs = async (interaction: Interaction, act: () => Promise<unknown>, shown: () => Promise<unknown>) =>
    times.set(interaction, await timed(page, `${phone ? 'phone' : 'desktop'}-${interaction}`, act, shown));

  await page.goto(`/#${route}`);
  await row.waitFor({ timeout: 60_000 });
  await settled();
  await page.waitForLoadState('networkidle');
  await calm();

  const checkbox = row.getByRole('checkbox', { name: /^Select / });
  await timedAs(
    'select',
    () => press(checkbox),
    () => checkbox.and(page.locator(':checked')).waitFor(),
  );
  await press(checkbox);
  await checkbox.and(page.locator(':not(:checked)')).waitFor();
  await calm();

  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: /Version history/ }) });
  await timedAs(
    'menu',
    () => press(row.getByRole('button', { name: /^More actions on / })),
    () => menu.waitFor(),
  );
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  await calm();

  const dialog = page.getByRole('dialog').filter({ hasText: 'Upload to ' });
  const upload = page.getByRole('toolbar', { name: 'Folder tools' }).getByRole('button', { name: 'Upload' });
  await timedAs(
    'upload',
    () => press(upload),
    () => dialog.waitFor(),
  );
  await animationsDone(page);
  await press(dialog.getByRole('button', { name: 'Cancel' }));
  await dialog.waitFor({ state: 'hidden' });
  await calm();

  let tree = page.getByRole('tree', { name: 'Folders' });
  if (phone) {
    const drawer = page.getByRole('dialog', { name: 'Folders' });
    tree = drawer.getByRole('tree', { name: 'Folders' });
    await timedAs(
      'drawer',
      () => press(page.getByRole('button', { name: /Folders$/ })),
      () => tree.waitFor(),
    );
    await calm();
  }
  const folderShown = page.getByRole('navigation', { name: 'Folder path' }).locator('[aria-current="location"]', { hasText: TREE_FOLDER });
  await timedAs(
    'tree',
    () => press(tree.getByRole('treeitem', { name: TREE_FOLDER, exact: true })),
    async () => {
      await folderShown.waitFor();
      await settled();
    },
  );
  return times;
}

/**
 * INP of the file list's actions at `route` (the 40-row folder), `runs` times per preset, each in a fresh
 * context and page (the session kept from one sign-in), median, min and max.
 */
export async function interactionFigures(origin: string, backend: Backend, runs: number, route: string, presets: readonly Preset[]) {
  const figures: Figure[] = [];
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const start = await browser.newContext({ baseURL: origin, locale: 'en-US', ...DESKTOP_SCREEN });
    const storageState = await signedInState(start, backend);
    await start.close();
    for (const preset of presets) {
      const phone = preset === 'mobile';
      const results = new Map<Interaction, Timed[]>();
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({
          baseURL: origin,
          locale: 'en-US',
          storageState,
          ...(phone ? PHONE_SCREEN : DESKTOP_SCREEN),
        });
        try {
          await context.addInitScript(observeEvents);
          const page = await context.newPage();
          if (phone) await slowCpu(page);
          const times = await measureOnce(page, route, phone);
          for (const [interaction, t] of times) results.set(interaction, [...(results.get(interaction) ?? []), t]);
          log(`INP ${preset} run ${i + 1}: ${[...times].map(([interaction, t]) => `${interaction} ${phases(t)}`).join('; ')}`);
        } finally {
          await context.close();
        }
      }
      for (const [interaction, timings] of results) {
        const value = stat(timings.map(inpOf));
        const under = timings.filter((t) => t.entries.length === 0).length;
        const slowest = timings.reduce((max, t) => (inpOf(t) > inpOf(max) ? t : max));
        figures.push({
          name: `INP, ${INTERACTIONS[interaction]}, ${phone ? PHONE_NAME : 'desktop (1440 x 900, mouse)'}, production + nginx`,
          unit: 'ms',
          value,
          goal: phone ? `≤ ${INP_GOAL_MS} ms` : 'report',
          ...(phone ? { met: value.median <= INP_GOAL_MS } : {}),
          note:
            `slowest run's longest event: ${phases(slowest)}` +
            (under ? `; ${under} of ${timings.length} runs under the ${THRESHOLD_MS} ms threshold, counted as ${THRESHOLD_MS}` : ''),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

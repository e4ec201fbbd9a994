/**
 * Playwright (playwright-core) with Debian's Chromium, for the e2e specs: one browser per worker, a fresh
 * context (storage, service worker) per test, helpers that act as a user does.
 *
 * Two targets (E2E_TARGET, set per Vitest project in vitest.config.ts):
 * - demo: the demo build, served by the runner through nginx (deploy/nginx.conf), where a service worker
 *   answers /dms in each browser context (every test starts from the seed); the test hook is
 *   `window.__DMS_MOCK__`.
 * - stack: the production bundle (dist-stack/: `npm run build` with the mock's public key) behind real nginx
 *   (deploy/nginx.conf) proxying to the HTTP mock backend, both started once per worker and reset to the seed
 *   for each spec file; the test hook is the server's /__mock__ routes. The file's tests share the server's
 *   data, as users of one deployment do.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, it } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Dialog,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { startMockServer } from '../../scripts/mock-server.mjs';
import { startNginx } from '../../scripts/nginx-stack.mjs';

export const onStack = process.env.E2E_TARGET === 'stack';

/**
 * Save what the page shows as `<name>.png` in the run's failure folder (E2E_ARTIFACTS: the runner puts it
 * beside its build output) and return the file's path, for the error that names it.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const dir = process.env.E2E_ARTIFACTS ?? join(tmpdir(), 'dms-e2e-failures');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 80)}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** antd's popups while open (closed ones stay in the page, hidden). */
const OPEN_POPUPS =
  '.ant-dropdown:not(.ant-dropdown-hidden), .ant-select-dropdown:not(.ant-select-dropdown-hidden), .ant-popover:not(.ant-popover-hidden)';

/**
 * What the page shows, in words, for a failed test's report: its address, the focused element, the open
 * dialogs and popups, and the accessibility tree of the top one (or of the page), cut to a readable length.
 */
async function pageState(page: Page): Promise<string> {
  const summary = await page.evaluate((popups) => {
    const describe = (el: Element | null) =>
      el
        ? `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`
        : 'none';
    const open = [...document.querySelectorAll(`[role="dialog"], ${popups}, .ant-message, .ant-notification`)]
      .filter((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed')
      .map((el) => `  - ${describe(el)}`);
    // Whether the document is the one the test began with (a reload drops what a test put in the page).
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const media = [...document.querySelectorAll<HTMLMediaElement>('video, audio')].map(
      (el) =>
        `  - ${el.tagName.toLowerCase()} readyState ${el.readyState}, networkState ${el.networkState}, error ${el.error?.code ?? 'none'}, ${el.currentSrc ? 'source chosen' : 'no source chosen'}`,
    );
    return [
      `url: ${location.href}`,
      `document: ${navigation?.type ?? 'unknown'}, loaded ${(performance.now() / 1000).toFixed(1)} s ago`,
      `focus: ${describe(document.activeElement)}`,
      'open dialogs and popups:',
      ...(open.length ? open : ['  (none)']),
      ...(media.length ? ['media elements:', ...media] : []),
    ].join('\n');
  }, OPEN_POPUPS);
  // The part the test was most likely acting on: the top dialog, else an open popup, else the main region.
  const candidates = [
    ['the top dialog', page.locator('[role="dialog"]:visible').last()],
    ['the open popup', page.locator(OPEN_POPUPS).filter({ visible: true }).last()],
    ['the main region', page.getByRole('main').first()],
    ['the page', page.locator('body')],
  ] as const;
  for (const [name, locator] of candidates) {
    if ((await locator.count()) === 0) continue;
    const tree = await locator.ariaSnapshot({ timeout: 5_000 });
    return `${summary}\naccessibility tree of ${name}:\n${tree.slice(0, 3_000)}`;
  }
  return summary;
}

/** What a watched page logged as a warning or error, and its requests still unanswered, for a failure's report. */
const traces = new WeakMap<Page, { console: string[]; pending: Set<Request> }>();
function watchPage(page: Page) {
  if (traces.has(page)) {
    // The page goes on from the file's previous test: its trace starts again.
    const trace = traces.get(page)!;
    trace.console.length = 0;
    trace.pending.clear();
    return;
  }
  const trace = { console: [] as string[], pending: new Set<Request>() };
  traces.set(page, trace);
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    trace.console.push(`  - ${message.type()}: ${message.text().slice(0, 200)}`);
    if (trace.console.length > 8) trace.console.shift();
  });
  page.on('request', (request) => trace.pending.add(request));
  page.on('requestfinished', (request) => trace.pending.delete(request));
  page.on('requestfailed', (request) => trace.pending.delete(request));
}
function traceOf(page: Page): string {
  const trace = traces.get(page);
  if (!trace) return '';
  const pending = [...trace.pending].map((request) => `  - ${request.method()} ${request.url().slice(0, 160)}`);
  return `\nlast console warnings and errors:\n${trace.console.join('\n') || '  (none)'}\nrequests still unanswered:\n${pending.join('\n') || '  (none)'}`;
}

/**
 * A failure's evidence from the page the test acted on: a screenshot (its path logged) and, for the error's
 * message, what the page showed in words (CI keeps only the log's end, where the failed tests' errors are).
 */
export async function describeFailure(page: Page, name: string): Promise<string> {
  const file = await saveScreenshot(page, name).catch(() => null);
  if (file) console.log(`[e2e] screenshot of the failure: ${file}`);
  const state = await pageState(page).catch((error: Error) => `(the page's state could not be read: ${error.message})`);
  return `\n\nWhat the page showed at the failure:\n${state}${traceOf(page)}`;
}

/**
 * Runs `journey` on `page`, a page of a context the test made itself (the run's default page, which the hooks
 * report, is not the one used): a failure's message gets this page's evidence.
 */
export async function reportingFailure(page: Page, name: string, journey: () => Promise<void>) {
  try {
    await journey();
  } catch (error) {
    const report = await describeFailure(page, name);
    if (error instanceof Error) error.message += report;
    throw error;
  }
}

/**
 * A screenshot kept as evidence of what a passing journey saw, only when E2E_EVIDENCE=1 asks for them: a
 * full-page picture costs the renderer seconds, and a passing run has nobody to look at it.
 */
export async function evidence(page: Page, name: string): Promise<void> {
  if (process.env.E2E_EVIDENCE) await saveScreenshot(page, name);
}

/** The demo build's address (the runner's static server); on the stack, the worker's nginx replaces it. */
const DEMO_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';

/** The spec file's stack, the worker's (stackOfWorker): set from the file's first hook to its last. */
let stack: { webUrl: string; mockUrl: string } | null = null;

/** Where the app under test is served. */
export const baseUrl = () => stack?.webUrl ?? DEMO_URL;

/** The HTTP mock backend of the spec file's stack (stack target only). */
export function stackMockUrl(): string {
  if (!stack) throw new Error('no stack: E2E_TARGET=stack gives each spec file one, in useBrowser()');
  return stack.mockUrl;
}

/** Sites a spec started itself (another nginx), by origin, with the mock backend behind each. */
const otherSites = new Map<string, string>();

/** The mock backend behind the nginx at `webUrl`: `mockHook` of a page there drives that one. */
export function linkSite(webUrl: string, mockUrl: string) {
  otherSites.set(new URL(webUrl).origin, mockUrl);
}

/** The mock backend behind the page's site. */
function mockUrlOf(page: Page): string {
  const origin = page.url().startsWith('http') ? new URL(page.url()).origin : '';
  return otherSites.get(origin) ?? stackMockUrl();
}

/**
 * The notice a reversible change shows with its Undo (src/lib/undo.tsx), by the change's message: the message
 * is also said in the app's live region, with the way to undo it.
 */
export const undoNotice = (page: Page, message: string) =>
  page.locator('.ant-notification-notice').filter({ has: page.getByText(message, { exact: true }) });

/** A test that needs the in-browser mock (its per-context seed or a fault only it can make): skipped on the stack. */
export const demoOnly = it.skipIf(onStack);

/** A journey the production stack runs: the demo build, the same app code on the in-browser mock, skips it. */
export const stackJourney = it.skipIf(!onStack);

/**
 * The features Playwright turns off in each Chromium it launches (playwright-core's chromiumSwitches). Chromium
 * reads only the last `--disable-features` of its command line, so the one below names them again.
 * browser-launch.e2e.ts fails when Playwright's list holds a name this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser UI a headless run never shows: Chromium builds each new window's address-bar popup (and its AI-mode
 * variant) as a WebUI page in a renderer of its own, chrome://omnibox-popup.top-chrome/, for each page a test
 * opened.
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** A file of the site under test that does not start the app: its origin's storage can be read and written there. */
export const SITE_WITHOUT_APP = '/favicon.svg';

/** The page is on the site's SITE_WITHOUT_APP, where a page cleared for the next test is left. */
export const onStoragePage = (page: Page) => page.url() === new URL(SITE_WITHOUT_APP, baseUrl()).href;

/** The page shows nothing of a test's: a new page, or one cleared for the next test. */
const untouchedPage = (page: Page) => page.url() === 'about:blank' || onStoragePage(page);

/** The Chromium the specs drive: the runner names the one it found (run.mjs), else Debian's. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(',')}`,
];

/**
 * For the specs, not the bench: V8 without its optimising compilers (a test's page lives seconds, too short
 * for optimised code to repay the compiling on two shared cores), and the compositor's frames drawn in the
 * browser process rather than sent to a GPU process of their own, which with the GPU off only adds the
 * copying; what the app does is the same.
 */
const SPEC_ONLY_ARGS = ['--js-flags=--no-opt --no-maglev', '--in-process-gpu'];

/** A phone's screen and touch: 390 x 844, touch events, a mobile viewport. */
export const PHONE_SCREEN = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/**
 * A fresh browser context on the app under test, as a user's browser: English, the system's default motion.
 * (Running the whole suite with reduced motion, where antd's moves last 0.01 s, let clicks land in popups
 * within that hundredth of a second and not take, twice in one run: a person is never that quick. The
 * motion test of a11y-patterns asks for reduced motion itself.)
 */
export async function newTestContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', ...options });
  context.once('page', steadyPointerActions);
  context.once('page', (page) => watchLastingChanges(context, page));
  context.on('page', (opened) => {
    // A new page, or a tab the app opened, comes up in front.
    frontPage.set(context, opened);
    opened.once('close', () => frontAgain(context, opened));
  });
  return context;
}

/**
 * Headless Chromium draws a page that is not its window's front tab about once a second: a tab the app
 * opens (a preview: window.open) puts its opener behind it, and of two pages of one context the newer is in
 * front. Every action on a page behind then waits for frames: 1-2 s a tap, up to 1 s a mouse move (the
 * phone journey after its preview tab: 10 frames in 9.1 s, and the opener stayed there after the tab
 * closed). A person switches to the tab they act in: so does the test, before each action (`toFront`), and
 * when a tab closes the context's first page still open comes back to the front.
 */
const frontPage = new WeakMap<BrowserContext, Page>();

async function toFront(page: Page) {
  const context = page.context();
  if (frontPage.get(context) === page || page.isClosed()) return;
  frontPage.set(context, page);
  await page.bringToFront();
}

function frontAgain(context: BrowserContext, closed: Page) {
  if (frontPage.get(context) !== closed) return;
  frontPage.delete(context);
  const next = context.pages().find((page) => page !== closed && !page.isClosed());
  if (next) toFront(next).catch(() => undefined);
}

/** CSS properties whose transition moves or resizes a box (a colour or shadow fading in moves nothing). */
const MOVING_PROPERTIES =
  /^(transform|translate|scale|rotate|top|left|right|bottom|inset|width|height|max-height|max-width|margin|padding)/;
/** A class rc-motion puts on a box while it appears, enters or leaves (`ant-zoom-appear-prepare`, `ant-fade-leave`). */
const MOTION_STEP = /-(appear|enter|leave)(-(prepare|start|active))?$/;

/**
 * Resolves once no animation with an end is moving `element` (one running on it or on a box around it: a
 * dropdown sliding in, a dialog zooming, a drawer moving in). Playwright deems a target stable when its box is
 * the same in two animation frames, then sends the press and the release as two messages. On a busy machine
 * frames stall, the box can read the same twice mid-animation, and the animation goes on between the press
 * and the release: the release lands on a neighbour and the click is lost (seen: a row menu's item, a
 * select's option, the column chooser's checkbox). A person's click comes after the move they watched.
 *
 * antd's motions (rc-motion) also have steps with no running animation: `-prepare` shows a dialog whole, in
 * place, to measure it, `-start` shrinks it to nothing, and only `-active` runs the zoom. A press in a stalled
 * prepare step hit the button (it took focus) and the release hit the shrunk dialog: a confirmation's OK or a
 * form's submit was lost (clean-clone CI, 2026-11-26). So a box under an element still in a motion's
 * appear, enter or leave class is moving too.
 */
async function untilSteady(locator: Locator, timeout?: number) {
  await locator.evaluate(
    async (element, [movingSource, motionSource]) => {
      const moving = new RegExp(movingSource);
      const motionStep = new RegExp(motionSource);
      const inMotionStep = () => {
        for (let box: Element | null = element; box; box = box.parentElement) {
          if ([...box.classList].some((name) => motionStep.test(name))) return true;
        }
        return false;
      };
      const deadline = performance.now() + 5_000;
      for (;;) {
        const running = document.getAnimations().filter((animation) => {
          if (animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity) return false;
          if (animation instanceof CSSTransition && !moving.test(animation.transitionProperty)) return false;
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target instanceof Element && target.contains(element);
        });
        if (performance.now() > deadline) return;
        if (running.length > 0) {
          await Promise.race([
            Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
            new Promise((wake) => setTimeout(wake, 250)),
          ]);
        } else if (inMotionStep()) {
          await new Promise((wake) => requestAnimationFrame(() => wake(undefined)));
        } else return;
      }
    },
    [MOVING_PROPERTIES.source, MOTION_STEP.source] as const,
    { timeout },
  );
}

/**
 * E2E_STEP_LOG=file: every Playwright call a spec makes (a locator's or a page's) appends a line to `file`:
 * its duration in ms, the spec line that made it, the call. A call made inside another is not counted twice.
 * `node tests/e2e/step-log.mjs file` sums it: where a run's wall time goes, step by step.
 */
function logSteps(page: Page) {
  const file = process.env.E2E_STEP_LOG;
  if (!file) return;
  let depth = 0;
  const patch = (prototype: Record<string, unknown>, kind: string) => {
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const original = prototype[name];
      if (typeof original !== 'function' || name === 'constructor' || name.startsWith('_')) continue;
      prototype[name] = function timed(this: unknown, ...args: unknown[]) {
        const result = (original as (...a: unknown[]) => unknown).apply(this, args);
        if (depth > 0 || !(result instanceof Promise)) return result;
        const where = /tests\/e2e\/([\w.-]+\.e2e\.ts):(\d+)/.exec(new Error().stack ?? '');
        const started = performance.now();
        depth += 1;
        const done = () => {
          depth -= 1;
          appendFileSync(file, `${Math.round(performance.now() - started)}\t${where ? `${where[1]}:${where[2]}` : '?'}\t${kind}.${name}\n`);
        };
        return result.then(
          (value: unknown) => (done(), value),
          (error: unknown) => {
            done();
            throw error;
          },
        );
      };
    }
  };
  patch(Object.getPrototypeOf(page.locator('body')) as Record<string, unknown>, 'locator');
  patch(Object.getPrototypeOf(page) as Record<string, unknown>, 'page');
  patch(Object.getPrototypeOf(page.keyboard) as Record<string, unknown>, 'keyboard');
  patch(Object.getPrototypeOf(page.mouse) as Record<string, unknown>, 'mouse');
}

const POINTER_ACTIONS = ['click', 'dblclick', 'check', 'uncheck', 'setChecked', 'tap'] as const;
const TYPING_ACTIONS = ['fill', 'press', 'pressSequentially', 'hover', 'focus', 'selectOption', 'setInputFiles', 'dragTo'] as const;

let steadyInstalled = false;
/**
 * Every action of a locator first brings its page to the front (`toFront`); a pointer action (click, check,
 * tap…) then waits until its target has stopped moving.
 */
function steadyPointerActions(page: Page) {
  if (steadyInstalled) return;
  steadyInstalled = true;
  const prototype = Object.getPrototypeOf(page.locator('body')) as Record<string, unknown>;
  for (const name of POINTER_ACTIONS) {
    const action = prototype[name] as (this: Locator, ...args: unknown[]) => Promise<unknown>;
    prototype[name] = async function steadyAction(this: Locator, ...args: unknown[]) {
      await toFront(this.page());
      const options = args.find((arg): arg is { timeout?: number; force?: boolean } => typeof arg === 'object' && arg !== null);
      if (!options?.force) await untilSteady(this, options?.timeout);
      return action.apply(this, args);
    };
  }
  for (const name of TYPING_ACTIONS) {
    const action = prototype[name] as (this: Locator, ...args: unknown[]) => Promise<unknown>;
    prototype[name] = async function frontAction(this: Locator, ...args: unknown[]) {
      await toFront(this.page());
      return action.apply(this, args);
    };
  }
  logSteps(page);
}

export interface E2E {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Errors the page threw or logged: a spec can assert there were none. */
  pageErrors: string[];
}

/**
 * E2E_CPU_PROFILE=dir: a V8 CPU profile of each test's page (its main thread: the app and, on the demo build,
 * the mock) as `<test>.cpuprofile` in dir, to see what the renderer spends a test's time on.
 */
const profiles = new WeakMap<Page, CDPSession>();
async function startProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  profiles.set(page, cdp);
}
async function saveProfile(page: Page, name: string) {
  const cdp = profiles.get(page);
  if (!cdp) return;
  const { profile } = await cdp.send('Profiler.stop');
  const dir = process.env.E2E_CPU_PROFILE!;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 80)}.cpuprofile`), JSON.stringify(profile));
}

/**
 * The worker's Chromium, launched for its first spec file and shared by the next ones, as Playwright Test
 * does: a launch costs more CPU than a test's context, and each test's context is fresh anyway. Playwright
 * closes it when the worker exits.
 */
let workerBrowser: Promise<Browser> | undefined;
function browserOfWorker(): Promise<Browser> {
  workerBrowser ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...SPEC_ONLY_ARGS] }).then(
    (browser) => {
      browser.once('disconnected', () => {
        workerBrowser = undefined;
      });
      return browser;
    },
    (error: unknown) => {
      // A failed launch is tried again by the worker's next file rather than failing it too.
      workerBrowser = undefined;
      throw error;
    },
  );
  return workerBrowser;
}

/**
 * Contexts a test changed in a way a reset cannot undo (an init script, an exposed function, a route, extra
 * headers, the clock, offline, permissions, emulated colours or motion): the next test gets a new context.
 */
const changedForGood = new WeakSet<BrowserContext>();
/** Pages whose viewport (their first size here) or emulated media type a test changed: reset before the next test. */
const resizedPages = new WeakMap<Page, { width: number; height: number } | null>();
const printPages = new WeakSet<Page>();
/** The clocks (a context's `clock`) a test installed or set. */
const changedClocks = new WeakSet<object>();

let changesWatched = false;
/** Wraps the page and context calls that leave something behind, to know which ones a test made. */
function watchLastingChanges(context: BrowserContext, page: Page) {
  if (changesWatched) return;
  changesWatched = true;
  const lasting = ['addInitScript', 'exposeFunction', 'exposeBinding', 'route', 'routeFromHAR', 'routeWebSocket', 'setExtraHTTPHeaders'];
  const wrap = (prototype: Record<string, unknown>, names: string[], mark: (self: never, args: unknown[]) => void) => {
    for (const name of names) {
      const original = prototype[name] as ((...args: unknown[]) => unknown) | undefined;
      if (typeof original !== 'function') continue;
      prototype[name] = function marked(this: never, ...args: unknown[]) {
        mark(this, args);
        return original.apply(this, args);
      };
    }
  };
  const pagePrototype = Object.getPrototypeOf(page) as Record<string, unknown>;
  wrap(pagePrototype, lasting, (self: Page) => changedForGood.add(self.context()));
  wrap(
    Object.getPrototypeOf(context) as Record<string, unknown>,
    [...lasting, 'setOffline', 'grantPermissions', 'setGeolocation', 'setHTTPCredentials'],
    (self: BrowserContext) => changedForGood.add(self),
  );
  wrap(
    Object.getPrototypeOf(context.clock) as Record<string, unknown>,
    ['install', 'setFixedTime', 'setSystemTime', 'pauseAt'],
    (self: object) => changedClocks.add(self),
  );
  wrap(pagePrototype, ['setViewportSize'], (self: Page) => {
    if (!resizedPages.has(self)) resizedPages.set(self, self.viewportSize());
  });
  wrap(pagePrototype, ['emulateMedia'], (self: Page, [options]: unknown[]) => {
    const { media, ...others } = (options ?? {}) as { media?: unknown };
    if (Object.keys(others).length > 0) changedForGood.add(self.context());
    if (media !== undefined) printPages.add(self);
  });
}

type ListenerSnapshot = Map<object, Map<string | symbol, unknown[]>>;
interface Emitter {
  eventNames(): Array<string | symbol>;
  rawListeners(name: string | symbol): unknown[];
  removeListener(name: string | symbol, listener: unknown): unknown;
}
const snapshotListeners = (...emitters: object[]): ListenerSnapshot =>
  new Map(
    emitters.map((emitter) => [
      emitter,
      new Map((emitter as Emitter).eventNames().map((name) => [name, (emitter as Emitter).rawListeners(name)])),
    ]),
  );

/** Removes the listeners added to the page and context since the snapshot (a test's `page.on('dialog', …)`). */
function removeListenersSince(snapshot: ListenerSnapshot) {
  for (const [target, before] of snapshot) {
    const emitter = target as Emitter;
    for (const name of emitter.eventNames()) {
      const kept = before.get(name) ?? [];
      for (const listener of emitter.rawListeners(name)) if (!kept.includes(listener)) emitter.removeListener(name, listener);
    }
  }
}

/**
 * Makes a passed test's context and page ready for the file's next test, as a new one would be: its other pages
 * closed, the listeners it added removed, the site's storage (the app's, the demo mock's database) and cookies
 * cleared, the page left on the site's storage page (SITE_WITHOUT_APP: the next start puts its entries in
 * there) at its first size. A new context costs its first page a renderer process and every script compiled
 * afresh. False (and the context is closed) when the test changed something a reset does not undo, or a step
 * of it fails.
 */
async function clearedForNextTest(context: BrowserContext, page: Page, listenersBefore: ListenerSnapshot): Promise<boolean> {
  if (page.isClosed() || changedForGood.has(context) || changedClocks.has(context.clock)) return false;
  try {
    for (const other of context.pages()) if (other !== page) await other.close();
    removeListenersSince(listenersBefore);
    // A page asking before it is left (an upload running, a form typed in) is left, as a closed tab would be.
    const leave = (dialog: Dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => undefined);
    page.on('dialog', leave);
    try {
      // What the app writes as it is left lands before the clearing; a page still on about:blank (the test used
      // other tabs) reaches the site's storage there too, and one still on that page (ditto) is there already.
      if (!onStoragePage(page)) await page.goto(SITE_WITHOUT_APP, { timeout: 15_000 });
      await page.evaluate(async () => {
        localStorage.clear();
        sessionStorage.clear();
        const deleted = (await indexedDB.databases()).map(
          ({ name }) =>
            new Promise((done) => {
              const request = indexedDB.deleteDatabase(name!);
              request.onsuccess = request.onerror = request.onblocked = () => done(undefined);
            }),
        );
        await Promise.all(deleted);
      });
      await context.clearCookies();
    } finally {
      page.off('dialog', leave);
    }
    // These undoing calls mark the page as changed, as a test's own do: the mark goes after them.
    if (resizedPages.has(page)) {
      const firstSize = resizedPages.get(page);
      if (!firstSize) return false;
      await page.setViewportSize(firstSize);
      resizedPages.delete(page);
    }
    if (printPages.has(page)) {
      await page.emulateMedia({ media: null });
      printPages.delete(page);
    }
    return true;
  } catch {
    return false;
  }
}

/** A context and page cleared after a file's last test, for the worker's next file on the same site (see useBrowser). */
let spareContext: { context: BrowserContext; page: Page; site: string } | undefined;

function takeSpareContext(browser: Browser) {
  const spare = spareContext;
  spareContext = undefined;
  const usable = spare && spare.site === baseUrl() && spare.context.browser() === browser && browser.isConnected();
  return usable && !spare.page.isClosed() ? spare : undefined;
}

/**
 * The worker's production stack (stack target): nginx with deploy/nginx.conf over dist-stack/, proxying to an
 * HTTP mock backend, started for the worker's first stack file and reset to the seed for each next one (data,
 * sessions, captchas, fault rules, latency), as a process start costs more than a reset. A backend that no
 * longer answers (a file stopped it) is replaced.
 */
let workerStack: { webUrl: string; mockUrl: string; stop: () => Promise<void> } | undefined;

async function stackOfWorker() {
  if (workerStack) {
    const reset = await overHttp(workerStack.mockUrl, 'reset')
      .then(() => overHttp(workerStack!.mockUrl, 'setLatency', [0]))
      .then(
        () => true,
        () => false,
      );
    if (reset) return workerStack;
    await workerStack.stop();
    workerStack = undefined;
  }
  const root = resolve(import.meta.dirname, '..', '..');
  const mock = await startMockServer({ reset: true });
  const web = await startNginx({
    root: process.env.E2E_STACK_DIR ?? join(root, 'dist-stack'),
    dmsBackend: mock.url,
    authBackend: mock.url,
  }).catch(async (error: unknown) => {
    await mock.stop();
    throw error;
  });
  // Vitest ends a worker with SIGTERM after its last file, and no hook runs then: the stack goes with it.
  const killNow = () => {
    web.stopNow();
    mock.stopNow();
  };
  process.once('SIGTERM', killNow);
  process.once('exit', killNow);
  const stop = async () => {
    process.off('SIGTERM', killNow);
    process.off('exit', killNow);
    await web.stop();
    await mock.stop();
  };
  workerStack = { webUrl: web.url, mockUrl: mock.url, stop };
  return workerStack;
}

/**
 * Registers hooks that give each test a context and page as new (the previous test's, cleared, when it passed
 * and changed nothing a reset cannot undo); returns a handle to them.
 */
export function useBrowser(): E2E {
  const handle = { pageErrors: [] as string[] } as E2E;
  beforeAll(async () => {
    // Files share a worker's modules (isolate: false in vitest.config.ts); Vitest gives each project workers
    // of its own, so the target read when this module loaded is still this file's.
    if (onStack !== (process.env.E2E_TARGET === 'stack'))
      throw new Error(`a ${process.env.E2E_TARGET} file ran in a worker that loaded browser.ts for another target`);
    if (onStack) {
      stack = await stackOfWorker();
    }
    handle.browser = await browserOfWorker();
  });
  let reusable = false;
  let listenersBefore: ListenerSnapshot | undefined;
  const recordPageError = (error: Error) => handle.pageErrors.push(error.message);
  beforeEach(async () => {
    if (!reusable) {
      const spare = takeSpareContext(handle.browser);
      handle.context = spare?.context ?? (await newTestContext(handle.browser));
      handle.page = spare?.page ?? (await handle.context.newPage());
      handle.page.on('pageerror', recordPageError);
    }
    reusable = false;
    handle.pageErrors.length = 0;
    watchPage(handle.page);
    listenersBefore = snapshotListeners(handle.context, handle.page);
    if (process.env.E2E_CPU_PROFILE) await startProfile(handle.page);
  });
  afterEach(async (context) => {
    if (process.env.E2E_CPU_PROFILE && !handle.page.isClosed()) await saveProfile(handle.page, context.task.name);
    // A failed test leaves what the user would have seen, for the person reading the log. A test that acted
    // in a context of its own left this page untouched, and reports its own page (phone.e2e.ts).
    const page = handle.page;
    if (context.task.result?.state === 'fail' && page && !page.isClosed() && !untouchedPage(page)) {
      const report = await describeFailure(page, context.task.name);
      const error = context.task.result.errors?.[0];
      if (error) error.message += report;
    }
    if (!handle.context) return;
    reusable = context.task.result?.state === 'pass' && (await clearedForNextTest(handle.context, handle.page, listenersBefore!));
    if (!reusable) await handle.context.close();
  });
  afterAll(async () => {
    // The context the file's last test left cleared goes on to the worker's next file, as it goes from test to
    // test; the rest a file left open goes with it. The browser and the stack stay for the worker's next file.
    if (reusable && !handle.page.isClosed()) {
      handle.page.off('pageerror', recordPageError);
      spareContext = { context: handle.context, page: handle.page, site: baseUrl() };
    }
    const spare = spareContext?.context;
    await Promise.all(handle.browser?.contexts().flatMap((context) => (context === spare ? [] : [context.close()])) ?? []);
    stack = null;
  });
  return handle;
}

/**
 * The page now loaded can be driven: on the demo build, its mock backend is running (after a navigation or
 * a reload it starts again); on the stack, the app has started.
 */
export async function mockReady(page: Page) {
  if (onStack) await page.waitForFunction(() => Boolean(document.getElementById('root')?.hasChildNodes()), undefined, { timeout: 30_000 });
  else await page.waitForFunction(() => Boolean(window.__DMS_MOCK__), undefined, { timeout: 30_000 });
}

type FaultKind = 'errno' | 'http500' | 'network' | 'timeout' | 'expired';
/** Fields a call's JSON body must hold (mocks/test-hook.ts BodyMatch). */
type BodyMatch = Record<string, string | number | boolean | null>;

/** The mock's test hook, whichever target: the page's `window.__DMS_MOCK__`, or the mock server's /__mock__. */
export interface MockHook {
  /** With `body`, only the calls whose JSON body holds those fields with those values fail. */
  fail(pattern: string, kind: FaultKind, errmsg?: string, body?: BodyMatch): Promise<void>;
  override(method: string, pattern: string, body: unknown, status?: number): Promise<void>;
  clear(): Promise<void>;
  reset(): Promise<void>;
  /** Resolves once every change so far is saved. */
  flush(): Promise<void>;
  setLatency(ms: number): Promise<void>;
  captchaAnswer<T>(): Promise<T>;
  /** The code of the sign-in picture issued last, as a user reads it off the picture. */
  pictureCodeAnswer(): Promise<string | null>;
  /** Whether a login without the picture code is refused, as a backend that demands it does. */
  requirePictureCode(on: boolean): Promise<void>;
  lastResetCode(account: string): Promise<string | null>;
}

async function overHttp<T>(mockUrl: string, verb: string, args: unknown[] = []): Promise<T> {
  // An argument left out is left out (JSON would make it null, which the verb refuses).
  while (args.length && args[args.length - 1] === undefined) args = args.slice(0, -1);
  const response = await fetch(`${mockUrl}/__mock__/${verb}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  const reply = (await response.json()) as { ok: boolean; result?: T; error?: string };
  if (!reply.ok) throw new Error(`mock hook ${verb}: ${reply.error}`);
  return reply.result as T;
}

export function mockHook(page: Page): MockHook {
  if (onStack) {
    const call = <T>(verb: string, args: unknown[] = []) => overHttp<T>(mockUrlOf(page), verb, args);
    return {
      fail: (...args) => call('fail', args),
      override: (...args) => call('override', args),
      clear: () => call('clear'),
      reset: () => call('reset'),
      flush: () => call('flush'),
      setLatency: (ms) => call('setLatency', [ms]),
      captchaAnswer: () => call('captcha/answer'),
      pictureCodeAnswer: () => call('pictureCode/answer'),
      requirePictureCode: (on) => call('pictureCode/require', [on]),
      lastResetCode: (account) => call('lastResetCode', [account]),
    };
  }
  return {
    fail: (pattern, kind, errmsg, body) =>
      page.evaluate(([p, k, m, b]) => window.__DMS_MOCK__!.fail(p, k, m, b), [pattern, kind, errmsg, body] as const),
    override: (method, pattern, body, status) =>
      page.evaluate(([m, p, b, s]) => window.__DMS_MOCK__!.override(m, p, b, s), [method, pattern, body, status] as const),
    clear: () => page.evaluate(() => window.__DMS_MOCK__!.clear()),
    reset: () => page.evaluate(() => window.__DMS_MOCK__!.reset()),
    flush: () => page.evaluate(() => window.__DMS_MOCK__!.flush()),
    setLatency: (ms) => page.evaluate((value) => window.__DMS_MOCK__!.setLatency(value), ms),
    captchaAnswer: <T>() => page.evaluate(() => window.__DMS_MOCK__!.captcha.answer()) as Promise<T>,
    pictureCodeAnswer: () => page.evaluate(() => window.__DMS_MOCK__!.pictureCode.answer()),
    requirePictureCode: (on) => page.evaluate((value) => window.__DMS_MOCK__!.pictureCode.require(value), on),
    lastResetCode: (account) => page.evaluate((name) => window.__DMS_MOCK__!.lastResetCode(name), account),
  };
}

/** The name of what an element marks active (aria-activedescendant): a list's row, a select's option. */
export async function activeDescendantName(owner: Locator): Promise<string | null> {
  return owner.evaluate((element) => {
    const id = element.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.getAttribute('aria-label') ?? null) : null;
  });
}

/** Go to a route inside the running app (no reload: this page's mock data stays), as a link does. */
export async function goInApp(page: Page, route: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
  await page.waitForURL((url) => url.hash === `#${route}`);
}

/**
 * A /dms call made inside the page as its signed-in user (setup, not the subject): the answer's data, or a
 * throw with the server's message.
 */
export const dmsInPage = <T = unknown>(page: Page, path: string, body?: unknown): Promise<T> =>
  page.evaluate(
    async ({ path, body }) => {
      const token = JSON.parse(localStorage.getItem('token')!).value as string;
      const init: RequestInit = body
        ? { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : { headers: { token } };
      const reply = await (await fetch(path, init)).json();
      if (reply.errno !== 0) throw new Error(`${path}: ${reply.errmsg}`);
      return reply.data;
    },
    { path, body },
  ) as Promise<T>;

/** The first page of a folder's rows (files and subfolders), read in the page as its signed-in user. */
export const folderRowsInPage = async <T>(page: Page, dirId: string, size = 100): Promise<T[]> =>
  (await dmsInPage<{ records: T[] }>(page, '/dms/files/showPageByDirId/', { dirId, current: 1, size })).records;

/** Open a hash route of the app and wait until the mock backend is up. */
export async function openApp(page: Page, route = '/') {
  await page.goto(`/#${route}`);
  await mockReady(page);
}

/**
 * Once every image of the page has loaded or failed, and two frames later: an injected `onerror`/`onload`
 * handler or script would have run by then. What a hostile-input check waits on before it looks for effects.
 */
export async function untilImagesSettled(page: Page) {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
}

/**
 * Chooses the effective date in an upload dialog as a user does: reaches the field (a click, unless told
 * otherwise: a tap on a phone), types the date and presses Enter, which the picker takes.
 */
export async function pickEffectiveDate(
  dialog: Locator,
  date = '2030-06-30',
  reach = (field: Locator) => field.click(),
  label = 'Effective date',
) {
  const field = dialog.getByLabel(label);
  await reach(field);
  await field.fill(date);
  await field.press('Enter');
}

/**
 * Every animation with an end has ended (a dialog's, a drawer's or a dropdown's opening): a click lands where
 * the control now is, not where it was a frame before. On a busy machine a click during antd's opening
 * animation was lost (a confirm's Cancel, a select's option, a phone's tap). A spinner runs for ever, so only
 * finite animations count; antd's click wave (a 2 s fade of a layer that takes no pointer) moves nothing.
 */
export const animationsDone = (page: Page) =>
  page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Infinity ||
            ((animation.effect as KeyframeEffect | null)?.target?.classList.contains('ant-wave') ?? false),
        ),
    undefined,
    { timeout: 10_000 },
  );

/**
 * Follows the page's requests from now on; `quiet()` resolves once none has been in flight for `quietMs`
 * (a screen's lazy code and data calls have all answered). Playwright's `networkidle` asks for 500 ms of
 * quiet, a fixed half second per screen; a screen's next call starts within a frame or two of the last answer.
 */
export function requestsOf(page: Page, quietMs = 150) {
  const inFlight = new Set<Request>();
  let lastChange = performance.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = performance.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  // A reload's abandoned requests end as failed.
  page.on('requestfailed', ended);
  return {
    async quiet(timeout = 15_000) {
      const deadline = performance.now() + timeout;
      for (;;) {
        const now = performance.now();
        if (inFlight.size === 0 && now - lastChange >= quietMs) return;
        if (now > deadline)
          throw new Error(`requests still in flight after ${timeout} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        await new Promise((wake) => setTimeout(wake, inFlight.size === 0 ? quietMs - (now - lastChange) : 25));
      }
    },
  };
}

/** An option of the antd Select or TreeSelect drop-down that is open: closed ones stay in the page, hidden. */
export const openSelectOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });

/**
 * The recycle bin's rows on screen (at least their Restore button) whose name the user cannot see: no element
 * of the row with the name as its text is inside the window and on top where it is drawn.
 */
export const binNamesHidden = (page: Page, restorePrefix: string) =>
  page.evaluate((prefix) => {
    const hidden: string[] = [];
    let seen = 0;
    for (const row of document.querySelectorAll('tr.ant-table-row')) {
      const button = [...row.querySelectorAll('button[aria-label]')].find((each) => each.getAttribute('aria-label')!.startsWith(prefix));
      if (!button) continue;
      const place = button.getBoundingClientRect();
      if (place.top < 0 || place.bottom > window.innerHeight) continue;
      seen += 1;
      const name = button.getAttribute('aria-label')!.slice(prefix.length);
      const visible = [...row.querySelectorAll<HTMLElement>('*')].some((element) => {
        if (element.childElementCount > 0 || element.textContent?.trim() !== name) return false;
        const box = element.getBoundingClientRect();
        const x = box.left + Math.min(box.width / 2, 20);
        const y = box.top + box.height / 2;
        if (box.width === 0 || x < 0 || x > document.documentElement.clientWidth) return false;
        const top = document.elementFromPoint(x, y);
        return top !== null && (element.contains(top) || top.contains(element));
      });
      if (!visible) hidden.push(name);
    }
    return { seen, hidden };
  }, restorePrefix);

/** The alpha of the file list's sticky header row's own background colour: 1 when rows cannot show through it. */
export const headerAlpha = (page: Page) =>
  page
    .getByRole('grid')
    .locator('[role="row"][aria-rowindex="1"]')
    .evaluate((row) => {
      const parts = getComputedStyle(row)
        .backgroundColor.match(/[\d.]+/g)!
        .map(Number);
      return parts.length === 4 ? parts[3] : 1;
    });

/**
 * The buttons inside `scope` named by an icon's English name (antd's aria-label on its icons: 'search',
 * 'left'), alone or joined to the label ('upload Upload'), rather than by their label in the user's language.
 */
export async function iconNamedButtons(scope: Locator): Promise<string[]> {
  const icons = await scope
    .locator('.anticon[aria-label]')
    .evaluateAll((found) => [...new Set(found.map((icon) => icon.getAttribute('aria-label')!))]);
  const names = [...(await scope.ariaSnapshot()).matchAll(/^\s*- button "((?:[^"\\]|\\.)*)"/gm)].map((match) => match[1]);
  return names.filter((name) => icons.some((icon) => name === icon || name.startsWith(`${icon} `)));
}

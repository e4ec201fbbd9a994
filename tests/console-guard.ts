/**
 * A test fails when something logs a warning or an error it did not expect: React (act(), keys, unknown
 * props), antd (deprecations), jsdom ("Not implemented", CSS it cannot parse) or the app itself. Such a line
 * used to scroll by in a green run and hide the one that mattered.
 *
 * A test that means to provoke one says so first: `expectConsole('warn', /captcha request failed/)`. Each
 * expected pattern must then be logged at least once, or the test fails too.
 */
import { afterEach, beforeEach } from 'vitest';

type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  pattern: RegExp;
  seen: boolean;
}

/**
 * Lines that only say the tests do not run in a browser, and so are expected of any test:
 * - jsdom has no layout: rc-virtual-list (antd's Tree, Select) scrolls an item into view by measuring row
 *   heights, which are all 0 here; after its tries it says it gave up. In a browser the rows have heights and
 *   the scroll lands;
 * - pdf.js, when a screen imports it here, sees Node and asks for its build for Node. The app runs it in
 *   browsers. The import takes seconds, so the line can come during the next test of the worker.
 */
const NOT_A_BROWSER = [
  /Seems `scrollTo` with `rc-virtual-list` reach the max limitation/,
  /Please use the `legacy` build in Node\.js environments/,
];

let expected: Expectation[] = [];
let unexpected: string[] = [];

const format = (args: unknown[]) =>
  args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : typeof arg === 'string' ? arg : safeJson(arg))).join(' ');

function safeJson(value: unknown) {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Within the current test, a line at `level` matching `pattern` is expected (and must come). */
export function expectConsole(level: Level, pattern: RegExp) {
  expected.push({ level, pattern, seen: false });
}

let wrapped = false;

interface JsdomError {
  type: string;
  message: string;
  cause?: { stack?: string };
}
/** The part of jsdom's window that reports what jsdom cannot do ("Not implemented", CSS it cannot parse). */
interface WindowOfJsdom {
  _virtualConsole?: {
    removeAllListeners(event: string): void;
    on(event: 'jsdomError', listener: (error: JsdomError) => void): void;
  };
}

/**
 * jsdom says what it cannot do to the console it was made with: the worker's own, before Vitest gave each
 * test its console. Those lines bypassed the guard and scrolled by between the tests' output ("Not
 * implemented: HTMLCanvasElement's getContext()", 28 times a run). They go to the guarded console instead.
 */
export function routeJsdomErrors(window: Window) {
  const virtualConsole = (window as unknown as WindowOfJsdom)._virtualConsole;
  if (!virtualConsole) throw new Error("jsdom's virtual console was not found: its errors would not reach the console guard");
  virtualConsole.removeAllListeners('jsdomError');
  virtualConsole.on('jsdomError', (error) =>
    console.error(error.type === 'unhandled-exception' ? (error.cause?.stack ?? error.message) : error.message),
  );
}

/** Call before registering other `afterEach` hooks: hooks run last-registered first, so the check sees what they log. */
export function installConsoleGuard() {
  // The setup runs for every test file, in a worker whose console (and this module) the files share.
  if (!wrapped) wrapConsole();
  wrapped = true;

  // Lines logged between tests (a timer of the last one firing late) are kept and fail the next one.
  beforeEach(() => {
    expected = [];
  });

  afterEach(() => {
    const missing = expected.filter((expectation) => !expectation.seen);
    const problems = [
      ...unexpected,
      ...missing.map((expectation) => `expected console.${expectation.level} matching ${expectation.pattern} was never logged`),
    ];
    expected = [];
    unexpected = [];
    if (problems.length) throw new Error(`Console output the test did not expect:\n${problems.join('\n---\n')}`);
  });
}

function wrapConsole() {
  for (const level of ['error', 'warn'] as const) {
    const print = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const text = format(args);
      if (NOT_A_BROWSER.some((pattern) => pattern.test(text))) return;
      const match = expected.find((expectation) => expectation.level === level && expectation.pattern.test(text));
      if (match) {
        match.seen = true;
        return;
      }
      unexpected.push(`console.${level}: ${text.split('\n').slice(0, 6).join('\n')}`);
      print(...args);
    };
  }
}

/**
 * The mock's test hook: fault injection, canned replies, data reset and the captcha answer.
 * In the browser (mock mode only) it is `window.__DMS_MOCK__`; Vitest imports `mockControl` directly; the HTTP
 * mock server (`npm run mock-server`) answers the same verbs under /__mock__ (mocks/server/hook-routes.ts).
 * This is a public interface for test authors (see README, "Mock backend test hook"): keep it stable.
 */
import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { captchaAnswer, resetCaptcha } from './captcha/service';
import { lastResetCode } from './auth';
import { flushDb, resetDb } from './db';
import { pictureCodeRule } from './picture-code';

export type FaultKind = 'errno' | 'http500' | 'network' | 'timeout' | 'expired';

/** Fields a call's JSON body must hold, each with this exact value, for a rule to apply (e.g. one file's id). */
export type BodyMatch = Record<string, string | number | boolean | null>;

interface FaultRule {
  kind: 'fault';
  match: RegExp;
  fault: FaultKind;
  errmsg: string;
  body?: BodyMatch;
}
interface OverrideRule {
  kind: 'override';
  method: string;
  match: RegExp;
  body: unknown;
  status: number;
}
type Rule = FaultRule | OverrideRule;

const rules: Rule[] = [];
let latencyMs = 0;

/**
 * In the browser the rules live in sessionStorage as well, so they survive a reload of the tab (tests often
 * reload to see an effect) and end with the tab.
 */
const RULES_KEY = '__dms_mock_rules';
type SavedRule =
  | { kind: 'fault'; pattern: string; fault: FaultKind; errmsg: string; body?: BodyMatch }
  | { kind: 'override'; pattern: string; method: string; body: unknown; status: number };
const saved: SavedRule[] = [];

function persistRules() {
  if (typeof sessionStorage === 'undefined') return;
  if (saved.length) sessionStorage.setItem(RULES_KEY, JSON.stringify(saved));
  else sessionStorage.removeItem(RULES_KEY);
}

function addRule(rule: SavedRule) {
  saved.push(rule);
  rules.push(
    rule.kind === 'fault'
      ? {
          kind: 'fault',
          match: patternToRegExp(rule.pattern),
          fault: rule.fault,
          errmsg: rule.errmsg,
          ...(rule.body ? { body: rule.body } : {}),
        }
      : { kind: 'override', method: rule.method, match: patternToRegExp(rule.pattern), body: rule.body, status: rule.status },
  );
}

/** Bring back the rules a test set before the page reloaded (browser only). */
export function restoreRules() {
  if (typeof sessionStorage === 'undefined') return;
  try {
    const stored = JSON.parse(sessionStorage.getItem(RULES_KEY) ?? '[]') as SavedRule[];
    for (const rule of stored) addRule(rule);
  } catch {
    sessionStorage.removeItem(RULES_KEY);
  }
}

function clearRules() {
  rules.length = 0;
  saved.length = 0;
  persistRules();
}

/** How long a 'timeout' fault holds the request before the gateway gives up (HTTP 504, empty body). */
export const TIMEOUT_FAULT_DELAY_MS = 1000;

/** `/dms/files/*` style pattern: `*` is any run of characters; the whole path must match. */
export function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

function pathOf(request: Request) {
  const url = new URL(request.url);
  return url.pathname;
}

/** The call's JSON body as an object (read from a copy, so the handlers still get it), else null. */
async function jsonBodyOf(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await request.clone().json();
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function findRule(request: Request): Promise<Rule | undefined> {
  const path = pathOf(request);
  let body: Record<string, unknown> | null | undefined;
  // The newest rule wins, so a test can narrow or replace an earlier one.
  for (let i = rules.length - 1; i >= 0; i -= 1) {
    const rule = rules[i];
    if (!rule.match.test(path)) continue;
    if (rule.kind === 'override' && rule.method !== '*' && rule.method !== request.method.toUpperCase()) continue;
    if (rule.kind === 'fault' && rule.body) {
      body ??= await jsonBodyOf(request);
      const got = body;
      if (!got || !Object.entries(rule.body).every(([field, value]) => got[field] === value)) continue;
    }
    return rule;
  }
  return undefined;
}

async function faultResponse(fault: FaultKind, errmsg: string) {
  switch (fault) {
    case 'errno':
      return HttpResponse.json({ errno: 1, errmsg, data: null });
    case 'http500':
      return HttpResponse.json({ status: 500, error: 'Internal Server Error', path: '' }, { status: 500 });
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      await delay(TIMEOUT_FAULT_DELAY_MS);
      return new HttpResponse(null, { status: 504, statusText: 'Gateway Timeout' });
    case 'expired':
      return HttpResponse.json({
        errno: 100001,
        code: 't0002',
        errmsg: errmsg || 'Login has expired, please login again',
        data: null,
      });
  }
}

/**
 * Runs before every domain handler: applies simulated latency, then a matching fault or override rule.
 * Returning nothing lets MSW go on to the domain handlers.
 */
export const hookHandler: HttpHandler = http.all('*', async ({ request }) => {
  const path = pathOf(request);
  if (!path.startsWith('/dms') && !path.startsWith('/authapi')) return undefined;
  if (latencyMs > 0) await delay(latencyMs);
  const rule = await findRule(request);
  if (!rule) return undefined;
  if (rule.kind === 'override') return HttpResponse.json(rule.body as never, { status: rule.status });
  return faultResponse(rule.fault, rule.errmsg);
});

export const mockControl = {
  captcha: {
    /** The answer to the captcha most recently issued, in original-image (310 x 155) pixels. */
    answer: () => captchaAnswer(),
  },
  pictureCode: {
    /** The code of the sign-in picture issued last, as a user would read it; null before any. */
    answer: () => pictureCodeRule.answer(),
    /** Whether a login without a picture code is refused (a login that carries one is always checked). */
    require: (on: boolean) => pictureCodeRule.require(on),
  },
  /**
   * Later calls whose path matches `pattern` fail as `kind` (errno: errno 1 with `errmsg`). With `body`, only
   * the calls whose JSON body holds each of those fields with that value (one file of a batch, say).
   */
  fail(pattern: string, kind: FaultKind, errmsg = 'Simulated failure', body?: BodyMatch) {
    addRule({ kind: 'fault', pattern, fault: kind, errmsg, ...(body ? { body } : {}) });
    persistRules();
  },
  /** Later matching calls answer `body` as JSON with `status`. `method` '*' matches any method. */
  override(method: string, pattern: string, body: unknown, status = 200) {
    addRule({ kind: 'override', pattern, method: method.toUpperCase(), body, status });
    persistRules();
  },
  /** Remove every fault and override rule. */
  clear() {
    clearRules();
  },
  /** Restore the seeded data (and forget captchas, picture-code demand and sessions); resolves once the saved copy is gone. */
  reset(): Promise<void> {
    clearRules();
    resetCaptcha();
    pictureCodeRule.reset();
    return resetDb();
  },
  /** Resolves once the mock's data is saved in the browser, so a reload right after keeps every change. */
  flush: (): Promise<void> => flushDb(),
  /** The password-reset code last sent to `account` by /user/out/sendActiv (what the e-mail would carry). */
  lastResetCode: (account: string) => lastResetCode(account),
  /** Simulated latency for every call, in milliseconds (0 turns it off). */
  setLatency(ms: number) {
    latencyMs = Math.max(0, ms);
  },
};

export type MockControl = typeof mockControl;

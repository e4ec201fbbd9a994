/**
 * The test hook over HTTP: each verb of `window.__DMS_MOCK__` (mocks/test-hook.ts) under HOOK_BASE, on the
 * HTTP mock server only (it is no part of any bundle). Arguments are a JSON body, by name or in order:
 *
 *   POST /__mock__/fail           {pattern, kind, errmsg?, body?} or [pattern, kind, errmsg?, body?]
 *   POST /__mock__/override       {method, pattern, body, status?}
 *   POST /__mock__/clear
 *   POST /__mock__/reset          (resolves once the saved state is gone)
 *   POST /__mock__/flush          (resolves once the state is saved in the data folder)
 *   POST /__mock__/setLatency     {ms}
 *   GET  /__mock__/captcha/answer
 *   GET  /__mock__/pictureCode/answer
 *   POST /__mock__/pictureCode/require  {on}
 *   GET  /__mock__/lastResetCode?account=…   (or POST {account})
 *
 * Every reply is JSON `{ ok: true, result }` (result: what the verb returns, else null), or
 * `{ ok: false, error }` with status 400 for arguments the verb cannot take.
 */
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse, type Router } from 'express';
import { mockControl, type BodyMatch, type FaultKind } from '../test-hook';

export const HOOK_BASE = '/__mock__';

const FAULT_KINDS: readonly FaultKind[] = ['errno', 'http500', 'network', 'timeout', 'expired'];

class BadArguments extends Error {}

/** The verb's arguments: a JSON array as they are, an object by the names given, else none. */
function argsOf(req: ExpressRequest, names: readonly string[]): unknown[] {
  const body: unknown = req.body;
  if (Array.isArray(body)) return body;
  const source: Record<string, unknown> = { ...(req.query as Record<string, unknown>), ...(body && typeof body === 'object' ? body : {}) };
  const args = names.map((name) => source[name]);
  while (args.length && args[args.length - 1] === undefined) args.pop();
  return args;
}

function text(value: unknown, name: string, optional = false): string | undefined {
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string' || (!optional && !value)) throw new BadArguments(`${name} must be a string`);
  return value;
}

function integer(value: unknown, name: string, optional = false): number | undefined {
  if (value === undefined && optional) return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw new BadArguments(`${name} must be a whole number`);
  return n;
}

function flag(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') throw new BadArguments(`${name} must be true or false`);
  return value;
}

/** A fault's body condition: an object of plain values (string, number, boolean, null), or nothing. */
function bodyMatch(value: unknown): BodyMatch | undefined {
  if (value === undefined || value === null) return undefined;
  const plain = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
  if (typeof value !== 'object' || Array.isArray(value) || !Object.values(value).every(plain)) {
    throw new BadArguments('body must be an object of plain values');
  }
  return value as BodyMatch;
}

type Verb = (args: unknown[]) => unknown;

const verbs: Record<string, { method: 'get' | 'post' | 'all'; names: readonly string[]; run: Verb }> = {
  fail: {
    method: 'post',
    names: ['pattern', 'kind', 'errmsg', 'body'],
    run: ([pattern, kind, errmsg, body]) => {
      if (!FAULT_KINDS.includes(kind as FaultKind)) throw new BadArguments(`kind must be one of ${FAULT_KINDS.join(', ')}`);
      mockControl.fail(text(pattern, 'pattern')!, kind as FaultKind, text(errmsg, 'errmsg', true), bodyMatch(body));
    },
  },
  override: {
    method: 'post',
    names: ['method', 'pattern', 'body', 'status'],
    run: ([method, pattern, body, status]) =>
      mockControl.override(text(method, 'method')!, text(pattern, 'pattern')!, body ?? null, integer(status, 'status', true)),
  },
  clear: { method: 'post', names: [], run: () => mockControl.clear() },
  reset: { method: 'post', names: [], run: () => mockControl.reset() },
  flush: { method: 'post', names: [], run: () => mockControl.flush() },
  setLatency: { method: 'post', names: ['ms'], run: ([ms]) => mockControl.setLatency(integer(ms, 'ms')!) },
  'captcha/answer': { method: 'all', names: [], run: () => mockControl.captcha.answer() },
  'pictureCode/answer': { method: 'all', names: [], run: () => mockControl.pictureCode.answer() },
  'pictureCode/require': { method: 'post', names: ['on'], run: ([on]) => mockControl.pictureCode.require(flag(on, 'on')) },
  lastResetCode: { method: 'all', names: ['account'], run: ([account]) => mockControl.lastResetCode(text(account, 'account')!) },
};

export function hookRoutes(): Router {
  const router = express.Router();
  router.use(express.json({ limit: '5mb', strict: false }));
  for (const [name, verb] of Object.entries(verbs)) {
    router[verb.method](`/${name}`, (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
      Promise.resolve()
        .then(() => verb.run(argsOf(req, verb.names)))
        .then(
          (result) => res.json({ ok: true, result: result ?? null }),
          (error: unknown) => (error instanceof BadArguments ? res.status(400).json({ ok: false, error: error.message }) : next(error)),
        );
    });
  }
  router.use((req: ExpressRequest, res: ExpressResponse) => {
    res.status(404).json({ ok: false, error: `No such verb: ${req.method} ${req.path}. Verbs: ${Object.keys(verbs).join(', ')}` });
  });
  // A body that is not JSON.
  router.use((error: Error & { status?: number }, _req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (error.status !== 400 || res.headersSent) return next(error);
    res.status(400).json({ ok: false, error: error.message });
  });
  return router;
}

/**
 * The demo's service worker (public/mockServiceWorker.backendOnly.js in front of MSW's own), run in a bare
 * context that stands in for a service worker's global scope: its listeners are called as the browser would.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const PUBLIC = resolve(import.meta.dirname, '..', '..', 'public');

type Listener = (event: Record<string, unknown>) => unknown;

/** The worker started for `/dms` and `/authapi`, with no page of the app open. */
function startWorker() {
  const listeners = new Map<string, Listener[]>();
  const unregister = vi.fn(() => Promise.resolve(true));
  const client = (id: string) => ({ id, frameType: 'top-level', visibilityState: 'visible', postMessage: () => {} });
  const scope: Record<string, unknown> = {
    location: { href: 'http://127.0.0.1/mockServiceWorker.backendOnly.js?base=%2Fdms&base=%2Fauthapi' },
    registration: { unregister },
    clients: {
      get: (id: string) => Promise.resolve(client(id)),
      matchAll: () => Promise.resolve([]),
      claim: () => Promise.resolve(),
    },
    skipWaiting: () => Promise.resolve(),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    importScripts: (path: string) => runInContext(readFileSync(resolve(PUBLIC, path), 'utf8'), context),
    URL,
    URLSearchParams,
    Reflect,
    Symbol,
    Set,
    Promise,
    crypto,
    Date,
  };
  scope.self = scope;
  const context = createContext(scope);
  runInContext(readFileSync(resolve(PUBLIC, 'mockServiceWorker.backendOnly.js'), 'utf8'), context);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    for (const listener of listeners.get(type) ?? []) await listener(event);
  };
  return { dispatch, unregister };
}

describe("the demo's service worker", () => {
  it('stays registered when the last page of the mock closes, so the next start does not install it again', async () => {
    const worker = startWorker();
    await worker.dispatch('message', { data: 'CLIENT_CLOSED', source: { id: 'page-1' } });
    expect(worker.unregister).not.toHaveBeenCalled();
  });

  it('lets a backend call through untouched while no page of the mock is open', async () => {
    const worker = startWorker();
    const respondWith = vi.fn();
    const request = { url: 'http://127.0.0.1/dms/user/getUserinfo', mode: 'cors', cache: 'default' };
    await worker.dispatch('fetch', { request, clientId: 'page-2', respondWith, stopImmediatePropagation: () => {} });
    expect(respondWith).not.toHaveBeenCalled();
  });
});

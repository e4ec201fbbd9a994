/**
 * Starts the mock /dms backend in the browser (mock modes only): restores the saved data, registers the
 * MSW service worker and exposes the test hook as `window.__DMS_MOCK__`.
 *
 * Every tab of the browser runs its own copy of the mock on one saved database: each backend request is
 * handled inside `withDb`, which brings this tab's copy up to date with the other tabs' writes first and
 * lets no other tab handle a request meanwhile (see db/store.ts). The test hook's latency and faults apply
 * before that, so a slow or failing call holds no other tab up.
 */
import { getResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { loadDb, withDb } from './db';
import { handlersFor } from './handlers';
import { API_BASE, AUTH_BASE } from './http';
import { hookHandler, mockControl, restoreRules } from './test-hook';

const isBackendCall = (request: Request) => {
  const path = new URL(request.url).pathname;
  return path.startsWith(API_BASE) || path.startsWith(AUTH_BASE);
};

/** Every backend call, handled by the domain handlers in this tab's turn on the shared database. */
const sharedBackend = http.all('*', ({ request }) =>
  isBackendCall(request) ? withDb(() => getResponse(handlersFor(request), request)) : undefined,
);

/** `pictureCode`: the app asks for the sign-in picture code, so the mock demands it as such a backend would. */
export async function startMockBackend({ pictureCode = false } = {}): Promise<void> {
  await loadDb();
  restoreRules();
  mockControl.pictureCode.require(pictureCode);
  ignoreWorkerUpdateRace();
  const worker = setupWorker(hookHandler, sharedBackend);
  await worker.start({
    // MSW's worker behind a filter that hands it only the backend's calls (see that file).
    serviceWorker: {
      url: `/mockServiceWorker.backendOnly.js?${new URLSearchParams([
        ['base', API_BASE],
        ['base', AUTH_BASE],
      ])}`,
    },
    // The filter already keeps scripts, styles and images away; a backend call no handler answers goes on
    // to the server, unreported.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  window.__DMS_MOCK__ = mockControl;
}

/**
 * MSW's start asks the browser to check its worker script for an update and does not wait for the answer
 * (`registration.update()` in get-worker-instance). When that registration goes away meanwhile (a reload or
 * another tab replacing it, which e2e reloads make frequent) the promise rejects ('Failed to update a
 * ServiceWorker …: Not found'), an unhandled rejection of the mock's plumbing, not of the app. Each update's
 * promise gets a handler as it is made, so no rejection is left unhandled: an `unhandledrejection` listener
 * that marked it handled did not keep it out of the page errors the faults e2e collects (seen again at load ~24).
 */
function ignoreWorkerUpdateRace() {
  const update = ServiceWorkerRegistration.prototype.update;
  ServiceWorkerRegistration.prototype.update = function updateHandled(this: ServiceWorkerRegistration) {
    const result = update.call(this);
    result.catch(() => undefined);
    return result;
  };
}

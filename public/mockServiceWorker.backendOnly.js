/**
 * The demo's service worker: MSW's own worker (mockServiceWorker.js, written by `npx msw init public`, not
 * edited) behind a filter that lets only the backend's calls reach it. MSW's worker asks the page about
 * every request it sees, even a script or an image it then lets through (a round trip to the page, then a
 * fetch by the worker); such requests go to the network as if there were no worker.
 *
 * The backend's paths come in this script's query (`?base=/dms&base=/authapi`, mocks/browser.ts).
 */
const backendBases = new URL(self.location.href).searchParams.getAll('base');

/**
 * Where the browser has the static routing API (Chromium), requests outside the backend never reach this
 * worker at all: each fetch event, even one let through, costs the page a round trip between processes.
 */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const backend = backendBases.flatMap((base) => [
    { urlPattern: new URLPattern({ pathname: base }) },
    { urlPattern: new URLPattern({ pathname: `${base}/*` }) },
  ]);
  // A browser that knows the API but not every condition in it keeps the filter below.
  event.waitUntil(event.addRoutes([{ condition: { not: { or: backend } }, source: 'network' }]).catch(() => {}));
});

self.addEventListener('fetch', (event) => {
  const { pathname } = new URL(event.request.url);
  const isBackendCall = backendBases.some((base) => pathname === base || pathname.startsWith(`${base}/`));
  // Listeners run in the order they were added: this one stops MSW's, added by the script imported below.
  if (!isBackendCall) event.stopImmediatePropagation();
});

/**
 * MSW's worker unregisters itself when its last page closes, and each reload of the demo would then register
 * and install it again. It stays: with no page of the mock open it lets every request through untouched.
 */
self.registration.unregister = () => Promise.resolve(false);

importScripts('./mockServiceWorker.js');

/**
 * The demo's service worker: MSW's own worker (mockServiceWorker.js, written by `npx msw init public`, not
 * edited) behind a filter that lets only the backend's calls reach it. MSW's worker asks the page about
 * every request it sees, even a script or an image it then lets through (a round trip to the page, then a
 * fetch by the worker); such requests now go to the network as if there were no worker (a reload of the
 * signed-in demo sent 67 of its files through the worker before).
 *
 * The backend's paths come in this script's query (`?base=/dms&base=/authapi`, mocks/browser.ts).
 */
const backendBases = new URL(self.location.href).searchParams.getAll('base');

self.addEventListener('fetch', (event) => {
  const { pathname } = new URL(event.request.url);
  const isBackendCall = backendBases.some((base) => pathname === base || pathname.startsWith(`${base}/`));
  // Listeners run in the order they were added: this one stops MSW's, added by the script imported below.
  if (!isBackendCall) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');

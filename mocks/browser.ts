/**
 * Starts the mock /dms backend in the browser (mock modes only): restores the saved data, registers the
 * MSW service worker and exposes the test hook as `window.__DMS_MOCK__`.
 */
import { setupWorker } from 'msw/browser';
import { loadDb } from './db';
import { handlers } from './handlers';
import { hookHandler, mockControl, restoreRules } from './test-hook';

export async function startMockBackend(): Promise<void> {
  await loadDb();
  restoreRules();
  const worker = setupWorker(hookHandler, ...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Only /dms and /authapi are the backend; scripts, styles and images go to the server as usual.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  window.__DMS_MOCK__ = mockControl;
}

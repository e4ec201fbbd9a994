/** The built-in mock backend in the browser answers the backend's calls only (its faults: faults.e2e.ts; reset, persistence: Vitest). */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { startSignedIn } from './sign-in';

async function waitForShell(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('menuitem').first().waitFor();
}

describe('mock backend', () => {
  const e2e = useBrowser();

  it("answers the backend's calls and leaves the app's own files to the server, past the worker", async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');
    const seen: Array<{ path: string; fromWorker: boolean }> = [];
    page.on('response', (response) => seen.push({ path: new URL(response.url()).pathname, fromWorker: response.fromServiceWorker() }));
    // Reloaded once the worker is active, the page is in the worker's hands from its first request: its
    // scripts, styles and the screen's data all come after.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await waitForShell(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const backend = seen.filter(({ path }) => path.startsWith('/dms/') || path.startsWith('/authapi/'));
    const files = seen.filter(({ path }) => path.startsWith('/assets/'));
    expect(backend.length).toBeGreaterThan(0);
    expect(backend.filter(({ fromWorker }) => !fromWorker)).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter(({ fromWorker }) => fromWorker)).toEqual([]);
    // Nor does the worker see them: the browser's static routing sends them to the network directly, and a
    // fetch event was never dispatched for one (a file from the page's memory cache reaches neither).
    const routes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming & { workerMatchedSourceType?: string };
          return { path: new URL(timing.name).pathname, source: timing.workerMatchedSourceType, toWorker: timing.workerStart > 0 };
        })
        .filter(({ path }) => path.startsWith('/assets/') || path.startsWith('/dms/')),
    );
    const assets = routes.filter(({ path }) => path.startsWith('/assets/'));
    expect(assets.filter(({ source }) => source === 'network').length).toBeGreaterThan(0);
    expect(assets.filter(({ source, toWorker }) => toWorker && source !== 'network').map(({ path }) => path)).toEqual([]);
    expect(routes.filter(({ path, source }) => path.startsWith('/dms/') && source === 'network').map(({ path }) => path)).toEqual([]);
  });
});

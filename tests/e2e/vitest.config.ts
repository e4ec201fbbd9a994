import { defineConfig } from 'vitest/config';

/**
 * Playwright specs: Node environment; two files at a time, each driving its own Chromium against the same
 * static demo server. The files share nothing else: each test's browser context holds its own mock database.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    // Signs in the demo accounts once for the whole run (see global-setup.ts).
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits on the app, as Playwright's own waits do (20-30 s): its default second is too short
    // for a screen on a busy 2-core machine running two browsers. A real failure still fails, later.
    expect: { poll: { timeout: 20_000 } },
    // No second try: a test that passes only on a retry hides a race in the app or in the test; fix it.
    retry: 0,
  },
});

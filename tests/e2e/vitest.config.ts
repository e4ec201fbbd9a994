import { defineConfig } from 'vitest/config';

/** Playwright specs: Node environment, one file at a time (each drives its own Chromium). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One more try for a test that fails once (a slow machine, a browser hiccup): a real defect fails both
    // times, and a retried test still shows in the report, so flakiness stays visible and gets fixed.
    retry: 1,
  },
});

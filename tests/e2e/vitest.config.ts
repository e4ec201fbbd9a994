import { defineConfig } from 'vitest/config';

/** Playwright specs: Node environment, one file at a time (each drives its own Chromium). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // No second try: a test that passes only on a retry hides a race in the app or in the test; fix it.
    retry: 0,
  },
});

import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/** The benchmark's measurements run as one long Vitest file, for TypeScript and the e2e helpers. */
export default defineConfig({
  resolve: { alias: { '@tests': resolve(import.meta.dirname, '..', 'tests') } },
  test: {
    include: ['bench/measure.ts'],
    environment: 'node',
    testTimeout: 30 * 60_000,
    hookTimeout: 120_000,
  },
});

import { defineConfig } from 'vitest/config';
import LongestFirst from './sequencer.ts';

/**
 * The spec files that also run against the production stack (browser.ts: nginx with deploy/nginx.conf over
 * dist-stack/, the production bundle built with the mock's public key, proxying to the HTTP mock backend,
 * started per worker and reset for each file). In them, a test that needs the in-browser mock is `demoOnly`.
 */
const STACK_SPECS = [
  'sign-in',
  'workspace',
  'upload',
  'recycle-bin',
  'file-transfer',
  'preview',
  'admin',
  'reports',
  'production-stack',
  'many-people',
  'compare',
  'undo',
];

/**
 * Playwright specs: Node environment; two files at a time, each driving its own Chromium. Two projects:
 * `demo` runs every spec against the demo build the runner serves (each test's browser context holds its
 * own mock database); `stack` runs STACK_SPECS against the production bundle behind nginx.
 */
export default defineConfig({
  test: {
    environment: 'node',
    fileParallelism: true,
    // A worker's files share its modules: playwright-core and the helpers load once per worker, not once per
    // file (about a second each). Each spec file's own module still runs afresh; Vitest gives each project
    // workers of its own (useBrowser checks that the target it read is the file's).
    isolate: false,
    // Two files at a time on 2 cores: each file's browser keeps more than one core busy, and a third file only
    // made every test slower. E2E_WORKERS=n to measure.
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // Browsers share two cores, and a slow machine takes twice or more as long: the bound is only for a test
    // that hangs, as each wait has its own.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits on the app, as Playwright's own waits do (20-30 s): its default second is too short
    // for a screen on a busy 2-core machine running two browsers. A real failure still fails, later.
    expect: { poll: { timeout: 20_000 } },
    // No second try: a test that passes only on a retry hides a race in the app or in the test; fix it.
    retry: 0,
    // The stack's files, then the demo's, each longest first (sequencer.ts): a clean clone has no earlier durations.
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'demo',
          // Signs in the demo accounts once for the whole run (see global-setup.ts).
          globalSetup: ['tests/e2e/global-setup.ts'],
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: [
            // Two people need one server: the demo's mock database is one per tab.
            'tests/e2e/production-stack.e2e.ts',
            'tests/e2e/many-people.e2e.ts',
          ],
          env: { E2E_TARGET: 'demo' },
        },
      },
      {
        extends: true,
        test: {
          name: 'stack',
          // The same sign-ins (done once for both projects): their user and rights, with a session of the
          // file's own server (sign-in.ts startSignedIn).
          globalSetup: ['tests/e2e/global-setup.ts'],
          include: STACK_SPECS.map((name) => `tests/e2e/${name}.e2e.ts`),
          env: { E2E_TARGET: 'stack' },
        },
      },
    ],
  },
});

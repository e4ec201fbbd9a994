#!/usr/bin/env node
/**
 * `npm run bench`: builds the app (production and demo) and a bare page of the same stack, serves them with
 * gzip, and measures in headless Chromium. Prints a table and writes bench/results.json. Figures come from
 * here, never from timed tests. Needs Chromium like the e2e tests (CHROME_PATH or /usr/bin/chromium).
 * The signed-in figures run on the production bundle (built once more with the HTTP mock
 * backend's public key, as the e2e stack is) behind Debian's nginx with deploy/nginx.conf, proxying to the
 * HTTP mock backend, both started here (scripts/nginx-stack.mjs, scripts/mock-server.mjs).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { startMockServer } from '../scripts/mock-server.mjs';
import { buildWithDemoKey, buildWithKey, throwawayPublicKey } from '../scripts/demo-key.mjs';
import { startNginx } from '../scripts/nginx-stack.mjs';
import { benchApi } from './bench-api.mjs';
import { serve } from './serve.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(root, 'bench', 'out');
const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
if (!chromium) {
  console.error("No Chromium: set CHROME_PATH or install Debian's chromium.");
  process.exit(1);
}

const quiet = { logLevel: 'error' };
console.log(
  "[bench] building the production app (twice: as shipped, and with the HTTP mock's key for the nginx stack), the demo app, the bare-stack reference and the bench pages…",
);
// BENCH_ONLY=components: only the bench pages (file list, folder tree, upload, zip, compare, format viewers) are built and measured;
// BENCH_ONLY=stack: only the signed-in production-stack figures (and the demo build they are compared with);
// BENCH_ONLY=size: only /home's first-load JS on the production stack (no demo build, no Lighthouse, no sign-in
// timing), the quick loop for trimming that figure.
const only = process.env.BENCH_ONLY;
if (only === 'size') process.env.BENCH_STACK_PARTS = 'size';
const firstLoad = only !== 'components';
const components = only !== 'stack' && only !== 'size';
// BENCH_STACK_DIST=dir: the stack serves a production build made elsewhere (another commit's, for an A/B run).
const stackDist = process.env.BENCH_STACK_DIST ? resolve(process.env.BENCH_STACK_DIST) : resolve(out, 'stack');
if (firstLoad) {
  if (components) await buildWithKey(resolve(out, 'app'), throwawayPublicKey(), quiet);
  if (only !== 'size') await build({ root, mode: 'demo', ...quiet, build: { outDir: resolve(out, 'demo'), emptyOutDir: true } });
  if (!process.env.BENCH_STACK_DIST) await buildWithDemoKey(stackDist, quiet);
}
if (components) {
  await build({
    root: resolve(root, 'bench', 'bare'),
    configFile: false,
    plugins: [react()],
    ...quiet,
    build: { outDir: resolve(out, 'bare'), emptyOutDir: true },
  });
  // The bench pages import the app's components through the app's own Vite config (the `@/` alias, the
  // configuration define); the demo mode's configuration points the API at /dms on the same server.
  const pages = resolve(root, 'bench', 'pages');
  await build({
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'demo',
    root: pages,
    publicDir: false,
    ...quiet,
    build: {
      outDir: resolve(out, 'pages'),
      emptyOutDir: true,
      rollupOptions: {
        input: ['list', 'tree', 'transfer', 'compare', 'formats'].map((name) => resolve(pages, `${name}.html`)),
        // The app's chunk plan (scripts/chunk-plan.ts) is for its one entry: its 'boot' file would hold
        // the start-up modules of all three pages, and each page would run the others' too.
        output: { codeSplitting: true },
      },
    },
  });
}

const servers = {
  ...(firstLoad && components ? { app: await serve(resolve(out, 'app')) } : {}),
  ...(firstLoad && only !== 'size' ? { demo: await serve(resolve(out, 'demo')) } : {}),
  ...(components ? { bare: await serve(resolve(out, 'bare')), pages: await serve(resolve(out, 'pages'), { handle: benchApi }) } : {}),
};
/** The production stack: the HTTP mock backend (a fresh seed in a data folder of its own) and nginx before it. */
const stack = {};
if (firstLoad) {
  stack.mock = await startMockServer({ reset: true });
  stack.web = await startNginx({ root: stackDist, dmsBackend: stack.mock.url, authBackend: stack.mock.url });
  console.log(`[bench] production stack: nginx at ${stack.web.url}, HTTP mock backend at ${stack.mock.url}`);
}

const vitest = spawn(resolve(root, 'node_modules', '.bin', 'vitest'), ['run', '--config', 'bench/vitest.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROME_PATH: chromium,
    BENCH_APP: servers.app?.origin ?? '',
    BENCH_DEMO: servers.demo?.origin ?? '',
    BENCH_BARE: servers.bare?.origin ?? '',
    BENCH_PAGES: servers.pages?.origin ?? '',
    BENCH_STACK: stack.web?.url ?? '',
    BENCH_STACK_MOCK: stack.mock?.url ?? '',
    BENCH_OUT: out,
  },
});
const code = await new Promise((r) => vitest.on('exit', (c) => r(c ?? 1)));
await Promise.all(Object.values(servers).map((s) => s.close()));
await stack.web?.stop();
await stack.mock?.stop();
process.exit(code);

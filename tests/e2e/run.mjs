#!/usr/bin/env node
/**
 * End-to-end runner: finds (or, as root, installs) Chromium's headless shell and nginx, builds the production and demo bundles,
 * serves the demo build on 127.0.0.1 through nginx with deploy/nginx.conf and runs the Playwright specs
 * (playwright-core driven from Vitest) against it.
 *   CHROME_PATH   use this Chromium/Chrome instead of /usr/bin/chromium-headless-shell
 *   E2E_SKIP_BUILD=1  reuse dist/ and dist-demo/ from an earlier run
 *   --build-only      build the bundles and stop (`npm test` builds them beside the type check and lint)
 *   --without-mock-server  with --build-only: the app's bundles only (`npm test` builds the mock server's first)
 *   --mock-server-only     build the HTTP mock server's bundle and stop (`npm run mock:build`)
 *   --install-only    install what is missing of Chromium and nginx and stop (`npm test` does it after the build)
 *   E2E_EVIDENCE=1    the journeys also save full-page screenshots of what they saw when they pass (beside
 *                     the failures' screenshots); off by default, as each costs the renderer seconds
 *   E2E_OUT_DIR=dir   build the demo bundle into `dir` and the production one into `dir`-prod instead of
 *                     dist-demo/ and dist/ (several people testing at once)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { demoPublicKey, throwawayPublicKey } from '../../scripts/demo-key.mjs';
import { aptInstall } from '../../scripts/debian-package.mjs';
import { buildMockServerBundle, MOCK_SERVER_BUNDLE } from '../../scripts/mock-server.mjs';
import { findNginx, freePort, installedNginx, startNginx } from '../../scripts/nginx-stack.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => resolve(root, 'node_modules', '.bin', name);

const SHELL = '/usr/bin/chromium-headless-shell';
/** Liberation Sans stands in for Arial, with its metrics, which the layout specs were measured with. */
const FONTS = 'fonts-liberation';

/**
 * The browser the specs drive: Debian's headless shell of Chromium (the same engine without the desktop
 * browser's UI, which costs every page CPU that a suite bound by the machine's two cores does not have), else
 * Debian's chromium. Called after installMissing, which has already tried to install the shell.
 */
function findChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    console.error(`[e2e] CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
    process.exit(1);
  }
  if (existsSync(SHELL)) return SHELL;
  const found = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
  if (found) return found;
  if (aptInstall('chromium', FONTS) && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  console.error(
    '[e2e] No Chromium found. Install one (Debian: `sudo apt-get install chromium-headless-shell`) or point\n' +
      '      CHROME_PATH at a Chromium or Chrome binary, e.g. CHROME_PATH=/opt/google/chrome/chrome npm test',
  );
  process.exit(1);
}

/** Whatever of Chromium and nginx is missing, in one apt-get run rather than one each. */
function installMissing() {
  const missing = [];
  if (!process.env.CHROME_PATH && !existsSync(SHELL)) missing.push('chromium-headless-shell', FONTS);
  if (!installedNginx()) missing.push('nginx');
  if (missing.length) aptInstall(...missing);
}

const buildOnly = process.argv.includes('--build-only');
// Rebuilt beside the unit tests that run it, the mock server's bundle would be rewritten under them.
const withMockServer = !process.argv.includes('--without-mock-server');

if (process.argv.includes('--mock-server-only')) {
  await buildMockServerBundle();
  process.exit(0);
}

if (process.argv.includes('--install-only')) {
  installMissing();
  console.log(`[e2e] Chromium: ${findChromium()}, nginx: ${findNginx()}`);
  process.exit(0);
}

const demoDir = process.env.E2E_OUT_DIR || 'dist-demo';
const prodDir = process.env.E2E_OUT_DIR ? `${process.env.E2E_OUT_DIR}-prod` : 'dist';
/** The production bundle again, built for a deployment whose backend is the HTTP mock (its RSA key). */
const stackDir = process.env.E2E_OUT_DIR ? `${process.env.E2E_OUT_DIR}-stack` : 'dist-stack';

/** `vite build` in a child process; resolves when it is done, rejects if it fails. */
function build(mode, outDir, env = {}) {
  return new Promise((resolveBuild, reject) => {
    const child = spawn(bin('vite'), ['build', '--mode', mode, '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (exitCode) =>
      exitCode === 0 ? resolveBuild() : reject(new Error(`vite build --mode ${mode} exited with ${exitCode}`)),
    );
  });
}

if (!process.env.E2E_SKIP_BUILD) {
  // The two builds run side by side: each leaves a core idle for a good part of its time.
  const started = Date.now();
  // The production bundle as `npm run build` makes it (checked as shipped: no demo key in it) with a throwaway
  // RSA public key, as .env.wtprd's is empty and the build refuses it; and once more with the HTTP mock
  // backend's demo key, for the stack project to sign in against that backend, set for a deployment whose
  // backend demands the sign-in's picture code (the demo build keeps the default: none).
  const builds = [
    build('demo', demoDir),
    build('wtprd', prodDir, { VITE_RSA_PUBLIC_KEY: throwawayPublicKey() }),
    build('wtprd', stackDir, { VITE_RSA_PUBLIC_KEY: demoPublicKey(), VITE_LOGIN_PICTURE_CODE: 'on' }),
    ...(withMockServer ? [buildMockServerBundle()] : []),
  ];
  const alsoMock = withMockServer ? " and the mock server's" : '';
  console.log(`[e2e] building the production (${prodDir}/, ${stackDir}/) and demo (${demoDir}/) bundles${alsoMock}…`);
  await Promise.all(builds);
  console.log(`[e2e] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
if (buildOnly) process.exit(0);

installMissing();
const chromium = findChromium();
console.log(`[e2e] Chromium: ${chromium}`);
// nginx serves the demo build (below) and each spec file of the stack project: install it once, here, first.
console.log(`[e2e] nginx: ${findNginx()}`);

// The demo build behind nginx with deploy/nginx.conf, as the production bundle is served (its headers, CSP
// included): hashed assets are cached for a year, so a reload takes some 150 files from the browser's cache
// rather than asking the server for each (`vite preview` sends no-cache). Its backends stay unused: the demo's
// service worker answers /dms and /authapi, and a call that got past it would fail loudly (502).
const unused = `http://127.0.0.1:${await freePort()}`;
const web = await startNginx({ root: resolve(root, demoDir), dmsBackend: unused, authBackend: unused });
const baseUrl = web.url;
process.on('SIGINT', () => process.exit(130));

let code;
try {
  console.log(`[e2e] demo build served at ${baseUrl}`);
  const args = ['run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)];
  const vitest = spawn(bin('vitest'), args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_STACK_DIR: resolve(root, stackDir),
      // The production bundle as built (dist, or E2E_OUT_DIR-prod): the specs that read its files.
      E2E_PROD_DIR: resolve(root, prodDir),
      // Screenshots of failures, beside the run's build output.
      E2E_ARTIFACTS: process.env.E2E_ARTIFACTS ?? resolve(root, `${demoDir}-failures`),
      // The stack specs' backends start from the bundle built with the app's (E2E_SKIP_BUILD: the last one).
      ...(existsSync(MOCK_SERVER_BUNDLE) ? { DMS_MOCK_SERVER_BUNDLE: MOCK_SERVER_BUNDLE } : {}),
      CHROME_PATH: chromium,
    },
  });
  code = await new Promise((r) => vitest.on('exit', (c) => r(c ?? 1)));
} finally {
  await web.stop();
}
process.exit(code);

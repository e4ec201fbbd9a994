#!/usr/bin/env node
/**
 * The HTTP mock backend (mocks/server), from plain Node:
 *
 * - `node scripts/mock-server.mjs [--port N] [--data DIR] [--reset]` (`npm run mock-server`) runs
 *   mocks/server/main.ts. The TypeScript goes through Vite's module runner (Vite is here already; no build
 *   step and no other runner to install).
 * - `import { startMockServer } from './scripts/mock-server.mjs'` starts one in a child process and
 *   resolves once it listens: `{ url, port, pid, dataDir, stop(), kill() }`. By default on a free port with a fresh
 *   data folder of its own, removed again by `stop()`. For the end-to-end runner, the dev mode and tests.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const thisFile = fileURLToPath(import.meta.url);
const root = resolve(dirname(thisFile), '..');
/** What mocks/server/main.ts prints once it listens, before its address. */
const READY_PREFIX = '[mock-server] listening on ';

/**
 * Start the HTTP mock backend in a child process.
 * @param {object} [options]
 * @param {number} [options.port] 0 (default) takes a free port
 * @param {string} [options.dataDir] the data folder; default: a fresh temporary one, removed by stop()
 * @param {boolean} [options.reset] start from the seed whatever `dataDir` holds
 * @param {NodeJS.ProcessEnv} [options.env] the child's environment (default: this process's)
 * @param {(line: string) => void} [options.onLog] receives what the server prints (default: dropped)
 * @param {number} [options.timeoutMs] how long to wait for it to listen (default 60 s)
 * @returns {Promise<{ url: string, port: number, pid: number, dataDir: string, stop: () => Promise<void>, kill: () => Promise<void> }>}
 */
export async function startMockServer({ port = 0, dataDir, reset = false, env = process.env, onLog, timeoutMs = 60_000 } = {}) {
  const ownDir = dataDir === undefined;
  const dir = ownDir ? mkdtempSync(resolve(tmpdir(), 'dms-mock-')) : resolve(dataDir);
  // The bundle the e2e runner built, where the environment names it; else this file, which compiles the sources.
  const script = env.DMS_MOCK_SERVER_BUNDLE || thisFile;
  const args = [script, '--port', String(port), '--data', dir, ...(reset ? ['--reset'] : [])];
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit(code ?? signal)));

  const ready = new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`the mock server did not listen within ${timeoutMs} ms`)), timeoutMs);
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(READY_PREFIX)) {
        clearTimeout(timer);
        resolveReady(line.slice(READY_PREFIX.length).split(' ')[0]);
      }
      onLog?.(line);
    });
    exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the mock server ended (${how}) before it listened`));
    });
  });

  const running = () => child.exitCode === null && child.signalCode === null;
  const killAtOnce = () => {
    if (running()) child.kill('SIGKILL');
  };
  const removeOwnDir = () => {
    if (ownDir) rmSync(dir, { recursive: true, force: true });
  };

  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      if (running()) {
        child.kill('SIGTERM');
        const killer = setTimeout(killAtOnce, 10_000);
        await exited;
        clearTimeout(killer);
      }
      removeOwnDir();
    })();
    return stopping;
  };

  /** A crash: SIGKILL, nothing written on the way out; the data folder stays (stop() removes its own). */
  const kill = async () => {
    killAtOnce();
    await exited;
  };

  let url;
  try {
    url = await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  // For a process on its way out (a signal handler): the server killed and a folder it made removed, at once.
  const stopNow = () => {
    killAtOnce();
    removeOwnDir();
  };
  return { url, port: Number(new URL(url).port), pid: child.pid, dataDir: dir, stop, kill, stopNow };
}

/**
 * The local mode's backend, as `npm run dev:local` and `npm run stack:local` start it: on MOCK_PORT (default
 * 8787) with its data kept in MOCK_DATA_DIR (default .mock-data, under the project), printing what it prints.
 * @param {{ reset?: boolean }} [options] `reset`: start from the seed
 */
export function startLocalMockServer({ reset = false } = {}) {
  return startMockServer({
    port: Number(process.env.MOCK_PORT ?? 8787),
    dataDir: resolve(root, process.env.MOCK_DATA_DIR || '.mock-data'),
    reset,
    onLog: (line) => console.log(line),
  });
}

/** Where the e2e runner builds the bundle below (one per checkout, under the project for its packages). */
const MOCK_SERVER_BUNDLE_DIR = resolve(root, 'node_modules', '.cache', 'dms-mock-server');
export const MOCK_SERVER_BUNDLE = resolve(MOCK_SERVER_BUNDLE_DIR, 'main.mjs');

/**
 * What the Vite module runner and the bundle below both need: jsencrypt's ES build imports without file
 * extensions, which Node's own loader refuses.
 */
const SSR_OPTIONS = { noExternal: ['jsencrypt'] };

/**
 * Builds mocks/server/main.ts once into MOCK_SERVER_BUNDLE (its packages stay imports from node_modules):
 * startMockServer runs it where `DMS_MOCK_SERVER_BUNDLE` names it, in a fraction of the core-seconds the
 * module runner takes to compile the TypeScript at each start (the e2e runner builds it beside the app's
 * bundles: its stack specs start a backend per file).
 */
export async function buildMockServerBundle() {
  const { build } = await import('vite');
  await build({
    root,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    publicDir: false,
    ssr: SSR_OPTIONS,
    build: {
      ssr: 'mocks/server/main.ts',
      outDir: MOCK_SERVER_BUNDLE_DIR,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      // Runnable as this file is: `node main.mjs [--port N] [--data DIR] [--reset]`.
      rolldownOptions: {
        output: {
          entryFileNames: basename(MOCK_SERVER_BUNDLE),
          footer:
            "main(process.argv.slice(2)).catch((error) => { console.error('[mock-server] could not start:', error); process.exit(1); });",
        },
      },
    },
  });
}

/** Run mocks/server/main.ts in this process. */
async function run(argv) {
  const { createServer, createServerModuleRunner } = await import('vite');
  const vite = await createServer({
    root,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    ssr: SSR_OPTIONS,
  });
  const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
  const { main } = await runner.import('/mocks/server/main.ts');
  await main(argv);
}

if (process.argv[1] && resolve(process.argv[1]) === thisFile) {
  run(process.argv.slice(2)).catch((error) => {
    console.error('[mock-server] could not start:', error);
    process.exit(1);
  });
}

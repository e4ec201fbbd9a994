#!/usr/bin/env node
/**
 * `npm run dev:local [-- --reset] [vite options]`: the HTTP mock backend and the dev server in local mode
 * together. The mock listens on MOCK_PORT (default 8787) with its data in MOCK_DATA_DIR (default .mock-data;
 * `--reset` starts it from the seed), then `vite --mode wtlocal` proxies /dms and /authapi to it. Ctrl-C
 * stops both (the mock writes its state first).
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalMockServer } from './mock-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const reset = args.includes('--reset');
const viteArgs = args.filter((arg) => arg !== '--reset');

const mock = await startLocalMockServer({ reset });

const vite = spawn(resolve(root, 'node_modules', '.bin', 'vite'), ['--mode', 'wtlocal', ...viteArgs], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_PROXY_TARGET: mock.url },
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  if (vite.exitCode === null) vite.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
vite.on('exit', async (code) => {
  await mock.stop();
  process.exit(code ?? 0);
});

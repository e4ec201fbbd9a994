#!/usr/bin/env node
/**
 * `npm run stack:local [-- --reset] [-- --no-build]`: the production bundle as it is deployed, on this machine,
 * in one command. It builds the bundle with the HTTP mock backend's public key into dist-local/ (dist/ itself
 * never carries the demo key), starts the HTTP mock backend on MOCK_PORT (default 8787; data in MOCK_DATA_DIR,
 * default .mock-data; `--reset` starts it from the seed), then Debian's nginx with deploy/nginx.conf on
 * STACK_PORT (default 8088), proxying /dms and /authapi to the mock. `--no-build` serves STACK_DIST (default
 * dist-local/) as it is. Ctrl-C stops both (the mock writes its state first).
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalMockServer } from './mock-server.mjs';
import { buildWithDemoKey } from './demo-key.mjs';
import { startNginx } from './nginx-stack.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dist = resolve(root, process.env.STACK_DIST || 'dist-local');
const log = (line) => console.log(`[stack] ${line}`);

if (!args.includes('--no-build')) {
  log(`building the production bundle with the mock's public key into ${dist}…`);
  await buildWithDemoKey(dist);
} else if (!existsSync(resolve(dist, 'index.html'))) {
  console.error(`[stack] ${dist} has no build: leave out --no-build, or set STACK_DIST to one`);
  process.exit(1);
}

const mock = await startLocalMockServer({ reset: args.includes('--reset') });
let web;
try {
  web = await startNginx({ root: dist, port: Number(process.env.STACK_PORT ?? 8088), dmsBackend: mock.url, authBackend: mock.url });
} catch (error) {
  await mock.stop();
  throw error;
}
log(`${web.url}: the production bundle behind nginx (deploy/nginx.conf), backend ${mock.url}. Ctrl-C stops both.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await web.stop();
  await mock.stop();
  log('stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

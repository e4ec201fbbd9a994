/**
 * Size budget of the first load of /login in the production build, measured in Chromium: every script the
 * page fetches, gzip-compressed as nginx would serve it. Sizes are deterministic, so this can fail CI;
 * the performance goal (300 KB) is reported by the benchmark, this budget stops growth.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

/** First-load JS budget for /login, gzip, in KB. Lower it when the bundle shrinks; never raise it lightly. */
export const LOGIN_FIRST_LOAD_BUDGET_KB = 290;

const dist = process.env.E2E_PROD_DIR ?? resolve(import.meta.dirname, '..', '..', 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    try {
      const body = await readFile(join(dist, path === '/' ? 'index.html' : path));
      response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'text/html' });
      response.end(body);
    } catch {
      // The production build has no backend here; /dms calls simply fail.
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('size budget', () => {
  it(`/login loads at most ${LOGIN_FIRST_LOAD_BUDGET_KB} KB of gzip JS`, async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
      });
      await page.goto(`${origin}/#/login`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await page.waitForLoadState('networkidle');
      let total = 0;
      const rows: string[] = [];
      for (const path of scripts) {
        const gzip = gzipSync(await readFile(join(dist, path)), { level: 9 }).length;
        total += gzip;
        rows.push(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${path}`);
      }
      console.log(`/login first load: ${(total / 1024).toFixed(1)} KB gzip JS in ${scripts.size} files\n${rows.join('\n')}`);
      expect(total / 1024).toBeLessThanOrEqual(LOGIN_FIRST_LOAD_BUDGET_KB);
    } finally {
      await browser.close();
    }
  });
});

/**
 * The production bundle (dist/) behind real nginx running deploy/nginx.conf (scripts/nginx-stack.mjs), with
 * the backends down: what the web server itself answers.
 *   - one set of security headers (CSP, nosniff, Referrer-Policy) on every response: the app shell, a hashed
 *     asset, a .mjs module, a missing asset's 404, a /dms call nginx answers 502;
 *   - .mjs served as JavaScript, gzip-compressed, and Chromium runs pdf.js's worker as a module worker;
 *   - hashed assets cached a year (immutable), index.html and a 404 not;
 *   - deep links load the app shell;
 *   - no nginx version in the Server header or on an error page; /dms and /authapi answers keep the backend's
 *     Cache-Control and get no-store where it sent none (nginx's 502 included);
 *   - the login screen runs under the CSP with no violation.
 * E2E_NGINX_CONF=<file> tests another version of the template, e.g. the one before a change:
 *   git show HEAD~1:deploy/nginx.conf > /tmp/old.conf && E2E_NGINX_CONF=/tmp/old.conf E2E_SKIP_BUILD=1 \
 *     node tests/e2e/run.mjs nginx
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_TEMPLATE, freePort, renderTemplate, startNginx } from '../../scripts/nginx-stack.mjs';
import { useBrowser } from './browser';

const root = resolve(import.meta.dirname, '..', '..');
const dist = process.env.E2E_PROD_DIR ?? resolve(root, 'dist');
const template = readFileSync(process.env.E2E_NGINX_CONF ?? NGINX_TEMPLATE, 'utf8');

/** The policy as envsubst writes it for a deployment without an office server (OFFICE_ORIGIN empty). */
const policyTemplate = /add_header Content-Security-Policy "([^"]+)"/.exec(template)?.[1] ?? '';
const policy = renderTemplate(policyTemplate, { OFFICE_ORIGIN: '' });

const assets = readdirSync(resolve(dist, 'assets'));
const indexHtml = readFileSync(resolve(dist, 'index.html'), 'utf8');
/** The entry script index.html loads: a hashed asset. */
const entryScript = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1] ?? '';
/** pdf.js's worker, the .mjs the PDF preview starts as a module worker. */
const pdfWorker = assets.find((name) => /^pdf\.worker.*\.mjs$/.test(name)) ?? '';
const YEAR = /max-age=31536000/;

let nginx: { url: string; stop: () => Promise<void> };
let backend: Server | undefined;

/** A /dms backend of two answers, one with its own Cache-Control; any other path hangs up (nginx: 502). */
async function startBackend(): Promise<string> {
  const server = createServer((request, response) => {
    if (request.url === '/dms/with-cache-control')
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'private, max-age=60' }).end('{}');
    else if (request.url === '/dms/without-cache-control') response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    else request.socket.destroy();
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  backend = server;
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  expect(entryScript, 'dist/index.html loads a hashed entry script (run `npm run build`)').not.toBe('');
  expect(pdfWorker, 'dist/assets has pdf.js worker (.mjs)').not.toBe('');
  // /authapi: a port nothing listens on, the backend is down.
  const down = `http://127.0.0.1:${await freePort()}`;
  nginx = await startNginx({ root: dist, dmsBackend: await startBackend(), authBackend: down, template });
});
afterAll(async () => {
  await nginx?.stop();
  await new Promise((done) => (backend ? backend.close(done) : done(undefined)));
});

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

async function get(path: string, headers: Record<string, string> = { 'Accept-Encoding': 'gzip' }): Promise<Answer> {
  const response = await fetch(`${nginx.url}${path}`, { headers, redirect: 'manual' });
  // fetch decompresses the body; Content-Encoding still tells how it travelled.
  return { status: response.status, headers: response.headers, body: await response.text() };
}

function expectSecurityHeaders({ headers }: Answer) {
  expect(headers.get('content-security-policy')).toBe(policy);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('same-origin');
}

describe('nginx: the policy in deploy/nginx.conf', () => {
  it("allows scripts from this site only (and the office editor's origin)", () => {
    expect(policy).toMatch(/script-src 'self' *;/);
    expect(policyTemplate).toContain("script-src 'self' ${OFFICE_ORIGIN};");
    expect(policyTemplate).toContain("frame-src 'self' ${OFFICE_ORIGIN};");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('nginx: what the web server answers', () => {
  it('the app shell (/): the security headers, never cached, gzip', async () => {
    const answer = await get('/');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.body).toBe(indexHtml);
    expectSecurityHeaders(answer);
    expect(answer.headers.get('cache-control')).toMatch(/no-store/);
    expect(answer.headers.get('cache-control')).not.toMatch(YEAR);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
  });

  it.each(['/index.html', '/?x=1#/filelist', '/some/path', '/filelist?dir=12'])(
    'a deep link (%s) loads the app shell, with the same headers',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(indexHtml);
      expectSecurityHeaders(answer);
      expect(answer.headers.get('cache-control')).toMatch(/no-store/);
    },
  );

  it('a hashed asset: the security headers, cached a year (immutable), JavaScript, gzip', async () => {
    const answer = await get(entryScript);
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer);
    expect(answer.headers.get('cache-control')).toMatch(YEAR);
    expect(answer.headers.get('cache-control')).toMatch(/immutable/);
    expect(answer.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
  });

  it("a .mjs file (pdf.js's worker): JavaScript, gzip, the security headers, cached a year", async () => {
    const answer = await get(`/assets/${pdfWorker}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.body).toBe(readFileSync(resolve(dist, 'assets', pdfWorker), 'utf8'));
    expectSecurityHeaders(answer);
    expect(answer.headers.get('cache-control')).toMatch(YEAR);
    expect(answer.headers.get('cache-control')).toMatch(/immutable/);
    // Asked for the plain file: the same type, not compressed.
    const plain = await get(`/assets/${pdfWorker}`, { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
  });

  it('a missing asset: 404 with the security headers, and not cached for a year', async () => {
    const answer = await get('/assets/nope-123.js');
    expect(answer.status).toBe(404);
    expect(answer.body).not.toBe(indexHtml);
    expectSecurityHeaders(answer);
    expect(answer.headers.get('cache-control') ?? '').not.toMatch(YEAR);
    expect(answer.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });

  it.each(['/dms/dmsFolder/getFolderList', '/authapi/login'])(
    'a backend call with the backend down (%s): 502 with the security headers',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(502);
      expectSecurityHeaders(answer);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('server')).toBe('nginx');
      expect(answer.body).not.toMatch(/nginx\/\d/);
    },
  );

  it('a backend answer: its own Cache-Control kept alone, no-store where it sent none; no nginx version', async () => {
    const cached = await get('/dms/with-cache-control');
    expect(cached.status).toBe(200);
    expect(cached.headers.get('cache-control')).toBe('private, max-age=60');
    const plain = await get('/dms/without-cache-control');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(plain);
    for (const answer of [cached, plain, await get('/'), await get('/assets/nope-123.js')])
      expect(answer.headers.get('server')).toBe('nginx');
    expect((await get('/assets/nope-123.js')).body).not.toMatch(/nginx\/\d/);
  });
});

describe('nginx: the production bundle in Chromium', () => {
  const e2e = useBrowser();

  it("runs pdf.js's worker (.mjs) as a module worker", async () => {
    await e2e.page.goto(`${nginx.url}/#/login`);
    const outcome = await e2e.page.evaluate(
      (url) =>
        new Promise<string>((done) => {
          const worker = new Worker(url, { type: 'module' });
          // pdf.js's worker announces itself with a `ready` message once its module has run.
          worker.addEventListener('message', (event: MessageEvent<{ action?: string }>) => {
            if (event.data?.action === 'ready') done('ready');
          });
          worker.addEventListener('error', () => done('error: the worker did not load'));
        }),
      `/assets/${pdfWorker}`,
    );
    expect(outcome).toBe('ready');
  });

  it('the login screen renders and runs under the CSP without a violation', async () => {
    const { page } = e2e;
    const consoleViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
    });
    await page.addInitScript(() => {
      (window as unknown as { __violations: string[] }).__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const response = await page.goto(`${nginx.url}/#/login`);
    expect(response?.headers()['content-security-policy']).toBe(policy);
    await page.getByLabel('Account').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
    // Sign in opens the captcha (its call gets nginx's 502 here): the screen keeps running scripts and styles.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').waitFor();
    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    expect(violations).toEqual([]);
    expect(consoleViolations).toEqual([]);
    expect(e2e.pageErrors).toEqual([]);
  });
});

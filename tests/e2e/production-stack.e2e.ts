/**
 * Bad paths through the real production stack (stack project only): the production bundle
 * behind nginx (deploy/nginx.conf) in front of the HTTP mock backend, where nginx itself answers:
 *   - the backend down (502, an HTML page): the captcha says the server cannot be reached; a screen says the server can't be reached, in its shell;
 *   - the backend slower than nginx waits (504, HTML): the same message, the shell stays;
 *   - the backend killed (SIGKILL) while browsing and during an upload, then started again on its data
 *     folder: one notice, "Connection lost" on the upload, the screen recovers by itself, Retry stores the
 *     same bytes once, and the change answered just before the kill is there (in Chinese: the other tests
 *     read the same messages in English);
 *   - an upload over nginx's body limit (413, HTML): that file says so and names the limit, the other files
 *     of the batch are uploaded.
 * nginx's timeout and body limit are lowered in a copy of the template, so the test needs neither minutes
 * nor half a gigabyte. Nothing may be thrown uncaught on the way (a non-JSON reply is the rule here).
 * And, over HTTP through the same nginx: a download ticket opens only its own file and ends at sign-out, an
 * inline answer is not stored, and a caller without the right gets the refusal before any shape check.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startMockServer } from '../../scripts/mock-server.mjs';
import { NGINX_TEMPLATE, startNginx } from '../../scripts/nginx-stack.mjs';
import { baseUrl, linkSite, mockHook, newTestContext, pickEffectiveDate, stackMockUrl, useBrowser } from './browser';
import { folderTools } from './file-list';
import { localeText } from './locale-text';
import { loginForm, pictureCodeField, signIn, startSignedIn } from './sign-in';

const prodDir = process.env.E2E_STACK_DIR ?? join(resolve(import.meta.dirname, '..', '..'), 'dist-stack');
const template = readFileSync(NGINX_TEMPLATE, 'utf8');
const UNREACHABLE = 'The server cannot be reached. Please try again later.';
/** What the app says while a gateway (502, 504) or the network stands between it and the backend. */
const CANT_REACH = "The server can't be reached, trying again";
const WORKING_DRAFTS = '205';

/** The template with one directive's value changed (it must be there, or the test would prove nothing). */
function withDirective(name: string, from: string, to: string) {
  const line = `${name} ${from};`;
  expect(template, `deploy/nginx.conf sets ${line}`).toContain(line);
  return template.replace(line, `${name} ${to};`);
}

describe('production stack: what nginx answers', () => {
  const e2e = useBrowser();
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** nginx over the production bundle in front of `backend`, and a page of its own origin. */
  async function site(backend: string, nginxTemplate = template): Promise<{ context: BrowserContext; page: Page }> {
    const web = await startNginx({ root: prodDir, dmsBackend: backend, authBackend: backend, template: nginxTemplate });
    cleanups.push(web.stop);
    linkSite(web.url, backend);
    const context = await newTestContext(e2e.browser, { baseURL: web.url });
    cleanups.push(() => context.close());
    const page = await context.newPage();
    page.on('pageerror', (error) => e2e.pageErrors.push(error.message));
    return { context, page };
  }

  const shell = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

  it('the backend down: the captcha names the cause; a signed-in screen shows the message in its shell', async () => {
    // A backend of this test's own, to take down once signed in.
    const backend = await startMockServer();
    cleanups.push(() => backend.stop());
    const { page } = await site(backend.url);
    await signIn(page, 'staff');
    await shell(page).waitFor();
    await backend.stop();

    // A screen's call: nginx answers 502 with its HTML page.
    await page.goto(`/#/filelist?dir=${WORKING_DRAFTS}`);
    await page.getByText(CANT_REACH).first().waitFor();
    await shell(page).waitFor();
    expect(await page.getByText('This screen could not be shown').count()).toBe(0);

    // Signed out, the sign-in's captcha cannot load its picture.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/#/login');
    await loginForm(page).getByLabel('Account', { exact: true }).fill('staff');
    await loginForm(page).getByLabel('Password', { exact: true }).fill('Staff@12345');
    // Nor its picture code's picture (this build asks for one): it says so, and a code typed anyway lets the
    // captcha try.
    await loginForm(page).getByText(localeText('en', 'login:pictureCodeFailed')).waitFor();
    await pictureCodeField(page).fill('abcd');
    await loginForm(page).getByLabel('Password', { exact: true }).press('Enter');
    await page.getByRole('dialog').getByRole('status').filter({ hasText: UNREACHABLE }).waitFor();
    expect(e2e.pageErrors).toEqual([]);
  });

  it('the backend slower than nginx waits: the 504 shows the message and the shell stays', async () => {
    const { page } = await site(stackMockUrl(), withDirective('proxy_read_timeout', '160s', '2s'));
    await startSignedIn(page, 'staff');
    await mockHook(page).setLatency(4_000);
    try {
      await page.goto(`/#/filelist?dir=${WORKING_DRAFTS}`);
      await page.getByText(CANT_REACH).first().waitFor({ timeout: 30_000 });
      await shell(page).waitFor();
      expect(await page.getByText('This screen could not be shown').count()).toBe(0);
    } finally {
      await mockHook(page).setLatency(0);
    }
    expect(e2e.pageErrors).toEqual([]);
  });

  it('the backend killed while browsing and uploading, started again: said once, recovered, nothing lost or doubled (in Chinese)', async () => {
    let backend = await startMockServer();
    const dataDir = backend.dataDir;
    cleanups.push(async () => {
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const { context, page } = await site(backend.url);
    await page.addInitScript(() => localStorage.setItem('locale', '"zh"'));
    await startSignedIn(page, 'staff', { route: `/filelist?dir=${WORKING_DRAFTS}`, backend: backend.url });
    const zh = (key: string, values?: Record<string, string | number>) => localeText('zh', key, values);
    const cantReach = zh('common:errors.unreachable');
    const grid = page.getByRole('grid', { name: zh('workspace:list.label') });
    await grid.waitFor();
    const tools = page.getByRole('toolbar', { name: zh('workspace:toolbar.label') });
    const panel = page.getByRole('region', { name: zh('upload:panel.title') });

    // A larger file on a slow line (256 KB/s up), under way when the backend is killed.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    const bytes = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31 + (i >> 10)) & 0xff;
    await tools.getByRole('button', { name: zh('upload:action.upload') }).click();
    const chooser = page.getByRole('dialog').filter({ hasText: zh('upload:dialog.title', { folder: 'Working Drafts' }) });
    await chooser
      .getByLabel(zh('upload:dialog.choose'), { exact: true })
      .setInputFiles([{ name: 'interrupted.bin', mimeType: 'application/octet-stream', buffer: bytes }]);
    await pickEffectiveDate(chooser, undefined, undefined, zh('upload:dialog.editDate'));
    await chooser.getByRole('button', { name: zh('upload:dialog.ok', { count: 1 }) }).click();
    const progress = panel.getByRole('progressbar', { name: zh('upload:panel.progressOf', { name: 'interrupted.bin' }) });
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(0);

    // A change the server answers while the upload runs; the kill comes the moment it is told.
    const answered = `Answered before the kill ${Date.now()}`;
    await tools.getByRole('button', { name: zh('workspace:folder.create') }).click();
    const create = page.getByRole('dialog').filter({ hasText: zh('workspace:folder.createTitle', { parent: 'Working Drafts 工作草稿' }) });
    await create.getByLabel(zh('workspace:folder.name')).fill(answered);
    await create.getByRole('button', { name: zh('workspace:folder.create') }).click();
    await page.getByText(zh('workspace:folder.created', { name: answered })).waitFor();
    await backend.kill();

    await panel.getByText(zh('upload:panel.connectionLost')).waitFor({ timeout: 10_000 });
    await page.getByText(cantReach).first().waitFor({ timeout: 10_000 });
    // Browsing on: another folder's calls fail too, and the notice is still one.
    await page.goto('/#/filelist?dir=201');
    await page.getByText(cantReach).first().waitFor({ timeout: 10_000 });
    expect(await page.locator('.ant-message-notice').filter({ hasText: cantReach }).count()).toBe(1);
    await page.goto(`/#/filelist?dir=${WORKING_DRAFTS}`);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // Back on the same data folder and port: the screen recovers by itself, with the answered change.
    backend = await startMockServer({ port: backend.port, dataDir });
    await page.locator('.ant-message-notice').filter({ hasText: cantReach }).first().waitFor({ state: 'detached', timeout: 15_000 });
    await grid.getByRole('row', { name: zh('workspace:list.folderRow', { name: answered }), exact: true }).waitFor({ timeout: 15_000 });

    await panel.getByRole('button', { name: zh('upload:panel.retryFile', { name: 'interrupted.bin' }) }).click();
    await panel.getByText(zh('upload:panel.summary', { done: 1, total: 1 })).waitFor({ timeout: 60_000 });
    await grid.getByRole('row', { name: /^interrupted\.bin, / }).waitFor();
    expect(await grid.getByRole('row', { name: /^interrupted\.bin, / }).count()).toBe(1);

    // The server holds the answered folder (not only the page's memory of it), and the bytes chosen.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('token') ?? 'null') as { value: string } | null)?.value);
    const list = (fileName?: string) =>
      fetch(`${backend.url}/dms/files/showPageByDirId/`, {
        method: 'POST',
        headers: { token: token ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({ dirId: WORKING_DRAFTS, current: 1, size: 100, ...(fileName ? { fileName } : {}) }),
      }).then((reply) => reply.json() as Promise<{ errno: number; data: { records: Array<{ fileId: string; fileName: string }> } }>);
    expect((await list()).data.records.map((row) => row.fileName)).toContain(answered);
    const listed = await list('interrupted.bin');
    expect(listed.errno, JSON.stringify(listed)).toBe(0);
    const stored = listed.data.records.filter((row) => row.fileName === 'interrupted.bin');
    expect(stored).toHaveLength(1);
    const download = await fetch(`${backend.url}/dms/files/download/${stored[0].fileId}`, { headers: { token: token ?? '' } });
    const digest = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
    expect(digest(new Uint8Array(await download.arrayBuffer()))).toBe(digest(bytes));
    expect(e2e.pageErrors).toEqual([]);
  }, 300_000);

  it('over real HTTP an upload shows its progress, speed and time left (a slow line: 256 KB/s up)', async () => {
    const { context, page } = await site(stackMockUrl());
    await startSignedIn(page, 'staff');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await page.goto(`/#/filelist?dir=${WORKING_DRAFTS}`);
    const grid = page.getByRole('grid', { name: 'Files and folders' });
    await grid.waitFor();
    await folderTools(page).getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Upload to Working Drafts' });
    await dialog
      .getByLabel('Choose files')
      .setInputFiles([{ name: 'stack-measured.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(1.5 * 1024 * 1024, 3) }]);
    await pickEffectiveDate(dialog);
    await dialog.getByRole('button', { name: 'Upload (1)' }).click();
    const panel = page.getByRole('region', { name: 'Uploads' });
    await panel.getByText(/^[\d.]+ (KB|MB) of 1\.5 MB · [\d.]+ (B|KB|MB)\/s · \d+ s left$/).waitFor({ timeout: 20_000 });
    const percent = Number(
      await panel.getByRole('progressbar', { name: 'Upload progress of stack-measured.bin' }).getAttribute('aria-valuenow'),
    );
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);
    await panel.getByText('Uploads: 1 of 1 done').waitFor({ timeout: 30_000 });
    await grid.getByRole('row', { name: /^stack-measured\.bin, / }).waitFor();
    expect(e2e.pageErrors).toEqual([]);
  });

  it("an upload over nginx's body limit: that file names the limit, the rest of the batch is uploaded", async () => {
    const { page } = await site(stackMockUrl(), withDirective('client_max_body_size', '520m', '1m'));
    await startSignedIn(page, 'staff', { route: `/filelist?dir=${WORKING_DRAFTS}` });
    const grid = page.getByRole('grid', { name: 'Files and folders' });
    await grid.waitFor();
    await folderTools(page).getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Upload to Working Drafts' });
    const small = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(`contents of ${name}`) });
    await dialog
      .getByLabel('Choose files')
      .setInputFiles([
        small('stack-small-1.txt'),
        { name: 'stack-too-big.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(2 * 1024 * 1024, 7) },
        small('stack-small-2.txt'),
      ]);
    await pickEffectiveDate(dialog);
    await dialog.getByRole('button', { name: 'Upload (3)' }).click();
    const panel = page.getByRole('region', { name: 'Uploads' });
    await panel
      .getByText(
        "The server refused the upload as too large (HTTP 413): files up to 500 MB should be accepted. Please ask the administrator to raise the server's limit.",
      )
      .waitFor({ timeout: 30_000 });
    await grid.getByRole('row', { name: /^stack-small-1\.txt, / }).waitFor();
    await grid.getByRole('row', { name: /^stack-small-2\.txt, / }).waitFor();
    expect(await grid.getByRole('row', { name: /^stack-too-big\.bin, / }).count()).toBe(0);
    expect(e2e.pageErrors).toEqual([]);
  });

  /** A /dms call through the stack's nginx, as `account` (signed in with its central-login key) or anonymous. */
  async function dms<T>(
    path: string,
    { token, body }: { token?: string; body?: unknown } = {},
  ): Promise<{ status: number; headers: Headers; json: { errno: number; errmsg: string; data: T } }> {
    const headers: Record<string, string> = token ? { token } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl()}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      json: text.startsWith('{') ? JSON.parse(text) : { errno: 0, errmsg: '', data: text as T },
    };
  }
  const tokenOf = async (account: string) =>
    (await dms<{ token: string }>(`/dms/user/checkToken/${account}/demo-login-key-${account}`)).json.data.token;
  const NOT_LOGGED_IN = 100001;

  it('a download ticket opens only its own file, until sign-out; an inline answer is not stored', async () => {
    const token = await tokenOf('admin');
    const list = await dms<{ records: { dataType: number; fileId: string }[] }>('/dms/files/showPageByDirId/', {
      token,
      body: { dirId: '202', current: 1, size: 20 },
    });
    const [first, second] = list.json.data.records.filter((row) => row.dataType === 1);
    const [path] = (await dms<{ url: string }[]>('/dms/files/getDownloadPaths/', { token, body: { fileIds: [first.fileId] } })).json.data;
    const ticket = new URL(path.url, baseUrl()).searchParams.get('ticket');
    const own = await dms(path.url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await dms(`/dms/files/download/${second.fileId}?ticket=${ticket}`)).json.errno).toBe(NOT_LOGGED_IN);

    const preview = await dms<{ url: string }>(`/dms/files/preview/${first.fileId}`, { token });
    const inline = await dms(preview.json.data.url);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline/);
    expect(inline.headers.get('cache-control')).toBe('no-store');

    expect((await dms('/dms/user/logout', { token })).json.errno).toBe(0);
    expect((await dms(path.url)).json.errno).toBe(NOT_LOGGED_IN);
    expect((await dms(preview.json.data.url)).json.errno).toBe(NOT_LOGGED_IN);
  });

  it('a caller without the right gets the refusal before any check of the body', async () => {
    const wrongBody = { roleId: 'x' };
    const staff = await dms('/dms/authority/saveDirGrant', { token: await tokenOf('staff'), body: wrongBody });
    expect(staff.json.errno).toBe(403);
    expect(staff.json.errmsg).not.toMatch(/inherit|dirAdmin|contract/i);
    const admin = await dms('/dms/authority/saveDirGrant', { token: await tokenOf('admin'), body: wrongBody });
    expect(admin.status).toBe(400);
    expect(admin.json.errmsg).toMatch(/inherit/);
  });
});

/**
 * The HTTP mock backend (`npm run mock-server`), started as it is in use: a child process on a free port,
 * through scripts/mock-server.mjs. Calls go over real HTTP (the suite's in-process MSW lets them through);
 * the large transfers run in a child process of their own, while this file samples the server's memory.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { http, passthrough } from 'msw';
import { loadEnv } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../scripts/mock-server.mjs';
import { aesEncrypt } from '../captcha/service';
import { DEMO_ACCOUNTS, SEED_FOLDERS } from '../db/seed';
import { multipart, type Envelope } from '../handlers/testing';
import { DEMO_RSA_PUBLIC_KEY } from '../demo-keys';
import { server as inProcessMock } from '../node';
import { TIMEOUT_FAULT_DELAY_MS } from '../test-hook';
import { DEFAULT_PORT } from './main';
import { signInOverHttp, solveCaptchaOverHttp } from './sign-in-client';

const START_TIMEOUT_MS = 90_000;
const MB = 1024 * 1024;

const root = resolve(import.meta.dirname, '..', '..');

/** Servers started by this file, and their data folders: all stopped and removed at the end. */
const started: MockServer[] = [];
const dataRoot = mkdtempSync(join(tmpdir(), 'dms-mock-test-'));
/** The servers this file calls over the network. */
const origins = new Set<string>();

async function start(dataDir: string, reset = false) {
  letThrough();
  const mock = await startMockServer({ dataDir, reset });
  started.push(mock);
  origins.add(mock.url);
  return mock;
}

afterAll(async () => {
  await Promise.all(started.map((mock) => mock.stop()));
  rmSync(dataRoot, { recursive: true, force: true });
}, START_TIMEOUT_MS);

/** Let this file's calls reach the real servers (the suite's in-process mock answers /dms otherwise). */
const letThrough = () =>
  inProcessMock.use(http.all('*', ({ request }) => (origins.has(new URL(request.url).origin) ? passthrough() : undefined)));
beforeEach(letThrough);

interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

function send(base: string, path: string, { method, token, body, headers = {} }: CallOptions = {}) {
  const all: Record<string, string> = { ...headers };
  if (token) all.token = token;
  let payload: BodyInit | undefined;
  if (body instanceof Uint8Array) payload = body as unknown as BodyInit;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    all['content-type'] ??= 'application/json';
  }
  return fetch(`${base}${path}`, { method: method ?? (body === undefined ? 'GET' : 'POST'), headers: all, body: payload });
}

const call = async <T = unknown>(base: string, path: string, options?: CallOptions) =>
  (await (await send(base, path, options)).json()) as Envelope<T>;

/** A verb of the test hook over HTTP; its `result`. */
async function hook<T = unknown>(base: string, verb: string, args?: unknown): Promise<T> {
  const response = await send(base, `/__mock__/${verb}`, { method: 'POST', body: args ?? {} });
  const reply = (await response.json()) as { ok: boolean; result: T; error?: string };
  if (!reply.ok) throw new Error(`hook ${verb}: ${reply.error}`);
  return reply.result;
}

/** Signs in as a demo account over HTTP, as the app does; its token. */
const signIn = (base: string, name: keyof typeof DEMO_ACCOUNTS = 'admin') =>
  signInOverHttp(base, DEMO_ACCOUNTS[name].useraccount, DEMO_ACCOUNTS[name].password);

interface FolderNode {
  directoryName: string;
  children: FolderNode[];
}

const folderNames = (nodes: FolderNode[]): string[] => nodes.flatMap((n) => [n.directoryName, ...folderNames(n.children)]);

async function addFolder(base: string, token: string, name: string) {
  return call(base, '/dms/folder/add/', { token, body: { directoryName: name, fatherDirectoryId: SEED_FOLDERS.quality } });
}

async function hasFolder(base: string, token: string, name: string) {
  const tree = await call<FolderNode[]>(base, '/dms/folder/showDirs', { token });
  return folderNames(tree.data).includes(name);
}

/**
 * One server for the hook and the large bodies (a start takes a few seconds). Whichever describe comes first
 * starts it; each one's beforeAll lets its calls through here, as `start` does only for a server it starts
 * (tests/setup.ts removes the pass-through after every test, and a beforeAll runs before any beforeEach).
 */
let mainServer: Promise<MockServer> | null = null;
const startMain = () => {
  letThrough();
  return (mainServer ??= start(join(dataRoot, 'main'), true));
};

describe('the HTTP mock backend', () => {
  let mock: MockServer;
  let token: string;

  beforeAll(async () => {
    mock = await startMain();
    token = await signIn(mock.url);
  }, START_TIMEOUT_MS);

  it('signs in over HTTP (captcha, encrypted login) and answers signed-in calls', async () => {
    const info = await call<{ useraccount: string }>(mock.url, '/dms/user/getUserinfo', { token });
    expect(info).toMatchObject({ errno: 0, data: { useraccount: 'admin' } });
    expect((await call(mock.url, '/dms/user/getUserinfo')).errno).toBe(100001);
    // A path no call of the contract has: 404, as JSON, saying so.
    const unknown = await send(mock.url, '/dms/no/such/call');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).errmsg).toMatch(/no call of the contract/);
  });

  it('smoke check (npm run smoke): every read-only reply matches the contract; a reply made wrong is reported', async () => {
    const smoke = (env: NodeJS.ProcessEnv) =>
      new Promise<{ code: number; out: string }>((done) => {
        execFile(
          process.execPath,
          ['scripts/smoke.mjs', '--mode', 'wtqas', '--base', mock.url],
          { env: { ...process.env, ...env } },
          (error, stdout) => done({ code: error ? Number(error.code) : 0, out: stdout }),
        );
      });
    const good = await smoke({ DMS_TOKEN: token });
    expect(good.out).toMatch(/^GET \/folder\/showDirs\s+200\s+✓$/m);
    expect(good.out).toMatch(/all 6 calls match the contract/);
    expect(good.code).toBe(0);
    // A folder tree whose nodes lack their names: the smoke check says what differed and fails.
    await hook(mock.url, 'override', [
      'GET',
      '/dms/folder/showDirs',
      { errno: 0, errmsg: '', data: [{ id: '1', directoryId: '1', fatherDirectoryId: '0' }] },
    ]);
    try {
      const bad = await smoke({ DMS_TOKEN: token });
      expect(bad.out).toMatch(/^GET \/folder\/showDirs\s+200\s+reply\/data\/0: .*directoryName/m);
      expect(bad.code).toBe(1);
    } finally {
      await hook(mock.url, 'clear');
    }
    expect((await smoke({ DMS_TOKEN: '' })).code).toBe(2);
  });

  it('hook: fail makes matching calls fail as asked, clear ends it', async () => {
    const path = '/dms/user/getUserinfo';
    await hook(mock.url, 'fail', { pattern: path, kind: 'errno', errmsg: 'Disk full' });
    expect(await call(mock.url, path, { token })).toEqual({ errno: 1, errmsg: 'Disk full', data: null });

    await hook(mock.url, 'fail', [path, 'http500']);
    expect((await send(mock.url, path, { token })).status).toBe(500);

    await hook(mock.url, 'fail', [path, 'expired']);
    expect(await call(mock.url, path, { token })).toMatchObject({ errno: 100001, code: 't0002' });

    await hook(mock.url, 'fail', [path, 'timeout']);
    const before = Date.now();
    expect((await send(mock.url, path, { token })).status).toBe(504);
    expect(Date.now() - before).toBeGreaterThanOrEqual(TIMEOUT_FAULT_DELAY_MS - 50);

    await hook(mock.url, 'fail', [path, 'network']);
    await expect(send(mock.url, path, { token })).rejects.toThrow();

    await hook(mock.url, 'clear');
    expect((await call(mock.url, path, { token })).errno).toBe(0);

    // With a body condition, only the calls whose JSON body holds those values fail.
    await hook(mock.url, 'fail', { pattern: '/dms/files/del/', kind: 'errno', errmsg: 'Locked', body: { fileId: 'locked-one' } });
    expect(await call(mock.url, '/dms/files/del/', { token, body: { fileId: 'locked-one', void: true, reason: 'x' } })).toEqual({
      errno: 1,
      errmsg: 'Locked',
      data: null,
    });
    expect((await call(mock.url, '/dms/files/del/', { token, body: { fileId: 'another', void: true, reason: 'x' } })).errmsg).not.toBe(
      'Locked',
    );
    await expect(hook(mock.url, 'fail', { pattern: '/dms/*', kind: 'errno', body: ['not', 'an object'] })).rejects.toThrow(
      /body must be an object/,
    );
    await hook(mock.url, 'clear');
  });

  it('hook: override answers the given body and status for the given method', async () => {
    await hook(mock.url, 'override', ['GET', '/dms/user/getUserinfo', { errno: 0, errmsg: '', data: { useraccount: 'canned' } }, 202]);
    const response = await send(mock.url, '/dms/user/getUserinfo', { token });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ errno: 0, errmsg: '', data: { useraccount: 'canned' } });
    // Another method is not overridden.
    expect((await call(mock.url, '/dms/folder/add', { token, body: {} })).errno).toBe(400);
    await hook(mock.url, 'clear');
  });

  it('hook: setLatency holds every call back; 0 turns it off', async () => {
    await hook(mock.url, 'setLatency', { ms: 400 });
    let before = Date.now();
    await call(mock.url, '/dms/user/getUserinfo', { token });
    expect(Date.now() - before).toBeGreaterThanOrEqual(380);
    await hook(mock.url, 'setLatency', [0]);
    before = Date.now();
    await call(mock.url, '/dms/user/getUserinfo', { token });
    expect(Date.now() - before).toBeLessThan(380);
  });

  it('hook: the captcha answer passes the check, another point does not', async () => {
    expect((await solveCaptchaOverHttp(mock.url)).repCode).toBe('0000');
    const get = (await (
      await send(mock.url, '/dms/captcha/get', { body: { captchaType: 'blockPuzzle', clientUid: 'http-test', ts: Date.now() } })
    ).json()) as {
      repData: { token: string; secretKey: string };
    };
    const answer = await hook<{ x: number }>(mock.url, 'captcha/answer');
    const wrong = aesEncrypt(JSON.stringify({ x: (answer.x + 100) % 300, y: 5 }), get.repData.secretKey);
    const check = await call(mock.url, '/dms/captcha/check', {
      body: { captchaType: 'blockPuzzle', pointJson: wrong, token: get.repData.token },
    });
    expect((check as unknown as { repCode: string }).repCode).not.toBe('0000');
  });

  it('hook: lastResetCode is the code the forgot-password call sent', async () => {
    expect(await hook(mock.url, 'lastResetCode', { account: 'staff' })).toBeNull();
    expect((await call(mock.url, '/dms/user/out/sendActiv?userAccount=staff', { method: 'POST' })).errno).toBe(0);
    const code = await hook<string>(mock.url, 'lastResetCode', ['staff']);
    expect(code).toMatch(/^\w{4,}$/);
    const response = await send(mock.url, '/__mock__/lastResetCode?account=staff');
    expect(await response.json()).toEqual({ ok: true, result: code });
  });

  it('hook: pictureCode answers the picture issued last and sets whether a login must carry one', async () => {
    expect((await send(mock.url, '/dms/user/checkCode/0.75')).headers.get('content-type')).toBe('image/svg+xml');
    expect(await hook<string>(mock.url, 'pictureCode/answer')).toMatch(/^[1-9a-zA-Z]{4}$/);
    const bad = await send(mock.url, '/__mock__/pictureCode/require', { body: { on: 'yes' } });
    expect(bad.status).toBe(400);
    expect(await hook(mock.url, 'pictureCode/require', { on: false })).toBeNull();
  });

  it('hook: refuses arguments a verb cannot take, and names the verbs for an unknown one', async () => {
    const bad = await send(mock.url, '/__mock__/fail', { body: { pattern: '/dms/*', kind: 'meltdown' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, error: expect.stringMatching(/kind must be one of/) });
    const unknown = await send(mock.url, '/__mock__/explode', { body: {} });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ ok: false, error: expect.stringMatching(/Verbs: fail, override/) });
  });

  it('local mode: `vite --mode wtlocal` proxies /dms and /authapi to it, and the app encrypts with its key', async () => {
    const env = loadEnv('wtlocal', root, 'VITE_');
    expect(env.VITE_RSA_PUBLIC_KEY.replace(/\\n/g, '\n')).toBe(DEMO_RSA_PUBLIC_KEY);
    expect(env.VITE_PROXY_TARGET).toBe(`http://127.0.0.1:${DEFAULT_PORT}`);

    const port = await freePort();
    const devServer = `http://127.0.0.1:${port}`;
    origins.add(devServer);
    const vite = spawn(
      process.execPath,
      [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--mode', 'wtlocal', '--port', String(port), '--strictPort'],
      {
        cwd: root,
        env: { ...process.env, VITE_PROXY_TARGET: mock.url },
        stdio: 'ignore',
      },
    );
    try {
      const deadline = Date.now() + 30_000;
      let info: Envelope<{ useraccount: string }> | null = null;
      while (!info && Date.now() < deadline) {
        info = await call<{ useraccount: string }>(devServer, '/dms/user/getUserinfo', { token }).catch(() => null);
        if (!info) await new Promise((resolveWait) => setTimeout(resolveWait, 200));
      }
      expect(info).toMatchObject({ errno: 0, data: { useraccount: 'admin' } });
      expect(await (await send(devServer, '/authapi/no/such/call')).json()).toMatchObject({
        errno: 404,
        errmsg: 'Off the API contract: GET /authapi/no/such/call is no call of the contract',
      });
      // The hook is the mock server's own: the dev server does not pass it on.
      expect(await (await send(devServer, '/__mock__/clear', { body: {} })).text()).not.toContain('"ok":true');
    } finally {
      vite.kill();
    }
  }, 60_000);

  it('hook: reset brings the seed back (sessions too)', async () => {
    expect((await addFolder(mock.url, token, 'Made before reset')).errno).toBe(0);
    expect(await hasFolder(mock.url, token, 'Made before reset')).toBe(true);
    await hook(mock.url, 'reset');
    expect((await call(mock.url, '/dms/user/getUserinfo', { token })).errno).toBe(100001);
    token = await signIn(mock.url);
    expect(await hasFolder(mock.url, token, 'Made before reset')).toBe(false);
  });
});

describe('the data folder', () => {
  it(
    'keeps the state and stored files over a restart; --reset brings back the seed',
    async () => {
      const dataDir = join(dataRoot, 'restart');
      let mock = await start(dataDir, true);
      let token = await signIn(mock.url);
      expect((await addFolder(mock.url, token, 'Kept over a restart')).errno).toBe(0);
      const { body, headers } = multipart({ editDate: '2030-01-01' }, [{ name: 'kept.txt', content: 'bytes kept on disk' }]);
      const upload = await call<Array<{ fileId: string }>>(mock.url, `/dms/files/upload/${SEED_FOLDERS.quality}`, { token, body, headers });
      expect(upload.errno).toBe(0);
      const fileId = upload.data[0].fileId;
      await mock.stop();

      mock = await start(dataDir);
      // The session is part of the state: still signed in.
      expect(await hasFolder(mock.url, token, 'Kept over a restart')).toBe(true);
      const download = await send(mock.url, `/dms/files/download/${fileId}`, { token });
      expect(await download.text()).toBe('bytes kept on disk');
      await mock.stop();

      mock = await start(dataDir, true);
      expect((await call(mock.url, '/dms/user/getUserinfo', { token })).errno).toBe(100001);
      token = await signIn(mock.url);
      expect(await hasFolder(mock.url, token, 'Kept over a restart')).toBe(false);
      expect((await call(mock.url, `/dms/files/preview/${fileId}`, { token })).errno).not.toBe(0);
    },
    4 * START_TIMEOUT_MS,
  );

  it(
    'stopNow, for a process on its way out: the server is killed and the folder it made is gone at once',
    async () => {
      const mock = await startMockServer({ reset: true });
      started.push(mock);
      expect(existsSync(mock.dataDir)).toBe(true);
      mock.stopNow();
      expect(existsSync(mock.dataDir)).toBe(false);
      const running = () => {
        try {
          process.kill(mock.pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      await expect.poll(running, { timeout: 10_000 }).toBe(false);
    },
    START_TIMEOUT_MS,
  );
});

describe('a change answered', () => {
  it(
    'is on disk: killed (SIGKILL) right after the answer, the server finds it after a restart',
    async () => {
      const dataDir = join(dataRoot, 'killed');
      let mock = await start(dataDir, true);
      const token = await signIn(mock.url);
      expect((await addFolder(mock.url, token, 'Answered then killed')).errno).toBe(0);
      await mock.kill();
      expect(readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

      mock = await start(dataDir);
      expect(await hasFolder(mock.url, token, 'Answered then killed')).toBe(true);
    },
    3 * START_TIMEOUT_MS,
  );
});

/**
 * A client in a child process of its own (this process's fetch goes through the in-process MSW, which keeps
 * a copy of each body): uploads `size` generated bytes as one file, or downloads a URL; prints what it saw.
 */
const TRANSFER_CLIENT = `
import http from 'node:http';
import { createHash } from 'node:crypto';
const [mode, url, token, sizeText, name] = process.argv.slice(1);
const hash = createHash('sha256');
const started = Date.now();
const done = (fields) => console.log(JSON.stringify({ ...fields, sha256: hash.digest('hex'), ms: Date.now() - started }));
if (mode === 'upload') {
  const size = Number(sizeText);
  const chunk = Buffer.alloc(1 << 20);
  let x = 2463534242;
  for (let i = 0; i < chunk.length; i += 1) { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; chunk[i] = x & 255; }
  const boundary = '----dmsLargeUpload' + Date.now();
  const head = Buffer.from('--' + boundary + '\\r\\nContent-Disposition: form-data; name="editDate"\\r\\n\\r\\n2030-01-01\\r\\n--' + boundary +
    '\\r\\nContent-Disposition: form-data; name="files"; filename="' + name + '"\\r\\nContent-Type: application/zip\\r\\n\\r\\n');
  const tail = Buffer.from('\\r\\n--' + boundary + '--\\r\\n');
  const request = http.request(url, { method: 'POST', headers: { token, 'content-type': 'multipart/form-data; boundary=' + boundary, 'content-length': head.length + size + tail.length } });
  request.on('response', (response) => {
    let text = '';
    response.on('data', (data) => (text += data));
    response.on('end', () => done({ status: response.statusCode, reply: JSON.parse(text) }));
  });
  request.write(head);
  let sent = 0;
  const pump = () => {
    while (sent < size) {
      const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
      hash.update(part);
      sent += part.length;
      if (!request.write(part)) return void request.once('drain', pump);
    }
    request.end(tail);
  };
  pump();
} else {
  http.get(url, { headers: { token } }, (response) => {
    let bytes = 0;
    response.on('data', (data) => { bytes += data.length; hash.update(data); });
    response.on('end', () => done({ status: response.statusCode, length: Number(response.headers['content-length']), bytes }));
  });
}
`;

function runClient(args: string[]): Promise<Record<string, unknown>> {
  return new Promise((resolveRun, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', TRANSFER_CLIENT, ...args], { maxBuffer: 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolveRun(JSON.parse(stdout) as Record<string, unknown>),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;

/** The server's resident memory before `work` and its peak while `work` runs (sampled every 20 ms). */
async function measure<T>(pid: number, work: () => Promise<T>) {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  try {
    const result = await work();
    peak = Math.max(peak, rssOf(pid));
    return { result, before, peak, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

const LARGE_BYTES = 200 * MB;

describe('large bodies', () => {
  let mock: MockServer;
  let token: string;
  /**
   * A 200 MB file stored on the server, and the sha256 of the bytes sent: the upload test's when it stored
   * one, else one uploaded for the test that needs it (any order, or that test alone, must work).
   */
  let stored: Promise<{ fileId: string; sha256: string }> | undefined;

  async function uploadLarge(name: string) {
    const result = await runClient(['upload', `${mock.url}/dms/files/upload/${SEED_FOLDERS.quality}`, token, String(LARGE_BYTES), name]);
    const reply = result.reply as Envelope<Array<{ fileId: string; totalSize: number; fileName: string }>>;
    return { result, reply };
  }

  async function storedLarge() {
    stored ??= uploadLarge('large-download.zip').then(({ result, reply }) => {
      expect(result.status).toBe(200);
      expect(reply.errno).toBe(0);
      expect(reply.data[0]).toMatchObject({ fileName: 'large-download.zip', totalSize: LARGE_BYTES });
      return { fileId: reply.data[0].fileId, sha256: String(result.sha256) };
    });
    return stored;
  }

  beforeAll(async () => {
    mock = await startMain();
    token = await signIn(mock.url);
    // Settle what the start and the first calls allocated before measuring.
    await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
  }, START_TIMEOUT_MS);

  it('streams a 200 MB upload to disk: the server grows by a small part of it', async () => {
    const {
      result: { result, reply },
      before,
      growth,
    } = await measure(mock.pid, () => uploadLarge('large-archive.zip'));
    console.log(
      `[mock-server] 200 MB upload: RSS ${Math.round(before / MB)} MB before, peak growth ${Math.round(growth / MB)} MB, ${result.ms} ms`,
    );
    expect(result.status).toBe(200);
    expect(reply.errno).toBe(0);
    expect(reply.data[0]).toMatchObject({ fileName: 'large-archive.zip', totalSize: LARGE_BYTES });
    expect(growth).toBeLessThan(LARGE_BYTES / 4);
    // The download test may use this file rather than upload another 200 MB.
    stored ??= Promise.resolve({ fileId: reply.data[0].fileId, sha256: String(result.sha256) });
  }, 120_000);

  it('streams the download back from disk, byte for byte', async () => {
    // Its own file unless the upload test stored one (checked there as here: all 200 MB, as sent).
    const uploaded = await storedLarge();
    expect(uploaded).toBeDefined();
    const { result, before, growth } = await measure(mock.pid, () =>
      runClient(['download', `${mock.url}/dms/files/download/${uploaded.fileId}`, token]),
    );
    console.log(
      `[mock-server] 200 MB download: RSS ${Math.round(before / MB)} MB before, peak growth ${Math.round(growth / MB)} MB, ${result.ms} ms`,
    );
    expect(result).toMatchObject({ status: 200, length: LARGE_BYTES, bytes: LARGE_BYTES, sha256: uploaded.sha256 });
    expect(growth).toBeLessThan(LARGE_BYTES / 4);
  }, 120_000);

  it('refuses an upload over 500 MB with the usual reply, without keeping it', async () => {
    const { result, growth } = await measure(mock.pid, () =>
      runClient(['upload', `${mock.url}/dms/files/upload/${SEED_FOLDERS.quality}`, token, String(500 * MB + 1), 'too-large.zip']),
    );
    console.log(`[mock-server] 500 MB + 1 byte upload (refused): peak growth ${Math.round(growth / MB)} MB, ${result.ms} ms`);
    expect(result.reply).toEqual({ errno: 400, errmsg: 'The file upload limit is exceeded!', data: null });
    expect(growth).toBeLessThan(LARGE_BYTES / 4);
  }, 180_000);
});

/**
 * `npm run stack:local` (scripts/stack-local.mjs), the README's one command for the production bundle behind
 * nginx and the HTTP mock backend. Started on free ports, with a data folder of its own, over the production
 * build of this run (`--no-build`): it serves the app, proxies /dms to the mock (not nginx's 502), and Ctrl-C
 * stops nginx and the mock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/nginx-stack.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const dist = process.env.E2E_PROD_DIR ?? resolve(root, 'dist');

describe('npm run stack:local', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dms-stack-local-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the production bundle behind nginx with the mock behind it, and Ctrl-C stops both', async () => {
    const [webPort, mockPort] = [await freePort(), await freePort()];
    child = spawn(process.execPath, [resolve(root, 'scripts', 'stack-local.mjs'), '--no-build', '--reset'], {
      cwd: root,
      env: { ...process.env, STACK_DIST: dist, STACK_PORT: String(webPort), MOCK_PORT: String(mockPort), MOCK_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    const web = `http://127.0.0.1:${webPort}`;
    await expect.poll(() => output, { timeout: 60_000 }).toContain(`[stack] ${web}:`);

    const page = await fetch(`${web}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain('<div id="root">');

    // Not signed in: the mock's own refusal in its JSON envelope, through nginx's proxy (502 if it were down).
    const call = await fetch(`${web}/dms/user/getUserinfo`);
    expect(call.status).not.toBe(502);
    expect(await call.json()).toHaveProperty('code');

    const exited = new Promise<number | null>((done) => child!.once('exit', (code) => done(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('[stack] stopped');
    await expect(fetch(`${web}/`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${mockPort}/dms/user/getUserinfo`)).rejects.toThrow();
  });
});

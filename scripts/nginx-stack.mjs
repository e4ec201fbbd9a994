/**
 * The production web server for tests: Debian's nginx running deploy/nginx.conf, rendered as the README says
 * (envsubst of $DMS_BACKEND $AUTH_BACKEND $OFFICE_ORIGIN), on a loopback port over a given build directory.
 *
 *   const { url, stop } = await startNginx({ root: 'dist', dmsBackend: 'http://127.0.0.1:9000', authBackend: … });
 *
 * Everything nginx writes (pid, error log, temp files of request and proxy bodies) goes to a temp directory,
 * so it runs as a normal user as well as root. nginx is found at /usr/sbin/nginx (or NGINX_PATH); when it is
 * missing and this runs as root, Debian's nginx is installed with apt-get, as tests/e2e/run.mjs does for
 * Chromium. Also a command: `node scripts/nginx-stack.mjs [root] [port] [dmsBackend] [authBackend]`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall } from './debian-package.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_TEMPLATE = join(repo, 'deploy', 'nginx.conf');
const MIME_TYPES = '/etc/nginx/mime.types';
/** The variables the README's envsubst call names; any other `$name` is nginx's own and stays. */
const TEMPLATE_VARIABLES = ['DMS_BACKEND', 'AUTH_BACKEND', 'OFFICE_ORIGIN'];

/** The nginx binary on this machine, if any. */
export function installedNginx() {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => path && existsSync(path));
}

/** The nginx binary; installs Debian's nginx when it is missing and this process is root. */
export function findNginx() {
  const found = installedNginx();
  if (found) return found;
  if (aptInstall('nginx') && existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  throw new Error(
    'No nginx found. Install it (Debian: `sudo apt-get install nginx`) or point NGINX_PATH at an nginx binary;\n' +
      'run as root, the tests install it themselves.',
  );
}

/**
 * What `envsubst '$DMS_BACKEND $AUTH_BACKEND $OFFICE_ORIGIN'` writes: those three, as `$NAME` or `${NAME}`,
 * become their values (empty when unset); every other `$` is left alone.
 */
export function renderTemplate(text, values) {
  const names = TEMPLATE_VARIABLES.join('|');
  const pattern = new RegExp(`\\$\\{(${names})\\}|\\$(${names})(?![A-Za-z0-9_])`, 'g');
  return text.replace(pattern, (_match, braced, bare) => values[braced ?? bare] ?? '');
}

/** The rendered site, moved to 127.0.0.1:<port> and to the given root. */
export function siteConfig({ template = readFileSync(NGINX_TEMPLATE, 'utf8'), root, port, dmsBackend, authBackend, officeOrigin = '' }) {
  let site = renderTemplate(template, { DMS_BACKEND: dmsBackend, AUTH_BACKEND: authBackend, OFFICE_ORIGIN: officeOrigin });
  const swap = (pattern, replacement, what) => {
    if (!pattern.test(site)) throw new Error(`deploy/nginx.conf: no ${what} line to rewrite for the test run`);
    site = site.replace(pattern, replacement);
  };
  swap(/^(\s*)listen\s+80\s*;/m, `$1listen 127.0.0.1:${port};`, '`listen 80;`');
  swap(/^(\s*)root\s+[^;]+;/m, `$1root "${resolve(root)}";`, '`root`');
  return site;
}

/** A TCP port on 127.0.0.1 nothing listens on at the moment of asking. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts nginx with deploy/nginx.conf over `root` on 127.0.0.1:`port` (a free one when none is given);
 * resolves once it answers HTTP. `template` replaces deploy/nginx.conf's text (to test another version of it).
 */
export async function startNginx({ root, port, dmsBackend, authBackend, officeOrigin = '', template } = {}) {
  if (!root) throw new Error('startNginx: `root` (the build directory to serve) is required');
  if (!dmsBackend || !authBackend) throw new Error('startNginx: `dmsBackend` and `authBackend` are required');
  const nginx = findNginx();
  if (!existsSync(MIME_TYPES)) throw new Error(`startNginx: ${MIME_TYPES} is missing (Debian's nginx-common has it)`);
  port ??= await freePort();

  const dir = mkdtempSync(join(tmpdir(), 'dms-nginx-'));
  const errorLog = join(dir, 'error.log');
  writeFileSync(join(dir, 'site.conf'), siteConfig({ template, root, port, dmsBackend, authBackend, officeOrigin }));
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // As root the workers would drop to `nobody`, who may not read the build or this 0700 directory.
      process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `    include ${MIME_TYPES};`,
      '    default_type application/octet-stream;',
      '    sendfile on;',
      '    access_log off;',
      `    client_body_temp_path ${join(dir, 'client_body')};`,
      `    proxy_temp_path ${join(dir, 'proxy')};`,
      `    fastcgi_temp_path ${join(dir, 'fastcgi')};`,
      `    uwsgi_temp_path ${join(dir, 'uwsgi')};`,
      `    scgi_temp_path ${join(dir, 'scgi')};`,
      `    include ${join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  // -e: the error log before the configuration is read (Debian's default, stderr, is fine too, but a normal
  // user cannot open /var/log/nginx); -p: the prefix for any relative path.
  const child = spawn(nginx, ['-p', dir, '-e', errorLog, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  const kill = () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL');
  process.once('exit', kill);

  const log = () => [stderr.trim(), existsSync(errorLog) ? readFileSync(errorLog, 'utf8').trim() : ''].filter(Boolean).join('\n');
  const cleanup = () => {
    process.off('exit', kill);
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM'); // fast shutdown: the master stops its workers and exits
      const timer = setTimeout(kill, 5_000);
      await exited;
      clearTimeout(timer);
    }
    cleanup();
  };

  // Up when it answers anything over HTTP; down for good when the process exits (bad config, port taken).
  const deadline = Date.now() + 15_000;
  let failure;
  for (;;) {
    const outcome = await Promise.race([
      exited.then(({ code, signal }) => ({ exit: `nginx exited (${signal ?? `code ${code}`})` })),
      fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.body?.cancel().then(() => ({ up: true })) ?? { up: true },
        () => ({ up: false }),
      ),
    ]);
    if (outcome.up) break;
    if (outcome.exit) failure = outcome.exit;
    else if (Date.now() > deadline) failure = `nginx did not answer at ${url} within 15 s`;
    if (failure) {
      const details = log();
      await stop();
      throw new Error(`${failure}\n${details}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // For a process on its way out (a signal handler): nginx killed and its folder removed, at once.
  const stopNow = () => {
    kill();
    cleanup();
  };
  return { url, port, stop, stopNow };
}

// As a command: serve a build behind nginx until Ctrl-C (backend default: the HTTP mock, npm run mock-server).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [root = join(repo, 'dist'), port = '8088', dmsBackend = 'http://127.0.0.1:8787', authBackend = dmsBackend] = process.argv.slice(2);
  const { url, stop } = await startNginx({
    root,
    port: Number(port),
    dmsBackend,
    authBackend,
    officeOrigin: process.env.OFFICE_ORIGIN ?? '',
  });
  console.log(`[nginx] ${root} at ${url}; /dms -> ${dmsBackend}, /authapi -> ${authBackend}. Ctrl-C stops it.`);
  const quit = () => stop().then(() => process.exit(0));
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}

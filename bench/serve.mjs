/**
 * A small static server for measurements: serves a build directory with gzip (as nginx would, level 6)
 * and the same cache headers as deploy/nginx.conf. Returns { origin, close }. `handle(request, response)`
 * may answer a request first (the bench pages' endpoints, bench/bench-api.mjs): it returns true when it did.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.mjs': 'text/javascript; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.mjs']);

export async function serve(dir, { port = 0, extraHeaders = {}, handle } = {}) {
  const cache = new Map();
  const server = createServer(async (request, response) => {
    if (handle?.(request, response)) return;
    let path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (path === '/' || !extname(path)) path = '/index.html';
    try {
      let body = cache.get(path);
      if (!body) {
        const raw = await readFile(join(dir, path));
        body = { raw, gzip: COMPRESSIBLE.has(extname(path)) ? gzipSync(raw, { level: 6 }) : null };
        cache.set(path, body);
      }
      const gzip = body.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, {
        'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
        'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        ...extraHeaders,
      });
      response.end(gzip ? body.gzip : body.raw);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address();
  return { origin: `http://127.0.0.1:${actual}`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * The HTTP mock backend: the handlers, seed and rules of the in-browser mock (../handlers, ../db, the test
 * hook's rules), served over real HTTP by @mswjs/http-middleware (MSW's own adapter for Express). On top:
 *
 * - the database lives in a data folder and survives a restart (file-store.ts);
 * - multipart bodies stream to disk before the handlers see them (uploads.ts), and stored files stream
 *   back from disk, so a large upload or download never sits whole in memory;
 * - the test hook's verbs answer under /__mock__ (hook-routes.ts).
 *
 * Started by `npm run mock-server` (main.ts, through scripts/mock-server.mjs).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createMiddleware } from '@mswjs/http-middleware';
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import { getResponse, http, HttpResponse } from 'msw';
import { flushDb, installDbStore, loadDb, withDb } from '../db';
import { MAX_UPLOAD_BYTES } from '../db/files';
import { handlersFor } from '../handlers';
import { setFormReader } from '../handlers/request';
import { API_BASE, AUTH_BASE } from '../http';
import { hookHandler } from '../test-hook';
import { createFileDbStore } from './file-store';
import { HOOK_BASE, hookRoutes } from './hook-routes';
import { createUploadReader } from './uploads';

export interface HttpMockOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
  /** The data folder: state and stored files. */
  dataDir: string;
  /** Start from the seed, whatever the data folder holds. */
  reset?: boolean;
}

export interface HttpMock {
  url: string;
  port: number;
  /** Stop taking requests, end open connections and write the state. */
  close(): Promise<void>;
}

const isBackendPath = (path: string) => [API_BASE, AUTH_BASE].some((base) => path === base || path.startsWith(`${base}/`));

/** Names the reply of a request for the handler below; set by the server only (a client's own is dropped). */
const EXCHANGE_HEADER = 'x-dms-mock-exchange';

/**
 * Every backend call: the test hook's rules, then the domain handlers, as in the browser (mocks/browser.ts).
 * Two things only an HTTP server has to do on top, for which the handler reaches the call's reply:
 * - the 'network' fault (a Response.error()) drops the connection, as when the backend is gone;
 * - a streamed body (a stored file) stops being read when the client goes away, so the file is closed.
 */
function backendHandler(replies: Map<string, ExpressResponse>) {
  return http.all('*', async ({ request }) => {
    // A change is answered once it is on disk (file-store.ts).
    const response = await withDb(() => getResponse([hookHandler, ...handlersFor(request)], request));
    const reply = replies.get(request.headers.get(EXCHANGE_HEADER) ?? '');
    if (!response || !reply) return response;
    if (response.type === 'error') {
      reply.destroy();
      // Never sent: the connection is gone.
      return new HttpResponse(null, { status: 502 });
    }
    if (!response.body) return response;
    const reader = response.body.getReader();
    reply.once('close', () => void reader.cancel().catch(() => undefined));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new HttpResponse(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  });
}

export async function startHttpMock({ port = 0, host = '127.0.0.1', dataDir, reset = false }: HttpMockOptions): Promise<HttpMock> {
  const store = createFileDbStore({ dir: dataDir });
  if (reset) store.wipe();
  installDbStore(store);
  await loadDb();

  const uploads = createUploadReader({ dir: store.uploadsDir, maxFileBytes: MAX_UPLOAD_BYTES + 1 });
  setFormReader(uploads.readForm);

  const replies = new Map<string, ExpressResponse>();
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use(HOOK_BASE, hookRoutes());
  app.use((req, res, next) => {
    if (!isBackendPath(req.path)) return next();
    const id = randomUUID();
    req.headers[EXCHANGE_HEADER] = id;
    replies.set(id, res);
    res.once('close', () => replies.delete(id));
    uploads.middleware(req, res, next);
  });
  app.use(createMiddleware(backendHandler(replies)));
  app.use((req: ExpressRequest, res: ExpressResponse) => {
    res.status(404).json({ timestamp: new Date().toISOString(), status: 404, error: 'Not Found', path: req.path });
  });
  app.use((error: Error, req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    console.error(`[mock-server] ${req.method} ${req.originalUrl}:`, error);
    if (res.headersSent) return next(error);
    res.status(500).json({ timestamp: new Date().toISOString(), status: 500, error: 'Internal Server Error', path: req.path });
  });

  const server = app.listen(port, host);
  await new Promise<void>((resolveListen, reject) => {
    server.once('listening', resolveListen);
    server.once('error', reject);
  });
  // Uploads of hundreds of megabytes on a busy machine: no timeout on a request still being received.
  server.requestTimeout = 0;
  const { port: actualPort } = server.address() as AddressInfo;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    close() {
      closing ??= new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }).then(() => flushDb());
      return closing;
    },
  };
}

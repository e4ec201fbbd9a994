import { describe, expect, it } from 'vitest';
import { handlers, handlersFor } from './index';

/** A request of the handler's own method and path (its parameters filled in), on the app's origin. */
function requestFor(method: string, path: string) {
  const url = `http://localhost${path.slice(1).replace(/:[A-Za-z]+/g, 'x1')}`;
  return new Request(url, { method: method === 'ALL' ? 'POST' : method });
}

/** The handlers that MSW itself finds matching the request (method and path), in their order. */
async function matching(request: Request) {
  const found = [];
  for (const handler of handlers) if (await handler.test({ request })) found.push(handler);
  return found;
}

describe('handlersFor: the handlers that can answer a request', () => {
  const routes = handlers.filter((handler) => typeof handler.info.method === 'string' && typeof handler.info.path === 'string');

  it('covers every route of the mock', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('gives, for each route, every handler MSW would match, in the same order, and few others', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const request = requestFor(route.info.method as string, route.info.path as string);
      const candidates = handlersFor(request);
      const wanted = await matching(request);
      const kept = candidates.filter((handler) => wanted.includes(handler));
      if (kept.length !== wanted.length || kept.some((handler, at) => handler !== wanted[at]))
        problems.push(`${request.method} ${request.url}`);
      if (candidates.length > 4) problems.push(`${request.method} ${request.url}: ${candidates.length} candidates`);
    }
    expect(problems).toEqual([]);
  });

  it('ignores case and a trailing slash as MSW does, so an off-contract path still meets the contract check', async () => {
    const request = new Request('http://localhost/DMS/folder/showDirs/', { method: 'GET' });
    const wanted = await matching(request);
    expect(wanted.length).toBeGreaterThan(1);
    expect(handlersFor(request).filter((handler) => wanted.includes(handler))).toEqual(wanted);
  });
});

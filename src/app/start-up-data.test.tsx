import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { server } from '@mocks/node';
import { signInAs } from '@tests/sign-in-as';
import { setupI18n } from '@/lib/i18n';
import { STORAGE_KEYS, removeStored } from '@/lib/storage';
import { AppProviders, createQueryClient } from './providers';
import { buildRoutes } from './router';
import { prefetchScreenData, prefetchShellData } from './start-up-data';

/** Every call from now on as "METHOD /path?query body", in the order sent. */
function recordRequests() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const index = calls.push(`${request.method} ${url.pathname}${url.search}`) - 1;
    if (request.method !== 'GET')
      void request
        .clone()
        .text()
        .then((body) => (calls[index] += ` ${body}`));
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

function testClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/** Until no call has been sent for `quietMs`. */
async function untilQuiet(calls: string[], quietMs = 1_500) {
  let seen = -1;
  while (seen !== calls.length) {
    seen = calls.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

/**
 * The calls of the app opened at `path` as the entry opens it: with `prefetch`, the start-up requests are
 * made first and awaited, so the screen then finds their answers in the cache. Returns the calls the
 * prefetch made and every call the app made, the prefetch's among them.
 */
async function openApp(path: string, prefetch: boolean) {
  // The expiry reminder is due in either run, so the two make the same calls.
  removeStored(STORAGE_KEYS.expiryReminder);
  const client = testClient();
  const recorder = recordRequests();
  try {
    if (prefetch) await prefetchScreenData(client, `#${path}`);
    const { i18n, antdLocale } = await setupI18n('en', { namespaces: 'start' });
    if (prefetch) await prefetchShellData(client, `#${path}`);
    const prefetched = [...recorder.calls];
    const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
    render(
      <AppProviders i18n={i18n} antdLocale={antdLocale} queryClient={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findAllByRole('menuitem', undefined, { timeout: 15_000 });
    await untilQuiet(recorder.calls);
    return { prefetched, calls: [...recorder.calls] };
  } finally {
    recorder.stop();
    cleanup();
    client.clear();
  }
}

const sorted = (calls: string[]) => [...calls].sort();

describe('the start screen data requested at start-up', () => {
  it.each([
    ['/home', ['GET /dms/report/fileActivity?days=30', 'GET /dms/report/expiringFiles?days=30&current=1&size=8']],
    [
      '/filelist?dir=1101',
      ['POST /dms/files/showPageByDirId/ {"dirId":"1101","current":1,"size":40,"pages":0}', 'GET /dms/folder/showDirs'],
    ],
    ['/disk', ['POST /dms/files/showPageByDirId/ {"dirId":"0","current":1,"size":40,"pages":0}', 'GET /dms/folder/getPathById/0']],
  ])(
    'are the requests %s sends itself, which it then does not send again',
    async (path, expected) => {
      signInAs('staff');
      const alone = await openApp(path, false);
      const { prefetched, calls } = await openApp(path, true);

      expect(prefetched).toEqual(expect.arrayContaining([...expected, 'GET /dms/menu/getMenus/en']));
      // Exactly the screen's own requests, each once.
      for (const call of prefetched) expect(alone.calls).toContain(call);
      expect(new Set(calls).size).toBe(calls.length);
      expect(sorted(calls)).toEqual(sorted(alone.calls));
    },
    60_000,
  );

  it('follows a page size and a sort named in the address without waiting for the settings', async () => {
    signInAs('staff');
    const client = testClient();
    const recorder = recordRequests();
    await prefetchScreenData(client, '#/filelist?dir=1101&size=20&sort=fileName&order=desc');
    recorder.stop();
    expect(recorder.calls).toContain(
      'POST /dms/files/showPageByDirId/ {"dirId":"1101","current":1,"size":20,"orderColumn":"file_name","order":"DESC","pages":0}',
    );
    expect(recorder.calls).toContain('GET /dms/fileParam/getParamConfig');
  });

  it.each([
    ['a signed-out visitor', () => undefined, '#/filelist?dir=1101'],
    ['a user who must first change the password', () => signInAs('newbie'), '#/home'],
    ['another screen', () => signInAs('admin'), '#/userInfo'],
    ['the sign-in screen', () => signInAs('staff'), '#/login'],
  ])('asks nothing for %s', async (_who, setUp, hash) => {
    setUp();
    const client = testClient();
    const recorder = recordRequests();
    await prefetchScreenData(client, hash);
    await prefetchShellData(client, hash);
    recorder.stop();
    expect(recorder.calls).toEqual([]);
  });

  it('asks for /home on the bare address, which leads there', async () => {
    signInAs('staff');
    const client = testClient();
    const recorder = recordRequests();
    await prefetchScreenData(client, '');
    recorder.stop();
    expect(recorder.calls).toContain('GET /dms/report/fileActivity?days=30');
  });
});

/** An unreachable server: one notice however many calls fail, back-off, and the recovery by itself. */
import { createElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { focusManager, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { server } from '@mocks/node';
import { createQueryClient } from '@/app/providers';
import { setupI18n } from '@/lib/i18n';
import { renderWithProviders } from '@tests/render';
import { ApiError } from './api-error';
import { dmsGet } from './clients';
import { isUnreachable, probeDelay, retryDelay, retryUnreachable, serverReach } from './server-reach';

const UNREACHABLE = "The server can't be reached, trying again";
/** The first probe goes after 1 s; a few seconds is the most a recovery may take here. */
const RECOVERY = { timeout: 8000 };

beforeAll(async () => {
  await setupI18n('en');
});

/** A backend that is down until `up()`: gateway answers and dropped connections, the probe's call too. */
function outage() {
  let down = true;
  let probesFailed = 0;
  const gone = (status?: number) => () =>
    !down
      ? HttpResponse.json({ errno: 0, data: 'ready' })
      : status
        ? new HttpResponse('<html>Bad gateway</html>', { status })
        : HttpResponse.error();
  server.use(
    http.get('*/dms/a', gone()),
    http.get('*/dms/b', gone(502)),
    http.get('*/dms/c', gone(503)),
    http.get('*/dms/d', gone(504)),
    http.get('*/dms/user/getUserinfo', () => {
      if (!down) return HttpResponse.json({ errno: 100001, errmsg: 'Not logged in' });
      probesFailed += 1;
      return HttpResponse.error();
    }),
  );
  return { up: () => void (down = false), probesFailed: () => probesFailed };
}

/** The notices on the page that say so, but for one leaving (jsdom never ends antd's leave motion). */
const notices = () =>
  [...document.querySelectorAll('.ant-message-notice')].filter(
    (notice) => !/-leave\b/.test(notice.className) && notice.textContent === UNREACHABLE,
  );

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('an unreachable server', () => {
  it('is said once however many calls fail, and the notice clears itself once the server answers', async () => {
    // Shown as the app shows it: through the mounted providers' message host.
    await renderWithProviders(createElement('main'));
    const backend = outage();
    const recovered = vi.fn();
    serverReach.onRecovered(recovered);
    const errors = await Promise.all(['/a', '/b', '/c', '/d', '/a'].map((path) => failure(dmsGet(path))));
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(UNREACHABLE);
      expect(isUnreachable(error)).toBe(true);
    }
    // antd's message loads with the first notice.
    expect(await screen.findByText(UNREACHABLE, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(notices()).toHaveLength(1);
    expect(serverReach.isDown()).toBe(true);
    await waitFor(() => expect(backend.probesFailed()).toBeGreaterThan(0), RECOVERY);

    backend.up();
    await waitFor(() => expect(serverReach.isDown()).toBe(false), RECOVERY);
    expect(recovered).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(notices()).toHaveLength(0));
  });

  it("reloads the screen's data by itself once the server is back", async () => {
    const backend = outage();
    function Screen() {
      const query = useQuery({ queryKey: ['reach-test'], queryFn: () => dmsGet<string>('/b') });
      return createElement('p', null, query.isError ? `failed: ${query.error.message}` : (query.data ?? 'loading'));
    }
    await renderWithProviders(createElement(Screen));
    expect(await screen.findByText(`failed: ${UNREACHABLE}`)).toBeInTheDocument();
    // Gone for real: a probe found it so.
    await waitFor(() => expect(backend.probesFailed()).toBeGreaterThan(0), RECOVERY);
    backend.up();
    expect(await screen.findByText('ready', undefined, RECOVERY)).toBeInTheDocument();
  });

  it('one call failing on a server that answers: the notice goes after the probe, nothing is reloaded', async () => {
    server.use(http.get('*/dms/lone', () => HttpResponse.error()));
    const recovered = vi.fn();
    serverReach.onRecovered(recovered);
    await failure(dmsGet('/lone'));
    expect(serverReach.isDown()).toBe(true);
    await waitFor(() => expect(serverReach.isDown()).toBe(false), RECOVERY);
    expect(recovered).not.toHaveBeenCalled();
  });

  it('an answer to a call sent before the outage began does not end it', async () => {
    outage();
    const sentBefore = performance.now();
    await failure(dmsGet('/a'));
    serverReach.answered(sentBefore);
    expect(serverReach.isDown()).toBe(true);
    serverReach.answered(performance.now());
    expect(serverReach.isDown()).toBe(false);
  });
});

describe('back-off', () => {
  const unreachable = new ApiError(UNREACHABLE, { kind: 'network' });
  const gateway = new ApiError(UNREACHABLE, { kind: 'http', status: 504 });
  const serverError = new ApiError('Unknown error, please retry', { kind: 'http', status: 500 });
  const refusal = new ApiError('Permission is denied', { kind: 'business', errno: 403 });

  it('queries retry an unreachable server only, three times, 1 s, 2 s, 4 s apart; the probe up to 5 s apart', () => {
    expect([0, 1, 2, 3].map((count) => retryUnreachable(count, unreachable))).toEqual([true, true, true, false]);
    expect(retryUnreachable(0, gateway)).toBe(true);
    expect(retryUnreachable(0, serverError)).toBe(false);
    expect(retryUnreachable(0, refusal)).toBe(false);
    expect([0, 1, 2].map(retryDelay)).toEqual([1000, 2000, 4000]);
    expect([0, 1, 2, 3, 4].map(probeDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it("the app's query client tries a call that met a gateway error again, and gets the data", async () => {
    // TanStack Query holds retries while the tab is in the background (tests start there).
    focusManager.setFocused(true);
    let calls = 0;
    server.use(
      http.get('*/dms/flaky', () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ errno: 0, data: 'second time' });
      }),
    );
    const client = createQueryClient();
    expect(await client.fetchQuery({ queryKey: ['flaky'], queryFn: () => dmsGet<string>('/flaky') })).toBe('second time');
    expect(calls).toBe(2);
  });
});

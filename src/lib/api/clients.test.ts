/** One test per reply rule of spec §7–8, against msw/node (the same server the mock backend runs on). */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import Cookies from 'js-cookie';
import { server } from '@mocks/node';
import { setupI18n } from '@/lib/i18n';
import { appConfig } from '@/lib/config';
import { notify } from '@/lib/notify';
import { browserLocation } from '@/lib/browser-location';
import { beginSignOut, getToken, getUser, startSession } from '@/lib/session';
import { ApiError } from './api-error';
import { authRequest, captchaClient, dmsDownload, dmsGet, dmsPost, dmsRequest } from './clients';

const url = (path: string) => `*/dms${path}`;

beforeAll(async () => {
  await setupI18n('en');
});

let errorToast: ReturnType<typeof vi.spyOn>;
let assign: ReturnType<typeof vi.spyOn>;
let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errorToast = vi.spyOn(notify, 'error').mockImplementation(() => {});
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
  window.location.hash = '#/filelist?dir=3';
});

afterEach(() => {
  vi.restoreAllMocks();
  appConfig.production = false;
  Cookies.remove('redirect');
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('success', () => {
  it('errno 0 resolves to the envelope data', async () => {
    server.use(http.get(url('/ok'), () => HttpResponse.json({ errno: 0, errmsg: '', data: { id: '7' } })));
    await expect(dmsGet('/ok')).resolves.toEqual({ id: '7' });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it("a query answered as a success without any data is the spec's 'Failed to get data'", async () => {
    server.use(http.get(url('/empty'), () => HttpResponse.json({ errno: 0, errmsg: '' })));
    const error = await rejection(dmsGet('/empty'));
    expect(error.message).toBe('Failed to get data');
    expect(errorToast).toHaveBeenCalledWith('Failed to get data');
    // null is an answer (nothing there), not a missing one.
    server.use(http.get(url('/nothing'), () => HttpResponse.json({ errno: 0, errmsg: '', data: null })));
    await expect(dmsGet('/nothing')).resolves.toBeNull();
  });

  it("code '200' is success (the version call's envelope)", async () => {
    server.use(http.get(url('/version'), () => HttpResponse.json({ code: '200', message: 'success', data: [1] })));
    await expect(dmsGet('/version')).resolves.toEqual([1]);
  });

  it('sends cookies, the token header and the language', async () => {
    startSession('tok-123', { username: 'A', useraccount: 'a' });
    let seen: Headers | undefined;
    server.use(
      http.get(url('/echo'), ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ errno: 0, data: null });
      }),
    );
    await dmsGet('/echo');
    expect(seen?.get('token')).toBe('tok-123');
    expect(seen?.get('lang')).toBe('en');
  });

  it('renews the 30-minute session on every request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      startSession('tok-1', { username: 'A', useraccount: 'a' });
      server.use(http.get(url('/ping'), () => HttpResponse.json({ errno: 0, data: null })));
      vi.setSystemTime(Date.now() + 29 * 60_000);
      await dmsGet('/ping');
      vi.setSystemTime(Date.now() + 29 * 60_000);
      expect(getToken()).toBe('tok-1');
      vi.setSystemTime(Date.now() + 31 * 60_000);
      expect(getToken()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('business failures', () => {
  it('errno non-zero rejects with errmsg and shows it', async () => {
    server.use(http.post(url('/fail'), () => HttpResponse.json({ errno: 5, errmsg: 'Folder name exists', data: null })));
    const error = await rejection(dmsPost('/fail', {}));
    expect(error.message).toBe('Folder name exists');
    expect(error.kind).toBe('business');
    expect(error.errno).toBe(5);
    expect(errorToast).toHaveBeenCalledWith('Folder name exists');
  });

  it("a code present and not '200' is a failure; message is used when errmsg is absent", async () => {
    server.use(http.get(url('/code'), () => HttpResponse.json({ code: '500', message: 'Version lookup failed' })));
    const error = await rejection(dmsGet('/code'));
    expect(error.message).toBe('Version lookup failed');
    expect(error.code).toBe('500');
  });

  it('without errmsg or message the localised unknown error is shown', async () => {
    server.use(http.get(url('/bare'), () => HttpResponse.json({ errno: 9 })));
    expect((await rejection(dmsGet('/bare'))).message).toBe('Unknown error, please retry');
    await setupI18n('zh');
    try {
      expect((await rejection(dmsGet('/bare'))).message).toBe('未知错误，请重试');
    } finally {
      await setupI18n('en');
    }
  });

  it('a silent call rejects without a toast', async () => {
    server.use(http.get(url('/quiet'), () => HttpResponse.json({ errno: 3, errmsg: 'nope' })));
    expect((await rejection(dmsRequest({ url: '/quiet', silent: true }))).message).toBe('nope');
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe('transport failures', () => {
  it('HTTP 500 with an envelope shows its errmsg', async () => {
    server.use(http.get(url('/boom'), () => HttpResponse.json({ errno: 1, errmsg: 'Disk full' }, { status: 500 })));
    const error = await rejection(dmsGet('/boom'));
    expect(error.message).toBe('Disk full');
  });

  it("HTTP 500 without a readable body is the spec's 'Server exception'", async () => {
    server.use(http.get(url('/boom2'), () => new HttpResponse('<html>oops</html>', { status: 500 })));
    const error = await rejection(dmsGet('/boom2'));
    expect(error.kind).toBe('http');
    expect(error.message).toBe('Server exception');
    expect(errorToast).toHaveBeenCalledWith('Server exception');
  });

  it('another HTTP error without a readable body shows the unknown error', async () => {
    server.use(http.get(url('/teapot'), () => new HttpResponse('<html>no</html>', { status: 418 })));
    expect((await rejection(dmsGet('/teapot'))).message).toBe('Unknown error, please retry');
  });

  it("HTTP 413 from a web server's body limit names the upload limit", async () => {
    server.use(http.post(url('/big'), () => new HttpResponse('<html>413 Request Entity Too Large</html>', { status: 413 })));
    const error = await rejection(dmsPost('/big', {}));
    expect(error.status).toBe(413);
    expect(error.message).toBe(
      "The server refused the upload as too large (HTTP 413): files up to 500 MB should be accepted. Please ask the administrator to raise the server's limit.",
    );
  });

  it("a network error says the server can't be reached (its one notice, no toast of its own)", async () => {
    server.use(http.get(url('/down'), () => HttpResponse.error()));
    const error = await rejection(dmsGet('/down'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe("The server can't be reached, trying again");
    expect(errorToast).not.toHaveBeenCalled();
  });

  it("a timeout says the server can't be reached", async () => {
    server.use(
      http.get(url('/slow'), async () => {
        await delay(500);
        return HttpResponse.json({ errno: 0, data: null });
      }),
    );
    const error = await rejection(dmsRequest({ url: '/slow', timeout: 50 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe("The server can't be reached, trying again");
  });

  it('reads the message out of a blob error body', async () => {
    server.use(
      http.get(url('/download-missing'), () => HttpResponse.json({ errno: 404, errmsg: 'The file does not exist' }, { status: 404 })),
    );
    const error = await rejection(dmsDownload({ url: '/download-missing' }));
    expect(error.message).toBe('The file does not exist');
  });

  it('reads the message out of an arraybuffer error body', async () => {
    server.use(http.get(url('/ab'), () => HttpResponse.json({ errno: 2, errmsg: 'Bad archive' }, { status: 400 })));
    const error = await rejection(dmsRequest({ url: '/ab', responseType: 'arraybuffer' }));
    expect(error.message).toBe('Bad archive');
  });

  it('a download answered 200 with a JSON envelope error inside the blob still fails', async () => {
    server.use(http.get(url('/blob-errno'), () => HttpResponse.json({ errno: 7, errmsg: 'No permission to download' })));
    expect((await rejection(dmsDownload({ url: '/blob-errno' }))).message).toBe('No permission to download');
  });

  it('a download resolves to the blob and the server-given file name', async () => {
    server.use(
      http.get(
        url('/file'),
        () =>
          new HttpResponse(new Uint8Array([1, 2, 3]), {
            headers: {
              'Content-Type': 'application/octet-stream',
              'Content-Disposition': "attachment; filename*=UTF-8''%E6%B8%85%E5%8D%95.xlsx",
            },
          }),
      ),
    );
    const file = await dmsDownload({ url: '/file' });
    expect(file.fileName).toBe('清单.xlsx');
    expect(file.blob.size).toBe(3);
  });
});

describe('not logged in (t0002 or errno 100001)', () => {
  const expired = { errno: 100001, code: 't0002', errmsg: 'Login has expired, please login again' };

  it('clears the session and goes to the central login with a redirect parameter outside production', async () => {
    startSession('tok', { username: 'A', useraccount: 'a' });
    server.use(http.get(url('/x'), () => HttpResponse.json(expired)));
    const error = await rejection(dmsGet('/x'));
    expect(error.kind).toBe('notLoggedIn');
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
    expect(errorToast).toHaveBeenCalledWith('Login has expired, please login again');
    expect(assign).toHaveBeenCalledWith(`${appConfig.centralLoginUrl}?redirect=${encodeURIComponent(window.location.href)}`);
    expect(reload).not.toHaveBeenCalled();
  });

  it('code t0002 alone is enough', async () => {
    startSession('tok', { username: 'A', useraccount: 'a' });
    server.use(http.get(url('/y'), () => HttpResponse.json({ code: 't0002', message: 'expired' })));
    expect((await rejection(dmsGet('/y'))).kind).toBe('notLoggedIn');
    expect(getToken()).toBeNull();
  });

  it('in production keeps the current path in the redirect cookie and reloads', async () => {
    appConfig.production = true;
    startSession('tok', { username: 'A', useraccount: 'a' });
    server.use(http.get(url('/x'), () => HttpResponse.json(expired)));
    await rejection(dmsGet('/x'));
    expect(Cookies.get('redirect')).toBe('/filelist?dir=3');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('on the login page it only clears the session', async () => {
    window.location.hash = '#/login';
    startSession('tok', { username: 'A', useraccount: 'a' });
    server.use(http.get(url('/x'), () => HttpResponse.json(expired)));
    await rejection(dmsGet('/x'));
    expect(getToken()).toBeNull();
    expect(errorToast).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("after this tab's own sign-out began, a call answered not logged in neither says it expired nor reloads", async () => {
    appConfig.production = true;
    startSession('tok', { username: 'A', useraccount: 'a' });
    beginSignOut();
    server.use(http.get(url('/x'), () => HttpResponse.json(expired)));
    expect((await rejection(dmsGet('/x'))).kind).toBe('notLoggedIn');
    expect(errorToast).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    // A new sign-in ends that: an expiry is said again.
    startSession('tok2', { username: 'A', useraccount: 'a' });
    await rejection(dmsGet('/x'));
    expect(errorToast).toHaveBeenCalledWith('Login has expired, please login again');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 is treated as not logged in', async () => {
    startSession('tok', { username: 'A', useraccount: 'a' });
    server.use(http.get(url('/401'), () => new HttpResponse(null, { status: 401 })));
    expect((await rejection(dmsGet('/401'))).kind).toBe('notLoggedIn');
    expect(getToken()).toBeNull();
  });
});

describe('authority client', () => {
  it.each(['t0002', '1001'])('code %s clears the session and redirects without a message', async (code) => {
    startSession('tok', { username: 'A', useraccount: 'a' });
    server.use(http.get('*/authapi/opt/authority/getOptAuthority', () => HttpResponse.json({ code, message: 'gone' })));
    const error = await rejection(authRequest({ url: '/opt/authority/getOptAuthority' }));
    expect(error.kind).toBe('notLoggedIn');
    expect(getToken()).toBeNull();
    expect(errorToast).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("code '200' resolves to data", async () => {
    server.use(http.get('*/authapi/rights', () => HttpResponse.json({ code: '200', data: { '123': [{ level: 10000 }] } })));
    await expect(authRequest({ url: '/rights' })).resolves.toEqual({ '123': [{ level: 10000 }] });
  });
});

describe('captcha client', () => {
  it('returns the reply as it comes, even a failure code', async () => {
    const reply = { repCode: '6201', repMsg: 'limit', repData: null, success: false };
    server.use(http.post(url('/captcha/get'), () => HttpResponse.json(reply)));
    const response = await captchaClient.post('/captcha/get', {});
    expect(response.data).toEqual(reply);
    expect(errorToast).not.toHaveBeenCalled();
    expect(captchaClient.defaults.timeout).toBe(40_000);
  });
});

describe('query encoding', () => {
  it('files/checkFileName/add sends its query fully URL-encoded', async () => {
    let rawQuery = '';
    server.use(
      http.post(url('/files/checkFileName/add'), ({ request }) => {
        rawQuery = new URL(request.url).search;
        return HttpResponse.json({ errno: 0, data: true });
      }),
    );
    await dmsPost('/files/checkFileName/add', undefined, {
      params: { dirId: '12', fileName: 'Plan a+b&c=d/质量.pdf', revision: 'A', totalSize: '1.2MB' },
    });
    expect(rawQuery).toBe('?dirId=12&fileName=Plan%20a%2Bb%26c%3Dd%2F%E8%B4%A8%E9%87%8F.pdf&revision=A&totalSize=1.2MB');
  });
});

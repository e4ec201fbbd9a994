/**
 * The HTTP clients: `/dms` (150 s), `/authapi` (150 s) and the captcha client (40 s, raw replies).
 * Cookies and the `token` header travel with every call; every call renews the session. The reply rules
 * of spec §7–8 are applied here and nowhere else: callers get the envelope's `data` or an ApiError whose
 * message is what the user should read (already shown as a toast unless the call asked to be `silent`).
 */
import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { appConfig, TIMEOUTS } from '../config';
import { currentLanguage, translate } from '../i18n';
import { notify } from '../notify';
import { centralLoginAddress, currentAppPath, rememberRedirect } from '../redirect';
import { browserLocation } from '../browser-location';
import { endExpiredSession, getToken, isSigningOut, renewSession } from '../session';
import { ApiError, type ApiErrorKind } from './api-error';
import { isGatewayStatus, serverReach, unreachableMessage } from './server-reach';
import {
  AUTHORITY_SIGNED_OUT_CODE,
  encodeQuery,
  isEnvelope,
  isFailure,
  isNotLoggedIn,
  readErrorBody,
  serverMessage,
  type Envelope,
} from './envelope';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows the error itself: no toast (the error is still thrown). */
    silent?: boolean;
    /** performance.now() when the call was sent (set by the client): tells whether an answer ends an outage. */
    sentAt?: number;
  }
}

type ClientName = 'dms' | 'authority';

export const unknownErrorMessage = () => translate('common:errors.unknown');

/** An absolute base on this site ("/dms" -> "https://host/dms"): fetch needs one outside a browser page. */
const onThisSite = (base: string) => new URL(base, window.location.href).toString().replace(/\/$/, '');

function createClient(base: string, timeout: number): AxiosInstance {
  const client = axios.create({
    baseURL: onThisSite(base),
    timeout,
    withCredentials: true,
    // fetch streams large bodies and behaves the same in the browser and under test; uploads that need
    // progress events use their own XMLHttpRequest path.
    adapter: 'fetch',
    paramsSerializer: { serialize: (params) => encodeQuery(params as Record<string, unknown>) },
  });
  client.interceptors.request.use((config) => {
    const token = getToken();
    if (token) {
      config.headers.set('token', token);
      renewSession();
    }
    config.headers.set('lang', currentLanguage());
    config.sentAt = performance.now();
    return config;
  });
  return client;
}

export const dmsClient = createClient(appConfig.apiBase, TIMEOUTS.api);
export const authClient = createClient(appConfig.authBase, TIMEOUTS.api);
/** Captcha replies are returned as they come (`repCode`...); no envelope rules, 40 s. */
export const captchaClient = createClient(appConfig.apiBase, TIMEOUTS.captcha);

/**
 * Not logged in (§8): clear the session; on the login page nothing more; otherwise show the error and,
 * in production, keep the current path in the `redirect` cookie and reload, else go to the central login
 * with a redirect parameter. The authority client does the same silently.
 */
export function handleSignedOut(message: string, client: ClientName): void {
  // A call answered after this tab's own sign-out ended the session: the sign-out says what happened.
  if (isSigningOut()) return;
  endExpiredSession();
  const path = currentAppPath();
  if (path === '/login' || path.startsWith('/login?')) return;
  if (client === 'dms') notify.error(message);
  if (appConfig.production) {
    rememberRedirect(path);
    browserLocation.reload();
  } else {
    browserLocation.assign(centralLoginAddress(window.location.href));
  }
}

function fail(message: string, kind: ApiErrorKind, config: AxiosRequestConfig | undefined, extra: Partial<ApiError> = {}) {
  if (!config?.silent && kind !== 'notLoggedIn') notify.error(message);
  return new ApiError(message, { kind, ...extra });
}

/** The server could not be reached: one notice for all such calls (server-reach.ts), no toast of its own. */
function unreachable(kind: ApiErrorKind, config: AxiosRequestConfig | undefined, extra: Partial<ApiError> = {}) {
  serverReach.unreachable(config?.sentAt);
  return new ApiError(unreachableMessage(), { kind, ...extra });
}

function signedOut(body: Envelope, client: ClientName): boolean {
  if (isNotLoggedIn(body)) return true;
  return client === 'authority' && String(body.code) === AUTHORITY_SIGNED_OUT_CODE;
}

/** Apply the envelope rules to a body (from a success or an error reply). Returns an error or null. */
function judge(body: unknown, client: ClientName, config: AxiosRequestConfig | undefined, status?: number) {
  if (!isEnvelope(body)) return null;
  const errno = body.errno === undefined ? undefined : Number(body.errno);
  const code = body.code === undefined || body.code === null ? undefined : String(body.code);
  if (signedOut(body, client)) {
    const message = serverMessage(body) ?? translate('common:errors.sessionExpired');
    handleSignedOut(message, client);
    return new ApiError(message, { kind: 'notLoggedIn', errno, code, status, body });
  }
  if (!isFailure(body)) return null;
  return fail(serverMessage(body) ?? unknownErrorMessage(), 'business', config, { errno, code, status, body } as Partial<ApiError>);
}

async function checkReply(response: AxiosResponse, client: ClientName) {
  serverReach.answered(response.config.sentAt ?? -Infinity);
  let body: unknown = response.data;
  // A download that failed comes back as a JSON envelope inside a blob.
  const type = String(response.headers['content-type'] ?? '');
  const binary = response.config.responseType === 'blob' || response.config.responseType === 'arraybuffer';
  if (binary && type.includes('json')) body = await readErrorBody(body);
  const error = judge(body, client, response.config, response.status);
  if (error) throw error;
  return response;
}

async function checkTransportError(error: unknown, client: ClientName): Promise<never> {
  if (error instanceof ApiError) throw error;
  if (!(error instanceof AxiosError)) throw fail(unknownErrorMessage(), 'network', undefined);
  const config = error.config;
  if (error.response) {
    const status = error.response.status;
    if (isGatewayStatus(status)) throw unreachable('http', config, { status } as Partial<ApiError>);
    serverReach.answered(config?.sentAt ?? -Infinity);
    const body = await readErrorBody(error.response.data);
    const judged = judge(body, client, config, status);
    if (judged) throw judged;
    if (status === 413) {
      // A web server's body limit (nginx's client_max_body_size), below what uploads may be (§5: 500 MB).
      throw fail(translate('common:errors.tooLarge', { limit: '500 MB' }), 'http', config, { status, body } as Partial<ApiError>);
    }
    if (status === 401) {
      const message = translate('common:errors.sessionExpired');
      handleSignedOut(message, client);
      throw new ApiError(message, { kind: 'notLoggedIn', status, body });
    }
    // A bare HTTP 500 is the spec's "Server exception" (§8).
    const fallback = status === 500 ? translate('common:errors.serverException') : unknownErrorMessage();
    throw fail(serverMessage(body) ?? fallback, 'http', config, { status, body } as Partial<ApiError>);
  }
  if (error.code === AxiosError.ERR_CANCELED) throw fail(unknownErrorMessage(), 'cancelled', config);
  const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
  throw unreachable(timedOut ? 'timeout' : 'network', config);
}

for (const [client, name] of [
  [dmsClient, 'dms'],
  [authClient, 'authority'],
] as const) {
  client.interceptors.response.use(
    (response) => checkReply(response, name),
    (error: unknown) => checkTransportError(error, name),
  );
}

/** Captcha failures are only logged (§8); the widget shows its own tips. */
captchaClient.interceptors.response.use(undefined, (error: unknown) => {
  console.warn('captcha request failed', error instanceof Error ? error.message : error);
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});

/** A `/dms` call that resolves to the envelope's `data`. */
export async function dmsRequest<T>(config: AxiosRequestConfig): Promise<T> {
  const response = await dmsClient.request<Envelope<T>>(config);
  return response.data.data as T;
}

/**
 * A `/dms` query: a success that carries no `data` at all is the spec's "Failed to get data" (§8), so a
 * screen never shows an empty list for a reply that said nothing. Commands answered by errno alone (logout,
 * a delete) use `dmsRequest`.
 */
export async function dmsGet<T>(url: string, config: AxiosRequestConfig = {}): Promise<T> {
  const response = await dmsClient.request<Envelope<T>>({ ...config, url, method: 'GET' });
  if (isEnvelope(response.data) && response.data.data === undefined) {
    throw fail(translate('common:errors.loadFailed'), 'business', config, {
      status: response.status,
      body: response.data,
    } as Partial<ApiError>);
  }
  return response.data.data as T;
}

export const dmsPost = <T>(url: string, data?: unknown, config: AxiosRequestConfig = {}) =>
  dmsRequest<T>({ ...config, url, method: 'POST', data });

/** An `/authapi` call that resolves to the envelope's `data`. */
export async function authRequest<T>(config: AxiosRequestConfig): Promise<T> {
  const response = await authClient.request<Envelope<T>>(config);
  return response.data.data as T;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition when the server names the file. */
  fileName: string | null;
}

/** A `/dms` call answered with a file (blob); envelope errors inside the blob are still reported. */
export async function dmsDownload(config: AxiosRequestConfig): Promise<DownloadedFile> {
  const response = await dmsClient.request<Blob>({ ...config, responseType: 'blob' });
  return { blob: response.data, fileName: fileNameFromDisposition(response.headers['content-disposition']) };
}

export function fileNameFromDisposition(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      return star[1].trim();
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  if (!plain) return null;
  try {
    return decodeURIComponent(plain[1].trim());
  } catch {
    return plain[1].trim();
  }
}

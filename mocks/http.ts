/**
 * The backend's reply envelope and request helpers, shared by every mock handler.
 * Success: `{ errno: 0, errmsg: '', data }`. Failure: `{ errno: <non-zero>, errmsg, data: null }`.
 * Not logged in: `{ errno: 100001, code: 't0002', errmsg }` (both markers, as the spec lists both).
 * The client sends its language in the `lang` header ('en' | 'zh'); messages follow it.
 */
import { HttpResponse } from 'msw';

/** Every mock path is under the same base the app calls in mock mode. */
export const API_BASE = '/dms';
export const AUTH_BASE = '/authapi';

/** Full URL pattern for a /dms path, matching any origin (browser, jsdom and Node alike). */
export const api = (path: string) => `*${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
export const authApi = (path: string) => `*${AUTH_BASE}${path.startsWith('/') ? path : `/${path}`}`;

export type Lang = 'en' | 'zh';

export const langOf = (request: Request): Lang => (request.headers.get('lang') === 'zh' ? 'zh' : 'en');

/** Pick the message in the caller's language. */
export const t = (request: Request, en: string, zh: string) => (langOf(request) === 'zh' ? zh : en);

export const ERRNO = {
  failed: 1,
  invalid: 400,
  denied: 403,
  notFound: 404,
  conflict: 409,
  notLoggedIn: 100001,
} as const;

export function ok<T>(data: T) {
  return HttpResponse.json({ errno: 0, errmsg: '', data });
}

export function fail(errno: number, errmsg: string) {
  return HttpResponse.json({ errno, errmsg, data: null });
}

export function notLoggedIn(request: Request) {
  return HttpResponse.json({
    errno: ERRNO.notLoggedIn,
    code: 't0002',
    errmsg: t(request, 'Login has expired, please login again', '登录已过期，请重新登录'),
    data: null,
  });
}

export function denied(request: Request) {
  return fail(ERRNO.denied, t(request, 'Permission is denied', '权限不足'));
}

export function invalid(request: Request, en: string, zh: string) {
  return fail(ERRNO.invalid, t(request, en, zh));
}

export function notFound(request: Request, en = 'Not found', zh = '不存在') {
  return fail(ERRNO.notFound, t(request, en, zh));
}

/** A page of rows in the backend's paging shape (MyBatis-Plus IPage). */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export function paginate<T>(rows: T[], current: number, size: number): Page<T> {
  const safeSize = Math.max(1, Math.floor(size) || 10);
  const pages = Math.max(1, Math.ceil(rows.length / safeSize));
  const safeCurrent = Math.max(1, Math.floor(current) || 1);
  const start = (safeCurrent - 1) * safeSize;
  return { records: rows.slice(start, start + safeSize), total: rows.length, size: safeSize, current: safeCurrent, pages };
}

/** Read a JSON body, or an empty object when there is none or it is not JSON. */
export async function jsonBody<T extends object = Record<string, unknown>>(request: Request): Promise<Partial<T>> {
  try {
    const text = await request.text();
    return text ? (JSON.parse(text) as Partial<T>) : {};
  } catch {
    return {};
  }
}

export const query = (request: Request) => new URL(request.url).searchParams;

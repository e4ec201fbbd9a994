/**
 * Where to go after signing in, and where a signed-out user is sent. A redirect target is only ever a path
 * of this app ("/filelist?dir=3"): absolute, protocol-relative and scheme URLs are ignored.
 */
import Cookies from 'js-cookie';
import { appConfig } from './config';

export const REDIRECT_COOKIE = 'redirect';

/** The target if it is a path inside this app, else null. */
export function safeAppPath(target: string | null | undefined): string | null {
  if (!target) return null;
  // Control characters make the path ambiguous to a browser (it strips some of them).
  if ([...target].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let value = target.trim();
  // A full address of this very page ("https://host/#/filelist") is reduced to its hash route.
  if (typeof window !== 'undefined') {
    const here = `${window.location.origin}${window.location.pathname}#`;
    if (value.startsWith(here)) value = value.slice(here.length);
  }
  if (value.startsWith('#')) value = value.slice(1);
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  if (value === '/login') return null;
  return value;
}

/** The current hash route with its query, e.g. "/filelist?dir=3". */
export function currentAppPath(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash || '/';
}

export function rememberRedirect(path: string): void {
  const safe = safeAppPath(path);
  if (safe) Cookies.set(REDIRECT_COOKIE, safe, { sameSite: 'Lax' });
}

/** Read and forget the saved redirect target. */
export function takeRedirect(): string | null {
  const saved = safeAppPath(Cookies.get(REDIRECT_COOKIE));
  Cookies.remove(REDIRECT_COOKIE);
  return saved;
}

/** The central login address with a redirect parameter back to `returnTo` (an address of this app). */
export function centralLoginAddress(returnTo: string): string {
  const base = appConfig.centralLoginUrl || '#/login';
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}redirect=${encodeURIComponent(returnTo)}`;
}

/**
 * Stateless link codes for the share and shell-mould download calls: the payload (base64url JSON) and an
 * HMAC-SHA256 over it with the mock's key, so a code cannot be forged or altered and needs no table.
 * ASSUMED: the real backend's codes are opaque strings; their shape here is the mock's own.
 */
import CryptoJS from 'crypto-js';

/** The mock's signing key: demo data, not a secret. */
const KEY = 'dms-mock-link-key-not-a-secret';

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

const signatureOf = (body: string) => CryptoJS.HmacSHA256(body, KEY).toString(CryptoJS.enc.Hex).slice(0, 32);

export function signCode(payload: object): string {
  const body = toBase64Url(JSON.stringify(payload));
  return `${body}.${signatureOf(body)}`;
}

/** The payload of a genuine code, or null. */
export function readCode<T>(code: string): T | null {
  const [body, signature, extra] = code.split('.');
  if (!body || !signature || extra !== undefined || signatureOf(body) !== signature) return null;
  try {
    return JSON.parse(fromBase64Url(body)) as T;
  } catch {
    return null;
  }
}

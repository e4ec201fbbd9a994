/**
 * Helpers for the mock backend's own tests (Vitest, jsdom): call /dms like the app does, solve the captcha
 * and sign in as a demo account. Not used by the handlers.
 */
import { JSEncrypt } from 'jsencrypt';
import { aesEncrypt, captchaAnswer } from '../captcha/service';
import { DEMO_RSA_PUBLIC_KEY } from '../demo-keys';
import { DEMO_ACCOUNTS } from '../db/seed';

export interface Envelope<T = unknown> {
  errno: number;
  errmsg: string;
  code?: string;
  message?: string;
  data: T;
}

export interface CallOptions {
  method?: string;
  token?: string | null;
  body?: unknown;
  lang?: 'en' | 'zh';
  headers?: Record<string, string>;
}

/** Call a relative URL and return the raw Response. A plain object body is sent as JSON. */
export function request(path: string, { method = 'GET', token, body, lang, headers = {} }: CallOptions = {}) {
  const all: Record<string, string> = { ...headers };
  if (token) all.token = token;
  if (lang) all.lang = lang;
  let payload: BodyInit | undefined;
  if (body instanceof Uint8Array) payload = body as unknown as BodyInit;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    all['content-type'] ??= 'application/json';
  }
  return fetch(path, { method, headers: all, body: payload });
}

/** Call and parse the JSON reply. */
export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<Envelope<T>> {
  const response = await request(path, options);
  return (await response.json()) as Envelope<T>;
}

export const post = <T = unknown>(path: string, body: unknown, options: CallOptions = {}) =>
  call<T>(path, { ...options, method: 'POST', body });

let encryptor: JSEncrypt | null = null;
export function encrypt(text: string): string {
  if (!encryptor) {
    encryptor = new JSEncrypt();
    encryptor.setPublicKey(DEMO_RSA_PUBLIC_KEY);
  }
  const cipher = encryptor.encrypt(text);
  if (cipher === false) throw new Error('encryption failed');
  return cipher;
}

/** Solve a slide captcha through /captcha/get and /captcha/check; returns the captchaVerification. */
export async function solveCaptcha(): Promise<string> {
  const get = (await (
    await request('/dms/captcha/get', { method: 'POST', body: { captchaType: 'blockPuzzle', clientUid: 'slider-test', ts: Date.now() } })
  ).json()) as {
    repData: { token: string; secretKey: string };
  };
  const { token, secretKey } = get.repData;
  const answer = captchaAnswer() as { x: number; y: number };
  const plain = JSON.stringify({ x: answer.x, y: 5 });
  const check = (await (
    await request('/dms/captcha/check', {
      method: 'POST',
      body: { captchaType: 'blockPuzzle', pointJson: aesEncrypt(plain, secretKey), token },
    })
  ).json()) as {
    repCode: string;
  };
  if (check.repCode !== '0000') throw new Error(`captcha check failed: ${check.repCode}`);
  return aesEncrypt(`${token}---${plain}`, secretKey);
}

export interface LoginData {
  user: { userId: string; username: string; useraccount: string; userType: string; roles: { roleId: string }[] };
  token: string;
  firstLogin: boolean;
}

export async function login(account: string, password: string, lang?: 'en' | 'zh') {
  const captchaVerification = await solveCaptcha();
  return post<LoginData>(
    '/dms/user/login/outside/',
    { useraccount: encrypt(account), password: encrypt(password), captchaVerification },
    { lang },
  );
}

/** Sign in as a demo account and return its token. */
export async function loginAs(name: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  const { useraccount, password } = DEMO_ACCOUNTS[name];
  const reply = await login(useraccount, password);
  if (reply.errno !== 0) throw new Error(`login as ${name} failed: ${reply.errmsg}`);
  return reply.data.token;
}

/** A multipart/form-data body built by hand (jsdom's File and Node's fetch do not mix). */
export function multipart(
  fields: Record<string, string>,
  files: { field?: string; name: string; content: string | Uint8Array; type?: string }[],
) {
  const boundary = `----dmsTest${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(typeof file.content === 'string' ? encoder.encode(file.content) : file.content);
    parts.push(encoder.encode('\r\n'));
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.length;
  }
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The mock AJ-Captcha server: issues captchas, checks answers and keeps the verification strings the
 * login call redeems. Rules follow the AJ-Captcha protocol (see shared/spec/captcha-and-crypto.md).
 * Time is read from Date.now(), so tests can drive expiry with fake timers.
 */
import CryptoJS from 'crypto-js';
import type { Lang } from '../http';
import { CLICK_COUNT, generateBlockPuzzle, generateClickWord, type Point } from './images';

export type CaptchaType = 'blockPuzzle' | 'clickWord';

export const CAPTCHA_CODES = {
  success: '0000',
  empty: '0011',
  expired: '6110',
  failed: '6111',
  getFailed: '6112',
  getLimit: '6201',
  invalid: '6206',
} as const;

export interface CaptchaReply<T = Record<string, unknown>> {
  repCode: string;
  repMsg: string | null;
  repData: T | null;
  success: boolean;
}

export interface CaptchaGetData {
  originalImageBase64: string;
  jigsawImageBase64?: string;
  token: string;
  secretKey: string;
  wordList?: string[];
}

export interface CaptchaCheckData {
  captchaType: CaptchaType;
  token: string;
  result: true;
}

export interface CaptchaGetRequest {
  captchaType?: string;
  clientUid?: string;
  ts?: number;
}

export interface CaptchaCheckRequest extends CaptchaGetRequest {
  pointJson?: string;
  token?: string;
}

/** The answer to one captcha, in original-image pixels: the gap for a slide, the word centres for a click. */
export type CaptchaAnswer = Point | Point[];

/** Tunable rules; `resetCaptcha` restores these defaults. */
export const DEFAULT_CAPTCHA_SETTINGS = {
  /** Gets per clientUid within one minute before `6201`. */
  getLimitPerMinute: 20,
  tokenLifetimeMs: 2 * 60 * 1000,
  verificationLifetimeMs: 3 * 60 * 1000,
  slideTolerance: 5,
  clickTolerance: 25,
};
export const captchaSettings = { ...DEFAULT_CAPTCHA_SETTINGS };

const SLIDE_Y = 5;
const MINUTE_MS = 60 * 1000;

interface IssuedCaptcha {
  captchaType: CaptchaType;
  secretKey: string;
  answer: CaptchaAnswer;
  expiresAt: number;
}

const issued = new Map<string, IssuedCaptcha>();
/** captchaVerification -> expiry time. */
const verifications = new Map<string, number>();
const getTimes = new Map<string, number[]>();
let lastAnswer: CaptchaAnswer | null = null;

const MESSAGES: Record<string, { en: string; zh: string }> = {
  [CAPTCHA_CODES.expired]: { en: 'The captcha has expired, please get a new one', zh: '验证码已失效，请重新获取' },
  [CAPTCHA_CODES.failed]: { en: 'Verification failed', zh: '验证失败' },
  [CAPTCHA_CODES.getFailed]: { en: 'Failed to get a captcha', zh: '获取验证码失败，请联系管理员' },
  [CAPTCHA_CODES.getLimit]: { en: 'Too many captcha requests, please try again later', zh: 'get接口请求次数超限，请稍后再试!' },
  [CAPTCHA_CODES.invalid]: { en: 'Invalid request, please get a new captcha', zh: '无效请求，请重新获取验证码' },
};

function failure(code: string, lang: Lang, message?: string): CaptchaReply<never> {
  return { repCode: code, repMsg: message ?? MESSAGES[code][lang], repData: null, success: false };
}

function emptyField(field: string, lang: Lang) {
  return failure(CAPTCHA_CODES.empty, lang, lang === 'zh' ? `${field}不能为空` : `${field} must not be empty`);
}

function success<T>(data: T): CaptchaReply<T> {
  return { repCode: CAPTCHA_CODES.success, repMsg: null, repData: data, success: true };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomString(length: number, alphabet = ALPHANUMERIC) {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * AES-128-ECB, PKCS7, UTF-8 key and text, base64 output: the protocol's only cipher. The mock keeps its
 * own copy rather than importing the app's, so that a client-side mistake cannot cancel itself out.
 */
export function aesEncrypt(text: string, key: string): string {
  const options = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };
  return CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(text), CryptoJS.enc.Utf8.parse(key), options).toString();
}

/** Inverse of `aesEncrypt`; null when the text is not valid ciphertext for this key. */
export function aesDecrypt(base64: string, key: string): string | null {
  try {
    const options = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };
    const text = CryptoJS.AES.decrypt(base64, CryptoJS.enc.Utf8.parse(key), options).toString(CryptoJS.enc.Utf8);
    return text || null;
  } catch {
    return null;
  }
}

const isCaptchaType = (value: unknown): value is CaptchaType => value === 'blockPuzzle' || value === 'clickWord';

/** Records this get and tells whether the client is still within its per-minute allowance. */
function withinGetLimit(clientUid: string, now: number) {
  const recent = (getTimes.get(clientUid) ?? []).filter((time) => now - time < MINUTE_MS);
  if (recent.length >= captchaSettings.getLimitPerMinute) {
    getTimes.set(clientUid, recent);
    return false;
  }
  recent.push(now);
  getTimes.set(clientUid, recent);
  return true;
}

function forgetExpired(now: number) {
  for (const [token, captcha] of issued) if (captcha.expiresAt <= now) issued.delete(token);
  for (const [value, expiresAt] of verifications) if (expiresAt <= now) verifications.delete(value);
}

export function getCaptcha(request: CaptchaGetRequest, lang: Lang = 'en'): CaptchaReply<CaptchaGetData> {
  if (!request.captchaType) return emptyField('captchaType', lang);
  if (!isCaptchaType(request.captchaType)) return failure(CAPTCHA_CODES.getFailed, lang);
  const now = Date.now();
  forgetExpired(now);
  // Without a clientUid every anonymous caller shares one allowance, as with a shared IP.
  if (!withinGetLimit(request.clientUid || '', now)) return failure(CAPTCHA_CODES.getLimit, lang);

  const token = randomString(32, '0123456789abcdef');
  const secretKey = randomString(16);
  const expiresAt = now + captchaSettings.tokenLifetimeMs;
  if (request.captchaType === 'blockPuzzle') {
    const images = generateBlockPuzzle();
    lastAnswer = { x: images.gapX, y: SLIDE_Y };
    issued.set(token, { captchaType: 'blockPuzzle', secretKey, answer: lastAnswer, expiresAt });
    return success({
      originalImageBase64: images.originalImageBase64,
      jigsawImageBase64: images.jigsawImageBase64,
      token,
      secretKey,
    });
  }
  const images = generateClickWord();
  lastAnswer = images.points;
  issued.set(token, { captchaType: 'clickWord', secretKey, answer: images.points, expiresAt });
  return success({ originalImageBase64: images.originalImageBase64, token, secretKey, wordList: images.wordList });
}

const isPoint = (value: unknown): value is Point =>
  typeof value === 'object' && value !== null && typeof (value as Point).x === 'number' && typeof (value as Point).y === 'number';

function slidePasses(answer: Point, submitted: unknown) {
  if (!isPoint(submitted)) return false;
  return Math.abs(Math.trunc(submitted.x) - answer.x) <= captchaSettings.slideTolerance && submitted.y === SLIDE_Y;
}

function clickPasses(answer: Point[], submitted: unknown) {
  if (!Array.isArray(submitted) || submitted.length !== CLICK_COUNT || !submitted.every(isPoint)) return false;
  const tolerance = captchaSettings.clickTolerance;
  return answer.every((target, i) => Math.abs(submitted[i].x - target.x) <= tolerance && Math.abs(submitted[i].y - target.y) <= tolerance);
}

export function checkCaptcha(request: CaptchaCheckRequest, lang: Lang = 'en'): CaptchaReply<CaptchaCheckData> {
  if (!request.captchaType) return emptyField('captchaType', lang);
  if (!request.token) return emptyField('token', lang);
  if (!request.pointJson) return emptyField('pointJson', lang);
  const now = Date.now();
  const captcha = issued.get(request.token);
  if (!captcha || captcha.expiresAt <= now) {
    issued.delete(request.token);
    return failure(CAPTCHA_CODES.expired, lang);
  }
  // Any check, passed or failed, uses the token up: the client must get a new captcha.
  issued.delete(request.token);
  if (request.captchaType !== captcha.captchaType) return failure(CAPTCHA_CODES.invalid, lang);

  const plaintext = aesDecrypt(request.pointJson, captcha.secretKey);
  let submitted: unknown;
  try {
    submitted = plaintext === null ? null : JSON.parse(plaintext);
  } catch {
    submitted = null;
  }
  const passed = Array.isArray(captcha.answer) ? clickPasses(captcha.answer, submitted) : slidePasses(captcha.answer, submitted);
  if (!passed || plaintext === null) return failure(CAPTCHA_CODES.failed, lang);

  verifications.set(aesEncrypt(`${request.token}---${plaintext}`, captcha.secretKey), now + captchaSettings.verificationLifetimeMs);
  return success({ captchaType: captcha.captchaType, token: request.token, result: true });
}

/** The login call's side of the protocol: true exactly once per verification, within its lifetime. */
export function consumeCaptchaVerification(verification: string): boolean {
  const expiresAt = verifications.get(verification);
  if (expiresAt === undefined) return false;
  verifications.delete(verification);
  return expiresAt > Date.now();
}

/** The answer to the captcha issued most recently (null before the first), for tests and the demo hook. */
export function captchaAnswer(): CaptchaAnswer | null {
  return lastAnswer;
}

export function resetCaptcha() {
  issued.clear();
  verifications.clear();
  getTimes.clear();
  lastAnswer = null;
  Object.assign(captchaSettings, DEFAULT_CAPTCHA_SETTINGS);
}

/**
 * The two AJ-Captcha calls, POST /captcha/get and /captcha/check, through the captcha client (40 s).
 * Replies come back as the server sent them (`repCode`, `repMsg`, `repData`): no envelope rules, and a
 * failed request is only logged by the client.
 * Assumed from the AJ-Captcha protocol (the product spec names the fields only): `success` in the reply,
 * `secretKey` optional (absent: pointJson travels as plaintext), `repData` of check not used.
 */
import { isAxiosError } from 'axios';
import { captchaClient } from '@/lib/api/clients';

export type CaptchaType = 'blockPuzzle' | 'clickWord';

/** Statuses a gateway answers with when the server behind it is down or too slow (nginx: 502, 503, 504). */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * The captcha server could not be reached: no reply at all, or a gateway's answer for it. The user is told
 * so, not that the verification failed, which would send them to solve it again.
 */
export function isUnreachable(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  return !error.response || GATEWAY_STATUSES.has(error.response.status);
}

export const CAPTCHA_CODES = {
  success: '0000',
  /** Get limit used up: the images are cleared and repMsg shown. */
  getLimit: '6201',
  /** The ordinary wrong answer. */
  failed: '6111',
} as const;

export interface CaptchaReply<T> {
  repCode: string;
  repMsg?: string | null;
  repData?: T | null;
  success?: boolean;
}

export interface CaptchaImage {
  /** Base64 PNG without the `data:` prefix, 310 x 155. */
  originalImageBase64: string;
  /** Slide only: the piece, full picture height. */
  jigsawImageBase64?: string;
  token: string;
  /** 16 characters; when present, pointJson and captchaVerification are AES-encrypted with it. */
  secretKey?: string | null;
  /** Click only: the words to click, in order. */
  wordList?: string[];
}

export interface CaptchaGetRequest {
  captchaType: CaptchaType;
  clientUid: string;
  ts: number;
}

export interface CaptchaCheckRequest extends CaptchaGetRequest {
  pointJson: string;
  token: string;
}

export async function getCaptcha(request: CaptchaGetRequest): Promise<CaptchaReply<CaptchaImage>> {
  const response = await captchaClient.post<CaptchaReply<CaptchaImage>>('/captcha/get', request);
  return response.data;
}

export async function checkCaptcha(request: CaptchaCheckRequest): Promise<CaptchaReply<unknown>> {
  const response = await captchaClient.post<CaptchaReply<unknown>>('/captcha/check', request);
  return response.data;
}

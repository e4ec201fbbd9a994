/**
 * State of one captcha widget: loading -> ready -> checking -> success, or failure (a new picture after a
 * short pause, as a check uses the token up) or error (no picture: 6201, another code or no answer).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { aesEncrypt } from '@/lib/crypto';
import { STORAGE_KEYS } from '@/lib/storage';
import { CAPTCHA_CODES, checkCaptcha, getCaptcha, isUnreachable, type CaptchaImage, type CaptchaType } from './captcha-api';

export type CaptchaPhase = 'loading' | 'ready' | 'checking' | 'success' | 'failure' | 'error';

export interface CaptchaState {
  phase: CaptchaPhase;
  /** The current picture; kept under the spinner while the next one loads, null after an error. */
  image: CaptchaImage | null;
  /** The server's text for a failure or error; null: show the localised default. */
  message: string | null;
  /** The failure or error is that the server could not be reached (its own localised tip). */
  unreachable?: boolean;
}

/** How long a pop-up shows the success tip before closing (spec §4: about 1.5 s). */
export const SUCCESS_CLOSE_DELAY_MS = 1500;
/** How long the failure tip shows before a new picture is fetched (spec §4: 0.7 to 1 s). */
export const FAILURE_REFRESH_DELAY_MS = 800;

/** Version 4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Made when the browser keeps no storage (private mode, storage disabled): one id per page load. */
const pageUids = new Map<CaptchaType, string>();

/**
 * The browser's captcha id, made once per type: `slider-<uuid>` under `slider`, `point-<uuid>` under `point`.
 * Stored as the bare string (not JSON), as the AJ-Captcha reference clients do, so an id they made is reused.
 */
function captchaClientUid(type: CaptchaType): string {
  const key = type === 'blockPuzzle' ? STORAGE_KEYS.slider : STORAGE_KEYS.point;
  const prefix = type === 'blockPuzzle' ? 'slider' : 'point';
  try {
    const saved = localStorage.getItem(key);
    if (saved?.startsWith(`${prefix}-`)) return saved;
    const made = `${prefix}-${randomUuid()}`;
    localStorage.setItem(key, made);
    return made;
  } catch {
    const made = pageUids.get(type) ?? `${prefix}-${randomUuid()}`;
    pageUids.set(type, made);
    return made;
  }
}

/** `token---plaintext`, AES-encrypted with the secret key when the server gave one. */
function captchaVerificationOf(image: CaptchaImage, plaintext: string): string {
  const joined = `${image.token}---${plaintext}`;
  return image.secretKey ? aesEncrypt(joined, image.secretKey) : joined;
}

export interface UseCaptchaOptions {
  type: CaptchaType;
  /** False while a pop-up is closed or closing: pending timers are dropped. */
  active: boolean;
  /** Pause between the success tip and `onVerified` (0: at once). */
  successDelayMs: number;
  onVerified: (captchaVerification: string) => void;
}

export interface UseCaptcha {
  state: CaptchaState;
  /** Throw the current picture away and get a new one (ignored while checking). */
  refresh: () => void;
  /** Check the answer: `plaintext` is the pointJson before encryption. Ignored unless ready. */
  submit: (plaintext: string) => void;
}

/** Fetches a picture when mounted; mount it again (React `key`) for a new type or a new session. */
export function useCaptcha({ type, active, successDelayMs, onVerified }: UseCaptchaOptions): UseCaptcha {
  const [state, setState] = useState<CaptchaState>({ phase: 'loading', image: null, message: null });
  // Mirrors `state` for handlers and tracks the newest request, so that late replies are ignored.
  const session = useRef({ state, request: 0 });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const onVerifiedRef = useRef(onVerified);
  useLayoutEffect(() => {
    onVerifiedRef.current = onVerified;
  });

  const show = useCallback((next: CaptchaState) => {
    session.current.state = next;
    setState(next);
  }, []);

  const later = useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
  }, []);

  const fetchImage = useCallback(() => {
    session.current.request += 1;
    const request = session.current.request;
    getCaptcha({ captchaType: type, clientUid: captchaClientUid(type), ts: Date.now() })
      .then((reply) => {
        if (request !== session.current.request) return;
        if (reply.repCode === CAPTCHA_CODES.success && reply.repData) {
          show({ phase: 'ready', image: reply.repData, message: null });
        } else {
          // 6201 and every other code: no usable picture; say why.
          show({ phase: 'error', image: null, message: reply.repMsg || null });
        }
      })
      .catch((error: unknown) => {
        // Already logged by the captcha client; the tip says it failed, or that the server is out of reach.
        if (request === session.current.request) show({ phase: 'error', image: null, message: null, unreachable: isUnreachable(error) });
      });
  }, [type, show]);

  const refresh = useCallback(() => {
    if (session.current.state.phase === 'checking') return;
    clearTimers();
    show({ phase: 'loading', image: session.current.state.image, message: null });
    fetchImage();
  }, [clearTimers, fetchImage, show]);

  const submit = useCallback(
    (plaintext: string) => {
      const { phase, image } = session.current.state;
      if (phase !== 'ready' || !image) return;
      show({ phase: 'checking', image, message: null });
      const request = session.current.request;
      const failed = (message: string | null, unreachable = false) => {
        show({ phase: 'failure', image, message, unreachable });
        later(refresh, FAILURE_REFRESH_DELAY_MS);
      };
      const pointJson = image.secretKey ? aesEncrypt(plaintext, image.secretKey) : plaintext;
      checkCaptcha({ captchaType: type, pointJson, token: image.token, clientUid: captchaClientUid(type), ts: Date.now() })
        .then((reply) => {
          if (request !== session.current.request) return;
          if (reply.repCode !== CAPTCHA_CODES.success) {
            // A plain wrong answer gets the localised tip; other codes (expired...) the server's words.
            failed(reply.repCode === CAPTCHA_CODES.failed ? null : reply.repMsg || null);
            return;
          }
          show({ phase: 'success', image, message: null });
          const verification = captchaVerificationOf(image, plaintext);
          if (successDelayMs > 0) later(() => onVerifiedRef.current(verification), successDelayMs);
          else onVerifiedRef.current(verification);
        })
        .catch((error: unknown) => {
          if (request === session.current.request) failed(null, isUnreachable(error));
        });
    },
    [type, successDelayMs, show, later, refresh],
  );

  useEffect(() => {
    const current = session.current;
    fetchImage();
    return () => {
      // Unmounted: replies still on their way are ignored.
      current.request += 1;
    };
  }, [fetchImage]);

  useEffect(() => {
    if (!active) clearTimers();
  }, [active, clearTimers]);

  useEffect(() => clearTimers, [clearTimers]);

  return { state, refresh, submit };
}

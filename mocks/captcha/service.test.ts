import { createCipheriv } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Point } from './images';
import {
  aesDecrypt,
  aesEncrypt,
  captchaAnswer,
  captchaSettings,
  checkCaptcha,
  consumeCaptchaVerification,
  getCaptcha,
  resetCaptcha,
  type CaptchaGetData,
  type CaptchaType,
} from './service';

const CLIENT = 'slider-test-client';

function issue(captchaType: CaptchaType, clientUid = CLIENT): CaptchaGetData {
  const reply = getCaptcha({ captchaType, clientUid, ts: Date.now() });
  expect(reply.repCode).toBe('0000');
  return reply.repData!;
}

function submit(captchaType: CaptchaType, captcha: CaptchaGetData, answer: unknown, token = captcha.token) {
  const plaintext = JSON.stringify(answer);
  const reply = checkCaptcha({
    captchaType,
    token,
    clientUid: CLIENT,
    ts: Date.now(),
    pointJson: aesEncrypt(plaintext, captcha.secretKey),
  });
  return { reply, plaintext };
}

const slideAnswer = () => captchaAnswer() as Point;
const clickAnswer = () => captchaAnswer() as Point[];

/** Only the clock moves: timers a screen test of the same worker left behind must not all fire at once. */
const fakeClock = () => vi.useFakeTimers({ toFake: ['Date'] });

beforeEach(() => resetCaptcha());
afterEach(() => {
  vi.useRealTimers();
  resetCaptcha();
});

describe('AES (AES-128-ECB, PKCS7, base64)', () => {
  const nodeAes = (text: string, key: string) => {
    const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
    return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
  };
  const vectors: [string, string][] = [
    ['{"x":123.456,"y":5}', 'BGxdEUOZkXka4HSj'],
    ['', 'aaaaaaaaaaaaaaaa'],
    ['exactly16bytes!!', '0123456789abcdef'],
    ['d1f0c2---[{"x":10,"y":20},{"x":30,"y":40},{"x":50,"y":60}] 中文', 'ZyXwVuTsRqPoNmLk'],
  ];

  it.each(vectors)('equals Node crypto for %j', (text, key) => {
    expect(aesEncrypt(text, key)).toBe(nodeAes(text, key));
  });

  it('decrypts what it encrypts, and refuses a wrong key', () => {
    const cipher = aesEncrypt('{"x":1,"y":5}', 'BGxdEUOZkXka4HSj');
    expect(aesDecrypt(cipher, 'BGxdEUOZkXka4HSj')).toBe('{"x":1,"y":5}');
    expect(aesDecrypt(cipher, 'BGxdEUOZkXka4HSk')).not.toBe('{"x":1,"y":5}');
  });
});

describe('get', () => {
  it('issues a slide puzzle with both images, a token and a 16-character secret key', () => {
    const captcha = issue('blockPuzzle');
    expect(captcha.originalImageBase64).toMatch(/^iVBORw0KGgo/);
    expect(captcha.jigsawImageBase64).toMatch(/^iVBORw0KGgo/);
    expect(captcha.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(captcha.token).toBeTruthy();
    expect(slideAnswer()).toEqual({ x: expect.any(Number), y: 5 });
  });

  it('issues a click captcha with three words and their centres', () => {
    const captcha = issue('clickWord');
    expect(captcha.wordList).toHaveLength(3);
    expect(captcha.jigsawImageBase64).toBeUndefined();
    expect(clickAnswer()).toHaveLength(3);
  });

  it('gives each captcha its own token and key', () => {
    const a = issue('blockPuzzle');
    const b = issue('blockPuzzle');
    expect(a.token).not.toBe(b.token);
    expect(a.secretKey).not.toBe(b.secretKey);
  });

  it('rejects a missing or unknown captchaType', () => {
    expect(getCaptcha({ clientUid: CLIENT }).repCode).toBe('0011');
    expect(getCaptcha({ captchaType: 'rotate', clientUid: CLIENT }).repCode).toBe('6112');
  });

  it('answers 6201 with a message once a client used up its gets for the minute', () => {
    fakeClock();
    captchaSettings.getLimitPerMinute = 3;
    for (let i = 0; i < 3; i += 1) issue('blockPuzzle');
    const limited = getCaptcha({ captchaType: 'blockPuzzle', clientUid: CLIENT, ts: Date.now() });
    expect(limited).toMatchObject({ repCode: '6201', success: false, repData: null });
    expect(limited.repMsg).toBeTruthy();
    expect(getCaptcha({ captchaType: 'blockPuzzle', clientUid: CLIENT }, 'zh').repMsg).toMatch(/超限/);
    // Another client has its own allowance, and the first gets new ones a minute later.
    issue('blockPuzzle', 'slider-someone-else');
    vi.advanceTimersByTime(60_000);
    issue('blockPuzzle');
  });
});

describe('check: slide', () => {
  it.each([
    [0, true],
    [5, true],
    [-5, true],
    [5.9, true],
    [6, false],
    [-6, false],
  ])('gap offset %d passes: %s', (offset, passes) => {
    const captcha = issue('blockPuzzle');
    const { x } = slideAnswer();
    const { reply } = submit('blockPuzzle', captcha, { x: x + offset, y: 5.0 });
    expect(reply.repCode).toBe(passes ? '0000' : '6111');
    expect(reply.success).toBe(passes);
  });

  it('truncates x: 5.9 px short of the gap is 6 px short', () => {
    const captcha = issue('blockPuzzle');
    const { x } = slideAnswer();
    expect(submit('blockPuzzle', captcha, { x: x - 5.9, y: 5 }).reply.repCode).toBe('6111');
  });

  it('needs y == 5', () => {
    const captcha = issue('blockPuzzle');
    expect(submit('blockPuzzle', captcha, { x: slideAnswer().x, y: 6 }).reply.repCode).toBe('6111');
  });

  it('fails on a pointJson that does not decrypt with the key', () => {
    const captcha = issue('blockPuzzle');
    const pointJson = aesEncrypt(JSON.stringify(slideAnswer()), 'wrongwrongwrong1');
    expect(checkCaptcha({ captchaType: 'blockPuzzle', token: captcha.token, pointJson }).repCode).toBe('6111');
  });
});

describe('check: click words', () => {
  const shift = (points: Point[], dx: number, dy: number) => points.map((p) => ({ x: p.x + dx, y: p.y + dy }));

  it.each([
    [0, 0, true],
    [25, -25, true],
    [-25, 25, true],
    [26, 0, false],
    [0, -26, false],
  ])('offset (%d, %d) passes: %s', (dx, dy, passes) => {
    const captcha = issue('clickWord');
    expect(submit('clickWord', captcha, shift(clickAnswer(), dx, dy)).reply.repCode).toBe(passes ? '0000' : '6111');
  });

  it('needs the words in order', () => {
    const captcha = issue('clickWord');
    const [a, b, c] = clickAnswer();
    expect(submit('clickWord', captcha, [b, a, c]).reply.repCode).toBe('6111');
  });

  it('needs exactly three points', () => {
    const captcha = issue('clickWord');
    expect(submit('clickWord', captcha, clickAnswer().slice(0, 2)).reply.repCode).toBe('6111');
  });
});

describe('tokens', () => {
  it('are used up by a failed check', () => {
    const captcha = issue('blockPuzzle');
    const { x } = slideAnswer();
    expect(submit('blockPuzzle', captcha, { x: x + 40, y: 5 }).reply.repCode).toBe('6111');
    expect(submit('blockPuzzle', captcha, { x, y: 5 }).reply.repCode).toBe('6110');
  });

  it('are used up by a passed check', () => {
    const captcha = issue('blockPuzzle');
    const { x } = slideAnswer();
    expect(submit('blockPuzzle', captcha, { x, y: 5 }).reply.repCode).toBe('0000');
    expect(submit('blockPuzzle', captcha, { x, y: 5 }).reply.repCode).toBe('6110');
  });

  it('expire after 2 minutes', () => {
    fakeClock();
    const early = issue('blockPuzzle');
    const earlyX = slideAnswer().x;
    const late = issue('blockPuzzle');
    const lateX = slideAnswer().x;
    vi.advanceTimersByTime(2 * 60_000 - 1);
    expect(submit('blockPuzzle', early, { x: earlyX, y: 5 }).reply.repCode).toBe('0000');
    vi.advanceTimersByTime(1);
    expect(submit('blockPuzzle', late, { x: lateX, y: 5 }).reply.repCode).toBe('6110');
  });

  it('rejects an unknown token, a captchaType other than the issued one, and empty fields', () => {
    const captcha = issue('blockPuzzle');
    const pointJson = aesEncrypt(JSON.stringify(slideAnswer()), captcha.secretKey);
    expect(checkCaptcha({ captchaType: 'blockPuzzle', token: 'nope', pointJson }).repCode).toBe('6110');
    expect(checkCaptcha({ captchaType: 'clickWord', token: captcha.token, pointJson }).repCode).toBe('6206');
    expect(checkCaptcha({ captchaType: 'blockPuzzle', token: captcha.token }).repCode).toBe('0011');
    expect(checkCaptcha({ captchaType: 'blockPuzzle', pointJson }).repCode).toBe('0011');
  });
});

describe('captchaVerification', () => {
  function solveSlide() {
    const captcha = issue('blockPuzzle');
    const { reply, plaintext } = submit('blockPuzzle', captcha, { x: slideAnswer().x + 0.37, y: 5.0 });
    expect(reply.repCode).toBe('0000');
    return aesEncrypt(`${captcha.token}---${plaintext}`, captcha.secretKey);
  }

  it('is accepted exactly once', () => {
    const verification = solveSlide();
    expect(consumeCaptchaVerification(verification)).toBe(true);
    expect(consumeCaptchaVerification(verification)).toBe(false);
  });

  it('is built from the click plaintext too', () => {
    const captcha = issue('clickWord');
    const { plaintext } = submit('clickWord', captcha, clickAnswer());
    expect(consumeCaptchaVerification(aesEncrypt(`${captcha.token}---${plaintext}`, captcha.secretKey))).toBe(true);
  });

  it('expires 3 minutes after the check', () => {
    fakeClock();
    const kept = solveSlide();
    const dropped = solveSlide();
    vi.advanceTimersByTime(3 * 60_000 - 1);
    expect(consumeCaptchaVerification(kept)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(consumeCaptchaVerification(dropped)).toBe(false);
  });

  it('is not accepted for a failed check or an unknown string', () => {
    const captcha = issue('blockPuzzle');
    const { plaintext } = submit('blockPuzzle', captcha, { x: slideAnswer().x + 30, y: 5 });
    expect(consumeCaptchaVerification(aesEncrypt(`${captcha.token}---${plaintext}`, captcha.secretKey))).toBe(false);
    expect(consumeCaptchaVerification('')).toBe(false);
  });

  it('is forgotten by resetCaptcha', () => {
    const verification = solveSlide();
    resetCaptcha();
    expect(consumeCaptchaVerification(verification)).toBe(false);
    expect(captchaAnswer()).toBeNull();
  });
});

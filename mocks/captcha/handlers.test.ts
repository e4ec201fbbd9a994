import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../node';
import { hookHandler } from '../test-hook';
import { captchaHandlers } from './handlers';
import { aesEncrypt, captchaAnswer, consumeCaptchaVerification } from './service';
import type { Point } from './images';

// The hook first (faults and overrides), then these handlers, whether or not the shared list has them yet.
beforeEach(() => server.use(hookHandler, ...captchaHandlers));

async function post(path: string, body: unknown, lang = 'en') {
  const response = await fetch(`http://localhost/dms${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { repCode: string; repMsg: string | null; repData: Record<string, string> | null; success: boolean };
}

describe('captcha handlers', () => {
  it('get and check a slide puzzle over HTTP without a login token', async () => {
    const got = await post('/captcha/get', { captchaType: 'blockPuzzle', clientUid: 'slider-1', ts: Date.now() });
    expect(got).toMatchObject({ repCode: '0000', repMsg: null, success: true });
    const { token, secretKey } = got.repData!;
    const plaintext = JSON.stringify({ x: (captchaAnswer() as Point).x, y: 5.0 });
    const checked = await post('/captcha/check', {
      captchaType: 'blockPuzzle',
      pointJson: aesEncrypt(plaintext, secretKey),
      token,
      clientUid: 'slider-1',
      ts: Date.now(),
    });
    expect(checked).toMatchObject({ repCode: '0000', success: true });
    expect(consumeCaptchaVerification(aesEncrypt(`${token}---${plaintext}`, secretKey))).toBe(true);
  });

  it('answers in the language of the lang header', async () => {
    const empty = await post('/captcha/check', { captchaType: 'blockPuzzle' }, 'zh');
    expect(empty).toMatchObject({ repCode: '0011', success: false, repData: null });
    expect(empty.repMsg).toBe('token不能为空');
    const expired = await post('/captcha/check', { captchaType: 'blockPuzzle', token: 'gone', pointJson: 'x' });
    expect(expired).toMatchObject({ repCode: '6110', repMsg: 'The captcha has expired, please get a new one' });
  });

  it('tolerates a body that is not JSON', async () => {
    const response = await fetch('http://localhost/dms/captcha/get', { method: 'POST', body: 'nonsense' });
    expect(((await response.json()) as { repCode: string }).repCode).toBe('0011');
  });
});

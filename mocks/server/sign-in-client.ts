/**
 * Signing in to the HTTP mock backend as the app does (captcha-and-crypto.md): the slide captcha answered with
 * the test hook's answer, then the RSA-encrypted login. For tests whose subject is not the sign-in screen;
 * the calls go through the global fetch.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { aesEncrypt } from '../captcha/service';
import { DEMO_RSA_PUBLIC_KEY } from '../demo-keys';

const rsa = (text: string) =>
  publicEncrypt({ key: DEMO_RSA_PUBLIC_KEY, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text)).toString('base64');

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const answer = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await answer.json()) as T;
}

/** The slide captcha, solved with the hook's answer: the check's code, and the verification a login carries. */
export async function solveCaptchaOverHttp(base: string): Promise<{ repCode: string; verification: string }> {
  const captcha = await postJson<{ repData: { token: string; secretKey: string } }>(`${base}/dms/captcha/get`, {
    captchaType: 'blockPuzzle',
    clientUid: 'http-client',
    ts: Date.now(),
  });
  const { token, secretKey } = captcha.repData;
  const answer = (await (await fetch(`${base}/__mock__/captcha/answer`)).json()) as { result: { x: number } };
  const point = JSON.stringify({ x: answer.result.x, y: 5 });
  const check = await postJson<{ repCode: string }>(`${base}/dms/captcha/check`, {
    captchaType: 'blockPuzzle',
    pointJson: aesEncrypt(point, secretKey),
    token,
  });
  return { repCode: check.repCode, verification: aesEncrypt(`${token}---${point}`, secretKey) };
}

/** Signs in and returns the session token; throws when the captcha or the login is refused. */
export async function signInOverHttp(base: string, account: string, password: string): Promise<string> {
  const { repCode, verification } = await solveCaptchaOverHttp(base);
  if (repCode !== '0000') throw new Error(`the captcha check answered ${repCode}`);
  const login = await postJson<{ errno: number; data?: { token: string } }>(`${base}/dms/user/login/outside/`, {
    useraccount: rsa(account),
    password: rsa(password),
    captchaVerification: verification,
  });
  if (login.errno !== 0 || !login.data) throw new Error(`the sign-in of ${account} was refused (errno ${login.errno})`);
  return login.data.token;
}

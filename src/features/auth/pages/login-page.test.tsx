import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { JSEncrypt } from 'jsencrypt';
import type { Point } from '@mocks/captcha/images';
import type { CaptchaAnswer } from '@mocks/captcha/service';
import { mockControl } from '@mocks/test-hook';
import { appConfig } from '@/lib/config';
import { getToken } from '@/lib/session';
import { renderApp } from '@tests/render';
import { recordCalls } from '@tests/record-calls';

const LONG = { timeout: 10_000 };
const ENCRYPTION_FAILED = 'Your account and password could not be encrypted. Nothing was sent; please contact the administrator.';

async function fill(label: string, text: string) {
  const field = await screen.findByLabelText(label, undefined, LONG);
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fill in the form, press Sign in and solve the slide puzzle (shown at 400 x 200) with the keyboard. */
async function signIn(account: string, password: string) {
  await fill('Account', account);
  await fill('Password', password);
  await submitAndSolve();
}

/** Press Sign in on the filled form and solve the slide puzzle with the keyboard. */
async function submitAndSolve() {
  await userEvent.click(screen.getByText('Sign in', { selector: 'button, button *' }).closest('button')!);
  const handle = await screen.findByRole('slider', { name: /puzzle slider/i }, LONG);
  await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'), LONG);
  const target = Math.round(((mockControl.captcha.answer() as CaptchaAnswer as Point).x * 400) / 310);
  handle.focus();
  for (let i = 0; i < Math.floor(target / 10); i += 1) fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
  for (let i = 0; i < target % 10; i += 1) fireEvent.keyDown(handle, { key: 'ArrowRight' });
  fireEvent.keyDown(handle, { key: 'Enter' });
}

afterEach(() => {
  vi.restoreAllMocks();
  Cookies.remove('redirect');
});

describe('login: RSA encryption failure', { timeout: 40_000 }, () => {
  async function expectRefusedWithoutSending() {
    expect(await screen.findByText(ENCRYPTION_FAILED, undefined, LONG)).toBeInTheDocument();
  }

  it('shows an error and sends no login when jsencrypt returns false', async () => {
    const encrypt = vi.spyOn(JSEncrypt.prototype, 'encrypt').mockReturnValue(false);
    const { calls, stop } = recordCalls();
    try {
      const { router } = await renderApp('/login');
      await signIn('staff', 'Staff@12345');
      await expectRefusedWithoutSending();
      expect(encrypt).toHaveBeenCalled();
      // The captcha was checked, but no login call left.
      expect(calls).toContain('POST /dms/captcha/check');
      expect(calls.filter((call) => call.includes('/user/login'))).toEqual([]);
      expect(getToken()).toBeNull();
      expect(router.state.location.pathname).toBe('/login');
    } finally {
      stop();
    }
  });

  it('shows an error and sends no login when the input is too long for the key', async () => {
    const { calls, stop } = recordCalls();
    try {
      await renderApp('/login');
      // 50 characters pass the form's length rule, but 150 UTF-8 bytes do not fit a 1024-bit key.
      await signIn('staff', '密'.repeat(50));
      await expectRefusedWithoutSending();
      expect(calls.filter((call) => call.includes('/user/login'))).toEqual([]);
      expect(getToken()).toBeNull();
    } finally {
      stop();
    }
  });
});

describe('login: a bundle without a usable RSA public key', { timeout: 40_000 }, () => {
  const KEY_MISSING = /^This installation has no usable RSA public key \(VITE_RSA_PUBLIC_KEY\)/;
  const configured = appConfig.rsaPublicKey;
  afterEach(() => {
    appConfig.rsaPublicKey = configured;
  });

  it.each([
    ['empty', '', true],
    ['not a key', '-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----', false],
  ])('says so on the sign-in screen (%s) and opens no captcha', async (_kind, key, shownAtOnce) => {
    appConfig.rsaPublicKey = key;
    const { calls, stop } = recordCalls();
    try {
      await renderApp('/login');
      await fill('Account', 'staff');
      if (shownAtOnce) expect(screen.getByRole('alert')).toHaveTextContent(KEY_MISSING);
      await fill('Password', 'Staff@12345');
      await userEvent.click(screen.getByText('Sign in', { selector: 'button, button *' }).closest('button')!);
      expect(await screen.findByText(KEY_MISSING, undefined, LONG)).toBeInTheDocument();
      expect(screen.queryByRole('slider', { name: /puzzle slider/i })).not.toBeInTheDocument();
      expect(calls.filter((call) => call.includes('/captcha/'))).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe('login: where to go next', { timeout: 40_000 }, () => {
  it('goes to the path saved in the redirect cookie', async () => {
    Cookies.set('redirect', '/disk?view=list');
    const { router } = await renderApp('/login');
    await signIn('staff', 'Staff@12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/disk'), LONG);
    expect(router.state.location.search).toBe('?view=list');
    expect(getToken()).not.toBeNull();
    // The target is used once.
    expect(Cookies.get('redirect')).toBeUndefined();
  });

  it('prefers the cookie to the redirect query', async () => {
    Cookies.set('redirect', '/disk');
    const { router } = await renderApp(`/login?redirect=${encodeURIComponent('/logger')}`);
    await signIn('staff', 'Staff@12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/disk'), LONG);
  });

  it.each([
    ['an absolute address', 'https://evil.example/steal'],
    ['a protocol-relative address', '//evil.example/steal'],
  ])('ignores %s in the cookie and goes home', async (_kind, target) => {
    Cookies.set('redirect', target);
    const { router } = await renderApp('/login');
    await signIn('staff', 'Staff@12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), LONG);
    expect(getToken()).not.toBeNull();
  });
});

describe('login: the picture code, where the deployment asks for it', { timeout: 40_000 }, () => {
  const pictureKeys = (calls: string[]) =>
    calls.filter((call) => call.startsWith('GET /dms/user/checkCode/')).map((call) => call.slice('GET /dms/user/checkCode/'.length));

  it('asks for it, sends it with the picture it was read from, and shows a new picture after a failed try', async () => {
    appConfig.pictureCode = true;
    mockControl.pictureCode.require(true);
    let pictures = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:picture-${(pictures += 1)}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { calls, stop } = recordCalls();
    try {
      const { router } = await renderApp('/login');
      expect(await screen.findByRole('img', { name: 'Verification code picture' }, LONG)).toHaveAttribute('src', 'blob:picture-1');

      // Required before any captcha is shown.
      await fill('Account', 'staff');
      await fill('Password', 'Staff@12345');
      await userEvent.click(screen.getByText('Sign in', { selector: 'button, button *' }).closest('button')!);
      expect(await screen.findByText('Verification code required', undefined, LONG)).toBeInTheDocument();
      expect(calls.filter((call) => call.includes('/captcha/'))).toEqual([]);

      // A wrong code: the server's refusal, the field emptied and a new picture under a new key.
      const first = mockControl.pictureCode.answer()!;
      await fill('Verification code', first === 'zzzz' ? 'yyyy' : 'zzzz');
      await submitAndSolve();
      expect(await screen.findByText('The verification code is incorrect. Please try again', undefined, LONG)).toBeInTheDocument();
      await waitFor(
        () => expect(screen.getByRole('img', { name: 'Verification code picture' })).toHaveAttribute('src', 'blob:picture-2'),
        LONG,
      );
      expect(screen.getByLabelText('Verification code')).toHaveValue('');
      const keys = pictureKeys(calls);
      expect(keys).toHaveLength(2);
      expect(keys[0]).not.toBe(keys[1]);

      // Choosing the picture shows another; the code read off the newest one signs in.
      await userEvent.click(screen.getByRole('button', { name: 'Show a new picture' }));
      await waitFor(
        () => expect(screen.getByRole('img', { name: 'Verification code picture' })).toHaveAttribute('src', 'blob:picture-3'),
        LONG,
      );
      await fill('Verification code', mockControl.pictureCode.answer()!);
      await submitAndSolve();
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'), LONG);
    } finally {
      stop();
      appConfig.pictureCode = false;
    }
  });

  it('asks the server for no picture where the deployment does not', async () => {
    const { calls, stop } = recordCalls();
    try {
      await renderApp('/login');
      expect(await screen.findByLabelText('Password', undefined, LONG)).toBeInTheDocument();
      expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
      expect(pictureKeys(calls)).toEqual([]);
    } finally {
      stop();
    }
  });
});

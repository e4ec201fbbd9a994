import type { ReactElement } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enCaptcha from '@locales/en/captcha.json';
import { captchaHandlers } from '@mocks/captcha/handlers';
import { consumeCaptchaVerification, type CaptchaAnswer } from '@mocks/captcha/service';
import type { Point } from '@mocks/captcha/images';
import { server } from '@mocks/node';
import { hookHandler, mockControl } from '@mocks/test-hook';
import { Captcha, type CaptchaProps } from './captcha';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { captcha: enCaptcha } },
    ns: ['captcha'],
    defaultNS: 'captcha',
    interpolation: { escapeValue: false },
  });
});

interface Sent {
  path: string;
  body: Record<string, unknown>;
}
let sent: Sent[] = [];

beforeEach(() => {
  // The hook first (faults and overrides), then the captcha handlers, whether or not the shared list has them yet.
  server.use(hookHandler, ...captchaHandlers);
  sent = [];
  server.events.removeAllListeners('request:start');
  server.events.on('request:start', recordCaptchaCall);
});

// Files of a worker share the mock server (isolate: false): the listener must not outlive this file's
// tests, or it would read the bodies of other files' calls (one sends a body that is not JSON on purpose).
afterEach(() => {
  server.events.removeListener('request:start', recordCaptchaCall);
});

async function recordCaptchaCall({ request }: { request: Request }) {
  const path = new URL(request.url).pathname;
  if (path.startsWith('/dms/captcha/')) sent.push({ path, body: (await request.clone().json()) as Record<string, unknown> });
}

const renderCaptcha = (props: Partial<CaptchaProps> = {}) => {
  const onSuccess = vi.fn<(verification: string) => void>();
  const onClose = vi.fn();
  const ui: ReactElement = <Captcha mode="inline" onSuccess={onSuccess} onClose={onClose} {...props} />;
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return { onSuccess, onClose };
};

const answer = () => mockControl.captcha.answer() as CaptchaAnswer;
const gets = () => sent.filter((s) => s.path === '/dms/captcha/get');

async function readySlider() {
  const handle = await screen.findByRole('slider', { name: /puzzle slider/i });
  await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
  return handle;
}

/** Move the focused handle to `target` displayed pixels with the keyboard, as a keyboard user would. */
function slideTo(handle: HTMLElement, target: number) {
  handle.focus();
  for (let i = 0; i < Math.floor(target / 10); i += 1) fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
  for (let i = 0; i < target % 10; i += 1) fireEvent.keyDown(handle, { key: 'ArrowRight' });
  expect(handle).toHaveAttribute('aria-valuenow', String(target));
}

const status = () => screen.getByRole('status');

describe('slide puzzle', () => {
  it('is solved with the keyboard and emits a verification the login accepts once', async () => {
    const { onSuccess } = renderCaptcha();
    const handle = await readySlider();
    expect(screen.getByRole('img', { name: /puzzle picture/i })).toBeInTheDocument();
    expect(screen.getByText('Slide right to complete the puzzle')).toBeInTheDocument();

    slideTo(handle, (answer() as Point).x);
    fireEvent.keyDown(handle, { key: 'Enter' });

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(status()).toHaveTextContent('Verified');
    const verification = onSuccess.mock.calls[0][0];
    expect(consumeCaptchaVerification(verification)).toBe(true);
    expect(consumeCaptchaVerification(verification)).toBe(false);
  });

  it('sends the clientUid kept under `slider`, the time and an encrypted pointJson', async () => {
    renderCaptcha();
    const handle = await readySlider();
    const uid = localStorage.getItem('slider');
    expect(uid).toMatch(/^slider-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(gets()[0].body).toEqual({ captchaType: 'blockPuzzle', clientUid: uid, ts: expect.any(Number) });

    slideTo(handle, 20);
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() => expect(sent.some((s) => s.path === '/dms/captcha/check')).toBe(true));
    const check = sent.find((s) => s.path === '/dms/captcha/check')!.body;
    expect(check).toMatchObject({ captchaType: 'blockPuzzle', clientUid: uid, token: expect.any(String) });
    expect(check.pointJson).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(check.pointJson).not.toContain('"x"');
  });

  it('scales the dragged distance to the 310-pixel original at a larger picture size', async () => {
    const { onSuccess } = renderCaptcha({ imgSize: { width: 400, height: 200 } });
    const handle = await readySlider();
    expect(handle).toHaveAttribute('aria-valuemax', '360');
    slideTo(handle, Math.round(((answer() as Point).x * 400) / 310));
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(consumeCaptchaVerification(onSuccess.mock.calls[0][0])).toBe(true);
  });

  it('supports Home, End and Shift steps', async () => {
    renderCaptcha();
    const handle = await readySlider();
    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle).toHaveAttribute('aria-valuenow', '270');
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    expect(handle).toHaveAttribute('aria-valuenow', '260');
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows the failure tip after a wrong answer, then fetches a new picture', async () => {
    const { onSuccess } = renderCaptcha();
    const handle = await readySlider();
    const firstPicture = screen.getByRole('img', { name: /puzzle picture/i }).getAttribute('src');
    const { x } = answer() as Point;
    slideTo(handle, x > 100 ? x - 40 : x + 40);
    fireEvent.keyDown(handle, { key: 'Enter' });

    await waitFor(() => expect(status()).toHaveTextContent('Verification failed'));
    await waitFor(() => expect(gets()).toHaveLength(2), { timeout: 3000 });
    await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByRole('img', { name: /puzzle picture/i }).getAttribute('src')).not.toBe(firstPicture);
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('clears the pictures and shows repMsg on 6201', async () => {
    renderCaptcha();
    await readySlider();
    mockControl.override('POST', '/dms/captcha/get', { repCode: '6201', repMsg: 'Too many requests, try again in a minute' });
    fireEvent.click(screen.getByRole('button', { name: 'Get a new picture' }));

    await waitFor(() => expect(status()).toHaveTextContent('Too many requests, try again in a minute'));
    expect(screen.queryByRole('img', { name: /puzzle picture/i })).not.toBeInTheDocument();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the default text for another code without repMsg', async () => {
    mockControl.override('POST', '/dms/captcha/get', { repCode: '6112', repMsg: null });
    renderCaptcha();
    await waitFor(() => expect(status()).toHaveTextContent('Verification failed'));
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('only logs a failed request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockControl.fail('/dms/captcha/get', 'http500');
    renderCaptcha();
    await waitFor(() => expect(status()).toHaveTextContent('Verification failed'));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('server out of reach', () => {
  it('says the server cannot be reached when the picture gets no reply', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockControl.fail('/dms/captcha/get', 'network');
    renderCaptcha();
    await waitFor(() => expect(status()).toHaveTextContent('The server cannot be reached. Please try again later.'));
    warn.mockRestore();
  });

  it('says so too when a gateway answers the check with 502', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderCaptcha();
    const handle = await screen.findByRole('slider');
    await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
    mockControl.override('POST', '/dms/captcha/check', '<html><body>502 Bad Gateway</body></html>', 502);
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() => expect(status()).toHaveTextContent('The server cannot be reached. Please try again later.'));
    warn.mockRestore();
  });
});

describe('click words', () => {
  it('is solved by clicking the words in order', async () => {
    const { onSuccess } = renderCaptcha({ type: 'clickWord' });
    const layer = await screen.findByRole('application', { name: /picture with words/i });
    await waitFor(() => expect(layer).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByText(/^Click in order:/).textContent).toMatch(/^Click in order: \w, \w, \w$/);
    expect(localStorage.getItem('point')).toMatch(/^point-/);

    for (const p of answer() as Point[]) fireEvent.click(layer, { clientX: p.x + 3, clientY: p.y - 2 });

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(consumeCaptchaVerification(onSuccess.mock.calls[0][0])).toBe(true);
  });

  it('is solved with the keyboard crosshair', async () => {
    const { onSuccess } = renderCaptcha({ type: 'clickWord' });
    const layer = await screen.findByRole('application', { name: /picture with words/i });
    await waitFor(() => expect(layer).toHaveAttribute('aria-disabled', 'false'));
    layer.focus();
    let at = { x: 155, y: 77.5 };
    fireEvent.keyDown(layer, { key: 'Enter' }); // shows the crosshair in the middle
    for (const target of answer() as Point[]) {
      const press = (key: string, times: number) => {
        for (let i = 0; i < times; i += 1) fireEvent.keyDown(layer, { key, shiftKey: true });
      };
      const dx = Math.round((target.x - at.x) / 20);
      const dy = Math.round((target.y - at.y) / 20);
      press(dx > 0 ? 'ArrowRight' : 'ArrowLeft', Math.abs(dx));
      press(dy > 0 ? 'ArrowDown' : 'ArrowUp', Math.abs(dy));
      at = { x: Math.min(310, Math.max(0, at.x + dx * 20)), y: Math.min(155, Math.max(0, at.y + dy * 20)) };
      fireEvent.keyDown(layer, { key: ' ' });
    }

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(consumeCaptchaVerification(onSuccess.mock.calls[0][0])).toBe(true);
  });

  it('sends the three points scaled to 310 x 155 and fails on the wrong order', async () => {
    const { onSuccess } = renderCaptcha({ type: 'clickWord', imgSize: { width: 620, height: 310 } });
    const layer = await screen.findByRole('application', { name: /picture with words/i });
    await waitFor(() => expect(layer).toHaveAttribute('aria-disabled', 'false'));
    const [a, b, c] = answer() as Point[];
    for (const p of [b, a, c]) fireEvent.click(layer, { clientX: p.x * 2, clientY: p.y * 2 });

    await waitFor(() => expect(status()).toHaveTextContent('Verification failed'));
    expect(onSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(gets()).toHaveLength(2), { timeout: 3000 });
  });
});

describe('pop mode', () => {
  it('shows the success tip, then closes and emits the verification', async () => {
    const { onSuccess, onClose } = renderCaptcha({ mode: 'pop', open: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Please complete the security check')).toBeInTheDocument();
    const handle = await readySlider();
    slideTo(handle, (answer() as Point).x);
    fireEvent.keyDown(handle, { key: 'Enter' });

    await waitFor(() => expect(status()).toHaveTextContent('Verified'));
    expect(onSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose.mock.invocationCallOrder[0]).toBeLessThan(onSuccess.mock.invocationCallOrder[0]);
    expect(consumeCaptchaVerification(onSuccess.mock.calls[0][0])).toBe(true);
  });

  it('fetches nothing while closed and calls onClose from the close button', async () => {
    const onSuccess = vi.fn();
    const onClose = vi.fn();
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Captcha mode="pop" open={false} onSuccess={onSuccess} onClose={onClose} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gets()).toHaveLength(0);

    rerender(
      <I18nextProvider i18n={i18n}>
        <Captcha mode="pop" open type="clickWord" onSuccess={onSuccess} onClose={onClose} />
      </I18nextProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(gets()).toHaveLength(1));
    expect(gets()[0].body.captchaType).toBe('clickWord');
    fireEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

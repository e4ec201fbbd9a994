/**
 * Signing in for the bench, on either build: the demo build's mock answers the captcha in the page
 * (`window.__DMS_MOCK__`), the HTTP mock backend behind the production stack over its test hook
 * (`POST <mock>/__mock__/captcha/answer`). The steps are the user's, as tests/e2e/sign-in.ts takes them;
 * `signInTimed` also times the sign-in up to the first rows of the folder the user was sent back to.
 */
import type { Page } from 'playwright-core';
import { fillCredentials, loginForm, settledBox } from '@tests/e2e/sign-in';

interface Point {
  x: number;
  y: number;
}

/** Where the captcha's answer comes from: the mock server's address, or the demo build's page. */
export type Backend = { mockUrl: string } | 'in-page';

/** The captcha picture's original width (the protocol's 310 x 155). */
const ORIGINAL_WIDTH = 310;

async function captchaAnswer(page: Page, backend: Backend): Promise<Point> {
  if (backend === 'in-page') return (await page.evaluate(() => window.__DMS_MOCK__!.captcha.answer())) as Point;
  const response = await fetch(`${backend.mockUrl}/__mock__/captcha/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '[]',
  });
  const reply = (await response.json()) as { ok: boolean; result?: Point; error?: string };
  if (!reply.ok || !reply.result) throw new Error(`mock hook captcha/answer: ${reply.error}`);
  return reply.result;
}

/**
 * Credentials typed and Enter pressed, the slide puzzle opened and its answer known: resolves with the
 * drag that solves it, which the caller makes when it is ready to time. `touch`: the drag is a finger's
 * (touch events through CDP, as a phone's screen sends them; the page needs a touch context).
 */
async function prepareSignIn(page: Page, backend: Backend, { account = 'admin', password = 'Admin@12345', touch = false } = {}) {
  await loginForm(page).waitFor({ timeout: 30_000 });
  await fillCredentials(page, account, password);
  await loginForm(page).getByLabel('Password', { exact: true }).press('Enter');
  await page.locator('[role="slider"][aria-disabled="false"]').waitFor({ timeout: 15_000 });
  const pictureBox = await settledBox(page.getByRole('img', { name: /puzzle picture/i }));
  const answer = await captchaAnswer(page, backend);
  const distance = (answer.x * pictureBox.width) / ORIGINAL_WIDTH;
  const box = (await page.getByRole('slider').boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    const at = (x: number) => [{ x, y: start.y, id: 1 }];
    return async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(start.x) });
      for (let step = 1; step <= 10; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(start.x + (distance * step) / 10) });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    };
  }
  return async () => {
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(start.x + (distance * step) / 10, start.y);
    await page.mouse.up();
  };
}

/** Leaves the login screen once the app has drawn the next one. */
async function leftLogin(page: Page) {
  await page.waitForURL((url) => !url.hash.startsWith('#/login'), { timeout: 30_000 });
  await loginForm(page).waitFor({ state: 'detached', timeout: 30_000 });
}

/** Sign in through the login screen of the page's origin (opened at /login unless `route` is null). */
export async function signIn(page: Page, backend: Backend, { route = '/login' as string | null } = {}) {
  if (route) await page.goto(`/#${route}`);
  const drag = await prepareSignIn(page, backend);
  await drag();
  await leftLogin(page);
}

/**
 * Sign-in to the folder's rows, in ms from the slider's release: painted, the captcha's check answered (its
 * success tip shows from then until the sign-in call is sent), sign-in call sent, folder page back.
 */
export interface SignInTiming {
  ms: number;
  captchaChecked: number;
  loginSent: number;
  folderPage: number;
}

/** A file row of the list, or of the phone's compact list (the header and loading rows have no label). */
export const FIRST_FILE_ROW = '[role="grid"] [role="row"][aria-label]';

/**
 * At the login screen with `folderRoute` to go back to (where the app sends a signed-out user who opened
 * it: `/login?redirect=<route>`), sign in, and time from the release of the slider, the user's last action,
 * until the folder's first rows are painted: the captcha check, the sign-in, the rights, the shell and the
 * file list's code and data.
 */
export async function signInTimed(page: Page, backend: Backend, folderRoute: string, { touch = false } = {}): Promise<SignInTiming> {
  // Where a signed-out user who opened the folder lands once the session-expired notice is confirmed.
  await page.goto(`/#/login?redirect=${encodeURIComponent(folderRoute)}`);
  const drag = await prepareSignIn(page, backend, { touch });
  // The page notes the release (capture phase, before the app's handlers) and, from a DOM observer, the
  // moment after the first row has been painted (a task queued from the next animation frame).
  await page.evaluate((rowSelector) => {
    const marks = { released: 0, painted: 0 };
    (window as unknown as { __benchSignIn: typeof marks }).__benchSignIn = marks;
    window.addEventListener('pointerup', () => (marks.released ||= performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!marks.released || !document.querySelector(rowSelector)) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (marks.painted = performance.now());
        channel.port2.postMessage(0);
      });
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }, FIRST_FILE_ROW);
  await drag();
  await page.waitForFunction(() => (window as unknown as { __benchSignIn: { painted: number } }).__benchSignIn.painted > 0, undefined, {
    timeout: 60_000,
    polling: 50,
  });
  // The steps between, from the page's resource timing: the sign-in call sent, the folder's page received.
  return page.evaluate(() => {
    const { released, painted } = (window as unknown as { __benchSignIn: { released: number; painted: number } }).__benchSignIn;
    const calls = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const after = (part: string, end: boolean) => {
      const call = calls.find((entry) => entry.name.includes(part) && entry.startTime >= released);
      return call ? Math.round((end ? call.responseEnd : call.startTime) - released) : NaN;
    };
    return {
      ms: Math.round(painted - released),
      captchaChecked: after('/captcha/check', true),
      loginSent: after('/user/login', false),
      folderPage: after('/files/showPageByDirId', true),
    };
  });
}

/** Acting as a user at the login screen: credentials, then the captcha solved with the mock's answer. */
import { expect, inject } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { SESSIONS_KEY } from '../../mocks/db/store';
import { signInOverHttp } from '../../mocks/server/sign-in-client';
import {
  animationsDone,
  mockHook,
  mockReady,
  newTestContext,
  onStack,
  onStoragePage,
  openApp,
  saveScreenshot,
  SITE_WITHOUT_APP,
  stackMockUrl,
} from './browser';
import { localeText, type Language } from './locale-text';

export const DEMO = {
  admin: { account: 'admin', password: 'Admin@12345' },
  staff: { account: 'staff', password: 'Staff@12345' },
  guest: { account: 'guest', password: 'Guest@12345' },
  newbie: { account: 'newbie', password: 'Newbie@12345' },
} as const;

export type DemoAccount = keyof typeof DEMO;

interface Point {
  x: number;
  y: number;
}

/** The captcha picture's original width and height (the protocol's 310 x 155). */
const ORIGINAL = { width: 310, height: 155 };

/**
 * The box of an element once the pop-up's opening animation has finished: no CSS animation or transition
 * with an end is running in the page any more (on a busy machine an animation can stall between two samples of the
 * box, so comparing boxes alone once let a drag start on a picture still moving).
 */
export async function settledBox(locator: Locator) {
  await animationsDone(locator.page());
  let previous = await locator.boundingBox();
  for (let i = 0; i < 50; i += 1) {
    await locator.page().waitForTimeout(50);
    const current = await locator.boundingBox();
    if (previous && current && current.width === previous.width && current.x === previous.x) return current;
    previous = current;
  }
  throw new Error('the captcha picture never settled');
}

const mockAnswer = <T>(page: Page): Promise<T> => mockHook(page).captchaAnswer<T>();

/**
 * Drag the slider by the distance that puts the piece in the gap, as a mouse user would, or with a finger
 * (`touch`: touch events through CDP, as a phone's screen sends them; the page needs a touch context).
 */
export async function solveSlide(page: Page, { offsetBy = 0, touch = false } = {}) {
  const slider = page.getByRole('slider');
  await page.locator('[role="slider"][aria-disabled="false"]').waitFor();
  const picture = page.getByRole('img', { name: /puzzle picture/i });
  const pictureBox = await settledBox(picture);
  const answer = await mockAnswer<Point>(page);
  const distance = (answer.x * pictureBox.width) / ORIGINAL.width + offsetBy;
  const box = (await slider.boundingBox())!;
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    const at = (x: number) => [{ x, y: startY, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(startX) });
    for (let step = 1; step <= 10; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(startX + (distance * step) / 10) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    return;
  }
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(startX + (distance * step) / 10, startY);
  await page.mouse.up();
}

/**
 * Solve the slide puzzle with the keyboard once it has the focus: Shift+arrow moves 10 px, an arrow 1 px,
 * on the 400-pixel login picture; Enter checks.
 */
export async function solveSlideByKeyboard(page: Page) {
  await page.locator('[role="slider"][aria-disabled="false"]').waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'slider');
  const answer = await mockAnswer<Point>(page);
  const steps = Math.round((answer.x * 400) / ORIGINAL.width);
  for (let i = 0; i < Math.floor(steps / 10); i += 1) await page.keyboard.press('Shift+ArrowRight');
  for (let i = 0; i < steps % 10; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
}

/** Click the three words in order on the picture. */
export async function solveClick(page: Page) {
  const picture = page.getByRole('application', { name: /picture with words/i });
  await page.locator('[role="application"][aria-disabled="false"]').waitFor();
  const box = await settledBox(picture);
  const points = await mockAnswer<Point[]>(page);
  for (const point of points) {
    await page.mouse.click(box.x + (point.x * box.width) / ORIGINAL.width, box.y + (point.y * box.height) / ORIGINAL.height);
  }
}

/**
 * The login screen's form. Fields are looked up inside it: right after a sign-out the address already says
 * /login while the screen being left (which may have an "Account" field of its own) is still drawn.
 */
export const loginForm = (page: Page, language: Language = 'en') =>
  page.locator('form').filter({ has: page.getByRole('button', { name: localeText(language, 'login:submit') }) });

export async function fillCredentials(page: Page, account: string, password: string) {
  const form = loginForm(page);
  await form.getByLabel('Account', { exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(password);
}

/**
 * The address leaves /login before the next screen is drawn (its code loads lazily, and until then the
 * login form stays on the page): wait for both, so the next step never acts on the old screen.
 */
async function leftLogin(page: Page) {
  await page.waitForURL((url) => !url.hash.startsWith('#/login'), { timeout: 20_000 });
  await loginForm(page).waitFor({ state: 'detached', timeout: 20_000 });
}

/**
 * Fail, with a screenshot, when the login form no longer holds what was typed into it: a lost input is the
 * app's bug to see (once seen right after a sign-out), never to be typed over.
 */
async function expectTypedKept(page: Page, account: string, password: string, when: string) {
  const form = loginForm(page);
  if ((await form.count()) === 0) return;
  const held = {
    account: await form.getByLabel('Account', { exact: true }).inputValue(),
    password: await form.getByLabel('Password', { exact: true }).inputValue(),
  };
  if (held.account === account && held.password === password) return;
  const file = await saveScreenshot(page, `sign-in lost input ${account}`);
  throw new Error(
    `the login form lost typed input ${when}: account "${held.account}" (typed "${account}"), ` +
      `password ${held.password === password ? 'kept' : `of ${held.password.length} characters (typed ${password.length})`}; screenshot ${file}`,
  );
}

/** The picture code's field, where the build asks for it (the stack's build does, the demo's does not). */
export const pictureCodeField = (page: Page) => loginForm(page).getByLabel('Verification code', { exact: true });

/** The picture the code is read off (inside a button, whose children are not roles of their own). */
export const pictureCodeImage = (page: Page, language: Language = 'en') =>
  loginForm(page, language).locator(`img[alt="${localeText(language, 'login:pictureCodeImage')}"]`);

/** The code read off the picture shown, once it has loaded (null: the form has no picture code). */
export async function shownPictureCode(page: Page): Promise<string | null> {
  if ((await pictureCodeField(page).count()) === 0) return null;
  await expect.poll(() => pictureCodeImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return mockHook(page).pictureCodeAnswer();
}

/** Fill in the login form and press Enter, which opens the captcha. */
async function submitCredentials(page: Page, account: string, password: string, captcha: 'slide' | 'click') {
  const form = loginForm(page);
  await fillCredentials(page, account, password);
  const code = await shownPictureCode(page);
  if (code !== null) await pictureCodeField(page).fill(code);
  if (captcha === 'click') await form.getByText('Click words').click();
  await expectTypedKept(page, account, password, 'before Enter');
  await form.getByLabel('Password', { exact: true }).press('Enter');
  const popup = page.getByRole(captcha === 'click' ? 'application' : 'slider').first();
  await popup.waitFor({ timeout: 15_000 }).catch(async (error: unknown) => {
    // Say why the captcha did not open: the typed input gone, or (the form intact) something else.
    await expectTypedKept(page, account, password, 'after Enter');
    const file = await saveScreenshot(page, `sign-in no captcha ${account}`);
    throw new Error(`Enter on the login form opened no captcha (screenshot ${file}): ${(error as Error).message}`);
  });
}

/** Sign in through the login screen; resolves once the app has left it. */
export async function signIn(
  page: Page,
  who: keyof typeof DEMO,
  { captcha = 'slide' as 'slide' | 'click', route = '/login', touch = false } = {},
) {
  if (route) await openApp(page, route);
  await submitCredentials(page, DEMO[who].account, DEMO[who].password, captcha);
  if (captcha === 'click') await solveClick(page);
  else await solveSlide(page, { touch });
  await leftLogin(page);
}

/**
 * Sign in with any account and password (a user created in a test, a changed password). Resolves once the
 * app has left the login screen: for a first sign-in that is the forced password change.
 */
export async function signInWith(page: Page, account: string, password: string, { route = '/login' as string | null } = {}) {
  if (route) await openApp(page, route);
  await submitCredentials(page, account, password, 'slide');
  await solveSlide(page);
  await leftLogin(page);
}

/** What a browser holds after signing in (the app's session and the mock's, both in localStorage), per account. */
const signedInStorage = new Map<DemoAccount, { entries: Record<string, string>; at: number }>();

/**
 * A session left alone for 30 minutes ends (spec §8), in the app and in the mock alike: storage older than
 * this is not reused, the account signs in again for this spec file. A long run (a busy machine) passed
 * that age, and every later start landed on the login screen.
 */
const FRESH_FOR_MS = 20 * 60_000;

/** Sign in through the login screen in a context of its own and return what that left in localStorage. */
export async function storageAfterSignIn(browser: Browser, who: DemoAccount) {
  const context = await newTestContext(browser);
  try {
    const first = await context.newPage();
    await signIn(first, who);
    // The day's expiry reminder is done for the account, so tests that start from this
    // storage are not shown it: it is the subject of watermark-reminder.e2e.ts only.
    await first.waitForFunction((account) => JSON.parse(localStorage.getItem('expiryReminder') ?? '{}')[account], DEMO[who].account, {
      timeout: 20_000,
    });
    await mockHook(first).flush();
    return await first.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  } finally {
    await context.close();
  }
}

/**
 * Start signed in, for a test whose subject is not the sign-in (that is `signIn`'s and sign-in.e2e.ts's):
 * the run's global setup signed in through the login screen once per account and kept what that left in
 * localStorage (the app's token, user and rights, and the mock's sessions); an account it did not do is
 * signed in here, once per spec file. Those entries go into this page's origin before the app starts, as a
 * browser that signed in earlier would hold them. The mock's data is still this context's own fresh seed.
 * On the stack the first test of a file to need an account gets a session of the file's server over HTTP and
 * starts with the global setup's entries carrying it. `language` (the app's stored choice) and `storage` (null
 * removes a key) are put in beside them: the app starts in that language and view, without starting twice.
 */
export async function startSignedIn(
  page: Page,
  who: DemoAccount,
  {
    route = '/home',
    backend,
    language,
    storage: extra = {},
  }: { route?: string; backend?: string; language?: Language; storage?: StorageChanges } = {},
) {
  const storage: StorageChanges = language ? { locale: JSON.stringify(language), ...extra } : extra;
  if (onStack) {
    // The file's tests share one server: a session an earlier test left is reused while that server still
    // holds it (a test may have signed it out, or changed the password). A test with a backend of its own
    // names it.
    const server = backend ?? stackMockUrl();
    const key = `${server} ${who}`;
    const earlier = stackStorage.get(key);
    if (earlier && (await stackSessionHeld(earlier))) {
      await putStorage(page, { ...earlier, ...storage }, route);
      await shellReady(page);
      return;
    }
    const demo = inject('signedIn')?.[who];
    if (demo) {
      // The rights and user the demo's sign-in stored are the same seed's; only the session is the server's.
      const entries = withToken(demo.entries, await signInOverHttp(server, DEMO[who].account, DEMO[who].password));
      await putStorage(page, { ...entries, ...storage }, route);
      await shellReady(page);
      stackStorage.set(key, entries);
      return;
    }
    await signIn(page, who);
    const entries = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    stackStorage.set(key, entries);
    if (Object.keys(storage).length > 0) await putStorage(page, { ...entries, ...storage }, route);
    else if (route !== '/home') await page.goto(`/#${route}`);
    await shellReady(page);
    return;
  }
  // The global setup signed in on the demo build; on the stack the file's own server holds the sessions.
  const fresh = (stored?: { at: number }) => stored && Date.now() - stored.at < FRESH_FOR_MS;
  let stored = [inject('signedIn')?.[who], signedInStorage.get(who)].find(fresh);
  if (!stored) {
    stored = { entries: await storageAfterSignIn(page.context().browser()!, who), at: Date.now() };
    signedInStorage.set(who, stored);
  }
  await putStorage(page, { ...stored.entries, ...storage }, route);
  await mockReady(page);
  await shellReady(page);
}

/** The demo's stored sign-in with another session token, and without the demo mock's own sessions. */
function withToken(entries: Record<string, string>, token: string): Record<string, string> {
  const { [SESSIONS_KEY]: _mockSessions, ...app } = entries;
  const stored = JSON.parse(app.token) as { value: string; expire: number };
  return { ...app, token: JSON.stringify({ ...stored, value: token, expire: Date.now() + 30 * 60_000 }) };
}

/** What a stack test's sign-in left in localStorage, per backend and account. */
const stackStorage = new Map<string, Record<string, string>>();

/** The stack's backend still holds the session these entries carry. */
async function stackSessionHeld(entries: Record<string, string>) {
  const token = (JSON.parse(entries.token ?? 'null') as { value?: string } | null)?.value;
  if (!token) return false;
  const answer = await fetch(`${stackMockUrl()}/dms/user/getUserinfo`, { headers: { token } }).catch(() => null);
  const body = (await answer?.json().catch(() => null)) as { errno?: number; data?: unknown } | null;
  return body?.errno === 0 && body.data != null;
}

/** localStorage entries to put in (a string) or take out (null). */
type StorageChanges = Record<string, string | null>;

/** Put `entries` into the page's origin before the app starts, as a browser that signed in earlier holds them. */
async function putStorage(page: Page, entries: StorageChanges, route: string) {
  // The entries are in place before the app reads them; a page cleared for this test is there already.
  if (!onStoragePage(page)) await page.goto(SITE_WITHOUT_APP);
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  }, entries);
  await page.goto(`/#${route}`);
}

/** The signed-in shell is up: its header's user menu, at every width and in either language. */
const shellReady = (page: Page) => page.getByRole('button', { name: /^User menu for | 的用户菜单$/ }).waitFor({ timeout: 30_000 });

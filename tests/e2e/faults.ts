/**
 * Faults on a sample of the screens, shared by faults.e2e.ts (document screens) and faults-admin.e2e.ts
 * (administration): each screen's data call fails through `window.__DMS_MOCK__.fail(...)` in one of four
 * ways, by the screen's place in its list: errno (the server's message), http500 ('Server exception'),
 * network or timeout (the server can't be reached). The message appears, the shell stays (never the route's error page
 * nor a blank screen), and once the fault is cleared the screen recovers through its retry, by itself (the
 * server answered again) or through a reload: its data is shown again.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mockReady, openSelectOption, type E2E } from './browser';
import { startSignedIn } from './sign-in';

type Kind = 'errno' | 'http500' | 'network' | 'timeout';

/** What the screen shows once its data is back: seeded text, or a check of a picker's options. */
type Witness = string | RegExp | ((page: Page) => Promise<void>);

export interface FaultScreen {
  route: string;
  /** The call the screen's content comes from (a path pattern of the mock's hook). */
  pattern: string;
  witness: Witness;
}

/** The picker labelled `label` offers `option` (its options come from the screen's data call). */
const offers = (label: string, option: string) => async (page: Page) => {
  await page.getByRole('main').getByRole('combobox', { name: label }).click();
  await openSelectOption(page, option).first().waitFor();
  await page.keyboard.press('Escape');
};

/**
 * A sample of the screens, one for each kind of failure: they share the query, message and retry code a
 * browser run proves here, and each screen's own failure is a Vitest test of its page.
 */
export const DOCUMENT_SCREENS: FaultScreen[] = [
  { route: '/home', pattern: '/dms/report/*', witness: /Uploads: \d+/ },
  { route: '/disk', pattern: '/dms/files/showPageByDirId*', witness: /Total 12 records/ },
  { route: '/sysOvFileList', pattern: '/dms/files/selectExpireSysFile*', witness: 'Information Security Policy.pdf' },
  { route: '/exportfilelist', pattern: '/dms/file/showSystemListPage/*', witness: 'Emergency Response Plan.pdf' },
];

/** The same sample of the administration screens. */
export const ADMIN_SCREENS: FaultScreen[] = [
  { route: '/teammanage', pattern: '/dms/team/showPage*', witness: 'X200 Core Team' },
  { route: '/rolesPermission', pattern: '/dms/role/list*', witness: offers('Role', 'System manager') },
  { route: '/authConfig', pattern: '/dms/role/list*', witness: offers('Role', 'System manager') },
  { route: '/userAuth', pattern: '/dms/folder/showDirs*', witness: offers('Folder', 'All documents') },
];

/** One kind per screen, in turn: each sweep meets every kind. */
const KINDS: Kind[] = ['errno', 'http500', 'network', 'timeout'];
const UNKNOWN = 'Unknown error, please retry';
const CANT_REACH = "The server can't be reached, trying again";
/** An HTTP 500 without the server's words (spec §8). */
const SERVER_EXCEPTION = 'Server exception';
const MESSAGE: Record<Exclude<Kind, 'errno'>, string> = { http500: SERVER_EXCEPTION, network: CANT_REACH, timeout: CANT_REACH };

async function injectFault(page: Page, pattern: string, kind: Kind, message: string) {
  // After a reload the page's mock (and its hook) starts again: set the fault on the running one.
  await mockReady(page);
  await page.evaluate(
    ([p, k, m]) => {
      window.__DMS_MOCK__!.clear();
      window.__DMS_MOCK__!.fail(p, k as Kind, m);
    },
    [pattern, kind, message] as const,
  );
}

/** The screen shows the text and is still inside the shell, not on the route's error page. */
async function expectMessageInShell(page: Page, text: string) {
  await page.getByText(text).first().waitFor({ timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  expect(await page.getByText('This screen could not be shown').count()).toBe(0);
}

async function expectWitness(page: Page, witness: Witness) {
  if (typeof witness === 'function') await witness(page);
  else await page.getByRole('main').getByText(witness).first().waitFor({ timeout: 20_000 });
}

/** Cleared, the screen recovers: through its own retry where it offers one, else a reload. */
async function recover(page: Page, witness: Witness) {
  await page.evaluate(() => window.__DMS_MOCK__!.clear());
  const retries = page.getByRole('button', { name: /^Retry$/ });
  if ((await retries.count()) === 0) {
    await page.reload();
    await mockReady(page);
  }
  // One click at a time, each followed by its outcome: the button goes once its call answers (taking the
  // buttons of parts that share that call with it), so the next click never races a refetch.
  for (let left = await retries.count(); left > 0; left = await retries.count()) {
    // After an unreachable server the screen may reload by itself first: then the button is gone.
    await retries
      .first()
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        if ((await retries.count()) >= left) throw error;
      });
    await expect.poll(() => retries.count(), { timeout: 20_000 }).toBeLessThan(left);
  }
  await expectWitness(page, witness);
  expect(await page.getByText(UNKNOWN).count()).toBe(0);
  await page.getByText(CANT_REACH).first().waitFor({ state: 'detached', timeout: 20_000 });
  expect(await page.getByText(SERVER_EXCEPTION).count()).toBe(0);
  expect(await page.getByText('This screen could not be shown').count()).toBe(0);
}

/**
 * One test per screen of `screens`, in the calling describe block, signed in as admin: the screen's kind of
 * failure (by its place in the list, so a test's fault does not depend on which ran before) and its message,
 * then the recovery.
 */
export function faultTests(e2e: E2E, screens: FaultScreen[]) {
  for (const [index, { route, pattern, witness }] of screens.entries()) {
    const kind = KINDS[index % KINDS.length];
    it(`${route}: ${kind === 'errno' ? "the server's message" : MESSAGE[kind]}, in the shell, then its data again`, async () => {
      const { page } = e2e;
      const message = `Injected fault on ${route}`;
      // Signed in on another screen, then this one opened as a user opens it: its data is asked for afresh.
      await startSignedIn(page, 'admin', { route: route === '/home' ? '/disk' : '/home' });
      await injectFault(page, pattern, kind, message);
      await page.goto(`/#${route}`);
      await expectMessageInShell(page, kind === 'errno' ? message : MESSAGE[kind]);
      await recover(page, witness);
      expect(e2e.pageErrors).toEqual([]);
    });
  }
}

/**
 * Faults on every screen (issue 9): each screen's data call fails through `window.__DMS_MOCK__.fail(...)`,
 * as errno (the server's message) and as one of the transport kinds (http500, network, timeout: the
 * localised unknown error). The message appears, the shell stays (never the route's error page nor a blank
 * screen), and once the fault is cleared the screen recovers through its retry (or a reload).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mockReady, useBrowser } from './browser';
import { startSignedIn } from './sign-in';

type Kind = 'errno' | 'http500' | 'network' | 'timeout';

/** Each screen with the call its content comes from (a path pattern of the mock's hook). */
const SCREENS: Array<[route: string, pattern: string]> = [
  ['/home', '/dms/report/*'],
  ['/filelist', '/dms/files/showPageByDirId*'],
  ['/disk', '/dms/files/showPageByDirId*'],
  ['/abandonpage', '/dms/files/showVoidPage*'],
  ['/sysOvFileList', '/dms/files/selectExpireSysFile*'],
  ['/logger', '/dms/operationLog/showPage*'],
  ['/exportfilelist', '/dms/file/showSystemListPage/*'],
  ['/OaAcceptingDocuments', '/dms/fileOa/showPage*'],
  ['/plmReceiver', '/dms/plmReceiver/showPage*'],
  ['/outgoingLog', '/dms/outgoingLog/showPage*'],
  ['/housOutLog', '/dms/housOutLog/showPage*'],
  ['/teammanage', '/dms/team/showPage*'],
  ['/role', '/dms/role/showPage*'],
  ['/rolesPermission', '/dms/role/list*'],
  ['/rolesPerson', '/dms/role/list*'],
  ['/authConfig', '/dms/role/list*'],
  ['/rights', '/dms/role/list*'],
  ['/userAuth', '/dms/folder/showDirs*'],
  ['/userInfo', '/dms/user/showPage*'],
  ['/menuSystem', '/dms/menu/showMenu*'],
  ['/template', '/dms/dirTemp/showPage*'],
  ['/department', '/dms/fileParam/getByType/*'],
  ['/area', '/dms/fileParam/getByRid/*'],
  ['/docManage', '/dms/docTemplate/showPage*'],
  ['/fileServer', '/dms/fileServer/showPage*'],
];

const TRANSPORT: Kind[] = ['http500', 'network', 'timeout'];
const UNKNOWN = 'Unknown error, please retry';

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

describe('faults on every screen', () => {
  const e2e = useBrowser();

  it('every screen shows the message of each kind of failure, keeps the shell and recovers', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');
    const failures: string[] = [];
    for (const [index, [route, pattern]] of SCREENS.entries()) {
      const message = `Injected fault on ${route}`;
      const transport = TRANSPORT[index % TRANSPORT.length];
      try {
        // errno: the server's own message.
        // Reloaded, so the screen asks the server afresh rather than showing what an earlier screen cached.
        await injectFault(page, pattern, 'errno', message);
        await page.goto(`/#${route}`);
        await page.reload();
        await expectMessageInShell(page, message);

        // A transport failure: the localised unknown error.
        await injectFault(page, pattern, transport, message);
        await page.reload();
        await expectMessageInShell(page, UNKNOWN);

        // Cleared, the screen recovers: through its own retry where it offers one, else a reload.
        await page.evaluate(() => window.__DMS_MOCK__!.clear());
        const retries = page.getByRole('button', { name: /^Retry$/ });
        if ((await retries.count()) === 0) {
          await page.reload();
          await mockReady(page);
        }
        // One retry can bring back several parts that share a call: the other Retry buttons then go away
        // between counting and clicking, which is no failure (the check below is).
        for (let i = 0; i < 5 && (await retries.count()) > 0; i += 1) await retries.first().click({ timeout: 5_000 }).catch(() => undefined);
        await expect.poll(() => page.getByText(UNKNOWN).count(), { timeout: 20_000 }).toBe(0);
        expect(await page.getByText('This screen could not be shown').count()).toBe(0);
      } catch (error) {
        await page.screenshot({ path: `${process.env.E2E_ARTIFACTS ?? '/tmp/dms-e2e-failures'}/faults${route.replace(/\W/g, '-')}.png` }).catch(() => undefined);
        failures.push(`${route} (${pattern}, errno then ${transport}): ${(error as Error).message.split('\n')[0]}`);
        await mockReady(page).catch(() => undefined);
        await page.evaluate(() => window.__DMS_MOCK__!.clear()).catch(() => undefined);
      }
    }
    expect(failures).toEqual([]);
    expect(e2e.pageErrors).toEqual([]);
  }, 600_000);

  it('an expired session on a screen\'s call clears the session and ends on the login page', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff');
    // A screen in staff's menu: one that is not shows its notice and makes no call (issue 20 point 19).
    await page.evaluate(() => window.__DMS_MOCK__!.fail('/dms/files/showVoidPage*', 'expired'));
    await page.goto('/#/abandonpage');
    await page.waitForURL(/#\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

/** The built-in mock backend in the browser: persistence, reset, and the test hook's faults and overrides. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { signIn } from './sign-in';

const VERSION_PATH = '/dms/versionManagement/selectVersionRecordBySystemName';

async function waitForShell(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('menuitem').first().waitFor();
}

/** Open the version dialog and return the text of the toast it raised. */
async function versionToast(page: Page) {
  await page.getByRole('button', { name: 'Version information' }).click();
  const toast = page.locator('.ant-message-notice').last();
  await toast.waitFor();
  const text = await toast.innerText();
  // Escape closes the dialog once the focus is inside it (antd moves it there when the dialog has opened;
  // on a busy machine that can come after the toast). The next case must find the page free again.
  const dialog = page.getByRole('dialog', { name: 'Version information' });
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // Let the toast go, so the next case reads its own (an unreachable server's notice goes once it answers).
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 30_000 });
  return text.trim();
}

describe('mock backend', () => {
  const e2e = useBrowser();

  it('keeps its data across a reload: the session is still valid', async () => {
    const { page } = e2e;
    await signIn(page, 'admin');
    await waitForShell(page);
    await page.reload();
    await waitForShell(page);
    expect(new URL(page.url()).hash).toBe('#/home');
  });

  it("answers the backend's calls and leaves the app's own files to the server", async () => {
    const { page } = e2e;
    await signIn(page, 'admin');
    await waitForShell(page);
    const seen: Array<{ path: string; fromWorker: boolean }> = [];
    page.on('response', (response) => seen.push({ path: new URL(response.url()).pathname, fromWorker: response.fromServiceWorker() }));
    // Reloaded, the page is in the worker's hands from its first request: its scripts, styles and the
    // screen's data all come after.
    await page.reload();
    await waitForShell(page);
    const backend = seen.filter(({ path }) => path.startsWith('/dms/') || path.startsWith('/authapi/'));
    const files = seen.filter(({ path }) => path.startsWith('/assets/'));
    expect(backend.length).toBeGreaterThan(0);
    expect(backend.filter(({ fromWorker }) => !fromWorker)).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter(({ fromWorker }) => fromWorker)).toEqual([]);
  });

  it('reset() restores the seed: the old session is gone', async () => {
    const { page } = e2e;
    await signIn(page, 'admin');
    await waitForShell(page);
    await page.evaluate(() => window.__DMS_MOCK__!.reset());
    await page.reload();
    // The session the app still holds is unknown to the server now. Either the reload's first call hears
    // so (login page), or a call the shell had under way heard it before the reload, which then finds a
    // session that ran out: the spec's "Login has expired", whose OK leads to the login page.
    const expired = page.getByRole('dialog').filter({ hasText: 'Login has expired' });
    await expect.poll(async () => /#\/login/.test(page.url()) || (await expired.isVisible()), { timeout: 30_000 }).toBe(true);
    if (!/#\/login/.test(page.url())) await expired.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/#\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('fail() with each kind shows the message the rules give, and the screen stays usable', async () => {
    const { page } = e2e;
    await signIn(page, 'admin');
    await waitForShell(page);
    const cases = [
      ['errno', 'Version service is down'],
      ['http500', 'Server exception'],
      ['network', "The server can't be reached, trying again"],
      ['timeout', "The server can't be reached, trying again"],
    ] as const;
    for (const [kind, expected] of cases) {
      await page.evaluate(
        ([path, k]) => {
          window.__DMS_MOCK__!.clear();
          window.__DMS_MOCK__!.fail(path, k, 'Version service is down');
        },
        [VERSION_PATH, kind] as const,
      );
      expect(await versionToast(page)).toBe(expected);
    }
    await page.evaluate(() => window.__DMS_MOCK__!.clear());
    await page.getByRole('button', { name: 'Version information' }).click();
    await page.getByRole('dialog').getByText('Release notes').waitFor();
  });

  it('a * pattern matches whole families of calls, and override() answers canned JSON', async () => {
    const { page } = e2e;
    await signIn(page, 'admin');
    await waitForShell(page);
    await page.evaluate(() =>
      window.__DMS_MOCK__!.override('GET', '/dms/menu/getMenus/*', {
        errno: 0,
        errmsg: '',
        data: [{ menuId: 'x1', menuName: '测试菜单', menuNameEn: 'Canned menu', menuUrl: '/home', menuOrder: 1 }],
      }),
    );
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('menuitem').first().waitFor();
    expect(await nav.getByRole('menuitem').count()).toBe(1);
    await page.evaluate(() => window.__DMS_MOCK__!.fail('/dms/menu/*', 'errno', 'Menus unavailable'));
    await page.reload();
    await page.getByText('Menus unavailable').first().waitFor();
    const retry = page.getByRole('button', { name: 'The menu could not be loaded. Retry' });
    await retry.waitFor();
    await page.evaluate(() => window.__DMS_MOCK__!.clear());
    await retry.click();
    await nav.getByRole('menuitem').nth(3).waitFor();
  });
});

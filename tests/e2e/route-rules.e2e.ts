/**
 * In Chromium, as a user typing addresses: a first sign-in reaches nothing but the
 * password change, whatever is typed, after a reload and in a new tab; a guest typing the address of a
 * screen the menu does not offer is told so and gets no rows, from the app or from the mock backend.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mockReady, useBrowser } from './browser';
import { signIn, startSignedIn } from './sign-in';

/** The addresses newbie types while the first-login password is still to be changed. */
const APP_ROUTES = ['/home', '/filelist', '/disk'];

/** The screens a guest's menu (home and document management) does not offer. */
const OUTSIDE_GUEST_MENU = ['/logger', '/exportfilelist', '/sysOvFileList', '/OaAcceptingDocuments'];

/** Type `route` into the address bar of `page` (a hash change: the running app gets it, as when typed). */
async function typeAddress(page: Page, route: string) {
  await page.goto(`/#${route}`);
}

/** The page has ended on the change-password screen, with nothing of the app around it. */
async function onChangePassword(page: Page) {
  await page.waitForURL((url) => url.hash === '#/changePassword', { timeout: 20_000 });
  await page.getByRole('heading', { name: 'Activate your account' }).waitFor();
  await page.getByLabel('New password').waitFor();
  expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
}

/** What the mock backend answers this page's session for a call (the app's token in the header). */
function errnoOf(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const token = (JSON.parse(localStorage.getItem('token') ?? 'null') as { value?: string } | null)?.value ?? '';
      const response = await fetch(path, {
        method: method ?? 'GET',
        headers: { token, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return ((await response.json()) as { errno: number }).errno;
    },
    { path, ...init },
  );
}

describe('route rules', () => {
  const e2e = useBrowser();

  it('newbie ends on the change-password screen whatever address is typed, after a reload and in a new tab', async () => {
    const { page, context } = e2e;
    await signIn(page, 'newbie');
    await onChangePassword(page);
    // The mock keeps its sessions in IndexedDB: saved now, the reload and the new tab find newbie's.
    await page.evaluate(() => window.__DMS_MOCK__!.flush());

    for (const route of APP_ROUTES) {
      await typeAddress(page, route);
      await onChangePassword(page);
    }

    await page.reload();
    await mockReady(page);
    await onChangePassword(page);
    for (const route of APP_ROUTES) {
      await typeAddress(page, route);
      await onChangePassword(page);
    }

    const tab = await context.newPage();
    for (const route of APP_ROUTES) {
      await tab.goto(`/#${route}`);
      await mockReady(tab);
      await onChangePassword(tab);
    }

    // The backend refuses the session every data call, with the permission errno.
    expect(await errnoOf(tab, '/dms/folder/showDirs')).toBe(403);
    expect(await errnoOf(tab, '/dms/files/showPageByDirId/', { method: 'POST', body: { dirId: '0', current: 1, size: 10 } })).toBe(403);
    expect(await errnoOf(tab, '/dms/menu/getMenus/en')).toBe(403);
    expect(e2e.pageErrors).toEqual([]);
  });

  it('a guest typing the address of a screen the menu does not offer is told so and gets no rows', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'guest');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('menuitem').first().waitFor();
    const notOffered = page.getByText('Your menu does not offer this screen.');

    for (const route of OUTSIDE_GUEST_MENU) {
      // From home each time, so the notice found is the one for this address.
      await typeAddress(page, '/home');
      await page.getByRole('region', { name: 'Recently opened' }).waitFor();
      expect(await notOffered.count()).toBe(0);
      await typeAddress(page, route);
      await notOffered.waitFor();
      await page.getByText('Permission is denied').waitFor();
      expect(new URL(page.url()).hash).toBe(`#${route}`);
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await page.getByRole('row').count()).toBe(0);
    }

    // Nor does the mock backend give the guest those rows.
    expect(await errnoOf(page, '/dms/operationLog/showPage', { method: 'POST', body: { current: 1, size: 10 } })).toBe(403);
    expect(await errnoOf(page, '/dms/file/showSystemListPage/1/10', { method: 'POST', body: {} })).toBe(403);
    expect(await errnoOf(page, '/dms/files/selectExpireSysFile?current=1&size=10')).toBe(403);
    expect(await errnoOf(page, '/dms/fileOa/showPage/', { method: 'POST', body: { current: 1, size: 10 } })).toBe(403);
    expect(e2e.pageErrors).toEqual([]);
  });
});

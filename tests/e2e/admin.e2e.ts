/**
 * Administration in Chromium against the demo build's mock backend: a new user given a role sees
 * that role's menus and folders, and made System manager from another browser while signed in, has system
 * management at the next reload and loses it at the one after the role is taken away (read in Chinese); a new role's permission with inheritance shows on a subfolder; a team's
 * whole lifecycle; a folder template used in the workspace; a document template uploaded and downloaded.
 */
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { animationsDone, demoOnly, newTestContext, openSelectOption, stackJourney, useBrowser } from './browser';
import { localeText, type Language } from './locale-text';
import { loginForm, startSignedIn, signInWith } from './sign-in';

/** Go to a route inside the app without reloading (the mock's state stays in memory and IndexedDB). */
async function go(page: Page, route: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
  await page.waitForURL((url) => url.hash.startsWith(`#${route.split('?')[0]}`));
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** The dialog that is open now (antd keeps closed ones hidden in the page). */
const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

/** Choose an option of an antd Select (or TreeSelect) found by its label. */
async function choose(page: Page, scope: Locator | Page, label: string, option: string, search?: string) {
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  if (search) await box.fill(search);
  const choice = openSelectOption(page, option).last();
  await choice.waitFor();
  await animationsDone(page);
  await choice.click();
}

async function toast(page: Page, text: string) {
  await page.getByText(text).first().waitFor();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Exit system' }).click();
  await page.waitForURL(/#\/login/);
  await loginForm(page).waitFor();
}

const zh = (key: string) => localeText('zh', key);
/** Chinese names of menus, as the server's menu carries them. */
const MENU_ZH = { oa: 'OA收文', system: '系统管理' };
const nav = (page: Page, language: Language = 'en') => page.getByRole('navigation', { name: localeText(language, 'layout:nav.label') });

/** On /rolesPerson with `role` chosen: give it to the user the journey below makes. */
async function giveRole(page: Page, role: string) {
  await page.getByText(/^Total \d+ records?$/).waitFor();
  await page.getByRole('button', { name: 'Add users' }).click();
  const add = dialog(page, `Give ${role} to users`);
  await choose(page, add, 'Users', 'E2E Person (e2euser)', 'e2euser');
  await add.getByRole('button', { name: 'Add users' }).click();
  await toast(page, '1 user now holds the role');
  await page
    .getByRole('table', { name: `Users holding ${role}` })
    .getByText('e2euser')
    .waitFor();
}

async function expandNav(page: Page, language: Language = 'en') {
  await nav(page, language).getByRole('menuitem').first().waitFor();
  const expand = nav(page, language).getByRole('button', { name: localeText(language, 'layout:nav.expand') });
  if (await expand.count()) await expand.click();
}

describe('administration', () => {
  const e2e = useBrowser();

  stackJourney(
    'creates a user, gives it a role, and the user sees the role’s menus and folders; rights given and taken while signed in hold at the next reload',
    async () => {
      const { page } = e2e;
      await startSignedIn(page, 'admin');
      await go(page, '/userInfo');
      await heading(page, 'User management').waitFor();
      await page.getByRole('button', { name: 'New user' }).click();
      const form = dialog(page, 'New user');
      await form.getByLabel('Name', { exact: true }).fill('E2E Person');
      await form.getByLabel('Account', { exact: true }).fill('e2euser');
      await form.getByLabel('Job number').fill('E99001');
      await form.getByLabel('E-mail').fill('e2e@dms.example.com');
      await choose(page, form, 'Department', 'Human Resources');
      await form.getByLabel('Initial password').fill('Start@2026x');
      await form.getByLabel('Confirm password').fill('Start@2026x');
      await form.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The user has been created');

      // Give it the HR specialist role from the role's member list.
      await go(page, '/rolesPerson');
      await heading(page, 'Role members').waitFor();
      await choose(page, page, 'Role', 'HR specialist');
      await giveRole(page, 'HR specialist');
      await signOut(page);

      // First sign-in: the forced password change, then sign in again.
      await signInWith(page, 'e2euser', 'Start@2026x', { route: null });
      await page.waitForURL(/#\/changePassword/);
      await page.getByLabel('New password').fill('Fresh@2026x');
      await page.getByLabel('Confirm password').fill('Fresh@2026x');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/#\/login/);
      await signInWith(page, 'e2euser', 'Fresh@2026x', { route: null });
      await page.waitForURL(/#\/home/);

      // The role's menus, and none of system management.
      await expandNav(page);
      await nav(page).getByRole('link', { name: 'OA received files' }).waitFor();
      expect(await nav(page).getByText('System management').count()).toBe(0);
      expect(await nav(page).getByRole('link', { name: 'Log management' }).count()).toBe(0);
      // The role's folders: HR Confidential is hidden from every role but HR specialists.
      await go(page, '/filelist?dir=6');
      await page.getByRole('grid', { name: 'Files and folders' }).getByRole('row', { name: 'HR Confidential 人事机密, folder' }).waitFor();
      await go(page, '/userInfo');
      await page.getByText('Permission is denied').waitFor();

      // Rights follow the server: the administrator, in another browser, makes the signed-in user System
      // manager; the user's next reload offers system management and its screens work. Taken away again, the
      // next reload offers none of it.
      const adminContext = await newTestContext(e2e.browser);
      try {
        const admin = await adminContext.newPage();
        await startSignedIn(admin, 'admin', { route: '/rolesPerson' });
        await heading(admin, 'Role members').waitFor();
        await choose(admin, admin, 'Role', 'System manager');
        await giveRole(admin, 'System manager');

        // The user reads the rest in Chinese.
        await page.evaluate(() => localStorage.setItem('locale', '"zh"'));
        await page.reload();
        await go(page, '/userInfo');
        await heading(page, zh('routes:userInfo')).waitFor();
        await page.getByRole('table').getByText('e2euser').first().waitFor();
        await expandNav(page, 'zh');
        await nav(page, 'zh').getByText(MENU_ZH.system).waitFor();

        const members = admin.getByRole('table', { name: 'Users holding System manager' });
        await members.getByRole('button', { name: 'Take the role from E2E Person' }).click();
        await dialog(admin, 'Take System manager from E2E Person?').getByRole('button', { name: 'Remove' }).click();
        await toast(admin, 'The role was taken from 1 user');

        await go(page, '/home');
        await page.reload();
        await expandNav(page, 'zh');
        await nav(page, 'zh').getByRole('link', { name: MENU_ZH.oa }).waitFor();
        expect(await nav(page, 'zh').getByText(MENU_ZH.system).count()).toBe(0);
        await go(page, '/userInfo');
        await page.getByText(zh('common:errors.permissionDenied')).waitFor();
      } finally {
        await adminContext.close();
      }
    },
    240_000,
  );

  demoOnly(
    'creates a role and sets its permission; the inheritance shows on a subfolder',
    async () => {
      const { page } = e2e;
      await startSignedIn(page, 'admin');
      await go(page, '/role');
      await heading(page, 'Role management').waitFor();
      await page.getByRole('button', { name: 'New role' }).click();
      const form = dialog(page, 'New role');
      await form.getByLabel('Name (English)').fill('Design reviewer');
      await form.getByLabel('Name (Chinese)').fill('设计审阅');
      await form.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The role has been created');

      await go(page, '/authConfig');
      await heading(page, 'Permission configuration').waitFor();
      await choose(page, page, 'Role', 'Design reviewer');
      const tree = page.getByRole('tree', { name: "Folders with the role's levels" });
      await tree.getByText('R&D', { exact: true }).click();
      await page.getByText('Permission on R&D').waitFor();
      await choose(page, page, 'Directory level', '5 · Change');
      await choose(page, page, 'File level', '30 · Download');
      expect(await page.getByRole('checkbox', { name: 'Inherit: pass down to subfolders' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Save permission' }).click();
      await toast(page, 'The permission has been saved');

      // A subfolder of R&D, found with the folder finder, takes the levels from R&D.
      await choose(page, page, 'Find a folder', 'Drawings', 'Drawings');
      await page.getByText('Permission on Drawings').waitFor();
      const drawings = tree.getByRole('treeitem').filter({ hasText: 'Drawings' }).first();
      await expect.poll(() => drawings.innerText()).toContain('inherited from R&D');
      expect(await drawings.innerText()).toContain('5 · Change');
      expect(await drawings.innerText()).toContain('30 · Download');
      await page.getByText('Comes from').locator('..').getByText('inherited from R&D').waitFor();
    },
    120_000,
  );

  demoOnly(
    'takes a team through its whole lifecycle, with versions and the operation log',
    async () => {
      const { page } = e2e;
      await startSignedIn(page, 'admin');
      await go(page, '/teammanage');
      await heading(page, 'Team management').waitFor();
      await page.getByRole('button', { name: 'New team' }).click();
      const create = dialog(page, 'New team');
      await create.getByRole('button', { name: 'Save' }).click();
      await create.getByText('Please choose the transferor').waitFor();
      await create.getByLabel('Team name').fill('E2E Squad');
      await choose(page, create, 'Transferor', '王磊 (staff)', 'staff');
      await create.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The team has been created');

      await page.getByRole('button', { name: 'Rename E2E Squad' }).click();
      const rename = dialog(page, 'Rename E2E Squad');
      await rename.getByLabel('Team name').fill('E2E Crew');
      await rename.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The team has been saved');

      await page.getByRole('button', { name: 'Details of E2E Crew' }).click();
      const drawer = page.getByRole('dialog').filter({ hasText: 'Team E2E Crew' });
      await drawer.getByRole('button', { name: 'New member' }).click();
      const member = dialog(page, 'New member');
      await choose(page, member, 'User', 'Guest Reader (guest)', 'guest');
      await choose(page, member, 'Role', 'Viewer');
      await choose(page, member, 'Authority', '20 · Collect');
      await member.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The member has been saved');
      await drawer.getByRole('table', { name: 'Members' }).getByText('Guest Reader').waitFor();
      await drawer.getByRole('button', { name: 'Close', exact: true }).click();
      await drawer.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Transfer E2E Crew' }).click();
      const transfer = dialog(page, 'Transfer E2E Crew');
      await choose(page, transfer, 'New transferor', 'Guest Reader (guest)', 'guest');
      await transfer.getByRole('button', { name: 'Transfer' }).click();
      await toast(page, 'The team has been transferred');

      await page.getByRole('button', { name: 'Dissolve E2E Crew' }).click();
      const dissolve = dialog(page, 'Dissolve E2E Crew?');
      await dissolve.getByLabel('Reason').fill('Project finished');
      await dissolve.getByRole('button', { name: 'Dissolve' }).click();
      await toast(page, 'The team has been dissolved');
      const row = page.getByRole('table', { name: 'Teams' }).getByRole('row').filter({ hasText: 'E2E Crew' });
      await row.getByText('Dissolved').waitFor();

      await page.getByRole('button', { name: 'Recover E2E Crew' }).click();
      await page.getByRole('dialog').filter({ hasText: 'Recover the team E2E Crew?' }).getByRole('button', { name: 'Recover' }).click();
      await row.getByText('Active').waitFor();

      await page.getByRole('button', { name: 'Delete E2E Crew' }).click();
      await page.getByRole('dialog').filter({ hasText: 'Delete the team E2E Crew?' }).getByRole('button', { name: 'Delete' }).click();
      await row.getByText('Deleted').waitFor();
      await page.getByRole('button', { name: 'Recover E2E Crew' }).click();
      await page
        .getByRole('dialog')
        .filter({ hasText: 'Recover the team E2E Crew?' })
        .getByRole('button', { name: 'Recover' })
        .last()
        .click();
      await row.getByText('Active').waitFor();

      await page.getByRole('button', { name: 'Details of E2E Crew' }).click();
      const details = page.getByRole('dialog').filter({ hasText: 'Team E2E Crew' });
      await details.getByRole('tab', { name: 'Versions' }).click();
      const versions = details.getByRole('table', { name: 'Team versions' });
      for (const version of ['v1', 'v2', 'v3', 'v4']) await versions.getByText(version, { exact: true }).waitFor();
      await details.getByRole('tab', { name: 'Operation log' }).click();
      const log = details.getByRole('table', { name: 'Operation log' });
      for (const action of ['Created', 'Renamed', 'Member added', 'Transferred', 'Dissolved', 'Recovered', 'Deleted']) {
        await log.getByText(action, { exact: true }).first().waitFor();
      }
    },
    180_000,
  );

  stackJourney(
    'uploads a document template and downloads it under its file name',
    async () => {
      const { page } = e2e;
      await startSignedIn(page, 'admin');
      await go(page, '/docManage');
      await heading(page, 'Document templates').waitFor();
      await page.getByRole('button', { name: /Upload template$/ }).click();
      const form = dialog(page, 'Upload a document template');
      await form.getByLabel('Template name').fill('E2E Checklist');
      await form
        .locator('input[type="file"]')
        .setInputFiles({ name: 'E2E Checklist.txt', mimeType: 'text/plain', buffer: Buffer.from('check me') });
      await form.getByRole('button', { name: 'Upload', exact: true }).click();
      await toast(page, 'The template has been uploaded');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download E2E Checklist' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('E2E Checklist.txt');
    },
    90_000,
  );
});

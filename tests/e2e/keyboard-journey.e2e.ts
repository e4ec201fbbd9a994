/**
 * A keyboard-only journey: sign in, open a folder, upload a file, preview it, the command palette (the
 * folder's Upload, the language switched both ways, a screen typed in Chinese) and sign out, with Tab, arrows, Enter and typing only: no mouse click anywhere. The one thing the keyboard cannot do
 * in a test is pick a file in the operating system's dialog: the chooser opens from the keyboard and the
 * test answers it, as a person would in the dialog.
 */
import { describe, expect, it } from 'vitest';
import type { FileChooser, Locator, Page } from 'playwright-core';
import { activeDescendantName, mockReady, openApp, useBrowser } from './browser';
import { folderTools } from './file-list';
import { localeText as text } from './locale-text';
import { DEMO, solveSlideByKeyboard } from './sign-in';

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** Tab (forwards) until the element has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * From the top of the focused grid (Home), arrow down until the active row's name starts with `name`. The
 * grid keeps its active row while the focus is away, so the row sought may be above it.
 */
async function arrowTo(page: Page, grid: Locator, name: string, max = 60) {
  await page.keyboard.press('Home');
  for (let i = 0; i < max; i += 1) {
    if ((await activeDescendantName(grid))?.startsWith(name)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no row named ${name}`);
}

describe('keyboard only', () => {
  const e2e = useBrowser();

  it('signs in, opens a folder, uploads, previews and signs out without the mouse', async () => {
    const { page, context } = e2e;
    // Listening from the start, so the chooser opened by a key press is never missed.
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));
    await openApp(page, '/login');

    // Sign in: the account, the password, Enter; the slider moves with the arrows and Enter checks it.
    await tabTo(page, page.getByLabel('Account'));
    await page.keyboard.type(DEMO.staff.account);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO.staff.password);
    await page.keyboard.press('Enter');
    await solveSlideByKeyboard(page);
    await page.waitForURL(/#\/home/);

    // Open Document management from the side navigation, then R&D and Working Drafts in the list.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('menuitem').first().waitFor();
    await tabTo(page, nav.getByRole('menuitem', { name: /Document management/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/filelist/);
    const grid = page.getByRole('grid', { name: 'Files and folders' });
    await grid.getByRole('row', { name: 'R&D, folder' }).waitFor();
    await tabTo(page, grid);
    await arrowTo(page, grid, 'R&D, folder');
    await page.keyboard.press('Enter');
    await grid.getByRole('row', { name: /^Working Drafts.*, folder$/ }).waitFor();
    await arrowTo(page, grid, 'Working Drafts');
    await page.keyboard.press('Enter');
    await page.waitForURL(/dir=205/);
    await page.getByRole('navigation', { name: 'Folder path' }).getByText('Working Drafts').waitFor();

    // Upload: the toolbar's Upload, the chooser opened with Enter, the effective date typed, Enter to send.
    const upload = folderTools(page).getByRole('button', { name: 'Upload' });
    await tabTo(page, upload);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog').filter({ hasText: 'Upload to Working Drafts' });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Choose files' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => choosers.length).toBe(1);
    await choosers[0].setFiles({ name: 'keyboard-report.txt', mimeType: 'text/plain', buffer: Buffer.from('typed, not clicked') });
    await dialog.getByRole('listitem', { name: 'keyboard-report.txt' }).getByText('Ready').waitFor();
    await tabTo(page, dialog.getByLabel('Effective date'));
    await page.keyboard.type('2031-01-31');
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: 'Upload (1)' }));
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Uploads' }).getByText('Uploads: 1 of 1 done').waitFor({ timeout: 20_000 });
    const row = grid.getByRole('row', { name: /^keyboard-report\.txt, / });
    await row.waitFor();

    // Preview: Enter on the file's row opens the preview in a new tab, which shows the text.
    await tabTo(page, grid);
    await arrowTo(page, grid, 'keyboard-report.txt');
    const preview = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const tab = await preview;
    await tab.waitForURL(/#\/pdf\?id=/);
    await tab.getByText('typed, not clicked').waitFor();
    await tab.close();

    // The command palette: Ctrl+K runs the folder's Upload, switches the language, and goes to a screen typed
    // in either language.
    await page.bringToFront();
    const palette = (language: 'en' | 'zh') => page.getByRole('combobox', { name: text(language, 'layout:palette.label') });
    const run = async (language: 'en' | 'zh', typed: string, option: string) => {
      await page.keyboard.press('Control+K');
      await palette(language).waitFor();
      expect(await isFocused(palette(language))).toBe(true);
      await page.keyboard.type(typed);
      await page.getByRole('option', { name: option, selected: true }).waitFor();
      await page.keyboard.press('Enter');
      await palette(language).waitFor({ state: 'hidden' });
    };
    await run('en', 'upload', 'Upload');
    const uploadDialog = page.getByRole('dialog').filter({ hasText: 'Upload to ' });
    await uploadDialog.getByRole('button', { name: 'Choose files' }).waitFor();
    await page.keyboard.press('Escape');
    await uploadDialog.waitFor({ state: 'hidden' });
    // The language is switched by a reload: the next Ctrl+K waits for the app in the new language.
    await run('en', 'language', text('en', 'layout:palette.language', { name: '中文' }));
    await page.getByRole('button', { name: / 的用户菜单$/ }).waitFor();
    await mockReady(page);
    await run('zh', '回收', text('zh', 'routes:abandonpage'));
    await page.waitForURL(/#\/abandonpage/);
    await run('zh', 'English', text('zh', 'layout:palette.language', { name: 'English' }));
    await page.getByRole('button', { name: /^User menu for / }).waitFor();
    await mockReady(page);

    // Sign out from the user menu: Enter opens it, the arrows reach Exit, Enter signs out.
    await tabTo(page, page.getByRole('button', { name: /^User menu for / }));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: /Exit/ }) });
    const exit = menu.getByRole('menuitem', { name: /Exit/ });
    // The menu takes the focus a few frames after it opens; arrows pressed before that move nothing.
    await expect.poll(() => isFocused(menu)).toBe(true);
    for (let i = 0; i < 6 && !(await isFocused(exit)); i += 1) await page.keyboard.press('ArrowDown');
    expect(await isFocused(exit)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(e2e.pageErrors).toEqual([]);
  });
});

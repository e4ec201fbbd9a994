/**
 * Undo in Chromium as staff, checked on the server: a file set invalid comes back by the notice's Undo button,
 * and a file moved to another folder comes back by Ctrl+Z pressed outside any text field; after a reload each
 * is still in its folder. The move is made in Chinese, where the notice and its Undo button speak Chinese.
 * Acts as a user does: roles, labels and visible text.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone, mockReady, undoNotice, useBrowser } from './browser';
import { chooseRowAction, fileRowOf, listGrid } from './file-list';
import { localeText, type Language } from './locale-text';
import { startSignedIn } from './sign-in';

/** Working Drafts, where staff holds directory level 7 and file level 50; Project X200, a sibling where staff may put files. */
const WORKING_DRAFTS = { dirId: '205', name: 'Working Drafts' };
const PROJECT_X200 = 'Project X200';

const text = localeText;

/** A toast of antd's message (the undo's result). */
const toast = (page: Page, message: string) => page.locator('.ant-message').getByText(message, { exact: true });

/** Working Drafts is shown with its own rows, not those of the screen before. */
async function workingDraftsShown(page: Page, language: Language) {
  await page
    .getByRole('navigation', { name: text(language, 'workspace:breadcrumb.label') })
    .locator('[aria-current="location"]', { hasText: WORKING_DRAFTS.name })
    .waitFor();
  await expect.poll(() => listGrid(page, language).getAttribute('aria-busy')).toBe('false');
}

/** Reload as a user would; the file is listed in Working Drafts again, as the server holds it. */
async function listedAfterReload(page: Page, language: Language, name: string) {
  await page.reload();
  await mockReady(page);
  await workingDraftsShown(page, language);
  await fileRowOf(page, language, name).waitFor();
}

/** Open a file's row menu and choose `item`. */
const rowMenu = (page: Page, language: Language, name: string, item: string) =>
  chooseRowAction(page, language, fileRowOf(page, language, name), name, item);

describe('undo', () => {
  const e2e = useBrowser();

  it('undoes a file set invalid by its Undo button and, in Chinese, a move by Ctrl+Z; the server keeps both undone', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff', { route: `/filelist?dir=${WORKING_DRAFTS.dirId}` });
    await workingDraftsShown(page, 'en');
    const files = listGrid(page, 'en').locator('[role="row"][aria-label*=" file, "]');
    await files.nth(1).waitFor();
    const [voided, moved] = await files.evaluateAll((rows) =>
      rows.slice(0, 2).map((row) => row.getAttribute('aria-label')!.replace(/, ([A-Z0-9]+ )?file, .*$/, '')),
    );

    // Set invalid with a reason: the file leaves the list, and the notice's Undo brings it back.
    await rowMenu(page, 'en', voided, 'Set invalid…');
    const ask = page.getByRole('dialog').filter({ hasText: `Set file ${voided} invalid` });
    await ask.getByLabel('Reason').fill('Superseded by the next draft');
    await ask.getByRole('button', { name: 'Set invalid' }).click();
    await ask.waitFor({ state: 'hidden' });
    await fileRowOf(page, 'en', voided).waitFor({ state: 'detached' });
    const voidNotice = undoNotice(page, `File ${voided} set invalid`);
    await voidNotice.getByRole('button', { name: 'Undo', exact: true }).click();
    await toast(page, 'Undone').waitFor();
    await voidNotice.waitFor({ state: 'detached' });
    await fileRowOf(page, 'en', voided).waitFor();

    // The header's language menu reloads the app in Chinese: the restored file is listed again, as the server
    // holds it.
    await page.getByRole('button', { name: `${text('en', 'common:language.label')}: English` }).click();
    await page.getByRole('menuitem', { name: text('en', 'common:language.zh') }).click();
    await workingDraftsShown(page, 'zh');
    await fileRowOf(page, 'zh', voided).waitFor();

    // In Chinese, a move to Project X200 through the move dialog, undone by Ctrl+Z.
    await rowMenu(page, 'zh', moved, text('zh', 'transfer:action.move'));
    const move = page.getByRole('dialog').filter({ hasText: text('zh', 'transfer:move.titleOne', { name: moved }) });
    const target = move
      .getByRole('tree', { name: text('zh', 'transfer:move.treeLabel') })
      .getByRole('treeitem', { name: PROJECT_X200, exact: true });
    await target.waitFor();
    await animationsDone(page);
    await target.click();
    await move.getByText(text('zh', 'transfer:move.target', { name: PROJECT_X200 }), { exact: true }).waitFor();
    await move.getByRole('button', { name: text('zh', 'transfer:move.ok') }).click();
    await move.waitFor({ state: 'hidden' });
    await fileRowOf(page, 'zh', moved).waitFor({ state: 'detached' });
    const moveNotice = undoNotice(page, text('zh', 'transfer:move.done_one', { count: 1, name: PROJECT_X200 }));
    await moveNotice.getByText(text('zh', 'common:undo.hint', { seconds: 10 }), { exact: true }).waitFor();
    await moveNotice.getByRole('button', { name: text('zh', 'common:undo.action'), exact: true }).waitFor();

    // The focus in the list, not in a text field: Ctrl+Z is the app's undo there.
    await listGrid(page, 'zh').focus();
    expect(await page.evaluate(() => document.activeElement?.closest('input, textarea, select, [contenteditable]') === null)).toBe(true);
    await page.keyboard.press('Control+z');
    await toast(page, text('zh', 'common:undo.done')).waitFor();
    await moveNotice.waitFor({ state: 'detached' });
    await fileRowOf(page, 'zh', moved).waitFor();
    await listedAfterReload(page, 'zh', moved);
    expect(e2e.pageErrors).toEqual([]);
  });
});

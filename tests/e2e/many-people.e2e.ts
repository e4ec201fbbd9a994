/**
 * Two people on one server (the production stack: nginx and the HTTP mock; the demo's in-browser mock keeps
 * one database per tab, so there is no second person to see). The watcher reads the app in Chinese, the other
 * person in English, so each message is checked in the language of whoever is told:
 *   - the other's new folder and new file appear in the watcher's open folder within the polling interval,
 *     with no reload and no focus;
 *   - a hidden tab asks nothing; the other's rename appears as soon as the watcher's tab is shown again, and
 *     the refresh keeps the list's scroll position and the focused row;
 *   - a rename from a view gone stale tells what changed and overwrites nothing unseen;
 *   - setting invalid a file the other person set invalid, or moved, meanwhile says so in those words, the
 *     dialog closes and the row goes.
 * Playwright's clock moves the watcher's time on; nothing waits on the wall clock.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone, newTestContext, onStack, pickEffectiveDate, undoNotice, useBrowser } from './browser';
import { chooseRowAction, fileRowOf, folderTools, listGrid } from './file-list';
import { localeText as text, type Language } from './locale-text';
import { startSignedIn } from './sign-in';

const FOLDER = { dirId: '204', name: 'Project X200' };
/** A sibling of Project X200 where the other person moves a file. */
const ELSEWHERE = 'Drawings';

const folderRow = (page: Page, language: Language, name: string) =>
  listGrid(page, language).getByRole('row', { name: text(language, 'workspace:list.folderRow', { name }), exact: true });

async function openFolder(page: Page, language: Language) {
  await listGrid(page, language).waitFor({ timeout: 30_000 });
  await page
    .getByRole('navigation', { name: text(language, 'workspace:breadcrumb.label') })
    .locator('[aria-current="location"]', { hasText: FOLDER.name })
    .waitFor();
  await expect.poll(() => listGrid(page, language).getAttribute('aria-busy')).toBe('false');
}

async function createFolder(page: Page, name: string) {
  await folderTools(page).getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `New folder in ${FOLDER.name}` });
  await dialog.getByLabel('Folder name').fill(name);
  await dialog.getByRole('button', { name: 'New folder' }).click();
  await page.getByText(`Folder ${name} created`).waitFor();
}

async function uploadFile(page: Page, name: string) {
  await folderTools(page).getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Upload to ${FOLDER.name}` });
  await dialog
    .getByLabel('Choose files')
    .setInputFiles([{ name, mimeType: 'text/plain', buffer: Buffer.from(`${name} from another desk`) }]);
  await pickEffectiveDate(dialog);
  await dialog.getByRole('button', { name: 'Upload (1)' }).click();
  await page.getByRole('region', { name: 'Uploads' }).getByText('Uploads: 1 of 1 done').waitFor({ timeout: 30_000 });
}

/** Open the rename dialog of a folder row and type the new name (not sent yet). */
async function startRename(page: Page, language: Language, from: string, to: string) {
  await chooseRowAction(page, language, folderRow(page, language, from), from, text(language, 'workspace:folder.rename'));
  const dialog = page.getByRole('dialog', { name: text(language, 'workspace:folder.renameTitle', { name: from }) });
  await dialog.getByLabel(text(language, 'workspace:folder.name')).fill(to);
  return dialog;
}

/** Open the set-invalid dialog of a file row and type the reason (not sent yet). */
async function startSetInvalid(page: Page, language: Language, name: string, reason: string) {
  await chooseRowAction(page, language, fileRowOf(page, language, name), name, text(language, 'workspace:fileVoid.menu'));
  const dialog = page.getByRole('dialog').filter({ hasText: text(language, 'workspace:fileVoid.title', { name }) });
  await dialog.getByRole('textbox').fill(reason);
  return dialog;
}

async function moveFile(page: Page, name: string, to: string) {
  await chooseRowAction(page, 'en', fileRowOf(page, 'en', name), name, 'Move to…');
  const move = page.getByRole('dialog').filter({ hasText: `Move ${name}` });
  const target = move.getByRole('tree', { name: 'Target folder' }).getByRole('treeitem', { name: to, exact: true });
  await target.waitFor();
  await animationsDone(page);
  await target.click();
  await move.getByText(`Move to ${to}`, { exact: true }).waitFor();
  await move.getByRole('button', { name: 'Move here' }).click();
  await move.waitFor({ state: 'hidden' });
}

/** The tab hidden or shown again, as a browser tells the page when the user switches tabs. */
async function setTabVisible(page: Page, visible: boolean) {
  await page.evaluate((shown) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (shown ? 'visible' : 'hidden') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !shown });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, visible);
}

/** The names of the first `count` files of a list (a file row's name reads 'name, [type ]file, size'). */
async function fileNames(page: Page, language: Language, count: number) {
  const file = text(language, 'workspace:list.fileRowNoType', { name: '', size: '' }).split(', ')[1];
  const labels = await listGrid(page, language)
    .locator(`[role="row"][aria-label*="${file}, "]`)
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
  return labels.slice(0, count).map((label) => label.replace(new RegExp(`, [^,]*${file}, [^,]*$`), ''));
}

describe('many people, one server', () => {
  const e2e = useBrowser();

  it.skipIf(!onStack)(
    "shows another user's folder, file and rename without a reload, never overwrites a rename unseen, and names a file set invalid or moved meanwhile",
    { timeout: 180_000 },
    async () => {
      const watcher = e2e.page;
      await watcher.addInitScript(() => localStorage.setItem('locale', '"zh"'));
      await watcher.clock.install();
      await startSignedIn(watcher, 'admin', { route: `/filelist?dir=${FOLDER.dirId}` });
      await openFolder(watcher, 'zh');

      const otherContext = await newTestContext(e2e.browser);
      try {
        const other = await otherContext.newPage();
        await startSignedIn(other, 'admin', { route: `/filelist?dir=${FOLDER.dirId}` });
        await openFolder(other, 'en');

        // A new folder and a new file: there once the polling interval has passed, with no reload and no focus.
        const made = `Made elsewhere ${Date.now()}`;
        await createFolder(other, made);
        await watcher.clock.runFor(10_000);
        await folderRow(watcher, 'zh', made).waitFor({ timeout: 15_000 });
        const sent = `Sent elsewhere ${Date.now()}.txt`;
        await uploadFile(other, sent);
        await watcher.clock.runFor(10_000);
        await fileRowOf(watcher, 'zh', sent).waitFor({ timeout: 15_000 });

        // The watcher's list scrolled, with a row focused: the refresh below keeps both.
        await watcher.setViewportSize({ width: 1280, height: 560 });
        const lastRow = listGrid(watcher, 'zh').getByRole('row').last();
        const lastName = (await lastRow.getAttribute('aria-label'))!.split(', ')[0];
        const focused = lastRow.getByRole('button', { name: lastName, exact: true });
        await focused.scrollIntoViewIfNeeded();
        await focused.focus();
        const where = () =>
          watcher.evaluate(() => {
            let scroller: Element | null = document.querySelector('[role="grid"]');
            while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
            const active = document.activeElement;
            return {
              scrollTop: scroller?.scrollTop ?? 0,
              focused: `${active?.closest('[role="row"]')?.getAttribute('aria-label')} ${active?.textContent}`,
            };
          });
        const before = await where();
        expect(before.scrollTop).toBeGreaterThan(0);
        expect(before.focused).toBe(`${await lastRow.getAttribute('aria-label')} ${lastName}`);

        // A hidden tab asks nothing, however long; shown again, it has the other's rename at once.
        const lists: string[] = [];
        watcher.on('request', (request) => {
          if (request.url().includes('/dms/files/showPageByDirId')) lists.push(request.url());
        });
        await setTabVisible(watcher, false);
        const renamed = `${made} renamed`;
        const otherDialog = await startRename(other, 'en', made, renamed);
        await otherDialog.getByRole('button', { name: 'Rename' }).click();
        await undoNotice(other, `Folder renamed to ${renamed}`).waitFor();
        await watcher.clock.runFor(30_000);
        expect(lists).toEqual([]);
        await folderRow(watcher, 'zh', made).waitFor();
        await setTabVisible(watcher, true);
        await folderRow(watcher, 'zh', renamed).waitFor({ timeout: 15_000 });
        expect(lists.length).toBeGreaterThan(0);
        await expect.poll(() => listGrid(watcher, 'zh').getAttribute('aria-busy')).toBe('false');
        await expect.poll(where).toEqual(before);
        await watcher.setViewportSize({ width: 1280, height: 720 });

        // Two renames from one view: the watcher's dialog was opened on the old name, and is told in Chinese.
        const mine = await startRename(watcher, 'zh', renamed, `${made} mine`);
        const theirs = `${made} theirs`;
        const again = await startRename(other, 'en', renamed, theirs);
        await again.getByRole('button', { name: 'Rename' }).click();
        await undoNotice(other, `Folder renamed to ${theirs}`).waitFor();
        await mine.getByRole('button', { name: text('zh', 'workspace:folder.rename') }).click();
        const ask = watcher.getByRole('dialog', { name: text('zh', 'common:stale.changedTitle', { name: renamed }) });
        await ask.getByText(text('zh', 'common:stale.renamed', { name: theirs })).waitFor();
        await ask.getByRole('button', { name: text('zh', 'common:actions.cancel') }).click();
        await mine.waitFor({ state: 'hidden' });
        // Cancel read the list again: their name is what the server holds; mine was never sent.
        await folderRow(watcher, 'zh', theirs).waitFor({ timeout: 15_000 });
        expect(await folderRow(watcher, 'zh', `${made} mine`).count()).toBe(0);

        // The other's dialog on a file the watcher set invalid meanwhile: told in those words; the row goes.
        const [voided, moved] = await fileNames(watcher, 'zh', 2);
        const otherVoid = await startSetInvalid(other, 'en', voided, 'Withdrawn');
        const watcherVoid = await startSetInvalid(watcher, 'zh', voided, 'Superseded');
        await watcherVoid.getByRole('button', { name: text('zh', 'workspace:fileVoid.ok') }).click();
        await undoNotice(watcher, text('zh', 'workspace:fileVoid.done', { name: voided })).waitFor();
        await otherVoid.getByRole('button', { name: 'Set invalid' }).click();
        await other.getByText(`${voided} was set invalid by someone else.`).first().waitFor();
        await otherVoid.waitFor({ state: 'hidden' });
        await fileRowOf(other, 'en', voided).waitFor({ state: 'detached', timeout: 15_000 });

        // A file the other moved while the watcher's dialog for it was open: the watcher is told where it went.
        const watcherMove = await startSetInvalid(watcher, 'zh', moved, 'Superseded');
        await moveFile(other, moved, ELSEWHERE);
        await watcherMove.getByRole('button', { name: text('zh', 'workspace:fileVoid.ok') }).click();
        await watcher
          .getByText(text('zh', 'common:stale.moved', { name: moved, to: ELSEWHERE }))
          .first()
          .waitFor();
        await watcherMove.waitFor({ state: 'hidden' });
        await fileRowOf(watcher, 'zh', moved).waitFor({ state: 'detached', timeout: 15_000 });
      } finally {
        await otherContext.close();
      }
      expect(e2e.pageErrors).toEqual([]);
    },
  );
});

/**
 * Two people on one server (the production stack: nginx and the HTTP mock; the demo's in-browser mock keeps
 * one database per tab, so there is no second person to see): another user's new folder appears in the open
 * folder within the polling interval with no reload, their rename at once when the window regains focus,
 * a rename from a view gone stale tells what changed and overwrites nothing unseen, and setting invalid a
 * file the other person set invalid meanwhile says so and the row goes. Playwright's clock
 * moves the page's time on; nothing waits on the wall clock.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newTestContext, onStack, undoNotice, useBrowser } from './browser';
import { startSignedIn } from './sign-in';

const FOLDER = { dirId: '204', name: 'Project X200' };
const grid = (page: Page) => page.getByRole('grid', { name: 'Files and folders' });
const folderRow = (page: Page, name: string) => grid(page).getByRole('row', { name: `${name}, folder` });

async function openFolder(page: Page) {
  await grid(page).waitFor({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Folder path' }).locator('[aria-current="location"]', { hasText: FOLDER.name }).waitFor();
  await expect.poll(() => grid(page).getAttribute('aria-busy')).toBe('false');
}

async function createFolder(page: Page, name: string) {
  await page.getByRole('toolbar', { name: 'Folder tools' }).getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'New folder in' });
  await dialog.getByLabel('Folder name').fill(name);
  await dialog.getByRole('button', { name: 'New folder' }).click();
  await page.getByText(`Folder ${name} created`).waitFor();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fileRow = (page: Page, name: string) => grid(page).getByRole('row', { name: new RegExp(`^${escape(name)}, `) });

/** Open the set-invalid dialog of a file row and type the reason (not sent yet). */
async function startSetInvalid(page: Page, name: string, reason: string) {
  await fileRow(page, name)
    .getByRole('button', { name: `More actions on ${name}` })
    .click();
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem', { name: /Set invalid/ })
    .click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Set file ${name} invalid` });
  await dialog.getByRole('textbox').fill(reason);
  return dialog;
}

/** Open the rename dialog of a folder row and type the new name (not sent yet). */
async function startRename(page: Page, from: string, to: string) {
  await folderRow(page, from)
    .getByRole('button', { name: `More actions on ${from}` })
    .click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: `Rename ${from}` });
  await dialog.getByLabel('Folder name').fill(to);
  return dialog;
}

describe('many people, one server', () => {
  const e2e = useBrowser();

  it.skipIf(!onStack)(
    "shows another user's folder and rename without a reload, never overwrites a rename unseen, and names a file set invalid meanwhile",
    { timeout: 180_000 },
    async () => {
      const watcher = e2e.page;
      await watcher.clock.install();
      await startSignedIn(watcher, 'admin', { route: `/filelist?dir=${FOLDER.dirId}` });
      await openFolder(watcher);

      const otherContext = await newTestContext(e2e.browser);
      try {
        const other = await otherContext.newPage();
        await startSignedIn(other, 'admin', { route: `/filelist?dir=${FOLDER.dirId}` });
        await openFolder(other);

        // A new folder: there once the polling interval has passed, with no reload and no focus.
        const made = `Made elsewhere ${Date.now()}`;
        await createFolder(other, made);
        await watcher.clock.runFor(10_000);
        await folderRow(watcher, made).waitFor({ timeout: 15_000 });

        // A rename: there as soon as the window regains focus.
        const renamed = `${made} renamed`;
        const otherDialog = await startRename(other, made, renamed);
        await otherDialog.getByRole('button', { name: 'Rename' }).click();
        await undoNotice(other, `Folder renamed to ${renamed}`).waitFor();
        await watcher.evaluate(() => window.dispatchEvent(new Event('focus')));
        await folderRow(watcher, renamed).waitFor({ timeout: 15_000 });

        // Two renames from one view: the watcher's dialog was opened on the old name.
        const mine = await startRename(watcher, renamed, `${made} mine`);
        const theirs = `${made} theirs`;
        const again = await startRename(other, renamed, theirs);
        await again.getByRole('button', { name: 'Rename' }).click();
        await undoNotice(other, `Folder renamed to ${theirs}`).waitFor();
        await mine.getByRole('button', { name: 'Rename' }).click();
        const ask = watcher.getByRole('dialog', { name: `${renamed} has changed since you saw it` });
        await ask.getByText(`Its name is now ${theirs}.`).waitFor();
        await ask.getByRole('button', { name: 'Cancel' }).click();
        await mine.waitFor({ state: 'hidden' });
        await folderRow(watcher, theirs).waitFor({ timeout: 15_000 });
        await other.reload();
        await openFolder(other);
        await folderRow(other, theirs).waitFor();
        expect(await folderRow(other, `${made} mine`).count()).toBe(0);

        // A file set invalid by the other while the watcher's dialog for it was open: the watcher is told so in
        // those words (not "does not exist", not "permission denied"), the dialog closes and the row goes.
        const firstFile = grid(watcher).locator('[role="row"][aria-label*=" file, "]').first();
        const file = (await firstFile.getAttribute('aria-label'))!.replace(/, [^,]* file, .*$/, '');
        const watcherVoid = await startSetInvalid(watcher, file, 'Superseded');
        const otherVoid = await startSetInvalid(other, file, 'Withdrawn');
        await otherVoid.getByRole('button', { name: /Set invalid/ }).click();
        await other.getByText(`File ${file} set invalid`).first().waitFor();
        await watcherVoid.getByRole('button', { name: /Set invalid/ }).click();
        await watcher.getByText(`${file} was set invalid by someone else.`).first().waitFor();
        await watcherVoid.waitFor({ state: 'hidden' });
        await fileRow(watcher, file).waitFor({ state: 'detached', timeout: 15_000 });
      } finally {
        await otherContext.close();
      }
      expect(e2e.pageErrors).toEqual([]);
    },
  );
});

/**
 * The recycle bin and the overdue system files in Chromium: staff voids a file in the workspace,
 * finds it in the bin with the days left before permanent deletion, restores it and sees it back in its
 * folder; voids another and deletes it permanently after confirming. Restart (a void file back to normal with a
 * reason) by mouse for a selection of two at 1440 px, by keyboard alone on a row, and by touch at 390 px.
 * Acts as a user does: roles, labels and visible text.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  animationsDone,
  demoOnly,
  dmsInPage,
  folderRowsInPage,
  goInApp,
  newTestContext,
  PHONE_SCREEN,
  stackJourney,
  undoNotice,
  useBrowser,
} from './browser';
import { startSignedIn } from './sign-in';

/** Working Drafts: staff holds directory level 7 and file level 50 there. */
const WORKING_DRAFTS = '205';

const grid = (page: Page) => page.getByRole('grid', { name: 'Files and folders' });
const binTable = (page: Page) => page.getByRole('table', { name: 'Recycle bin' });

/** Open Working Drafts and wait until its files are listed; the accessible names of its file rows. */
async function openWorkingDrafts(page: Page): Promise<string[]> {
  await goInApp(page, `/filelist?dir=${WORKING_DRAFTS}`);
  await page.getByRole('navigation', { name: 'Folder path' }).locator('[aria-current="location"]', { hasText: 'Working Drafts' }).waitFor();
  await expect.poll(() => grid(page).getAttribute('aria-busy')).toBe('false');
  await grid(page).locator('[role="row"][aria-label*=" file, "]').first().waitFor();
  return grid(page)
    .locator('[role="row"][aria-label]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? '').filter((label) => / file, /.test(label)));
}

/** Void a file from its row with the Delete key and a reason; resolves once it has left the list. */
async function voidFromWorkspace(page: Page, rowLabel: string) {
  const fileName = rowLabel.split(',')[0];
  await grid(page).getByRole('row', { name: rowLabel }).click();
  await grid(page).focus();
  await page.keyboard.press('Delete');
  const dialog = page.getByRole('dialog').filter({ hasText: `Set file ${fileName} invalid` });
  await dialog.getByLabel('Reason').fill('Replaced by the new issue');
  await dialog.getByRole('button', { name: 'Set invalid' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await grid(page).getByRole('row', { name: rowLabel }).waitFor({ state: 'detached' });
  return fileName;
}

/** The bin's row of the file voided by this test in Working Drafts. */
const binRow = (page: Page, name: string) =>
  binTable(page)
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) })
    .filter({ hasText: 'Working Drafts' })
    .filter({ hasText: 'Replaced by the new issue' });

/** Project X200: admin may do anything there. */
const PROJECT_X200 = '204';

/**
 * Setup, not the subject: the first `count` files of a folder renamed `<prefix> 1.pdf`, … (so that the bin's
 * name filter shows exactly them) and set invalid through the API, as the page's signed-in user; their names.
 */
async function voidThroughApi(page: Page, dirId: string, count: number, prefix: string) {
  const rows = await folderRowsInPage<{ fileId: string; fileType: string; dataType: number }>(page, dirId);
  const names: string[] = [];
  for (const [index, file] of rows
    .filter((r) => r.dataType === 1)
    .slice(0, count)
    .entries()) {
    const renamed = await dmsInPage<{ fileName: string }>(page, '/dms/files/updInfo', {
      fileId: file.fileId,
      fileName: `${prefix} ${index + 1}${file.fileType}`,
    });
    await dmsInPage(page, '/dms/files/del/', { fileId: file.fileId, void: true, reason: 'Replaced by the new issue' });
    names.push(renamed.fileName);
  }
  return names;
}

/** The bin's row of a file by its exact name (the bin shows only this test's files after `searchBin`). */
const binRowNamed = (page: Page, name: string) =>
  binTable(page)
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });

/** Show only the bin's files whose name contains `name`. */
async function searchBin(page: Page, name: string) {
  const filters = page.getByRole('search', { name: 'Filter the recycle bin' });
  await filters.getByLabel('File name').fill(name);
  await filters.getByRole('button', { name: /Search/ }).click();
}

describe('recycle bin and overdue system files', () => {
  const e2e = useBrowser();

  stackJourney(
    'staff voids a file, finds it in the bin, restores it to its folder; deletes another for good after confirming',
    async () => {
      const { page } = e2e;
      await startSignedIn(page, 'staff');
      const [firstLabel, secondLabel] = await openWorkingDrafts(page);
      expect(secondLabel).toBeTruthy();
      const restored = await voidFromWorkspace(page, firstLabel);

      await goInApp(page, '/abandonpage');
      await binTable(page).waitFor();
      await searchBin(page, restored);
      // Other folders may hold void files of the same name: the one voided here has this reason and folder.
      const row = binRow(page, restored);
      await row.waitFor();
      // Voided just now: permanent deletion 3 months from today.
      expect(await row.innerText()).toMatch(/Deleted permanently in (89|90|91|92) days/);
      expect(await row.innerText()).toContain('Replaced by the new issue');
      await row.getByRole('button', { name: `Restore ${restored}` }).click();
      await undoNotice(page, '1 file restored to its folder').waitFor();
      await row.waitFor({ state: 'detached' });

      // Back in its folder: the rows shown from the last visit are read again on opening it, and it comes back.
      await openWorkingDrafts(page);
      await grid(page).locator(`[role="row"][aria-label^="${restored},"]`).waitFor();

      // Another one goes to the bin and then for good, after a confirmation (Cancel first keeps it).
      const gone = await voidFromWorkspace(page, secondLabel);
      await goInApp(page, '/abandonpage');
      await binTable(page).waitFor();
      await searchBin(page, gone);
      const goneRow = binRow(page, gone);
      await goneRow.getByRole('button', { name: `Delete permanently: ${gone}` }).click();
      let confirm = page.getByRole('dialog').filter({ hasText: 'Delete 1 file permanently?' });
      await confirm.getByText('This cannot be undone').waitFor();
      await animationsDone(page);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await goneRow.waitFor();

      await goneRow.getByRole('button', { name: `Delete permanently: ${gone}` }).click();
      confirm = page.getByRole('dialog').filter({ hasText: 'Delete 1 file permanently?' });
      await confirm.getByText('This cannot be undone').waitFor();
      await animationsDone(page);
      await confirm.getByRole('button', { name: 'Delete permanently' }).click();
      await page.getByText('1 file deleted permanently').waitFor();
      await goneRow.waitFor({ state: 'detached' });

      const after = await openWorkingDrafts(page);
      expect(after.some((label) => label.startsWith(`${gone},`))).toBe(false);
      expect(e2e.pageErrors).toEqual([]);
    },
  );

  demoOnly("restart by touch on a 390 px phone: a tap on the row's Restart, a reason, a tap on Restart", { timeout: 120_000 }, async () => {
    const context = await newTestContext(e2e.browser, PHONE_SCREEN);
    try {
      const page = await context.newPage();
      await startSignedIn(page, 'admin', { route: `/filelist?dir=${PROJECT_X200}` });
      const [name] = await voidThroughApi(page, PROJECT_X200, 1, 'Tapped back');
      await goInApp(page, '/abandonpage');
      await binTable(page).waitFor();
      await searchBin(page, name);
      const row = binRowNamed(page, name);
      await animationsDone(page);
      // The held actions cell fills most of the table on a phone: it shows the row's name beside its buttons.
      const named = row.locator('td').last().getByText(name, { exact: true });
      const box = (await named.boundingBox())!;
      expect(box.width).toBeGreaterThan(60);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_SCREEN.viewport.width);
      await row.getByRole('button', { name: `Restart ${name}` }).tap();
      const ask = page.getByRole('dialog').filter({ hasText: `Restart file ${name}` });
      await ask.getByLabel('Reason').fill('Found on the shop floor');
      await animationsDone(page);
      await ask.getByRole('button', { name: 'Restart' }).tap();
      await page.getByText('1 file restarted in its folder').first().waitFor();
      await row.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

/**
 * A file's actions by mouse and by touch, in Chromium as admin: on a 390 px touch screen the file menu by a
 * long press on a card and by its visible "more" button; the effective date from the row menu and for a
 * selection; a batch set invalid at 1440 px where the server refuses one file of three.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { folderRowsInPage, mockHook, newTestContext, PHONE_SCREEN, reportingFailure, useBrowser } from './browser';
import { escapeRegExp } from './file-list';
import { startSignedIn } from './sign-in';

const PROJECT_X200 = '204';

async function setInvalid(page: Page, fileName: string, reason: string) {
  await page.getByRole('menuitem', { name: /Set invalid/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Set file ${fileName} invalid` });
  await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: /Set invalid/ }).click();
  await page.getByRole('status', { name: 'Announcements' }).getByText(`File ${fileName} set invalid`).waitFor({ state: 'attached' });
}

/** The file name of a row or card, from its accessible name ('name, TYPE file, size'). */
const nameOf = async (row: Locator) => (await row.getAttribute('aria-label'))!.replace(/, [^,]* file, .*$/, '');

/** The id of a file of the folder, read from the folder's page as the app reads it (signed in, in the page). */
const fileIdOf = async (page: Page, dirId: string, fileName: string) =>
  (await folderRowsInPage<{ fileId: string; fileName: string }>(page, dirId)).find((record) => record.fileName === fileName)!.fileId;

/** A long press by touch in the middle of `target`: held until the row menu shows, then lifted. */
async function longPress(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page
    .getByRole('menuitem', { name: /Operation log/ })
    .waitFor()
    .catch(async (error: Error) => {
      // Whether the layout moved under the finger after the target was measured.
      const under = await page.evaluate(({ x, y }) => {
        const element = document.elementFromPoint(x, y);
        return element
          ? `<${element.tagName.toLowerCase()}> in ${element.closest('[role="row"]')?.getAttribute('aria-label') ?? 'no row'}`
          : 'nothing';
      }, point);
      error.message += `\nunder the finger now: ${under}`;
      throw error;
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The names of the list's first `count` files once they are drawn, and a locator of a file's row by name. */
async function firstFiles(page: Page, count: number) {
  const grid = page.getByRole('grid', { name: 'Files and folders' });
  const fileRows = grid.locator('[role="row"][aria-label*=" file, "]');
  await fileRows.first().waitFor();
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) names.push(await nameOf(fileRows.nth(i)));
  const rowOf = (name: string) => grid.getByRole('row', { name: new RegExp(`^${escapeRegExp(name)},`) });
  return { names, rowOf };
}

describe('file actions by mouse and touch', () => {
  const e2e = useBrowser();

  it('sets three selected files invalid with one reason; the one the server refuses is named and stays selected', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1440, height: 900 });
    await startSignedIn(page, 'admin', { route: `/filelist?dir=${PROJECT_X200}` });
    const { names, rowOf } = await firstFiles(page, 3);
    // The server refuses the second file only; the calls for the other two go through.
    const refused = names[1];
    await mockHook(page).fail('/dms/files/del/', 'errno', 'File locked for audit', { fileId: await fileIdOf(page, PROJECT_X200, refused) });

    for (const name of names) await rowOf(name).getByRole('checkbox').check();
    await page.getByText('3 selected').waitFor();
    await page.getByRole('button', { name: /Set 3 files invalid/ }).click();
    const ask = page.getByRole('dialog').filter({ hasText: 'Set 3 files invalid' });
    await ask.getByRole('textbox').fill('Audit clean-up');
    await ask.getByRole('button', { name: /Set invalid/ }).click();

    const report = page.getByRole('dialog').filter({ hasText: '1 file was not set invalid' });
    await report.getByText('Set invalid: 2. Failed: 1. The files that failed stay selected.').waitFor();
    const failed = report.getByRole('list', { name: 'Files that were not set invalid' });
    expect(await failed.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining(refused)]);
    await failed.getByText('File locked for audit').waitFor();
    await report.getByRole('button', { name: 'Close' }).last().click();
    await report.waitFor({ state: 'detached' });

    // The two that went through leave the list; the refused one is still there and still selected.
    await rowOf(names[0]).waitFor({ state: 'detached' });
    await rowOf(names[2]).waitFor({ state: 'detached' });
    expect(await rowOf(refused).getByRole('checkbox').isChecked()).toBe(true);
    await page.getByText('1 selected').waitFor();
  });

  it('on a 390 px touch screen: a long press on a card, or its "more" button, opens the file menu', async () => {
    const context = await newTestContext(e2e.browser, PHONE_SCREEN);
    const page = await context.newPage();
    try {
      await reportingFailure(page, 'failed 390 px long press', async () => {
        await startSignedIn(page, 'admin', { route: `/disk?dir=${PROJECT_X200}` });
        const cards = page.getByRole('grid').locator('[role="row"][aria-label*=" file, "]');
        const first = cards.first();
        const firstName = await nameOf(first);
        await first.scrollIntoViewIfNeeded();
        await longPress(page, first.getByText(firstName, { exact: true }));
        await setInvalid(page, firstName, 'Superseded on the shop floor');

        await expect.poll(() => nameOf(cards.first())).not.toBe(firstName);
        const second = cards.first();
        const secondName = await nameOf(second);
        await second.getByRole('button', { name: `More actions on ${secondName}` }).tap();
        await page.getByRole('menuitem', { name: /Operation log/ }).waitFor();
        await setInvalid(page, secondName, 'Audit');
      });
    } finally {
      await context.close();
    }
  });
});

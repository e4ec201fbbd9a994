/**
 * A file's actions by mouse and by touch (issue 15 point 1), in Chromium as admin: set invalid from the
 * right-click menu at 1440 px, and on a 390 px touch screen by a long press on a card and by its visible
 * "more" button.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, useBrowser } from './browser';
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

/** A long press by touch in the middle of `target`: held until the row menu shows, then lifted. */
async function longPress(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.getByRole('menuitem', { name: /Operation log/ }).waitFor();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('file actions by mouse and touch', () => {
  const e2e = useBrowser();

  it('sets a file invalid from its right-click menu', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1440, height: 900 });
    await startSignedIn(page, 'admin', { route: `/filelist?dir=${PROJECT_X200}` });
    const row = page.getByRole('grid', { name: 'Files and folders' }).locator('[role="row"][aria-label*=" file, "]').first();
    const name = await nameOf(row);
    await row.click({ button: 'right' });
    await setInvalid(page, name, 'Superseded');
    await page.getByRole('row', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`) }).waitFor({ state: 'detached' });
  });

  it('on a 390 px touch screen: a long press on a card, or its "more" button, opens the file menu', async () => {
    const context = await e2e.browser.newContext({
      baseURL: baseUrl(),
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const page = await context.newPage();
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
    } finally {
      await context.close();
    }
  });
});

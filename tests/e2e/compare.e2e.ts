/**
 * Comparing two versions in Chromium, on the demo build and on the production stack: a file's version
 * history picks two revisions, the comparison opens in a new tab and marks the changed words of the Word
 * file (in English, then in Chinese), under the preview's watermark; a PDF's changed page is drawn for both
 * versions with the differing pixels laid over the newer one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DmsFile } from '../../mocks/db/schema';
import { seedDb } from '../../mocks/db/seed';
import { animationsDone, mockReady, useBrowser } from './browser';
import { fileRowOf } from './file-list';
import { startSignedIn } from './sign-in';

let file: DmsFile;
let pdf: DmsFile;

beforeAll(() => {
  // A Word file of two revisions or more, alone in its folder, so its row is the list's first.
  const database = seedDb();
  const files = [...database.files.values()];
  file = files
    .sort((a, b) => Number(a.fileId) - Number(b.fileId))
    .find(
      (f) =>
        f.fileType === '.docx' &&
        f.revision >= 2 &&
        f.status === 'normal' &&
        !f.secret &&
        f.roleIds.length === 0 &&
        files.filter((other) => other.dirId === f.dirId).length === 1 &&
        ![...database.folders.values()].some((folder) => folder.fatherDirectoryId === f.dirId),
    )!;
  pdf = files.find((f) => f.fileType === '.pdf' && f.revision >= 2 && f.status === 'normal' && !f.secret && f.roleIds.length === 0)!;
});

/** The words of the page's <ins> or <del> marks, without their screen-reader word. */
const marked = (page: Page, tag: 'ins' | 'del') =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((node) =>
        [...node.childNodes]
          .filter((child) => child.nodeType === Node.TEXT_NODE)
          .map((child) => child.textContent)
          .join(''),
      ),
    tag,
  );

describe('compare versions', () => {
  const e2e = useBrowser();

  it('picks two versions in the history and sees the changed words in a new tab, in English and Chinese', async () => {
    const { page, context } = e2e;
    await startSignedIn(page, 'admin', { route: `/filelist?dir=${file.dirId}` });
    const row = fileRowOf(page, 'en', file.fileName);
    const more = row.getByRole('button', { name: `More actions on ${file.fileName}` });
    await more.click();
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('true');
    await animationsDone(page);
    await page.getByRole('menuitem', { name: 'Version history' }).click();

    const history = page.getByRole('dialog').filter({ hasText: `Version history of ${file.fileName}` });
    const compare = history.getByRole('button', { name: 'Compare', exact: true });
    await compare.waitFor();
    expect(await compare.isDisabled()).toBe(true);
    await history.getByRole('checkbox', { name: 'Pick revision 1 to compare' }).check();
    await history.getByRole('checkbox', { name: 'Pick revision 2 to compare' }).check();
    const [tab] = await Promise.all([context.waitForEvent('page'), compare.click()]);
    tab.on('pageerror', (error) => e2e.pageErrors.push(error.message));

    await mockReady(tab);
    expect(tab.url()).toContain(`#/compare?id=${file.fileId}&a=1&b=2`);
    await tab.getByRole('heading', { name: file.fileName }).waitFor({ timeout: 20_000 });
    const count = tab.getByTestId('compare-count');
    await count.waitFor({ timeout: 20_000 });
    expect(await count.innerText()).toMatch(/^\d+ changes?$/);
    // Revision 2 keeps the records "eleven" years where revision 1 said "ten", and adds a change note.
    expect(await marked(tab, 'ins')).toContain('eleven');
    expect(await marked(tab, 'del')).toContain('ten');
    expect(await tab.locator('ins', { hasText: 'eleven' }).first().innerText()).toContain('eleven');
    // Watermarked like every preview: the layer sits over the comparison.
    expect(await tab.locator('main [data-watermark][style*="background-image"]').count()).toBeGreaterThan(0);
    await tab.getByRole('button', { name: 'Next change' }).click();
    await tab.getByText(/^Change 1 of \d+$/).waitFor();

    await tab.evaluate(() => localStorage.setItem('locale', '"zh"'));
    await tab.reload();
    await mockReady(tab);
    await tab.getByText(/^\d+ 处差异$/).waitFor({ timeout: 20_000 });
    expect(await marked(tab, 'ins')).toContain('eleven');
    expect(e2e.pageErrors).toEqual([]);
  });

  it("draws a PDF's changed page of both versions and marks the pixels that differ", async () => {
    const { page } = e2e;
    // The comparison is a page of its own, without the shell that startSignedIn waits for.
    await startSignedIn(page, 'admin');
    await page.evaluate((hash) => (window.location.hash = hash), `/compare?id=${pdf.fileId}&a=1&b=2`);
    await page.getByTestId('compare-count').waitFor({ timeout: 20_000 });
    const changedPage = page
      .locator('section')
      .filter({ has: page.locator('ins, del') })
      .first();
    const pixels = changedPage.getByRole('switch', { name: 'Show pixel differences' });
    await pixels.click();
    const status = changedPage.getByRole('status').filter({ hasText: /pixels? differs?/ });
    await status.waitFor({ timeout: 20_000 });
    const changed = Number(/^(\d+)/.exec(await status.innerText())![1]);
    expect(changed).toBeGreaterThan(0);
    // The overlay marks exactly the pixels counted.
    const overlay = changedPage.getByRole('img', { name: 'Pixel differences' });
    const marked = await overlay.evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] > 0) count += 1;
      return count;
    });
    expect(marked).toBe(changed);
    // Off and on again: the page is drawn again from the documents already open.
    await pixels.click();
    await status.waitFor({ state: 'hidden' });
    await pixels.click();
    expect(await status.innerText({ timeout: 20_000 })).toBe(`${changed} pixels differ (marked on the newer page)`);
    expect(e2e.pageErrors).toEqual([]);
  });
});

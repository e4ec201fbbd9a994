/**
 * File transfer in Chromium as staff: a batch move through the folder picker; a selection
 * downloaded as one zip whose every entry equals the bytes the mock serves; favourites under a label, listed
 * and used as the list's filter. Acts as a user does: roles, labels, visible text.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { demoOnly, dmsInPage, folderRowsInPage, stackJourney, useBrowser } from './browser';
import { fileRowOf, listGrid } from './file-list';
import { startSignedIn } from './sign-in';

const FOLDERS = { projectX200: '204', workingDrafts: '205' };
/** Seeded files of Project X200 (deterministic seed): two small ones, under 2 MB together. */
const SMALL = ['RD-2026-007 Design Review Minutes.docx', 'Housing Drawing.dwg'];

const grid = (page: Page) => listGrid(page, 'en');
const row = (page: Page, name: string) => fileRowOf(page, 'en', name);
const settled = (page: Page) => expect.poll(() => grid(page).getAttribute('aria-busy')).toBe('false');

async function openFolder(page: Page, dirId: string, name: string) {
  await page.goto(`/#/filelist?dir=${dirId}`);
  await grid(page).waitFor();
  await page.getByRole('navigation', { name: 'Folder path' }).locator('[aria-current="location"]', { hasText: name }).waitFor();
  await settled(page);
}

async function select(page: Page, names: string[]) {
  for (const name of names) await row(page, name).getByRole('checkbox').check();
}

async function rowAction(page: Page, name: string, action: RegExp) {
  await row(page, name)
    .getByRole('button', { name: `More actions on ${name}` })
    .click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: action }).click();
}

/** The rows' names in view. */
async function rowNames(page: Page): Promise<string[]> {
  const labels = await grid(page)
    .locator('[role="row"][aria-label]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/, (folder|[A-Z0-9]+ file, .*|file, .*)$/, ''));
}

describe('file transfer', () => {
  const e2e = useBrowser();

  stackJourney('downloads a selection under 2 MB as one zip whose entries are the bytes the mock serves', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff');
    await openFolder(page, FOLDERS.projectX200, 'Project X200');
    await select(page, SMALL);
    await page.getByRole('button', { name: /Download 2 files/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Download 2 files' });
    await dialog.getByText(/under 2\.0 MB: they will be downloaded as one zip file, Project X200 .*\.zip\./).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Project X200 \d{4}-\d\d-\d\d\.zip$/);
    const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(entries).sort()).toEqual([...SMALL].sort());

    // What the mock serves for each file, fetched inside the page as the app does (paths, then the bytes).
    const rows = await folderRowsInPage<{ fileId: string; fileName: string }>(page, '204');
    const ids = rows.filter((r) => SMALL.includes(r.fileName)).map((r) => r.fileId);
    const paths = await dmsInPage<Array<{ fileName: string; url: string }>>(page, '/dms/files/getDownloadPaths/', { fileIds: ids });
    const served = await page.evaluate(async (files) => {
      const out: Record<string, string> = {};
      for (const file of files) {
        const bytes = new Uint8Array(await (await fetch(file.url)).arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        out[file.fileName] = btoa(binary);
      }
      return out;
    }, paths);
    for (const name of SMALL) {
      const expected = new Uint8Array(Buffer.from(served[name], 'base64'));
      expect(expected.length).toBeGreaterThan(0);
      expect(Buffer.from(entries[name]).equals(Buffer.from(expected))).toBe(true);
    }
    await dialog.waitFor({ state: 'hidden' });
    expect(e2e.pageErrors).toEqual([]);
  });

  demoOnly('adds two files to favourites under a label, lists them and filters the folder by the label', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff');
    await openFolder(page, FOLDERS.projectX200, 'Project X200');
    const before = (await rowNames(page)).length;
    for (const [index, name] of SMALL.entries()) {
      await rowAction(page, name, /Add to favourites/);
      const dialog = page.getByRole('dialog').filter({ hasText: 'Choose one of your labels or type a new one.' });
      if (index === 0) {
        // A new label, typed.
        await dialog.getByRole('combobox').fill('E2E label 标签');
      } else {
        // The label now exists: chosen from the suggestions.
        await dialog.getByRole('combobox').fill('E2E');
        await page
          .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'E2E label 标签' })
          .click();
        await expect.poll(() => dialog.getByRole('combobox').inputValue()).toBe('E2E label 标签');
      }
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByText(`1 file added to E2E label 标签`).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.getByRole('button', { name: 'Favourites' }).click();
    const section = page.getByRole('region', { name: 'Label E2E label 标签' });
    for (const name of SMALL) await section.getByText(name, { exact: true }).waitFor();
    await page.locator('.ant-drawer').getByRole('button', { name: 'Close' }).click();

    await page.getByRole('combobox', { name: 'Filter by label' }).click();
    await page.getByTitle('E2E label 标签').click();
    await expect.poll(async () => (await rowNames(page)).sort()).toEqual([...SMALL].sort());
    await page.getByRole('combobox', { name: 'Filter by label' }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').hover();
    await page.locator('.ant-select-clear').click();
    await expect.poll(async () => (await rowNames(page)).length).toBe(before);
    expect(e2e.pageErrors).toEqual([]);
  });
});

/**
 * Two tabs of one browser: the demo's mock database lives in every tab, so each tab must
 * see and keep the others' writes. Two pages of one context share localStorage and IndexedDB, as the tabs
 * of one browser window do (a preview opens in a new tab, so ordinary use has two). Each page is opened
 * before the other one writes, so it starts from data the other tab then changes. Acts as a user does:
 * roles, labels and visible text.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mockReady, useBrowser } from './browser';
import { folderTools } from './file-list';
import { startSignedIn } from './sign-in';

/** Project X200: admin may do anything there, and it holds small seeded files. */
const FOLDER = { dirId: '204', name: 'Project X200' };
const SEEDED_FILE = 'Housing Drawing.dwg';

const grid = (page: Page) => page.getByRole('grid', { name: 'Files and folders' });
const folderRow = (page: Page, name: string) => grid(page).getByRole('row', { name: `${name}, folder` });
const settled = (page: Page) => expect.poll(() => grid(page).getAttribute('aria-busy')).toBe('false');

/** The list of the folder, loaded: its own breadcrumb, a seeded file's row and no request under way. */
async function folderShown(page: Page) {
  await mockReady(page);
  await grid(page).waitFor({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Folder path' }).locator('[aria-current="location"]', { hasText: FOLDER.name }).waitFor();
  await grid(page)
    .getByRole('row', { name: new RegExp(`^${SEEDED_FILE.replace('.', '\\.')},`) })
    .waitFor();
  await settled(page);
}

async function openFolder(page: Page) {
  await page.goto(`/#/filelist?dir=${FOLDER.dirId}`);
  await folderShown(page);
}

/** The names of the folder rows in view. */
async function folderNames(page: Page): Promise<string[]> {
  const labels = await grid(page)
    .locator('[role="row"][aria-label$=", folder"]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/, folder$/, ''));
}

async function createFolder(page: Page, name: string) {
  await folderTools(page).getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'New folder in' });
  await dialog.getByLabel('Folder name').fill(name);
  await dialog.getByRole('button', { name: 'New folder' }).click();
  await page.getByText(`Folder ${name} created`).waitFor();
  await folderRow(page, name).waitFor();
}

/** Reload the tab as a user would and return the folders its list then shows. */
async function reloadedFolders(page: Page): Promise<string[]> {
  await page.reload();
  await folderShown(page);
  return folderNames(page);
}

describe('two tabs of one browser', () => {
  const e2e = useBrowser();

  /** Signed in in the first tab (the sign-in itself is sign-in.e2e.ts's subject); a second tab of the same browser opens the same folder. */
  async function twoTabs() {
    const a = e2e.page;
    await startSignedIn(a, 'admin', { route: `/filelist?dir=${FOLDER.dirId}` });
    await folderShown(a);
    const b = await e2e.context.newPage();
    b.on('pageerror', (error) => e2e.pageErrors.push(error.message));
    await openFolder(b);
    return { a, b };
  }

  it('keeps the folders both tabs create: the second writer started from data the first then changed', async () => {
    const { a, b } = await twoTabs();

    await createFolder(a, 'Made in tab A');
    await createFolder(b, 'Made in tab B');
    for (const page of [a, b]) expect(await reloadedFolders(page)).toEqual(expect.arrayContaining(['Made in tab A', 'Made in tab B']));
    expect(e2e.pageErrors).toEqual([]);
  });
});

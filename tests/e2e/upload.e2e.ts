/**
 * Upload in Chromium as staff in Working Drafts: by the file chooser, by dropping a folder with
 * subfolders, a duplicate refused, the queue panel's progress and cancel, a new version raising the
 * revision. Acts as a user does: roles, labels and visible text.
 */
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { animationsDone, demoOnly, mockHook, pickEffectiveDate, stackJourney, useBrowser } from './browser';
import { fileRowOf, folderTools } from './file-list';
import { startSignedIn } from './sign-in';

const FOLDERS = { publicDocs: '12', workingDrafts: '205' };

const grid = (page: Page) => page.getByRole('grid', { name: 'Files and folders' });
const panel = (page: Page) => page.getByRole('region', { name: 'Uploads' });
const settled = (page: Page) => expect.poll(() => grid(page).getAttribute('aria-busy')).toBe('false');
const fileRow = (page: Page, name: string) => fileRowOf(page, 'en', name);
const text = (name: string, body = `contents of ${name}`) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(body) });

async function openFolder(page: Page, dirId: string) {
  await page.goto(`/#/filelist?dir=${dirId}`);
  await grid(page).waitFor();
  await settled(page);
}

const fileItem = (dialog: Locator, path: string) =>
  dialog.getByRole('list', { name: 'Files to upload' }).getByRole('listitem', { name: path, exact: true });

async function uploadByChooser(page: Page, files: ReturnType<typeof text>[]) {
  await folderTools(page).getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Upload to Working Drafts' });
  await dialog.getByLabel('Choose files').setInputFiles(files);
  return dialog;
}

/**
 * Opens a row's menu once the list has stopped refreshing (after an upload it refetches, and a row may move
 * between locating its button and the click), checks the menu is that row's, and picks `item` once the menu
 * has finished sliding in.
 */
async function rowMenu(page: Page, name: string, item: string) {
  await settled(page);
  const button = fileRow(page, name).getByRole('button', { name: `More actions on ${name}` });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  await animationsDone(page);
  await page.getByRole('menuitem', { name: item }).click();
}

describe('upload', () => {
  const e2e = useBrowser();

  stackJourney('staff uploads by the file chooser; the list shows the files; a duplicate is refused before sending', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff');
    await openFolder(page, FOLDERS.workingDrafts);
    const dialog = await uploadByChooser(page, [text('e2e-plan.txt'), text('e2e-notes.md')]);
    await fileItem(dialog, 'e2e-plan.txt').getByText('Ready').waitFor();
    await fileItem(dialog, 'e2e-notes.md').getByText('Ready').waitFor();
    await dialog.getByRole('button', { name: 'Upload (2)' }).click();
    await dialog.getByText('Please choose the effective date').waitFor();
    await pickEffectiveDate(dialog);
    await dialog.getByRole('button', { name: 'Upload (2)' }).click();
    await panel(page).getByText('Uploads: 2 of 2 done').waitFor({ timeout: 20_000 });
    // The panel overlays the list, which fits the window: the page does not scroll because of it.
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    await fileRow(page, 'e2e-plan.txt').waitFor();
    await fileRow(page, 'e2e-notes.md').waitFor();

    const again = await uploadByChooser(page, [text('e2e-plan.txt'), text('empty.txt', '')]);
    await fileItem(again, 'e2e-plan.txt').getByText('This file already exists, upload cancelled').waitFor();
    await fileItem(again, 'empty.txt').getByText('File size is 0B. Please upload a file of an appropriate size').waitFor();
    expect(await again.getByRole('button', { name: 'Upload (0)' }).isDisabled()).toBe(true);
    expect(e2e.pageErrors).toEqual([]);
  });

  demoOnly('staff drops a folder with subfolders: the structure is recreated and each file lands in its folder', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff');
    await openFolder(page, FOLDERS.workingDrafts);
    // Chromium gives no way to make a real drag of a directory from a test (DataTransfer.items.add takes
    // files only, and webkitGetAsEntry answers a file entry for them), so the drop is built in the page: a
    // DataTransfer-like object whose items answer directory entries through webkitGetAsEntry, dispatched as
    // dragenter / dragover / drop events on the list.
    await page.evaluate(() => {
      type Tree = { [name: string]: Tree | string };
      const entry = (name: string, node: Tree | string): unknown =>
        typeof node === 'string'
          ? { name, isFile: true, isDirectory: false, file: (ok: (f: File) => void) => ok(new File([node], name, { type: 'text/plain' })) }
          : {
              name,
              isFile: false,
              isDirectory: true,
              createReader: () => {
                let done = false;
                return {
                  readEntries: (ok: (entries: unknown[]) => void) => {
                    ok(done ? [] : Object.entries(node).map(([n, child]) => entry(n, child)));
                    done = true;
                  },
                };
              },
            };
      const tree: Tree = { 'Drop batch': { 'spec.txt': 'spec', Drawings: { 'part.txt': 'part', Old: { 'legacy.txt': 'legacy' } } } };
      const dataTransfer = {
        types: ['Files'],
        files: [],
        dropEffect: 'none',
        items: Object.entries(tree).map(([name, node]) => ({
          kind: 'file',
          webkitGetAsEntry: () => entry(name, node),
          getAsFile: () => null,
        })),
      };
      const target = document.querySelector('[role="grid"][aria-label="Files and folders"]')!;
      for (const type of ['dragenter', 'dragover']) {
        const event = new Event(type, { bubbles: true, cancelable: true });
        Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
        target.dispatchEvent(event);
      }
      (window as unknown as { __drop: () => void }).__drop = () => {
        const event = new Event('drop', { bubbles: true, cancelable: true });
        Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
        target.dispatchEvent(event);
      };
    });
    await page.getByText('Drop files or folders to upload them to Working Drafts').waitFor();
    await page.evaluate(() => (window as unknown as { __drop: () => void }).__drop());
    const dialog = page.getByRole('dialog').filter({ hasText: 'Upload the dropped items to Working Drafts' });
    await fileItem(dialog, 'Drop batch/Drawings/Old/legacy.txt').waitFor();
    await pickEffectiveDate(dialog);
    await dialog.getByRole('button', { name: 'Upload (3)' }).click();
    await panel(page).getByText('Uploads: 3 of 3 done').waitFor({ timeout: 30_000 });
    await grid(page).getByRole('row', { name: 'Drop batch, folder' }).dblclick();
    await fileRow(page, 'spec.txt').waitFor();
    await grid(page).getByRole('row', { name: 'Drawings, folder' }).dblclick();
    await fileRow(page, 'part.txt').waitFor();
    await grid(page).getByRole('row', { name: 'Old, folder' }).dblclick();
    await fileRow(page, 'legacy.txt').waitFor();
  });

  demoOnly('the queue panel shows the upload in progress, and cancel stops it', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff');
    await openFolder(page, FOLDERS.workingDrafts);
    const dialog = await uploadByChooser(page, [text('slow.txt', 'x'.repeat(200_000))]);
    await fileItem(dialog, 'slow.txt').getByText('Ready').waitFor();
    await pickEffectiveDate(dialog);
    await mockHook(page).setLatency(8000);
    await dialog.getByRole('button', { name: 'Upload (1)' }).click();
    await panel(page).getByText('Uploads: 0 of 1 done').waitFor();
    await panel(page).getByLabel('Upload progress of slow.txt').waitFor();
    // The service worker lets the browser report no progress: the panel says what it does know.
    await panel(page)
      .getByText(/^Sending 195\.3 KB · \d+ seconds? so far$/)
      .waitFor();
    await panel(page).getByRole('button', { name: 'Cancel uploading slow.txt' }).click();
    await panel(page).getByText('Cancelled').waitFor();
    await panel(page).getByRole('button', { name: 'Retry uploading slow.txt' }).waitFor();
    await mockHook(page).setLatency(0);
  });

  stackJourney('a new version raises the revision, and the history keeps the previous one', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff');
    await openFolder(page, FOLDERS.workingDrafts);
    const dialog = await uploadByChooser(page, [text('e2e-versioned.txt', 'first')]);
    await pickEffectiveDate(dialog);
    await dialog.getByRole('button', { name: 'Upload (1)' }).click();
    await panel(page).getByText('Uploads: 1 of 1 done').waitFor({ timeout: 20_000 });
    await fileRow(page, 'e2e-versioned.txt').waitFor();

    await rowMenu(page, 'e2e-versioned.txt', 'Upload new version');
    const version = page.getByRole('dialog').filter({ hasText: 'New version of e2e-versioned.txt' });
    await version.getByText('Current revision: 1').waitFor();
    // The new version comes from a file of another name: the document keeps its own.
    await version.getByLabel('Choose the new version').setInputFiles([text('e2e-renamed.txt', 'second, longer')]);
    await version.getByText('Ready').waitFor();
    await version.getByRole('button', { name: 'Upload new version' }).click();
    await panel(page).getByText('Uploads: 2 of 2 done').waitFor({ timeout: 20_000 });
    await settled(page);
    await fileRow(page, 'e2e-versioned.txt').waitFor();
    expect(await fileRow(page, 'e2e-renamed.txt').count()).toBe(0);

    await rowMenu(page, 'e2e-versioned.txt', 'Version history');
    const history = page.getByRole('dialog').filter({ hasText: 'Version history of e2e-versioned.txt' });
    const rows = history.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    // Each version names the file it came from.
    expect(await rows.nth(1).innerText()).toMatch(/^\s*2\s+Current\s+e2e-renamed\.txt/);
    expect(await rows.nth(2).innerText()).toMatch(/^\s*1\s+e2e-versioned\.txt/);
    const download = page.waitForEvent('download');
    await history.getByRole('button', { name: 'Download revision 1 of e2e-versioned.txt' }).click();
    expect((await download).suggestedFilename()).toBe('e2e-versioned.txt');
  });
});

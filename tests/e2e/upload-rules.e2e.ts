/**
 * The rules around uploading, as staff in Working Drafts at 1440 px, in English and in Chinese:
 * - the folder toolbar's buttons are named by their visible, translated labels only (no icon's English name
 *   joins them or names an icon-only one);
 * - a file over the batch limit is refused with its name, its size and the limits that apply;
 * - a bidirectional control in a chosen file's name is shown as a visible marker, never applied;
 * - an effective date already past is asked about before anything is sent: Cancel sends nothing and keeps
 *   the chosen files, "Upload anyway" sends them;
 * - Find in all folders lists the exact name first, then the names that start with the text, then the rest,
 *   whatever order the server answers in.
 * Expected texts come from the locale files, so each language is checked with its own words.
 */
import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoOnly, iconNamedButtons, mockHook, pickEffectiveDate, requestsOf, useBrowser } from './browser';
import { fileRowOf, folderTools, listGrid } from './file-list';
import { localeText as text, type Language } from './locale-text';
import { startSignedIn } from './sign-in';

const SCREEN = { width: 1440, height: 900 };
const WORKING_DRAFTS = { dirId: '205', name: 'Working Drafts' };

/** A small file, one over the batch limit of 50 MB, and one whose name holds a right-to-left override. */
const SMALL = 'upload-rules-notes.txt';
const BIG = { name: 'site-survey-scan.pdf', size: 51 * 1024 * 1024 + 1 };
const BIDI = { name: 'invoice\u202Efdp.exe.txt', shown: 'invoice⟨RLO⟩fdp.exe.txt' };

/** The limits as the spec states them, and the big file's size as the app writes sizes (one decimal). */
const LIMITS = { size: '51.0 MB', bulkLimit: '50 MB', bulkFiles: 10, largeLimit: '500 MB' };

async function openWorkingDrafts(page: Page, language: Language) {
  await page.setViewportSize(SCREEN);
  await startSignedIn(page, 'staff', { route: `/filelist?dir=${WORKING_DRAFTS.dirId}` });
  await listGrid(page, language).waitFor({ timeout: 30_000 });
  await expect.poll(() => listGrid(page, language).getAttribute('aria-busy')).toBe('false');
}

/**
 * The toolbar's Upload and New folder buttons are named exactly by their labels, and no button of the bar
 * has an icon's name (antd's English aria-label, 'upload', 'folder-add'…) joined to its label.
 */
async function expectToolbarNames(page: Page, language: Language) {
  const tools = folderTools(page, language);
  for (const key of ['upload:action.upload', 'workspace:folder.create']) {
    await tools.getByRole('button', { name: text(language, key), exact: true }).waitFor();
  }
  // The icons keep antd's English names, and none joins a label ('upload Upload') or names an icon-only
  // button (the search box's).
  expect(await tools.locator('.anticon[aria-label="upload"], .anticon[aria-label="search"]').count()).toBe(2);
  expect(await iconNamedButtons(tools)).toEqual([]);
}

/** Open the upload dialog and choose the small, the big and the bidi-named file (from disk: the big one is sparse). */
async function chooseThree(page: Page, language: Language, files: string[]) {
  await folderTools(page, language)
    .getByRole('button', { name: text(language, 'upload:action.upload'), exact: true })
    .click();
  const dialog = page.getByRole('dialog').filter({ hasText: text(language, 'upload:dialog.title', { folder: WORKING_DRAFTS.name }) });
  await dialog.getByLabel(text(language, 'upload:dialog.choose'), { exact: true }).setInputFiles(files);
  return dialog;
}

const fileItem = (dialog: Locator, language: Language, name: string) =>
  dialog.getByRole('list', { name: text(language, 'upload:dialog.files') }).getByRole('listitem', { name, exact: true });

/** The big file's refusal names it, its size and the limits; the bidi name shows its control as ⟨RLO⟩. */
async function expectRefusalAndRevealedName(dialog: Locator, language: Language) {
  const refusal = text(language, 'upload:refuse.bulkTooLarge', { name: BIG.name, ...LIMITS });
  await fileItem(dialog, language, BIG.name).getByText(refusal, { exact: true }).waitFor();
  const bidi = fileItem(dialog, language, BIDI.shown);
  await bidi.getByText(BIDI.shown, { exact: true }).waitFor();
  // Text and attributes alike (the item's name, its Remove button's, a tooltip's): no raw control anywhere.
  const list = dialog.getByRole('list', { name: text(language, 'upload:dialog.files') });
  expect(await list.evaluate((element) => element.outerHTML.includes('\u202E'))).toBe(false);
}

/** Upload requests the page sends from now on (new files into a folder, not a new version). */
function watchUploads(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/dms\/files\/upload\/[^/]+$/.test(new URL(request.url()).pathname)) sent.push(request.url());
  });
  return sent;
}

/** With 2020-01-01 as the effective date, Upload asks first; Cancel sends nothing and the files stay chosen. */
async function pastDateCancelled(page: Page, dialog: Locator, language: Language, sent: string[]) {
  await pickEffectiveDate(dialog, '2020-01-01', undefined, text(language, 'upload:dialog.editDate'));
  const upload = dialog.getByRole('button', { name: text(language, 'upload:dialog.ok', { count: 2 }), exact: true });
  await upload.click();
  const ask = page.getByRole('dialog').filter({ hasText: text(language, 'upload:dialog.pastDateTitle', { date: '2020-01-01' }) });
  await ask.getByText(text(language, 'upload:dialog.pastDate_other', { count: 2 }), { exact: true }).waitFor();
  await ask.getByRole('button', { name: text(language, 'upload:dialog.pastDateOk'), exact: true }).waitFor();
  const requests = requestsOf(page);
  await ask.getByRole('button', { name: text(language, 'common:actions.cancel'), exact: true }).click();
  await ask.waitFor({ state: 'hidden' });
  for (const name of [SMALL, BIG.name, BIDI.shown]) await fileItem(dialog, language, name).waitFor();
  // Whatever Cancel would have started has been sent by the time the page falls quiet.
  await requests.quiet();
  expect(sent).toEqual([]);
  return { ask, upload };
}

describe('upload rules', () => {
  const e2e = useBrowser();
  let dir: string;
  let files: string[];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'dms-upload-rules-'));
    writeFileSync(join(dir, SMALL), 'notes for the upload rules');
    writeFileSync(join(dir, BIDI.name), 'not an executable');
    // Sparse: the browser reads only its size, so nothing of it is written or sent.
    const big = openSync(join(dir, BIG.name), 'w');
    ftruncateSync(big, BIG.size);
    closeSync(big);
    files = [join(dir, SMALL), join(dir, BIG.name), join(dir, BIDI.name)];
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  demoOnly('in English: toolbar names, find-anywhere order, limits named, bidi revealed, a past date asked before sending', async () => {
    const { page } = e2e;
    await openWorkingDrafts(page, 'en');
    await expectToolbarNames(page, 'en');

    // The server answers with the exact name last; the dialog puts it first.
    const found = (fileId: string, fileName: string) => ({
      fileId,
      fileName,
      fileType: fileName.slice(fileName.lastIndexOf('.')),
      dirId: WORKING_DRAFTS.dirId,
      status: 'normal',
      pathName: WORKING_DRAFTS.name,
    });
    await mockHook(page).override('GET', '/dms/files/getFatherDirPathByFileName', {
      errno: 0,
      errmsg: '',
      data: [
        found('9101', 'RPT-2023-004 Cost Analysis.xlsx'),
        found('9102', 'Cost Analysis summary.xlsx'),
        found('9103', 'Quarterly Cost Analysis draft.docx'),
        found('9104', 'Cost Analysis 2024.pdf'),
        found('9105', 'Cost Analysis.xlsx'),
      ],
    });
    await folderTools(page, 'en')
      .getByRole('button', { name: text('en', 'workspace:find.button'), exact: true })
      .click();
    const find = page.getByRole('dialog', { name: text('en', 'workspace:find.title') });
    await find.getByRole('searchbox', { name: text('en', 'workspace:find.label') }).fill('cost analysis');
    await find.getByRole('searchbox', { name: text('en', 'workspace:find.label') }).press('Enter');
    const results = find.getByRole('list', { name: text('en', 'workspace:find.results') }).getByRole('link');
    await expect.poll(() => results.count()).toBe(5);
    expect(await results.allInnerTexts()).toEqual([
      'Cost Analysis.xlsx',
      'Cost Analysis summary.xlsx',
      'Cost Analysis 2024.pdf',
      'RPT-2023-004 Cost Analysis.xlsx',
      'Quarterly Cost Analysis draft.docx',
    ]);
    await page.keyboard.press('Escape');
    await find.waitFor({ state: 'hidden' });

    const sent = watchUploads(page);
    const dialog = await chooseThree(page, 'en', files);
    await expectRefusalAndRevealedName(dialog, 'en');
    const { ask, upload } = await pastDateCancelled(page, dialog, 'en', sent);

    // Asked again, and confirmed: the two sendable files go; the refused one does not.
    await upload.click();
    await ask.getByRole('button', { name: text('en', 'upload:dialog.pastDateOk'), exact: true }).click();
    await page
      .getByRole('region', { name: text('en', 'upload:panel.title') })
      .getByText(text('en', 'upload:panel.summary', { done: 2, total: 2 }))
      .waitFor({ timeout: 30_000 });
    expect(sent.length).toBeGreaterThan(0);
    await fileRowOf(page, 'en', SMALL).waitFor();
    await fileRowOf(page, 'en', BIDI.shown).waitFor();
    expect(e2e.pageErrors).toEqual([]);
  });

  demoOnly('in Chinese: toolbar names, the find dialog, limits named, bidi revealed, a past date asked before sending', async () => {
    const { page } = e2e;
    // The stored sign-in holds its language: Chinese is put in before each start of the app.
    await page.addInitScript(() => localStorage.setItem('locale', '"zh"'));
    await openWorkingDrafts(page, 'zh');
    await expectToolbarNames(page, 'zh');

    await folderTools(page, 'zh')
      .getByRole('button', { name: text('zh', 'workspace:find.button'), exact: true })
      .click();
    const find = page.getByRole('dialog', { name: text('zh', 'workspace:find.title') });
    await find.getByRole('searchbox', { name: text('zh', 'workspace:find.label') }).waitFor();
    await page.keyboard.press('Escape');
    await find.waitFor({ state: 'hidden' });

    const sent = watchUploads(page);
    const dialog = await chooseThree(page, 'zh', files);
    await expectRefusalAndRevealedName(dialog, 'zh');
    await pastDateCancelled(page, dialog, 'zh', sent);
    expect(e2e.pageErrors).toEqual([]);
  });
});

/**
 * Rules of several screens in Chromium at 1440 px, their texts and names checked in English and in Chinese:
 * - admin: the /department settings card names its number inputs' step buttons in the user's language, and
 *   what it saves is used (the bin's retention, the list's page size, the zip threshold, the expiry window);
 *   the file-list query carries `pages`; a list held in the browser pages by 20 and an answer without data
 *   says "Failed to get data"; the bin's Restore and Restart each say what they do; no button on
 *   /disk is named by its icon; Recently opened explains "Elsewhere" where it shows.
 * - on one browser: /test checks one picture without a session; admin chooses dark and signs out, staff
 *   signs in and gets the system's light; a preview staff may not see shows the refusal with no Retry and
 *   no name taken from the address; admin gets dark back.
 */
import { describe, expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { SEED_FOLDERS } from '../../mocks/db/seed';
import { demoOnly, dmsInPage, folderRowsInPage, goInApp, iconNamedButtons, mockHook, openSelectOption, useBrowser } from './browser';
import { localeText as text, type Language } from './locale-text';
import { startSignedIn } from './sign-in';

const SCREEN = { width: 1440, height: 900 };
const LANGUAGES: Language[] = ['en', 'zh'];

/** Saved on /department, each different from the seed's (3 months, 40 rows, 2 MB, 30 days). */
const RETENTION_MONTHS = 6;
const PAGE_SIZE = 10;
const ZIP_THRESHOLD_MB = 5;
const EXPIRY_WARNING_DAYS = 45;

/** Switch the app's language from the header's menu, as a user does. */
async function switchTo(page: Page, from: Language, to: Language) {
  const name = (language: Language) => text(from, `common:language.${language}`);
  await page.getByRole('button', { name: `${text(from, 'common:language.label')}: ${name(from)}` }).click();
  await page.getByRole('menuitem', { name: name(to) }).click();
  await page.getByRole('button', { name: `${text(to, 'common:language.label')}: ${text(to, `common:language.${to}`)}` }).waitFor();
}

/** The first file of a folder, listed through the API: its id and name. */
async function firstFileOf(page: Page, dirId: string) {
  const rows = await folderRowsInPage<{ fileId: string; fileName: string; dataType: number }>(page, dirId, 20);
  const file = rows.find((row) => row.dataType === 1)!;
  return { id: file.fileId, name: file.fileName };
}

/** The aria-labels of the number inputs' step buttons on the page, in order. */
const stepNames = (page: Page) =>
  page.locator('.ant-input-number [role="button"]').evaluateAll((steps) => steps.map((step) => step.getAttribute('aria-label')));

/** What the element's aria-describedby points at says. */
const description = (page: Page, describedBy: string | null) =>
  describedBy ? page.locator(`[id="${describedBy}"]`).innerText() : Promise.resolve(null);

/** The first row's Restore and Restart each show what they do on hover, as the button's description. */
async function binActionsExplained(page: Page, language: Language) {
  const bin = page.getByRole('table', { name: text(language, 'recycle-bin:table') });
  for (const [action, tip] of [
    ['restoreOne', 'restoreTip'],
    ['restartOne', 'restartTip'],
  ] as const) {
    const prefix = text(language, `recycle-bin:${action}`, { name: '' });
    const button = bin.locator(`button[aria-label^="${prefix}"]`).first();
    await button.hover();
    const tooltip = page.getByRole('tooltip', { name: text(language, `recycle-bin:${tip}`), exact: true });
    await tooltip.waitFor();
    expect(await button.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
  }
}

/** The retention the bin states, in the language shown. */
const retentionNotice = (page: Page, language: Language) =>
  page.getByText(text(language, 'recycle-bin:retention_other', { count: RETENTION_MONTHS }), { exact: true });

/** No button on /disk, once its cards are listed, is named by an icon's English name ('book', 'search', 'left'). */
async function noIconNamesOnDisk(page: Page, language: Language) {
  await page
    .getByRole('grid', { name: text(language, 'workspace:list.cardsLabel') })
    .getByRole('row')
    .first()
    .waitFor();
  await page.getByRole('button', { name: text(language, 'workspace:savedViews.button'), exact: true }).waitFor();
  expect(await iconNamedButtons(page.locator('body'))).toEqual([]);
}

/** The server-only entry on Recently opened says "Elsewhere", described by the visible hint. */
async function elsewhereExplained(page: Page, language: Language, fileName: string) {
  const recent = page.getByRole('region', { name: text(language, 'dashboard:recent.title') });
  const entry = recent.getByRole('listitem').filter({ hasText: fileName });
  const tag = entry.getByText(text(language, 'dashboard:recent.elsewhere'), { exact: true });
  await tag.waitFor();
  const hint = recent.getByText(text(language, 'dashboard:recent.elsewhereHint'), { exact: true });
  await hint.waitFor();
  expect(await description(page, await tag.getAttribute('aria-describedby'))).toBe(text(language, 'dashboard:recent.elsewhereHint'));
}

/** A 1 x 1 PNG. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** Over the test screen's 500 KB: PNG's first bytes, then zeros (refused on its size before it is read). */
const BIG_PNG = Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.alloc(600 * 1024 - 8)]);

/** /test in `language`: a small png is accepted and shown, a big one refused by its size. */
async function pictureChecked(page: Page, language: Language) {
  const zone = page.getByRole('group', { name: text(language, 'upload-test:dropZone') });
  await zone.waitFor();
  const input = page.getByTestId('upload-test-input');
  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page
    .getByText(text(language, 'upload-test:accepted', { name: 'logo.png', size: `${TINY_PNG.length} B`, kind: 'PNG' }), { exact: true })
    .waitFor();
  const preview = page.getByRole('img', { name: text(language, 'upload-test:previewAlt', { name: 'logo.png' }) });
  // The picture decoded: its size in pixels is read from it.
  await page.getByText(text(language, 'upload-test:dimensions', { width: 1, height: 1 }), { exact: true }).waitFor();
  expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: BIG_PNG });
  const refusal = page.getByRole('alert');
  await refusal.filter({ hasText: text(language, 'upload-test:refuse.size', { name: 'big.png', size: '600.0 KB' }) }).waitFor();
  expect(await preview.count()).toBe(0);
}

/**
 * A refused preview on `screen`: its own heading (the page left before has gone), the refusal, no Retry, and
 * (`hidden`) a name from the address nowhere.
 */
async function refusalShown(page: Page, language: Language, screen: 'pdf' | 'video', hidden?: string) {
  const heading = text(language, screen === 'pdf' ? 'preview:title' : 'preview:video.title');
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await page
    .getByRole('alert')
    .filter({ hasText: text(language, 'common:errors.permissionDenied') })
    .waitFor();
  expect(await page.getByRole('button', { name: text(language, 'common:actions.retry') }).count()).toBe(0);
  if (!hidden) return;
  expect(await page.locator('body').innerText()).not.toContain(hidden);
  expect(await page.title()).not.toContain(hidden);
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('screen rules in English and Chinese', () => {
  const e2e = useBrowser();

  demoOnly('admin: settings used where they apply, step and icon names, the bin and Elsewhere explained, the query has pages', async () => {
    const { page } = e2e;
    await page.setViewportSize(SCREEN);
    await startSignedIn(page, 'admin', { route: '/department' });
    // The server remembers a preview this browser never made: Recently opened shows it as Elsewhere.
    const elsewhere = await firstFileOf(page, SEED_FOLDERS.projectX200);
    await dmsInPage(page, `/dms/files/preview/${elsewhere.id}`);

    await page.getByRole('spinbutton').first().waitFor();
    const steps = (language: Language) => [text(language, 'common:a11y.increaseValue'), text(language, 'common:a11y.decreaseValue')];
    expect(await stepNames(page)).toEqual([...steps('en'), ...steps('en'), ...steps('en')]);
    await page.getByRole('spinbutton', { name: text('en', 'org:config.recycleBinMonths') }).fill(String(RETENTION_MONTHS));
    await page.getByRole('spinbutton', { name: text('en', 'org:config.zipThresholdMb') }).fill(String(ZIP_THRESHOLD_MB));
    await page.getByRole('spinbutton', { name: text('en', 'org:config.expiryWarningDays') }).fill(String(EXPIRY_WARNING_DAYS));
    await page.getByRole('combobox', { name: text('en', 'org:config.defaultPageSize') }).click();
    await openSelectOption(page, String(PAGE_SIZE)).click();
    await page.getByRole('button', { name: text('en', 'common:actions.save') }).click();
    await page.getByText(text('en', 'org:configSaved')).first().waitFor();

    // A success that carries no data is "Failed to get data"; Retry reads again. A list held in the browser
    // (25 menu items answered) pages by 20.
    const hook = mockHook(page);
    await hook.override('GET', '/dms/menu/showMenu', { errno: 0, errmsg: '' });
    await goInApp(page, '/menuSystem');
    await page.getByText(text('en', 'common:errors.loadFailed')).first().waitFor();
    const item = (n: number) => ({
      menuId: `m${n}`,
      menuCode: `item${n}`,
      menuIcon: '',
      menuName: `项目 ${n}`,
      menuNameEn: `Item ${n}`,
      menuOrder: n,
      menuParent: '0',
      menuRemark: '',
      menuUrl: `/item${n}`,
      isAuth: 0,
    });
    await hook.override('GET', '/dms/menu/showMenu', { errno: 0, errmsg: '', data: Array.from({ length: 25 }, (_, n) => item(n + 1)) });
    await page
      .getByRole('main')
      .getByRole('button', { name: text('en', 'common:actions.retry') })
      .click();
    await expect.poll(() => page.locator('.ant-table-tbody .ant-table-row').count()).toBe(20);
    await page.getByTitle('Next Page').click();
    await expect.poll(() => page.locator('.ant-table-tbody .ant-table-row').count()).toBe(5);
    await hook.clear();

    await goInApp(page, '/abandonpage');
    await retentionNotice(page, 'en').waitFor();
    await binActionsExplained(page, 'en');

    // The list's first page at the saved size, then the next: each query carries `pages`, the page count
    // the listing had when last answered (0 before).
    const listCalls: Request[] = [];
    const isListCall = (request: Request) => request.url().includes('/dms/files/showPageByDirId/');
    page.on('request', (request) => {
      if (isListCall(request)) listCalls.push(request);
    });
    await goInApp(page, `/filelist?dir=${SEED_FOLDERS.quality}`);
    const grid = page.getByRole('grid', { name: text('en', 'workspace:list.label') });
    await expect.poll(() => listCalls.length).toBeGreaterThan(0);
    expect(listCalls[0].postDataJSON()).toMatchObject({ dirId: SEED_FOLDERS.quality, current: 1, size: PAGE_SIZE, pages: 0 });
    const answer = (await (await listCalls[0].response())!.json()).data as { total: number; pages: number };
    expect(answer.total).toBeGreaterThan(PAGE_SIZE);
    await expect.poll(() => grid.locator('[role="row"][aria-label]').count()).toBe(PAGE_SIZE);
    const [second] = await Promise.all([
      page.waitForRequest((request) => isListCall(request) && request.postDataJSON().current === 2),
      page.getByTitle('Next Page').click(),
    ]);
    expect(second.postDataJSON()).toMatchObject({ dirId: SEED_FOLDERS.quality, size: PAGE_SIZE, pages: answer.pages });

    // The download dialog applies the saved zip threshold.
    const files = grid.locator('[role="row"][aria-label*=" file, "]');
    await expect.poll(() => files.count()).toBeGreaterThan(1);
    for (const index of [0, 1]) await files.nth(index).getByRole('checkbox').check();
    await page.getByRole('button', { name: /^Download 2 files/ }).click();
    const download = page.getByRole('dialog').filter({ hasText: 'Download 2 files' });
    await download.getByText(new RegExp(`under ${ZIP_THRESHOLD_MB}\\.0 MB: they will be downloaded as one zip file`)).waitFor();
    await download.getByRole('button', { name: text('en', 'common:actions.cancel') }).click();
    await download.waitFor({ state: 'hidden' });

    await goInApp(page, '/disk');
    await noIconNamesOnDisk(page, 'en');
    await goInApp(page, '/home');
    await elsewhereExplained(page, 'en', elsewhere.name);
    // The expiry window is the saved one.
    await page.getByRole('tab', { name: text('en', 'dashboard:expiring.soonTab_other', { count: EXPIRY_WARNING_DAYS }) }).waitFor();

    await switchTo(page, 'en', 'zh');
    await elsewhereExplained(page, 'zh', elsewhere.name);
    await goInApp(page, '/disk');
    await noIconNamesOnDisk(page, 'zh');
    await goInApp(page, '/abandonpage');
    await retentionNotice(page, 'zh').waitFor();
    await binActionsExplained(page, 'zh');
    await goInApp(page, '/department');
    await page.getByRole('spinbutton').first().waitFor();
    expect(await stepNames(page)).toEqual([...steps('zh'), ...steps('zh'), ...steps('zh')]);
    expect(e2e.pageErrors).toEqual([]);
  });

  demoOnly('one browser: /test without a session; themes per account; a refused preview', async () => {
    const { page } = e2e;
    await page.setViewportSize(SCREEN);
    await page.goto('/#/test');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    for (const language of LANGUAGES) {
      if (language === 'zh') {
        await page.evaluate(() => localStorage.setItem('locale', '"zh"'));
        await page.reload();
      }
      await pictureChecked(page, language);
      expect(new URL(page.url()).hash).toBe('#/test');
    }

    // Admin's dark stays admin's: staff, who never chose, follows the system (light here).
    await page.emulateMedia({ colorScheme: 'light' });
    await startSignedIn(page, 'admin', { route: '/home' });
    const secret = await firstFileOf(page, SEED_FOLDERS.hrConfidential);
    await page.getByRole('button', { name: text('en', 'layout:theme.label') }).click();
    await page.getByRole('menuitem', { name: text('en', 'layout:theme.dark') }).click();
    await expect.poll(() => theme(page)).toBe('dark');
    await page.getByRole('button', { name: text('en', 'layout:userMenu', { name: 'Administrator' }) }).click();
    await page.getByText(text('en', 'layout:exit')).click();
    await page.getByRole('button', { name: text('en', 'login:submit') }).waitFor();

    const video = `/video?id=${secret.id}&fileName=Secret%20plan.mp4`;
    await startSignedIn(page, 'staff', { route: video });
    expect(await theme(page)).toBe('light');
    // The browser still holds admin's choice: staff's light is the app's reading of it, not a cleared store.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('themes')!).admin.mode)).toBe('dark');
    await refusalShown(page, 'en', 'video', 'Secret plan.mp4');
    await goInApp(page, `/pdf?id=${secret.id}`);
    await refusalShown(page, 'en', 'pdf');
    // Chinese from the start, so the server words its refusal in Chinese too.
    await page.evaluate(() => localStorage.setItem('locale', '"zh"'));
    await page.reload();
    await refusalShown(page, 'zh', 'pdf');
    await goInApp(page, video);
    await refusalShown(page, 'zh', 'video', 'Secret plan.mp4');

    await startSignedIn(page, 'admin', { route: '/home' });
    expect(await theme(page)).toBe('dark');
    expect(e2e.pageErrors).toEqual([]);
  });
});

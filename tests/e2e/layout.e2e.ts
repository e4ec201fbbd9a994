/**
 * The layout on a 1440 x 900 screen, in Chromium, in English and Chinese, with
 * the side menu expanded (its widest state):
 * - every table shows its name column (the column of its row headers, which every table with rows has) and its
 *   actions without scrolling sideways: both header cells end inside the window, and the page itself does not
 *   scroll sideways;
 * - every label of the expanded side menu shows whole (none cut by an ellipsis or clipped);
 * - on an admin route the System management submenu is open, not only highlighted, whether the menu was
 *   saved expanded or is expanded there;
 * - the working screens, also at 390 px: bin names beside their actions, opaque list headers, the upload
 *   panel over the page, a refused name readable.
 * Column headers and labels come from the locale files, so each language is checked with its own words.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  animationsDone,
  binNamesHidden,
  demoOnly,
  headerAlpha,
  mockReady,
  newTestContext,
  PHONE_SCREEN,
  pickEffectiveDate,
  requestsOf,
  useBrowser,
} from './browser';
import { escapeRegExp } from './file-list';
import { LAYOUT_ROUTES, SIGNED_IN_ROUTES } from './screens';
import { localeText, type Language } from './locale-text';
import { startSignedIn } from './sign-in';

const ROUTES = SIGNED_IN_ROUTES.map((route) => route.path);

const LANGUAGES: Language[] = ['en', 'zh'];
const SCREEN = { width: 1440, height: 900 };

const text = localeText;

/** Working Drafts: a folder with files in it. */
const WORKING_DRAFTS = '205';
/** The engineer role: it has members and folder and file grants. */
const ENGINEER = '3';

/**
 * What a screen of the layout needs beyond its path to show its table with rows: the folder or role it shows
 * (the query), or the view it reads from local storage. Every other screen is measured at its path.
 */
const SETUP: Record<string, { query?: string; storage?: Record<string, string> }> = {
  '/filelist': { query: `?dir=${WORKING_DRAFTS}` },
  '/disk': { query: `?dir=${WORKING_DRAFTS}`, storage: { diskView: '"list"' } },
  '/rolesPerson': { query: `?roleId=${ENGINEER}` },
  '/authConfig': { query: `?roleId=${ENGINEER}` },
};

/** Every screen of the layout, in the route table's order, at the address it is measured at. */
const MEASURED = LAYOUT_ROUTES.map(({ path }) => ({ ...SETUP[path], route: `${path}${SETUP[path]?.query ?? ''}` }));

/** The demo server's labels (menuNameEn, menuName) of the admin group and of one of its screens. */
const SYSTEM_MANAGEMENT = { en: 'System management', zh: '系统管理' };
const USER_MANAGEMENT = { en: 'User management', zh: '用户管理' };

const exactly = (value: string) => new RegExp(`^${escapeRegExp(value)}$`);

/** Signed in as admin at `route`, in `language`, with the side menu expanded unless told otherwise. */
async function open(page: Page, language: Language, route: string, { expanded = true, storage = {} as Record<string, string> } = {}) {
  await page.setViewportSize(SCREEN);
  await startSignedIn(page, 'admin', { route, language, storage: { isCollapse: expanded ? 'false' : null, ...storage } });
  await nav(page, language).waitFor({ timeout: 30_000 });
}

const nav = (page: Page, language: Language) => page.getByRole('navigation', { name: text(language, 'layout:nav.label') });

/** Go to a route inside the running app (no reload), and wait until the screen left has gone. */
async function go(page: Page, route: string) {
  await page.evaluate((hash) => {
    document.querySelectorAll('table, [role="grid"]').forEach((table) => table.setAttribute('data-left-behind', ''));
    window.location.hash = hash;
  }, `#${route}`);
  await page.waitForURL((url) => url.hash === `#${route}`);
  await expect.poll(() => page.locator('[data-left-behind]').count()).toBe(0);
}

/** The window's width without its vertical scroll bar. */
const visibleWidth = (page: Page) => page.evaluate(() => document.documentElement.clientWidth);

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A header cell's words, and where it starts and ends across the window. */
interface HeaderBox {
  text: string;
  left: number;
  right: number;
}

interface ShownTable {
  rows: number;
  /** Its column headers' texts, to name it in a failure. */
  columns: string;
  /** It says it has no rows (antd's placeholder row). */
  empty: boolean;
  /** The header of the column whose cells head their rows (the rows' names), if the rows have one. */
  name: HeaderBox | null;
  actions: HeaderBox | null;
}

/**
 * Each table the screen shows with column headers (antd's tables and the file list's grid; not /home's, which
 * is for screen readers only): its rows, the header of its name column and that of its Actions column.
 */
const tablesShown = (page: Page, actionsLabel: string) =>
  page.evaluate((actions): ShownTable[] => {
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 2 && rect.height > 2;
    };
    const headerBox = (element: Element): HeaderBox => {
      const rect = element.getBoundingClientRect();
      return { text: element.textContent?.trim() ?? '', left: Math.round(rect.left), right: Math.round(rect.right) };
    };
    return [...document.querySelectorAll('.ant-table, [role="grid"]')].filter(shown).flatMap((table) => {
      const own = (element: Element) => element.closest('.ant-table, [role="grid"]') === table;
      const headers = [...table.querySelectorAll('thead th, [role="columnheader"]')].filter((cell) => own(cell) && shown(cell));
      if (headers.length === 0) return [];
      const rows = [...table.querySelectorAll('tr.ant-table-row, [role="row"][aria-rowindex]:not([aria-rowindex="1"])')].filter(own);
      const rowHeader = rows[0]?.querySelector(':scope > th[scope="row"], :scope > [role="rowheader"]');
      const middle = rowHeader ? (rowHeader.getBoundingClientRect().left + rowHeader.getBoundingClientRect().right) / 2 : NaN;
      const name = headers.find((cell) => cell.getBoundingClientRect().left <= middle && middle <= cell.getBoundingClientRect().right);
      const action = headers.find((cell) => cell.textContent?.trim() === actions);
      const empty = [...table.querySelectorAll('.ant-table-placeholder')].some(own);
      const columns = headers.map((cell) => cell.textContent?.trim()).join(' | ');
      return [{ rows: rows.length, columns, empty, name: name ? headerBox(name) : null, actions: action ? headerBox(action) : null }];
    });
  }, actionsLabel);

/** The screen drawn: its code and data calls answered and no spinner left. */
async function settled(page: Page, requests: ReturnType<typeof requestsOf>) {
  await requests.quiet();
  await expect.poll(() => page.locator('.ant-spin-spinning, .ant-skeleton').count()).toBe(0);
  await requests.quiet();
}

/** The expanded menu's labels that do not show whole, and why. */
const cutLabels = (page: Page, language: Language) =>
  nav(page, language).evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('.ant-menu-title-content')].flatMap((label) => {
      const item = label.closest<HTMLElement>('.ant-menu-item, .ant-menu-submenu-title')!;
      const problems = [];
      if (label.scrollWidth > label.clientWidth) problems.push(`${label.scrollWidth} px wide in ${label.clientWidth}`);
      if (item.scrollHeight > item.clientHeight) problems.push(`${item.scrollHeight} px high in ${item.clientHeight}`);
      return problems.length ? [`${label.textContent}: ${problems.join(', ')}`] : [];
    }),
  );

describe('the screens measured', () => {
  it('sets up only screens of the layout', () => {
    const paths = LAYOUT_ROUTES.map((route) => route.path);
    expect(Object.keys(SETUP).filter((path) => !paths.includes(path))).toEqual([]);
  });
});

describe('layout at 1440 x 900', () => {
  const e2e = useBrowser();

  // In English, whose column headers are the wider of the two; the Chinese words are checked in the menu below.
  for (const language of ['en'] as const) {
    demoOnly(`every table shows its name and its actions without scrolling sideways (${language})`, { timeout: 240_000 }, async () => {
      const { page } = e2e;
      const actions = text(language, 'common:table.actions');
      const requests = requestsOf(page);
      const problems: string[] = [];
      const withTables: string[] = [];
      let opened = false;
      for (const screen of MEASURED) {
        if (!opened || screen.storage) {
          await open(page, language, screen.route, { storage: screen.storage });
          opened = !screen.storage;
        } else {
          await go(page, screen.route);
        }
        await settled(page, requests);
        const width = await visibleWidth(page);
        const tables = await tablesShown(page, actions);
        if (tables.length > 0) withTables.push(screen.route);
        for (const table of tables) {
          if (table.rows === 0 && !table.empty) problems.push(`${screen.route}: [${table.columns}] drawn without its rows`);
          else if (table.rows > 0 && !table.name)
            problems.push(`${screen.route}: [${table.columns}]: no cell names its rows (a row header)`);
          for (const header of [table.name, table.actions]) {
            if (header && (header.left < 0 || header.right > width))
              problems.push(`${screen.route}: "${header.text}" spans ${header.left}-${header.right} px, the window ${width} px`);
          }
        }
        if (await scrollsSideways(page)) problems.push(`${screen.route}: the page scrolls sideways`);
      }
      expect(problems).toEqual([]);
      // Most screens of the layout are lists: far fewer found means the screens were measured before they drew.
      expect(withTables.length).toBeGreaterThan(MEASURED.length / 2);
      expect(e2e.pageErrors).toEqual([]);
    });
  }

  for (const language of LANGUAGES) {
    demoOnly(`the expanded side menu shows every label whole, with System management open on an admin route (${language})`, async () => {
      const { page } = e2e;
      await open(page, language, '/userInfo');
      const menu = nav(page, language);
      const system = menu.locator('.ant-menu-submenu-title').filter({ hasText: exactly(SYSTEM_MANAGEMENT[language]) });
      await expect.poll(() => system.getAttribute('aria-expanded')).toBe('true');
      await menu.getByRole('link', { name: USER_MANAGEMENT[language], exact: true }).waitFor();
      // The demo's system manager sees 26 entries: 11 screens, System management and its 14.
      await expect.poll(() => menu.locator('.ant-menu-title-content').count()).toBe(26);
      // Measured once the submenu has finished opening, as a person reads it.
      await animationsDone(page);
      expect(await cutLabels(page, language)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
    });
  }
});

/**
 * Header controls that end outside the window (their right edge past its width), by accessible name; none on
 * a screen without the header (read at once: a locator would wait for a header that never comes).
 */
const headerOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('header a, header button, header .ant-select')]
      .filter((control) => control.getBoundingClientRect().right > width + 0.5)
      .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? control.className);
  });

describe('the shell on a phone and a tablet, by touch', () => {
  const e2e = useBrowser();

  demoOnly('at 390 x 844 the header fits and the menu is a drawer: tapped open, a screen chosen, it closes', async () => {
    const context = await newTestContext(e2e.browser, PHONE_SCREEN);
    try {
      const page = await context.newPage();
      await startSignedIn(page, 'staff');
      expect(await headerOverflow(page)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      const menu = nav(page, 'en');
      expect(await menu.count()).toBe(0);
      await page.getByRole('button', { name: 'Open navigation' }).tap();
      await menu.waitFor();
      await menu.getByRole('link', { name: 'Document management', exact: true }).tap();
      await page.waitForURL((url) => url.hash.startsWith('#/filelist'));
      await menu.waitFor({ state: 'hidden' });
      expect(await headerOverflow(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  demoOnly(
    'at 320 x 640 (1280 px at 400 % zoom) no screen scrolls sideways and the header fits (WCAG 1.4.10)',
    { timeout: 180_000 },
    async () => {
      const { page } = e2e;
      await page.setViewportSize({ width: 320, height: 640 });
      await startSignedIn(page, 'admin');
      const problems: string[] = [];
      for (const route of ROUTES) {
        // The sign-in landed on /home: the first route is already on screen.
        if (new URL(page.url()).hash !== `#${route}`) await go(page, route);
        // Settled: the screen's content drawn and nothing loading.
        await page.locator('main, #root > *').first().waitFor();
        await expect
          .poll(() => page.locator('.ant-spin-spinning, .ant-skeleton').count(), { timeout: 20_000, message: `${route} settles` })
          .toBe(0);
        if (await scrollsSideways(page)) {
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          problems.push(`${route}: the page is ${width} px wide`);
        }
        const header = await headerOverflow(page);
        if (header.length) problems.push(`${route}: header controls past the edge: ${header.join(', ')}`);
      }
      expect(problems).toEqual([]);
    },
  );

  demoOnly('at 768 x 1024 the menu stays beside the content, collapsed, with the header on one line', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 768, height: 1024 });
    await startSignedIn(page, 'staff');
    await nav(page, 'en').waitFor();
    expect(await page.getByRole('button', { name: 'Open navigation' }).count()).toBe(0);
    expect(await headerOverflow(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });
});

/**
 * Four rules of the working screens, at a desktop's and a phone's width: the recycle bin shows each row's
 * name beside its actions; the file list's column headers are opaque, so rows never show through them; the
 * open upload panel overlays the page and never makes it taller; a name the upload dialog refuses as already
 * there stays readable.
 */
describe('the working screens at 1440 and 390 px', () => {
  const e2e = useBrowser();

  // English at 390 px is phone.e2e.ts's, by touch.
  demoOnly('en at 1440, zh at 1440 and 390 px: bin names beside actions, opaque headers, the upload panel over the page', async () => {
    const { page } = e2e;
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    const panel = (language: Language) => page.getByRole('region', { name: text(language, 'upload:panel.title') });
    /** Upload one new file; the page is as tall with its panel open as without it. */
    const uploadKeepsHeight = async (language: Language, name: string) => {
      const before = await pageHeight();
      const dialog = await chooseToUpload(page, language, name);
      await pickEffectiveDate(dialog, undefined, undefined, text(language, 'upload:dialog.editDate'));
      await dialog.getByRole('button', { name: text(language, 'upload:dialog.ok', { count: 1 }) }).click();
      await panel(language)
        .getByText(text(language, 'upload:panel.summary', { done: 1, total: 1 }))
        .waitFor({ timeout: 30_000 });
      await dialog.waitFor({ state: 'hidden' });
      expect(await pageHeight()).toBe(before);
    };
    const closePanel = async (language: Language) => {
      await panel(language)
        .getByRole('button', { name: text(language, 'upload:panel.close') })
        .click();
      await panel(language).waitFor({ state: 'detached' });
    };
    /** The recycle bin's rows on screen show their names (polled: a new width re-renders the rows). */
    const binNamesShown = async (language: Language) => {
      await page
        .getByRole('table', { name: text(language, 'recycle-bin:table') })
        .locator('.ant-table-row')
        .first()
        .waitFor({ timeout: 30_000 });
      const restore = text(language, 'recycle-bin:restoreOne', { name: '' });
      await expect
        .poll(async () => {
          const names = await binNamesHidden(page, restore);
          return names.seen >= 2 ? names.hidden : `${names.seen} rows on screen`;
        })
        .toEqual([]);
    };
    const listShown = () => page.getByRole('grid').getByRole('row').first().waitFor({ timeout: 30_000 });

    await page.setViewportSize(SCREEN);
    await startSignedIn(page, 'admin', { route: '/abandonpage' });
    await binNamesShown('en');
    await go(page, `/filelist?dir=${WORKING_DRAFTS}`);
    await listShown();
    expect(await headerAlpha(page)).toBe(1);
    await uploadKeepsHeight('en', 'wide-en.txt');
    await closePanel('en');

    // Chinese, as the language menu leaves it: stored, then the app started again.
    await page.evaluate(() => localStorage.setItem('locale', '"zh"'));
    await page.reload();
    await mockReady(page);
    await listShown();
    await uploadKeepsHeight('zh', 'wide-zh.txt');
    await closePanel('zh');
    await go(page, '/abandonpage');
    await binNamesShown('zh');

    await page.setViewportSize(PHONE_SCREEN.viewport);
    await binNamesShown('zh');
    await go(page, `/filelist?dir=${WORKING_DRAFTS}`);
    await listShown();
    // A phone's list is one column of cards, with no header row to see through.
    expect(await page.getByRole('grid').getByRole('columnheader').count()).toBe(0);
    await uploadKeepsHeight('zh', 'narrow-zh.txt');

    // The same name again: refused, and the name stays readable beside the refusal.
    const again = await chooseToUpload(page, 'zh', 'narrow-zh.txt');
    const item = again
      .getByRole('list', { name: text('zh', 'upload:dialog.files') })
      .getByRole('listitem')
      .first();
    await item.getByText(text('zh', 'upload:refuse.duplicate')).waitFor();
    const shown = await item
      .getByText('narrow-zh.txt', { exact: true })
      .evaluate((element) => ({ width: element.getBoundingClientRect().width, full: element.scrollWidth }));
    expect(shown.width).toBeGreaterThanOrEqual(Math.min(shown.full, 120));
    expect(e2e.pageErrors).toEqual([]);
  });
});

/** Open the upload dialog of the open folder and choose one small text file called `name`. */
async function chooseToUpload(page: Page, language: Language, name: string) {
  const tools = page.getByRole('toolbar', { name: text(language, 'workspace:toolbar.label') });
  await tools.getByRole('button', { name: text(language, 'upload:action.upload') }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: text(language, 'upload:dialog.title', { folder: 'Working Drafts' }) });
  await dialog
    .getByLabel(text(language, 'upload:dialog.choose'), { exact: true })
    .setInputFiles([{ name, mimeType: 'text/plain', buffer: Buffer.from(name) }]);
  return dialog;
}

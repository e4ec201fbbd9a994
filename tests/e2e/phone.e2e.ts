/**
 * The app on a phone (390 x 844) and a tablet (768 x 1024), by touch, in Chromium with
 * touch emulation (`hasTouch`, `isMobile`) (the desktop's mouse journeys are the other spec files'):
 * - the workspace: sign-in through the login screen (the captcha's slider dragged by a finger on the touch
 *   screens), the folder tree in a drawer on the phone (beside the list on the tablet), a folder chosen,
 *   a file's "more" menu opened by a tap and, on the phone, by a long press, a file previewed, a file uploaded
 *   from the file picker, set invalid from its menu and restored from the recycle bin (its name shown beside
 *   the bin's actions); /home, /disk and the bin on the way; the page never scrolls sideways;
 * - the preview fills the phone's screen, and a two-finger pinch zooms an image and a PDF;
 * - on the phone: the admin tables scroll inside their card, and axe finds no violation on /filelist, WCAG
 *   2.2's target size (2.5.8) included.
 * With E2E_EVIDENCE=1 each journey leaves full-page screenshots of what it saw in the run's artifacts folder.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { sampleFileIds } from '../../mocks/db/sample-files';
import { seedDb } from '../../mocks/db/seed';
import { axeViolations } from './axe';
import {
  animationsDone,
  binNamesHidden,
  evidence,
  goInApp,
  newTestContext,
  pickEffectiveDate,
  reportingFailure,
  undoNotice,
  useBrowser,
  type E2E,
} from './browser';
import { escapeRegExp, folderTools } from './file-list';
import { signIn, startSignedIn } from './sign-in';

const PHONE = { name: 'phone', width: 390, height: 844 } as const;
const TABLET = { name: 'tablet', width: 768, height: 1024 } as const;
type Screen = typeof PHONE | typeof TABLET;
const press = (target: Locator) => target.tap();

/** Working Drafts (under R&D): staff may upload there. */
const WORKING_DRAFTS = '205';

let ids: { pdf: string; png: string };
beforeAll(() => {
  // The seed is deterministic: the browser's mock holds the same files.
  ids = sampleFileIds(seedDb());
});

/**
 * Run `journey` in a context of the given size with a touch screen, as a phone's or a tablet's browser; a
 * failure leaves a screenshot of that page and what it showed (the run's default page is not the one used here).
 */
async function onTouchScreen(
  e2e: E2E,
  screen: Screen,
  title: string,
  journey: (tab: { context: BrowserContext; page: Page; errors: string[] }) => Promise<void>,
) {
  const context = await newTestContext(e2e.browser, {
    viewport: { width: screen.width, height: screen.height },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await reportingFailure(page, `failed ${screen.name} ${title}`, () => journey({ context, page, errors }));
  } finally {
    await context.close();
  }
}

/** Whether the page scrolls sideways (the document wider than the window). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);

const list = (page: Page) => page.getByRole('grid', { name: 'Files and folders' });
const fileRow = (page: Page, name: string) => list(page).getByRole('row', { name: new RegExp(`^${escapeRegExp(name)}, `) });
/** The open row menu (the side menu at 768 px is a menu too). */
const rowMenu = (page: Page) => page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: /Version history/ }) });
const settled = (page: Page) => expect.poll(() => list(page).getAttribute('aria-busy')).toBe('false');

/** A long press by touch in the middle of `target`, held until a menu shows, then lifted. */
async function longPress(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await rowMenu(page).waitFor();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Two fingers on `target`, `from` px apart, moved apart to `to` px in steps, then lifted: a pinch (zoom in
 * when `to` > `from`).
 */
async function pinch(page: Page, target: Locator, from: number, to: number) {
  const box = (await target.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + Math.min(box.height, 400) / 2 };
  const fingers = (gap: number) => [
    { x: centre.x - gap / 2, y: centre.y, id: 1 },
    { x: centre.x + gap / 2, y: centre.y, id: 2 },
  ];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  for (let step = 1; step <= 5; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(from + ((to - from) * step) / 5) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Open a folder from the tree: on the phone through the "Folders" drawer, on the tablet in the panel beside the list. */
async function openFromTree(page: Page, screen: Screen, name: RegExp) {
  const tree = page.getByRole('tree', { name: 'Folders' });
  if (screen === PHONE) {
    expect(await tree.count()).toBe(0);
    await page.getByRole('button', { name: /Folders$/ }).tap();
    const drawer = page.getByRole('dialog', { name: 'Folders' });
    await drawer.getByRole('tree', { name: 'Folders' }).waitFor();
    await drawer.getByRole('treeitem', { name }).tap();
    // Choosing a folder closes the drawer, on that folder's list.
    await drawer.waitFor({ state: 'hidden' });
  } else {
    await press(tree.getByRole('treeitem', { name }));
  }
}

/**
 * The open row menu moves with the page when it scrolls, as its row does. Its anchor was once fixed to the
 * window: the menu scrolled away and antd put it back some frames later, and a tap in between (Playwright
 * scrolls a target into view before it taps) landed on the neighbouring item.
 */
async function expectMenuScrollsWithPage(page: Page, row: Locator) {
  const offset = async () => (await rowMenu(page).boundingBox())!.y - (await row.boundingBox())!.y;
  // The list fits the window (the upload panel overlays it): room below the page lets it scroll.
  await page.evaluate(() => {
    document.body.style.paddingBottom = '100vh';
  });
  const before = await offset();
  const scrolled = await page.evaluate(() => {
    const from = window.scrollY;
    window.scrollBy(0, 100);
    return window.scrollY - from;
  });
  expect(scrolled).toBeGreaterThan(0);
  // Time for antd to align the menu again after the scroll (it does so on the scroll event).
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let frames = 10;
        const tick = () => (--frames > 0 ? requestAnimationFrame(tick) : done());
        requestAnimationFrame(tick);
      }),
  );
  expect(await offset()).toBeCloseTo(before, 0);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.body.style.paddingBottom = '';
  });
}

/** Elements a finger may press that are smaller than 24 x 24 CSS px, inside `scope` (by their names). */
const smallTargets = (scope: Locator) =>
  scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, a[href], input[type="checkbox"], [role="treeitem"], [role="menuitem"]')]
      .filter((element) => element.checkVisibility())
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
      .map(
        ({ element, box }) =>
          `${element.getAttribute('aria-label') ?? element.textContent?.trim()} ${Math.round(box.width)}x${Math.round(box.height)}`,
      ),
  );

describe('phone and tablet by touch', () => {
  const e2e = useBrowser();

  for (const screen of [PHONE, TABLET]) {
    it(
      `${screen.width} x ${screen.height}: sign-in, a folder from the tree, a file's menu, preview, upload from the picker, set invalid and restore`,
      { timeout: 240_000 },
      async () => {
        await onTouchScreen(e2e, screen, 'workspace', async ({ context, page, errors }) => {
          // Through the login screen, at this size (the captcha's slider by a finger on a touch screen).
          expect(await page.evaluate(() => navigator.maxTouchPoints > 0)).toBe(true);
          await signIn(page, 'staff', { touch: true });
          await page.waitForURL((url) => url.hash.startsWith('#/home'));
          await page.getByRole('main').getByRole('heading').first().waitFor();
          expect(await scrollsSideways(page)).toBe(false);
          await evidence(page, `phone-e2e ${screen.name} home`);
          await goInApp(page, '/filelist');
          await list(page).waitFor();
          expect(await scrollsSideways(page)).toBe(false);

          // A folder, by its parent: R&D from the tree, then Working Drafts from the tree again (now open at R&D).
          await openFromTree(page, screen, /^R&D/);
          await page.waitForURL((url) => /[?&]dir=/.test(url.hash) && !url.hash.includes(`dir=${WORKING_DRAFTS}`));
          await openFromTree(page, screen, /^Working Drafts/);
          await page.waitForURL((url) => url.hash.includes(`dir=${WORKING_DRAFTS}`));
          await settled(page);
          await fileRow(page, 'Schematic.pdf').waitFor();
          expect(await scrollsSideways(page)).toBe(false);
          // The compact list is made for a finger: each of its controls is at least 24 x 24 px (axe's
          // target-size rule, below, judges the whole screen at both sizes, with WCAG's spacing exception).
          if (screen === PHONE) expect(await smallTargets(list(page))).toEqual([]);
          await evidence(page, `phone-e2e ${screen.name} filelist`);

          // The row's "more" button, by a tap: the same menu as on a desktop.
          const row = fileRow(page, 'Schematic.pdf');
          await press(row.getByRole('button', { name: 'More actions on Schematic.pdf' }));
          const menu = rowMenu(page);
          await menu.getByRole('menuitem', { name: /Operation log/ }).waitFor();
          await menu.getByRole('menuitem', { name: /Version history/ }).waitFor();
          expect(await smallTargets(menu)).toEqual([]);
          await page.keyboard.press('Escape');
          await menu.waitFor({ state: 'hidden' });
          if (screen === PHONE) {
            // A long press on the row opens it too.
            await longPress(page, row.getByText('Schematic.pdf', { exact: true }));
            await rowMenu(page)
              .getByRole('menuitem', { name: /Operation log/ })
              .waitFor();
            await page.keyboard.press('Escape');
            await rowMenu(page).waitFor({ state: 'hidden' });
          }

          // The file's name opens its preview, in a tab of its own.
          const [preview] = await Promise.all([
            context.waitForEvent('page'),
            press(row.getByRole('button', { name: 'Schematic.pdf', exact: true })),
          ]);
          await preview.getByRole('heading', { name: 'Schematic.pdf' }).waitFor({ timeout: 30_000 });
          // The drawn page fits the phone's width; the tablet's preview is the desktop's.
          if (screen === PHONE) {
            await preview.getByRole('img', { name: /^Page 1 of/ }).waitFor({ timeout: 30_000 });
            expect(await scrollsSideways(preview)).toBe(false);
          }
          await preview.close();

          // Upload from the phone's file picker: the Upload button's dialog takes several files at once.
          await press(folderTools(page).getByRole('button', { name: 'Upload' }));
          const dialog = page.getByRole('dialog').filter({ hasText: 'Upload to Working Drafts' });
          const picker = dialog.getByLabel('Choose files');
          expect(await picker.evaluate((input: HTMLInputElement) => input.type === 'file' && input.multiple)).toBe(true);
          const name = `from-the-${screen.name}.txt`;
          const scrollsDown = () => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
          const scrolledBefore = await scrollsDown();
          await picker.setInputFiles([{ name, mimeType: 'text/plain', buffer: Buffer.from(`taken on a ${screen.name}`) }]);
          await pickEffectiveDate(dialog, '2030-06-30', press);
          expect(await scrollsSideways(page)).toBe(false);
          await animationsDone(page);
          await press(dialog.getByRole('button', { name: 'Upload (1)' }));
          await page.getByRole('region', { name: 'Uploads' }).getByText('Uploads: 1 of 1 done').waitFor({ timeout: 30_000 });
          await fileRow(page, name).waitFor();
          expect(await scrollsSideways(page)).toBe(false);
          // The open upload panel overlays the page: it does not make it scroll.
          expect(await scrollsDown()).toBe(scrolledBefore);
          await evidence(page, `phone-e2e ${screen.name} after upload`);

          // The same name again: the refusal goes below the name, which stays readable.
          await press(folderTools(page).getByRole('button', { name: 'Upload' }));
          await dialog.getByLabel('Choose files').setInputFiles([{ name, mimeType: 'text/plain', buffer: Buffer.from('again') }]);
          const again = dialog.getByRole('list', { name: 'Files to upload' }).getByRole('listitem').first();
          await again.getByText('This file already exists, upload cancelled').waitFor();
          const shown = await again
            .getByText(name, { exact: true })
            .evaluate((element) => ({ width: element.getBoundingClientRect().width, full: element.scrollWidth }));
          expect(shown.width).toBeGreaterThanOrEqual(Math.min(shown.full, 120));
          await animationsDone(page);
          await press(dialog.getByRole('button', { name: 'Cancel' }));
          await dialog.waitFor({ state: 'hidden' });

          // Set invalid from the row's "more" menu, then restored from the recycle bin, by touch.
          await press(fileRow(page, name).getByRole('button', { name: `More actions on ${name}` }));
          // The menu slides in: a tap during that was lost in a clean-clone run (no dialog came).
          await rowMenu(page)
            .getByRole('menuitem', { name: /Set invalid/ })
            .waitFor();
          await animationsDone(page);
          if (screen === PHONE) await expectMenuScrollsWithPage(page, fileRow(page, name));
          await press(rowMenu(page).getByRole('menuitem', { name: /Set invalid/ }));
          const reason = page.getByRole('dialog').filter({ hasText: `Set file ${name} invalid` });
          await reason.getByLabel('Reason').fill(`Retaken on the ${screen.name}`);
          expect(await scrollsSideways(page)).toBe(false);
          await animationsDone(page);
          await press(reason.getByRole('button', { name: 'Set invalid' }));
          await reason.waitFor({ state: 'hidden' });
          await fileRow(page, name).waitFor({ state: 'detached' });
          await goInApp(page, '/abandonpage');
          const filters = page.getByRole('search', { name: 'Filter the recycle bin' });
          await filters.getByLabel('File name').fill(name);
          await press(filters.getByRole('button', { name: /Search/ }));
          const binRow = page
            .getByRole('table', { name: 'Recycle bin' })
            .getByRole('row')
            .filter({ has: page.getByText(name, { exact: true }) });
          await binRow.waitFor();
          expect(await scrollsSideways(page)).toBe(false);
          // The row shows its name beside its actions, where it is drawn on top.
          await expect.poll(() => binNamesHidden(page, 'Restore ')).toEqual({ seen: 1, hidden: [] });
          await evidence(page, `phone-e2e ${screen.name} recycle bin`);
          await animationsDone(page);
          await press(binRow.getByRole('button', { name: `Restore ${name}` }));
          await undoNotice(page, '1 file restored to its folder').waitFor();
          await goInApp(page, `/filelist?dir=${WORKING_DRAFTS}`);
          await fileRow(page, name).waitFor();

          // /disk: cards on both screens.
          await goInApp(page, `/disk?dir=${WORKING_DRAFTS}`);
          await page
            .getByRole('grid')
            .getByRole('row', { name: new RegExp(`^${escapeRegExp(name)}, `) })
            .waitFor();
          expect(await scrollsSideways(page)).toBe(false);
          await evidence(page, `phone-e2e ${screen.name} disk`);
          expect(errors).toEqual([]);
        });
      },
    );
  }

  it('on a phone the preview fills the screen, and a pinch zooms an image and a PDF', { timeout: 120_000 }, async () => {
    await onTouchScreen(e2e, PHONE, 'preview', async ({ page, errors }) => {
      await startSignedIn(page, 'admin');
      await page.goto(`/#/pdf?id=${ids.png}`);
      const stage = page.getByRole('region', { name: 'Image' });
      await page.locator('img[data-rotation]').waitFor();
      const zoomShown = page.getByRole('toolbar', { name: 'Image tools' }).getByText(/^\d+%$/);
      await expect.poll(() => zoomShown.textContent()).toMatch(/%$/);
      const before = parseInt((await zoomShown.textContent())!, 10);
      await pinch(page, stage, 60, 180);
      await expect.poll(async () => parseInt((await zoomShown.textContent())!, 10)).toBeGreaterThan(before * 2);
      expect(await stage.evaluate((element) => getComputedStyle(element).touchAction)).toBe('pan-x pan-y');
      expect(await scrollsSideways(page)).toBe(false);
      await evidence(page, 'phone-e2e phone image pinched');

      await page.goto(`/#/pdf?id=${ids.pdf}`);
      const pdfPage = page.getByRole('img', { name: /^Page 1 of/ });
      await pdfPage.waitFor({ timeout: 30_000 });
      // The page has the screen's width (no thumbnails beside it on a phone).
      await expect.poll(async () => (await pdfPage.boundingBox())?.width ?? 0).toBeGreaterThan(PHONE.width * 0.9);
      expect(await page.getByRole('list', { name: 'Page thumbnails' }).count()).toBe(0);
      expect(await scrollsSideways(page)).toBe(false);
      await evidence(page, 'phone-e2e phone pdf');
      const width = (await pdfPage.boundingBox())!.width;
      const document = page.getByRole('region', { name: 'Document page' });
      await pinch(page, document, 80, 160);
      await expect.poll(async () => (await pdfPage.boundingBox())?.width ?? 0).toBeGreaterThan(width * 1.5);
      // The zoom list says the pinched zoom.
      await expect.poll(() => page.getByRole('toolbar', { name: 'PDF tools' }).locator('.ant-select').textContent()).toMatch(/^\d+%$/);
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
    });
  });

  // On the phone, the narrower of the two: the tablet's journey above crosses its tables and /filelist.
  for (const screen of [PHONE]) {
    it(`${screen.width} x ${screen.height}: the admin tables scroll inside their card, not the page`, { timeout: 180_000 }, async () => {
      await onTouchScreen(e2e, screen, 'admin tables', async ({ page, errors }) => {
        await startSignedIn(page, 'admin', { route: '/userInfo' });
        const wider: string[] = [];
        for (const route of ['/userInfo', '/role', '/teammanage', '/menuSystem', '/logger', '/department']) {
          await page.goto(`/#${route}`);
          await page.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
          expect(await scrollsSideways(page), `${route} scrolls sideways`).toBe(false);
          // A table wider than its card scrolls inside it: the card's scroller moves, the page does not.
          const scroller = page.locator('.ant-table-content').first();
          const moved = await scroller.evaluate((element) => {
            if (element.scrollWidth <= element.clientWidth) return null;
            element.scrollLeft = 120;
            return element.scrollLeft;
          });
          if (moved !== null) {
            wider.push(route);
            expect(moved, `${route}: the table scrolls inside its card`).toBeGreaterThan(0);
            expect(await page.evaluate(() => window.scrollX), `${route}: the page stays`).toBe(0);
          }
          if (route === '/userInfo') await evidence(page, `phone-e2e ${screen.name} userInfo`);
        }
        // On a phone the user list, at least, is wider than the screen (the case that matters).
        if (screen === PHONE) expect(wider).toContain('/userInfo');
        expect(errors).toEqual([]);
      });
    });

    it(
      `${screen.width} x ${screen.height}: axe finds no violation on /filelist, touch target size included`,
      { timeout: 120_000 },
      async () => {
        await onTouchScreen(e2e, screen, 'axe', async ({ page }) => {
          await startSignedIn(page, 'admin', { route: `/filelist?dir=${WORKING_DRAFTS}` });
          await fileRow(page, 'Schematic.pdf').waitFor();
          await settled(page);
          expect(await axeViolations(page, undefined, { enable: ['target-size'] })).toEqual([]);
          if (screen === PHONE) {
            await page.getByRole('button', { name: /Folders$/ }).tap();
            await page.getByRole('dialog', { name: 'Folders' }).getByRole('tree').waitFor();
            // The drawer itself: the page behind was judged above, and under the drawer's mask its text is dimmed
            // on purpose (an inactive part, WCAG 1.4.3's exception), which axe's contrast rule counts against it.
            expect(await axeViolations(page, undefined, { enable: ['target-size'], within: '.ant-drawer-content-wrapper' })).toEqual([]);
            await evidence(page, 'phone-e2e phone folder drawer');
          }
        });
      },
    );
  }
});

/**
 * The WCAG 2.2 patterns in Chromium, as a keyboard and screen-reader user meets them: the
 * folder tree (ARIA tree: one tab stop, arrows, type-ahead, levels and states), the file list (grid with
 * sortable headers that carry aria-sort, the polite live region), focus given back when a dialog closes,
 * WCAG 2.5.8 target size on the workspace, the one-character shortcuts turned off (2.1.4), the active row
 * kept clear of the upload panel (2.4.11), and saved views from the workspace and /home.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newTestContext, pickEffectiveDate, useBrowser } from './browser';
import { folderTools } from './file-list';
import { startSignedIn } from './sign-in';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const tree = (page: Page) => page.getByRole('tree', { name: 'Folders' });
const grid = (page: Page) => page.getByRole('grid', { name: 'Files and folders' });
const announcements = (page: Page) => page.getByRole('status', { name: 'Announcements' });
const query = (page: Page) => Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? ''));

/** The tree row the keyboard is on (the tree's aria-activedescendant): its name and folder id. */
async function activeItem(page: Page) {
  return tree(page).evaluate((element) => {
    const row = document.getElementById(element.getAttribute('aria-activedescendant') ?? '');
    return row ? { name: row.textContent ?? '', id: /-folder-(.+)$/.exec(row.id)?.[1] ?? '' } : null;
  });
}

/** The visible rows' names, in order. */
const visibleNames = (page: Page) =>
  tree(page)
    .getByRole('treeitem')
    .evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));

/** On Working Drafts (already open), upload one file: the upload panel stays open afterwards. Returns it. */
async function uploadLeavingPanelOpen(page: Page, name: string) {
  await grid(page).getByRole('row').nth(1).waitFor();
  await folderTools(page).getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Upload to Working Drafts' });
  await dialog.getByLabel('Choose files').setInputFiles([{ name, mimeType: 'text/plain', buffer: Buffer.from('panel') }]);
  await dialog.getByRole('list', { name: 'Files to upload' }).getByText('Ready').waitFor();
  await pickEffectiveDate(dialog);
  await dialog.getByRole('button', { name: 'Upload (1)' }).click();
  const panel = page.getByRole('region', { name: 'Uploads' });
  await panel.getByText('Uploads: 1 of 1 done').waitFor({ timeout: 20_000 });
  await dialog.waitFor({ state: 'hidden' });
  return panel;
}

describe('accessibility patterns', () => {
  const e2e = useBrowser();

  it('the folder tree is an ARIA tree: one tab stop, arrows, type-ahead and Enter, with level, position and states', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff', { route: '/filelist' });
    await tree(page).getByRole('treeitem', { name: 'All documents' }).waitFor();
    const root = tree(page).getByRole('treeitem', { name: 'All documents' });
    expect(await root.getAttribute('aria-level')).toBe('1');
    expect(await root.getAttribute('aria-expanded')).toBe('true');
    expect(await root.getAttribute('aria-selected')).toBe('true');
    const firstTop = tree(page).locator('[role="treeitem"][aria-level="2"]').first();
    expect(await firstTop.getAttribute('aria-posinset')).toBe('1');
    expect(Number(await firstTop.getAttribute('aria-setsize'))).toBeGreaterThan(1);
    // No row is a tab stop of its own: the tree is one.
    expect(await tree(page).locator('[role="treeitem"][tabindex]').count()).toBe(0);
    expect(await tree(page).getAttribute('tabindex')).toBe('0');

    await page.getByRole('textbox', { name: 'Filter folders' }).focus();
    await page.keyboard.press('Tab');
    expect(await tree(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Home');
    expect((await activeItem(page))?.name).toBe('All documents');
    await page.keyboard.press('ArrowDown');
    const first = await activeItem(page);
    expect(first?.name).toBe(await firstTop.textContent());

    // → opens it; → again enters its first subfolder; ← goes back up; ← closes.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tree(page).locator(`[id$="-folder-${first!.id}"]`).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowRight');
    const child = await activeItem(page);
    expect(await tree(page).locator(`[id$="-folder-${child!.id}"]`).getAttribute('aria-level')).toBe('3');
    await page.keyboard.press('ArrowLeft');
    expect((await activeItem(page))?.id).toBe(first!.id);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tree(page).locator(`[id$="-folder-${first!.id}"]`).getAttribute('aria-expanded')).toBe('false');

    // Type-ahead: the next visible folder whose name starts with the letter typed.
    const names = await visibleNames(page);
    const from = names.indexOf(first!.name);
    const letter = names[from + 1][0].toLowerCase();
    const expected = [...names.slice(from + 1), ...names.slice(0, from + 1)].find((name) => name.toLowerCase().startsWith(letter));
    await page.keyboard.press(letter);
    expect((await activeItem(page))?.name).toBe(expected);

    // End, then Enter opens the folder: it becomes the selected row and the list's folder.
    await page.keyboard.press('End');
    const last = await activeItem(page);
    expect(last?.name).toBe((await visibleNames(page)).at(-1));
    await page.keyboard.press('Enter');
    await expect.poll(() => query(page).dir).toBe(last!.id);
    expect(await tree(page).locator(`[id$="-folder-${last!.id}"]`).getAttribute('aria-selected')).toBe('true');
    expect(await root.getAttribute('aria-selected')).toBe('false');
  });

  it('the file list is a grid whose sortable headers carry aria-sort, and the new order is said politely', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff', { route: '/filelist?dir=202' });
    await grid(page).getByRole('row').nth(1).waitFor();
    expect(await announcements(page).getAttribute('aria-live')).toBe('polite');
    const nameHeader = grid(page).getByRole('columnheader', { name: /^Name/ });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(
      await grid(page)
        .getByRole('columnheader', { name: /File size/ })
        .getAttribute('aria-sort'),
    ).toBeNull();
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await announcements(page).getByText('Sorted by Name, ascending').waitFor({ state: 'attached' });
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    // The selection count is said in a polite status region too.
    await grid(page).getByRole('row').nth(1).getByRole('checkbox').check();
    const banner = page.getByRole('status').filter({ hasText: '1 selected' });
    expect(await banner.getAttribute('aria-live')).toBe('polite');
  });

  it('WCAG 2.1.4: the one-character shortcuts can be turned off in the help; ? then does nothing, the toolbar button still helps', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff', { route: '/filelist?dir=202' });
    await grid(page).getByRole('row').nth(1).waitFor();
    const helpButton = folderTools(page).getByRole('button', { name: 'Keyboard shortcuts' });
    await helpButton.click();
    const help = page.getByRole('dialog').filter({ hasText: 'Keyboard shortcuts' });
    await help.getByRole('switch', { name: 'One-key shortcuts (? and I)' }).click();
    expect(await help.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    /** In the focused list `?` does nothing now, while Space (not a character key) still selects the row. */
    const questionMarkIgnoredSpaceSelects = async () => {
      await grid(page).focus();
      // Focus makes the first row active (a render later): Space must have a row to select.
      await expect.poll(() => grid(page).getAttribute('aria-activedescendant')).toBeTruthy();
      await page.keyboard.press('?');
      // By the time Space has selected, `?` would have opened the help.
      await page.keyboard.press(' ');
      await page.getByRole('status').filter({ hasText: '1 selected' }).waitFor();
      expect(await help.isVisible()).toBe(false);
    };
    await questionMarkIgnoredSpaceSelects();
    // Kept for this account after a reload.
    await page.reload();
    await grid(page).getByRole('row').nth(1).waitFor();
    await questionMarkIgnoredSpaceSelects();
    await helpButton.click();
    await help.waitFor();
    expect(await help.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('WCAG 2.4.11: with the upload panel open, the active row at the bottom of the list is not under it', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff', { route: '/filelist?dir=205' });
    const panel = await uploadLeavingPanelOpen(page, 'a11y-panel.txt');

    // A full page (40 rows) of the 10,000-file folder; the panel stays open.
    await page.goto('/#/filelist?dir=1101');
    await expect.poll(() => grid(page).getAttribute('aria-rowcount'), { timeout: 20_000 }).toBe('41');
    await panel.waitFor();
    await grid(page).focus();
    await page.keyboard.press('End');
    const active = () =>
      grid(page).evaluate((element) => {
        const row = document.getElementById(element.getAttribute('aria-activedescendant') ?? '');
        const box = row?.getBoundingClientRect();
        return row && box
          ? { index: row.getAttribute('aria-rowindex'), top: box.top, bottom: box.bottom, left: box.left, right: box.right }
          : null;
      });
    await expect.poll(async () => (await active())?.index).toBe('41');
    const panelBox = (await panel.boundingBox())!;
    const gridBox = (await grid(page).boundingBox())!;
    const clear = async () => {
      const row = await active();
      if (!row) return 'no active row';
      const across = row.left < panelBox.x + panelBox.width && row.right > panelBox.x;
      const over = row.top < panelBox.y + panelBox.height && row.bottom > panelBox.y;
      if (across && over) return `row ${row.top}-${row.bottom} under the panel from ${panelBox.y}`;
      if (row.top < gridBox.y || row.bottom > gridBox.y + gridBox.height) return 'row outside the list';
      return 'clear';
    };
    await expect.poll(clear).toBe('clear');
    // Going up and down again near the end keeps it so.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await expect.poll(clear).toBe('clear');
    // So does moving down from the top, a row at a time, past a screenful.
    await page.keyboard.press('Home');
    await expect.poll(async () => (await active())?.index).toBe('2');
    for (let row = 3; row <= 22; row += 1) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await active())?.index).toBe(String(row));
      await expect.poll(clear).toBe('clear');
    }
  });

  it('WCAG 2.4.11: with the upload panel open, no control of another screen that the focus reaches is under it', async () => {
    const { page } = e2e;
    // A short window, so the operation log's table and pager reach below the panel.
    await page.setViewportSize({ width: 1440, height: 600 });
    await startSignedIn(page, 'admin', { route: '/filelist?dir=205' });
    const panel = await uploadLeavingPanelOpen(page, 'a11y-page.txt');

    await page.goto('/#/logger');
    const table = page.getByRole('table', { name: 'Operation log' });
    await table.getByRole('row').nth(10).waitFor();
    await panel.waitFor();
    const panelBox = (await panel.boundingBox())!;
    // Every stop of the Tab order inside the screen's content, from the page's top to past its pager.
    const visited: string[] = [];
    for (let stop = 0; stop < 150; stop += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || !element.closest('main')) return null;
        const box = element.getBoundingClientRect();
        return {
          name: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? element.tagName,
          top: box.top,
          bottom: box.bottom,
          left: box.left,
          right: box.right,
        };
      });
      if (!focused) {
        if (visited.length) break;
        continue;
      }
      const across = focused.left < panelBox.x + panelBox.width && focused.right > panelBox.x;
      const over = focused.top < panelBox.y + panelBox.height && focused.bottom > panelBox.y;
      visited.push(
        across && over
          ? `${focused.name}: under the panel (${Math.round(focused.top)}-${Math.round(focused.bottom)}, panel from ${Math.round(panelBox.y)})`
          : 'clear',
      );
    }
    expect(visited.length).toBeGreaterThan(10);
    expect(visited.filter((entry) => entry !== 'clear')).toEqual([]);
  });

  it('WCAG 1.4.12: with the text spacing of the criterion, no text of the file list, the cards or the compact list is clipped', async () => {
    const { page } = e2e;
    // The criterion's spacing: line height 1.5, paragraphs 2, letters 0.12 and words 0.16 times the font size.
    const spacing = async () => {
      await page.addStyleTag({
        content:
          '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
      });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    };
    /** Text boxes inside the rows that cut their text off vertically (a name may end in an ellipsis, as it can without the spacing). */
    const clipped = () =>
      page.evaluate(() => {
        const found: string[] = [];
        for (const row of document.querySelectorAll('[role="grid"] [role="row"]')) {
          for (const element of [row, ...row.querySelectorAll('*')] as HTMLElement[]) {
            if (!element.textContent?.trim()) continue;
            const style = getComputedStyle(element);
            const hides = style.overflowY !== 'visible' || style.overflow !== 'visible';
            if (hides && element.scrollHeight > element.clientHeight + 1)
              found.push(
                `${element.className || element.tagName}: ${element.textContent.trim().slice(0, 40)} (${element.scrollHeight} > ${element.clientHeight})`,
              );
          }
        }
        return found.slice(0, 5);
      });
    for (const [route, width] of [
      ['/filelist?dir=205', 1440],
      ['/disk?dir=205', 1440],
      ['/filelist?dir=205', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await startSignedIn(page, 'staff', { route });
      await page.getByRole('grid').getByRole('row').nth(1).waitFor();
      await spacing();
      expect(await clipped(), `${route} at ${width} px`).toEqual([]);
    }
  });

  it('after a file is set invalid from its row menu (its row gone), the focus is back in the list, not lost', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin', { route: '/filelist?dir=204' });
    const row = grid(page).locator('[role="row"][aria-label*=" file, "]').first();
    await row.waitFor();
    const name = (await row.getAttribute('aria-label'))!.replace(/, [^,]* file, .*$/, '');
    await row.getByRole('button', { name: `More actions on ${name}` }).click();
    await page.getByRole('menuitem', { name: /Set invalid/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `Set file ${name} invalid` });
    await dialog.getByRole('textbox').fill('Superseded');
    await dialog.getByRole('button', { name: /Set invalid/ }).click();
    await announcements(page).getByText(`File ${name} set invalid`).waitFor({ state: 'attached' });
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => grid(page).evaluate((element) => element === document.activeElement || element.contains(document.activeElement)))
      .toBe(true);
  });

  it('WCAG 2.5.8: axe finds no target smaller than 24 px on the workspace, at 1440 and 390 px', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff', { route: '/filelist?dir=202' });
    const found: string[] = [];
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForLoadState('networkidle');
      await page
        .waitForFunction(() => !document.querySelector('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton'), undefined, {
          timeout: 15_000,
        })
        .catch(() => undefined);
      await page.evaluate(axeSource);
      type Result = Array<{ id: string; nodes: Array<{ target: string[] }> }>;
      const { violations, checked } = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Result; passes: Result }> } })
          .axe;
        // Off by default in axe: asked for by id, it runs.
        const results = await axe.run(document, { runOnly: { type: 'rule', values: ['target-size'] } });
        return { violations: results.violations, checked: results.passes.reduce((n, rule) => n + rule.nodes.length, 0) };
      });
      // The rule did look at the page's controls (tree, grid, toolbar), not at nothing.
      expect(checked).toBeGreaterThan(20);
      for (const violation of violations)
        found.push(
          `${width}px: ${violation.id} at ${violation.nodes
            .slice(0, 5)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
        );
    }
    expect(found).toEqual([]);
  });
  it('WCAG 2.3.3: the shortcut help zooms in by default, and appears at once when the system asks for reduced motion', async () => {
    /** The CSS animations that start on the help's box while it opens from the list's `?`, with their lengths. */
    const animationsOfOpeningHelp = async (page: Page) => {
      await startSignedIn(page, 'staff', { route: '/filelist?dir=202' });
      await grid(page).getByRole('row').nth(1).waitFor();
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { e2eAnimations: string[] }).e2eAnimations = seen;
        document.addEventListener('animationstart', (event) => {
          if ((event.target as Element).closest('.ant-modal'))
            seen.push(`${event.animationName} ${getComputedStyle(event.target as Element).animationDuration}`);
        });
      });
      await grid(page).focus();
      await page.keyboard.press('?');
      await page.getByRole('dialog').filter({ hasText: 'Keyboard shortcuts' }).waitFor();
      // The box has its resting classes: a zoom, if any, has started and ended by now.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.ant-modal')].some(
          (box) => box.textContent?.includes('Keyboard shortcuts') && !/\bant-zoom/.test(box.className),
        ),
      );
      return page.evaluate(() => (window as unknown as { e2eAnimations: string[] }).e2eAnimations);
    };
    // By default the help zooms in. antd's keyframes carry its style hash: `css-…-antZoomIn`.
    expect(await animationsOfOpeningHelp(e2e.page)).toEqual([expect.stringMatching(/antZoomIn 0\.3s$/)]);
    const still = await newTestContext(e2e.browser, { reducedMotion: 'reduce' });
    try {
      expect(await animationsOfOpeningHelp(await still.newPage())).toEqual([expect.stringMatching(/antZoomIn 0\.01s$/)]);
    } finally {
      await still.close();
    }
  });
});

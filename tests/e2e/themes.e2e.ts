/**
 * Themes in Chromium: chosen from the header, drawn by antd's algorithms and by the app's
 * own CSS through the theme's variables, kept for the account across a reload, and shown by the sign-in
 * screen after signing out. Contrast in both themes: accessibility.e2e.ts.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { demoOnly, headerAlpha, useBrowser } from './browser';
import { startSignedIn } from './sign-in';

/**
 * The background colour painted behind the first element matching `selector`: its own, or the nearest
 * ancestor's that is not transparent.
 */
const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
      }
      return 'rgb(255, 255, 255)';
    });

/** How light a CSS rgb() colour is, 0 (black) to 255 (white). */
const lightness = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+(\.\d+)?/g)!.map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

async function choose(page: Page, item: string) {
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('themes', () => {
  const e2e = useBrowser();

  demoOnly('dark and compact from the header colour the app and its own panels, and stay after a reload and a sign-out', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff', { route: '/filelist?dir=205' });
    const tree = 'aside';
    await page.locator(tree).first().waitFor();
    expect(lightness(await background(page, tree))).toBeGreaterThan(200);
    // A file's row, once the list has them (while it loads, its placeholder fills the list's space).
    const fileRow = page.getByRole('grid').locator('[role="row"][aria-label*=" file, "]').first();
    await fileRow.waitFor();
    const rowHeight = async () => (await fileRow.boundingBox())!.height;
    const normalRow = await rowHeight();
    expect(await headerAlpha(page)).toBe(1);

    await choose(page, 'Dark');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // The app's own CSS (the folder tree's panel) and the page behind it follow, not only antd's components.
    await expect.poll(async () => lightness(await background(page, tree))).toBeLessThan(60);
    expect(lightness(await background(page, 'body'))).toBeLessThan(60);
    expect(await headerAlpha(page)).toBe(1);
    await choose(page, 'Compact density');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('themes')!).staff))
      .toEqual({ mode: 'dark', compact: true });
    // Compact: antd's controls shrink (the list's rows are the app's own and keep their height).
    await expect.poll(async () => (await page.getByRole('button', { name: 'Upload' }).boundingBox())!.height).toBeLessThan(24);
    expect(await rowHeight()).toBe(normalRow);

    await page.reload();
    await page.locator(tree).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(lightness(await background(page, tree))).toBeLessThan(60);

    await page.getByRole('button', { name: /^User menu for / }).click();
    await page.getByText('Exit system').click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // The sign-in screen shows this device's last theme.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(lightness(await background(page, 'form'))).toBeLessThan(60);
    expect(e2e.pageErrors).toEqual([]);
  });
});

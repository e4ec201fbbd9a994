/**
 * Watermarked previews: every preview type, the /disk cards and the /housDown delivery
 * carry the tiled watermark. Each is checked on the screen's pixels: a screenshot of the preview with its
 * layer against one with the layer made transparent by a stylesheet (which the layer's observer does not see)
 * must differ over many pixels. Removing the layer's node brings it back; in print it stays.
 * One signed-in page walks through every type, to keep the run short.
 * Expiry reminder: after sign-in, once a day per account, a notification counts the files expiring within
 * 30 days and links to their list.
 */
import { beforeAll, describe, expect } from 'vitest';
import { decode } from 'fast-png';
import type { Page } from 'playwright-core';
import { sampleFileIds, type SampleKind } from '../../mocks/db/sample-files';
import { seedDb } from '../../mocks/db/seed';
import { demoHousCode } from '../../mocks/handlers/hous-down';
import { demoOnly, mockReady, openApp, useBrowser } from './browser';
import { startSignedIn } from './sign-in';

let ids: Record<SampleKind, string>;
let housCode: string;

beforeAll(() => {
  // The seed is deterministic: the browser's mock holds the same files and signs the same demo code.
  const database = seedDb();
  ids = sampleFileIds(database);
  housCode = demoHousCode(database);
});

/** The layer, by its attribute, carrying its tile. */
const LAYER = 'div[data-watermark][style*="data:image/svg+xml"]';

/** Marks the watermark's box (the layer's parent) and returns its on-screen box; waits for the layer first. */
async function watermarkBox(page: Page) {
  const layer = page.locator(LAYER).first();
  await layer.waitFor({ state: 'attached', timeout: 20_000 });
  await layer.evaluate((node) => node.parentElement!.setAttribute('data-e2e-watermarked', ''));
  const box = await page.locator('[data-e2e-watermarked]').boundingBox();
  if (!box || box.width < 50 || box.height < 50) throw new Error(`watermark box too small: ${JSON.stringify(box)}`);
  return {
    x: Math.floor(box.x),
    y: Math.floor(box.y),
    width: Math.floor(Math.min(box.width, 1200)),
    height: Math.floor(Math.min(box.height, 700)),
  };
}

/** How many pixels of the watermarked box change when the layer is made transparent. */
async function watermarkPixels(page: Page) {
  const clip = await watermarkBox(page);
  await page.addStyleTag({ content: `.e2e-no-mark [data-e2e-watermarked] > ${LAYER} { opacity: 0 !important; }` });
  const shot = async () => decode(await page.screenshot({ clip, animations: 'disabled', caret: 'hide' }));
  const marked = await shot();
  await page.evaluate(() => document.documentElement.classList.add('e2e-no-mark'));
  const bare = await shot();
  await page.evaluate(() => document.documentElement.classList.remove('e2e-no-mark'));
  const channels = marked.channels;
  let changed = 0;
  for (let i = 0; i < marked.data.length; i += channels) {
    if (
      Math.abs(marked.data[i] - bare.data[i]) +
        Math.abs(marked.data[i + 1] - bare.data[i + 1]) +
        Math.abs(marked.data[i + 2] - bare.data[i + 2]) >
      24
    )
      changed += 1;
  }
  return changed;
}

/** Enough changed pixels for several tiles of text, whatever the box's size. */
const MIN_MARKED_PIXELS = 400;

describe('watermarked previews', () => {
  const e2e = useBrowser();

  demoOnly('marks every preview type, the /disk cards and the delivery page; a removed layer comes back; print keeps it', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1280, height: 800 });
    await startSignedIn(page, 'admin', { route: '/disk' });

    await page.getByRole('grid', { name: 'Files and folders as cards' }).getByRole('row').first().waitFor();
    expect(await watermarkPixels(page)).toBeGreaterThan(MIN_MARKED_PIXELS);

    const previews: Array<[string, (page: Page) => Promise<void>]> = [
      [`/pdf?id=${ids.pdf}`, (p) => p.getByRole('img', { name: 'Page 1 of 3' }).waitFor()],
      [`/pdf?id=${ids.png}`, (p) => p.locator('img[data-rotation]').waitFor()],
      [`/pdf?id=${ids.textUtf8}`, (p) => p.getByLabel('Text content').waitFor()],
      [
        `/pdf?id=${ids.markdown}`,
        (p) => p.getByRole('article', { name: 'Markdown document' }).getByRole('heading', { level: 1 }).waitFor(),
      ],
      [`/pdf?id=${ids.docx}`, (p) => p.getByRole('document', { name: 'Word document' }).getByText('Document controller').first().waitFor()],
      [`/pdf?id=${ids.xlsx}`, (p) => p.getByRole('table', { name: 'Sheet Register' }).waitFor()],
      [`/video?id=${ids.mp4}`, (p) => p.locator('video').waitFor()],
    ];
    for (const [route, ready] of previews) {
      await openApp(page, route);
      await ready(page);
      const pixels = await watermarkPixels(page);
      expect(pixels, route).toBeGreaterThan(MIN_MARKED_PIXELS);
    }

    // The video's full screen would show it without the layer.
    expect(await page.locator('video').getAttribute('controlslist')).toBe('nofullscreen');

    // Removing the layer in the developer tools: it is back, drawn again.
    await openApp(page, `/pdf?id=${ids.pdf}`);
    await page.getByRole('img', { name: 'Page 1 of 3' }).waitFor();
    await page.locator(LAYER).first().waitFor({ state: 'attached' });
    await page.evaluate((selector) => document.querySelector(selector)!.remove(), LAYER);
    await expect.poll(() => page.locator(LAYER).count()).toBe(1);
    expect(await watermarkPixels(page)).toBeGreaterThan(MIN_MARKED_PIXELS);

    // In print the layer keeps its background (browsers drop backgrounds unless told otherwise).
    await page.emulateMedia({ media: 'print' });
    const printed = await page
      .locator(LAYER)
      .first()
      .evaluate((layer) => {
        const style = getComputedStyle(layer);
        return {
          adjust: style.printColorAdjust || style.getPropertyValue('-webkit-print-color-adjust'),
          display: style.display,
          visibility: style.visibility,
        };
      });
    expect(printed).toEqual({ adjust: 'exact', display: 'block', visibility: 'visible' });
    await page.emulateMedia({ media: 'screen' });

    // The delivery page, open without a session: marked too (its supplier, "shared link", the time).
    await openApp(page, `/housDown?code=${encodeURIComponent(housCode)}`);
    await page.getByText('Suzhou Precision Mould Co., Ltd.').first().waitFor();
    expect(await watermarkPixels(page)).toBeGreaterThan(MIN_MARKED_PIXELS);
    expect(e2e.pageErrors).toEqual([]);
  });

  demoOnly('after sign-in, once a day, the expiry reminder counts the files expiring within 30 days and opens their list', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff', { route: '/filelist' });
    // The run's sign-in had today's reminder already: as on the next day.
    await page.evaluate(() => localStorage.removeItem('expiryReminder'));
    await page.reload();
    await mockReady(page);
    const sentence = page.getByText(/^\d+ files? you can see expires? within the next 30 days\.$/);
    await sentence.waitFor({ timeout: 20_000 });
    const count = Number((await sentence.textContent())!.match(/^\d+/)![0]);
    expect(count).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Show them' }).click();
    await page.waitForURL(/#\/home\?expiry=soon$/);
    const card = page.getByRole('region', { name: 'Files expiring soon' });
    await card.getByText(`Total ${count} record${count === 1 ? '' : 's'}`).waitFor();
    await expect.poll(() => card.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect.poll(() => sentence.count()).toBe(0);

    // Later the same day: not again.
    await page.reload();
    await mockReady(page);
    await card.getByText(`Total ${count} record${count === 1 ? '' : 's'}`).waitFor();
    expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('expiryReminder') ?? '{}')))).toEqual(['staff']);
    expect(await sentence.count()).toBe(0);
    expect(e2e.pageErrors).toEqual([]);
  });
});

/**
 * Preview in Chromium against the demo build's mock backend, which serves real sample files: a PDF page is
 * drawn and searched; an image, GBK text and Markdown render (a script in the Markdown runs nothing; the
 * Markdown prints under the watermark); docx and xlsx render without an office server; a CSV, a ZIP entry
 * and a HEIC photo show with no server; the video's metadata loads, and loads again on a new ticket when its
 * own is refused; an unsupported type and a missing or corrupt file show their messages.
 */
import { beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { sampleFileIds, type SampleKind } from '../../mocks/db/sample-files';
import { GBK_SAMPLE_SENTENCE, PDF_SAMPLE_WORDS, TABLE_SAMPLE_ROWS, ZIP_SAMPLE } from '../../mocks/db/sample-content';
import { SAMPLE_FLV_BASE64 } from '../../mocks/db/sample-video';
import { SEED_FOLDERS, seedDb } from '../../mocks/db/seed';
import { demoOnly, mockHook, openApp, stackJourney, untilImagesSettled, useBrowser } from './browser';
import { startSignedIn } from './sign-in';

let ids: Record<SampleKind, string>;
let names: Record<SampleKind, string>;

beforeAll(() => {
  // The seed is deterministic: the browser's mock holds the same files.
  const database = seedDb();
  ids = sampleFileIds(database);
  names = Object.fromEntries(Object.entries(ids).map(([kind, id]) => [kind, database.files.get(id)!.fileName])) as Record<
    SampleKind,
    string
  >;
});

/** Pixels of the canvas that are not (near) white. */
const inkedPixels = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const canvas = document.querySelector<HTMLCanvasElement>(sel);
    if (!canvas || canvas.width === 0) return 0;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200)) inked += 1;
    return inked;
  }, selector);

describe('preview', () => {
  const e2e = useBrowser();

  stackJourney('draws a PDF page, pages through it, and text search finds a word on its page', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');
    await openApp(page, `/pdf?id=${ids.pdf}`);
    await page.getByRole('heading', { name: names.pdf }).waitFor();
    const firstPage = page.getByRole('img', { name: 'Page 1 of 3' });
    await firstPage.waitFor();
    await expect.poll(() => inkedPixels(page, 'canvas[aria-label="Page 1 of 3"]'), { timeout: 20_000 }).toBeGreaterThan(500);
    // Thumbnails, one per page; the next-page button.
    await expect.poll(() => page.getByRole('list', { name: 'Page thumbnails' }).getByRole('button').count()).toBe(3);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('img', { name: 'Page 2 of 3' }).waitFor();
    await page.getByRole('button', { name: 'Page 3', exact: true }).click();
    await page.getByRole('img', { name: 'Page 3 of 3' }).waitFor();
    // Search: the word is on page 2 only; the viewer goes there and marks it in the text layer.
    const search = page.getByLabel('Search in document');
    await search.fill(PDF_SAMPLE_WORDS.page2);
    await search.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /1 of \d+ matches/ })
      .waitFor();
    await page.getByRole('img', { name: 'Page 2 of 3' }).waitFor();
    const mark = page.locator('[data-page-number="2"] mark.selected');
    await mark.waitFor();
    expect((await mark.textContent())?.toLowerCase()).toBe(PDF_SAMPLE_WORDS.page2);
    await search.fill('no-such-word-here');
    await search.press('Enter');
    await page.getByRole('status').filter({ hasText: 'No matches' }).waitFor();
    // Zoom in draws a wider page.
    const before = (await page.getByRole('img', { name: 'Page 2 of 3' }).boundingBox())!.width;
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await page.getByRole('img', { name: 'Page 2 of 3' }).boundingBox())?.width ?? 0).toBeGreaterThan(before);
    // Print hands the browser one image per page (the dialog itself is stubbed: headless has none).
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { __printedPages: number }).__printedPages = document.querySelectorAll('img[src^="blob:"]').length;
      };
    });
    await page.getByRole('button', { name: /Print/ }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printedPages?: number }).__printedPages)).toBe(3);
    expect(e2e.pageErrors).toEqual([]);
  });

  stackJourney('renders an image (zoom, rotate), a GBK text file and Markdown whose script runs nothing', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');

    await openApp(page, `/pdf?id=${ids.png}`);
    const image = page.getByRole('img', { name: names.png });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    await page.getByRole('button', { name: 'Rotate right' }).click();
    expect(await image.getAttribute('data-rotation')).toBe('90');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByText('125%').waitFor();

    await openApp(page, `/pdf?id=${ids.textGbk}`);
    const text = page.getByRole('region', { name: 'Text content' }).or(page.getByLabel('Text content'));
    await text.getByText(GBK_SAMPLE_SENTENCE).waitFor();
    expect(await page.getByTestId('text-encoding').textContent()).toBe('GBK');

    await openApp(page, `/pdf?id=${ids.textUtf8}`);
    await page.getByLabel('Text content').getByText('文档管理系统演示文本', { exact: false }).waitFor();
    expect(await page.getByTestId('text-encoding').textContent()).toBe('UTF-8');

    await openApp(page, `/pdf?id=${ids.markdown}`);
    const article = page.getByRole('article', { name: 'Markdown document' });
    await article.getByRole('heading', { level: 1 }).waitFor();
    await article.getByRole('table').getByText('Wang Lei').waitFor();
    await article.getByText('Raw HTML is shown only after sanitising.').waitFor();
    expect(await article.locator('script').count()).toBe(0);
    expect(await article.locator('[onerror], [onload]').count()).toBe(0);
    await untilImagesSettled(page);
    expect(await page.evaluate(() => (window as unknown as { __dmsMarkdownScriptRan?: boolean }).__dmsMarkdownScriptRan)).toBeUndefined();

    // Print: the copy, under a watermark layer fixed to the page (so repeated on every sheet), and none of the app.
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => {
      window.print = () => {
        const layer = document.querySelector<HTMLElement>('[data-testid="print-watermark"]');
        const style = layer ? getComputedStyle(layer) : null;
        (window as unknown as { __printed: unknown }).__printed = {
          layer: style && { position: style.position, display: style.display, visibility: style.visibility },
          covers: layer ? layer.getBoundingClientRect().width > 0 && layer.getBoundingClientRect().height > 0 : false,
          marked: layer?.textContent?.includes('(admin)') ?? false,
          copy: Boolean(layer?.parentElement?.querySelector('article h1')?.getClientRects().length),
          app: getComputedStyle(document.getElementById('root')!).display,
          paper: [...document.querySelectorAll('style')].some((rule) => /@page\s*\{\s*size:\s*A4/.test(rule.textContent ?? '')),
        };
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __printed?: unknown }).__printed))
      .toEqual({
        layer: { position: 'fixed', display: 'block', visibility: 'visible' },
        covers: true,
        marked: true,
        copy: true,
        app: 'none',
        paper: true,
      });
    await page.emulateMedia({ media: 'screen' });
    expect(e2e.pageErrors).toEqual([]);
  });

  stackJourney('renders docx and xlsx in the browser without an office server; other office types offer the download', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');

    await openApp(page, `/pdf?id=${ids.docx}`);
    const document = page.getByRole('document', { name: 'Word document' });
    await document.getByText('This procedure describes how controlled documents are drafted').waitFor();
    await document.getByRole('cell', { name: 'Document controller' }).waitFor();

    await openApp(page, `/pdf?id=${ids.xlsx}`);
    const sheet = page.getByRole('table', { name: 'Sheet Register' });
    await sheet.getByRole('cell', { name: 'Torque wrench TW-01' }).waitFor();
    await sheet.getByRole('cell', { name: '2027-03-31' }).waitFor();
    await page.getByRole('tab', { name: 'Summary' }).click();
    await page.getByRole('table', { name: 'Sheet Summary' }).getByRole('cell', { name: 'Average score' }).waitFor();

    await openApp(page, `/pdf?id=${ids.pptx}`);
    await page.getByText('Online preview of PPTX files needs the office server, which is not configured').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Download' }).first().waitFor();
    expect(e2e.pageErrors).toEqual([]);
  });

  stackJourney('shows a CSV as a table, opens a text entry of a ZIP inside, and decodes a HEIC photo, with no server', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff');

    await openApp(page, `/pdf?id=${ids.csv}`);
    const table = page.getByRole('table', { name: 'Table' });
    await table.getByRole('columnheader', { name: 'Owner' }).waitFor();
    await table.getByRole('cell', { name: '文控中心' }).waitFor();
    expect(await page.getByTestId('table-size').textContent()).toBe(`${TABLE_SAMPLE_ROWS - 1} rows × 5 columns`);
    // Virtualised: the rows in view and a few more, not all of them.
    expect(await table.getByRole('row').count()).toBeLessThan(TABLE_SAMPLE_ROWS / 2);

    await openApp(page, `/pdf?id=${ids.zip}`);
    const entry = page.getByRole('row').filter({ hasText: ZIP_SAMPLE.text });
    await entry.getByText('2026-01-15 09:30').waitFor();
    await entry.getByRole('button', { name: `Open ${ZIP_SAMPLE.text}` }).click();
    await page.getByLabel('Text content').getByText(ZIP_SAMPLE.textLine, { exact: false }).waitFor();
    await page.getByRole('button', { name: /Back$/ }).click();
    await page.getByRole('button', { name: `Open ${ZIP_SAMPLE.image}` }).click();
    const plan = page.getByRole('img', { name: 'site-plan.png' });
    await expect.poll(() => plan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);

    // libheif's pure-JavaScript build: it runs under the production CSP (no eval, no WebAssembly).
    await openApp(page, `/pdf?id=${ids.heic}`);
    const photo = page.getByRole('img', { name: names.heic });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBe(32);
    expect(e2e.pageErrors).toEqual([]);
  });

  stackJourney("loads the video's metadata in the player", async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');
    // The element's own listeners run in the same dispatch as this capturing one: once it has counted the
    // event, the player knows the metadata. A `load()` before that would drop the event still queued.
    await page.evaluate(() => {
      document.addEventListener(
        'loadedmetadata',
        () => (document.body.dataset.metadataEvents = String(Number(document.body.dataset.metadataEvents ?? 0) + 1)),
        true,
      );
    });
    const metadataEvents = async () => Number((await page.locator('body').getAttribute('data-metadata-events')) ?? 0);
    await openApp(page, `/video?id=${ids.mp4}&fileName=${encodeURIComponent(names.mp4)}`);
    const video = page.locator('video');
    await video.waitFor();
    await expect.poll(metadataEvents, { timeout: 20_000 }).toBe(1);
    const metadata = await video.evaluate((v: HTMLVideoElement) => ({ duration: v.duration, width: v.videoWidth, height: v.videoHeight }));
    expect(metadata.duration).toBeCloseTo(2, 0);
    expect([metadata.width, metadata.height]).toEqual([96, 64]);

    // A ticket the backend no longer honours (as when it runs out mid-play): the player asks for a new one and plays on.
    // Chromium claims video/mp4, so the address is on a <source>.
    const ticketOf = () => video.evaluate((v: HTMLVideoElement) => new URL(v.querySelector('source')!.src).searchParams.get('ticket'));
    const issued = await ticketOf();
    await video.evaluate((v: HTMLVideoElement) => {
      const source = v.querySelector('source')!;
      source.src = source.src.replace(/ticket=[^&]+/, 'ticket=refused');
      v.load();
    });
    await expect.poll(async () => [issued, 'refused'].includes(await ticketOf()), { timeout: 20_000 }).toBe(false);
    await expect.poll(metadataEvents, { timeout: 20_000 }).toBe(2);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(e2e.pageErrors).toEqual([]);
  });

  demoOnly('plays an FLV video through mpegts.js (uploaded through the API, as the seed has none)', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');
    const fileId = await page.evaluate(
      async ({ base64, dirId }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const form = new FormData();
        form.append('editDate', '2030-01-01');
        form.append('files', new File([bytes], `Line camera ${Date.now()}.flv`, { type: 'video/x-flv' }));
        const token = JSON.parse(localStorage.getItem('token')!).value as string;
        const reply = await (await fetch(`/dms/files/upload/${dirId}`, { method: 'POST', headers: { token }, body: form })).json();
        return reply.data[0].fileId as string;
      },
      { base64: SAMPLE_FLV_BASE64, dirId: SEED_FOLDERS.workingDrafts },
    );
    await openApp(page, `/video?id=${fileId}&fileName=clip.flv`);
    const video = page.locator('video');
    await video.waitFor();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([96, 64]);
    // mpegts.js feeds the element through Media Source Extensions: a blob: source, not the file's URL.
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc.startsWith('blob:'))).toBe(true);
    expect(e2e.pageErrors).toEqual([]);
  });

  demoOnly('says so for an unsupported type, a missing file and a corrupt file', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');

    await openApp(page, `/pdf?id=${ids.unsupported}`);
    await page.getByText('Files of type DWG cannot be previewed online').waitFor();

    await openApp(page, '/pdf?id=987654321');
    await page.getByRole('alert').getByText('Download failed, the file does not exist or is corrupted').waitFor();

    // The PDF's bytes replaced by something that is not a PDF.
    await mockHook(page).override('GET', `/dms/files/download/${ids.pdf}`, { not: 'a pdf' });
    await openApp(page, `/pdf?id=${ids.pdf}`);
    await page.getByRole('alert').getByText('Read error').waitFor();
    await mockHook(page).clear();
    expect(e2e.pageErrors).toEqual([]);
  });
});

/**
 * Preview in Chromium against a backend that serves real sample files: a PDF page is drawn and searched, and
 * prints with the watermark in every page's pixels; an image, GBK text and Markdown render (a script in the
 * Markdown runs nothing; the Markdown prints under the watermark); docx and xlsx render without an office
 * server, and the docx prints under the watermark; a CSV, a ZIP entry and a HEIC photo show with no server.
 * Those run on both builds, half in English and half in Chinese, each journey in the other language on the
 * demo (the title says which). On the production stack the video's metadata loads, and loads again on a new
 * ticket when its own is refused; on the demo an FLV plays, and an unsupported type and a missing or corrupt
 * file show their messages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sampleFileIds, type SampleKind } from '../../mocks/db/sample-files';
import { GBK_SAMPLE_SENTENCE, PDF_SAMPLE_WORDS, TABLE_SAMPLE_ROWS, ZIP_SAMPLE } from '../../mocks/db/sample-content';
import { SAMPLE_FLV_BASE64 } from '../../mocks/db/sample-video';
import { SEED_FOLDERS, seedDb } from '../../mocks/db/seed';
import { demoOnly, goInApp, mockHook, onStack, openApp, stackJourney, untilImagesSettled, useBrowser } from './browser';
import { escapeRegExp } from './file-list';
import { localeText, type Language } from './locale-text';
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

/**
 * The language a journey runs in: the one named on the production stack, the other on the demo, so that each
 * build sees both.
 */
const journeyLanguage = (onTheStack: Language): Language => (onStack ? onTheStack : onTheStack === 'en' ? 'zh' : 'en');

/**
 * The preview of a file, reached inside the running app (a link, or the address's part after # edited, as a
 * person does): the app is not started again for each file.
 */
const previewOf = (page: Page, fileId: string) => goInApp(page, `/pdf?id=${fileId}`);

/** The app's words in `language`. */
const wordsIn = (language: Language) => (key: string, values?: Record<string, string | number>) => localeText(language, key, values);

/** The grey of the watermark's ink (rgba(120, 120, 120, 0.3)) over white paper. */
const WATERMARK_GREY_ON_WHITE = Math.round(255 - 0.3 * (255 - 120));

/** What the browser is handed to print: the copy, under a watermark layer fixed to the page, and none of the app. */
const PRINTED_UNDER_WATERMARK = {
  layer: { position: 'fixed', display: 'block', visibility: 'visible' },
  covers: true,
  marked: true,
  copy: true,
  app: 'none',
  paper: true,
};

/**
 * Print from the viewer shown (the dialog stubbed: headless has none) and what the print media saw at that
 * moment: the watermark layer (fixed, so the browser repeats it on every sheet) naming the user, the copy
 * (`copySelector` inside the print root), the app hidden, and A4 paper.
 */
async function printedCopy(page: Page, copySelector: string, printLabel: string) {
  await page.emulateMedia({ media: 'print' });
  await page.evaluate((selector) => {
    window.print = () => {
      const layer = document.querySelector<HTMLElement>('[data-testid="print-watermark"]');
      const style = layer ? getComputedStyle(layer) : null;
      (window as unknown as { __printed: unknown }).__printed = {
        layer: style && { position: style.position, display: style.display, visibility: style.visibility },
        covers: layer ? layer.getBoundingClientRect().width > 0 && layer.getBoundingClientRect().height > 0 : false,
        marked: layer?.textContent?.includes('(admin)') ?? false,
        copy: Boolean(layer?.parentElement?.querySelector(selector)?.getClientRects().length),
        app: getComputedStyle(document.getElementById('root')!).display,
        paper: [...document.querySelectorAll('style')].some((rule) => /@page\s*\{\s*size:\s*A4/.test(rule.textContent ?? '')),
      };
    };
    (window as unknown as { __printed?: unknown }).__printed = undefined;
  }, copySelector);
  await page.getByRole('button', { name: printLabel, exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __printed?: unknown }).__printed)).toBeTruthy();
  const printed = await page.evaluate(() => (window as unknown as { __printed?: unknown }).__printed);
  await page.emulateMedia({ media: 'screen' });
  return printed;
}

describe('preview', () => {
  const e2e = useBrowser();

  const pdfLanguage = journeyLanguage('en');
  it(`draws a PDF page, pages through it, finds a word on its page, and prints every page watermarked (${pdfLanguage})`, async () => {
    const { page } = e2e;
    const t = wordsIn(pdfLanguage);
    await startSignedIn(page, 'admin', { language: pdfLanguage });
    await previewOf(page, ids.pdf);
    await page.getByRole('heading', { name: names.pdf }).waitFor();
    const pageImage = (n: number) => page.getByRole('img', { name: t('preview:pdf.pageOf', { page: n, count: 3 }) });
    await pageImage(1).waitFor();
    const firstCanvas = `canvas[aria-label="${t('preview:pdf.pageOf', { page: 1, count: 3 })}"]`;
    await expect.poll(() => inkedPixels(page, firstCanvas), { timeout: 20_000 }).toBeGreaterThan(500);
    // Thumbnails, one per page; the next-page button.
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: t('preview:pdf.thumbnails') })
          .getByRole('button')
          .count(),
      )
      .toBe(3);
    await page.getByRole('button', { name: t('preview:pdf.nextPage') }).click();
    await pageImage(2).waitFor();
    await page.getByRole('button', { name: t('preview:pdf.goToPage', { page: 3 }), exact: true }).click();
    await pageImage(3).waitFor();
    // Search: the word is on page 2 only; the viewer goes there and marks it in the text layer.
    const search = page.getByLabel(t('preview:pdf.search'));
    await search.fill(PDF_SAMPLE_WORDS.page2);
    await search.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(escapeRegExp(t('preview:pdf.matchOf_other', { current: 1, count: 99 })).replace('99', '\\d+')) })
      .waitFor();
    await pageImage(2).waitFor();
    const mark = page.locator('[data-page-number="2"] mark.selected');
    await mark.waitFor();
    expect((await mark.textContent())?.toLowerCase()).toBe(PDF_SAMPLE_WORDS.page2);
    await search.fill('no-such-word-here');
    await search.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: t('preview:pdf.noMatches') })
      .waitFor();
    // Zoom in draws a wider page.
    const before = (await pageImage(2).boundingBox())!.width;
    await page.getByRole('button', { name: t('preview:pdf.zoomIn') }).click();
    await expect.poll(async () => (await pageImage(2).boundingBox())?.width ?? 0).toBeGreaterThan(before);
    // Print hands the browser one image per page, each with the watermark's grey in its own pixels (the
    // dialog itself is stubbed: headless has none).
    await page.evaluate((grey) => {
      window.print = () => {
        const pages = [...document.querySelectorAll<HTMLImageElement>('img[src^="blob:"]')];
        (window as unknown as { __printedPages: number[] }).__printedPages = pages.map((image) => {
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth;
          canvas.height = image.naturalHeight;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          let marked = 0;
          for (let i = 0; i < data.length; i += 4) {
            if (Math.abs(data[i] - grey) <= 4 && data[i + 1] === data[i] && data[i + 2] === data[i]) marked += 1;
          }
          return marked / (data.length / 4);
        });
      };
    }, WATERMARK_GREY_ON_WHITE);
    await page.getByRole('button', { name: t('preview:print.button'), exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printedPages?: number[] }).__printedPages?.length)).toBe(3);
    const printed = await page.evaluate(() => (window as unknown as { __printedPages: number[] }).__printedPages);
    // The sample's pages are white but for a few words: a share this size of one grey is the watermark's ink.
    for (const share of printed) expect(share).toBeGreaterThan(0.005);
    expect(e2e.pageErrors).toEqual([]);
  });

  const textLanguage = journeyLanguage('zh');
  it(`renders an image (zoom, rotate), a GBK text file and Markdown whose script runs nothing, and prints the Markdown (${textLanguage})`, async () => {
    const { page } = e2e;
    const t = wordsIn(textLanguage);
    await startSignedIn(page, 'admin', { language: textLanguage });

    await previewOf(page, ids.png);
    const image = page.getByRole('img', { name: names.png });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    await page.getByRole('button', { name: t('preview:image.rotateRight') }).click();
    expect(await image.getAttribute('data-rotation')).toBe('90');
    await page.getByRole('button', { name: t('preview:image.zoomIn') }).click();
    await page.getByText('125%').waitFor();

    await previewOf(page, ids.textGbk);
    const text = page.getByLabel(t('preview:text.content'));
    await text.getByText(GBK_SAMPLE_SENTENCE).waitFor();
    expect(await page.getByTestId('text-encoding').textContent()).toBe('GBK');

    await previewOf(page, ids.textUtf8);
    await page.getByLabel(t('preview:text.content')).getByText('文档管理系统演示文本', { exact: false }).waitFor();
    expect(await page.getByTestId('text-encoding').textContent()).toBe('UTF-8');

    await previewOf(page, ids.markdown);
    const article = page.getByRole('article', { name: t('preview:markdown.content') });
    await article.getByRole('heading', { level: 1 }).waitFor();
    await article.getByRole('table').getByText('Wang Lei').waitFor();
    await article.getByText('Raw HTML is shown only after sanitising.').waitFor();
    expect(await article.locator('script').count()).toBe(0);
    expect(await article.locator('[onerror], [onload]').count()).toBe(0);
    await untilImagesSettled(page);
    expect(await page.evaluate(() => (window as unknown as { __dmsMarkdownScriptRan?: boolean }).__dmsMarkdownScriptRan)).toBeUndefined();

    expect(await printedCopy(page, 'article h1', t('preview:print.button'))).toEqual(PRINTED_UNDER_WATERMARK);
    expect(e2e.pageErrors).toEqual([]);
  });

  const officeLanguage = journeyLanguage('en');
  it(`renders docx and xlsx in the browser without an office server and prints the docx; other office types offer the download (${officeLanguage})`, async () => {
    const { page } = e2e;
    const t = wordsIn(officeLanguage);
    await startSignedIn(page, 'admin', { language: officeLanguage });

    await previewOf(page, ids.docx);
    const document = page.getByRole('document', { name: t('preview:docx.content') });
    await document.getByText('This procedure describes how controlled documents are drafted').waitFor();
    await document.getByRole('cell', { name: 'Document controller' }).waitFor();
    expect(await printedCopy(page, '.docx-wrapper table', t('preview:print.button'))).toEqual(PRINTED_UNDER_WATERMARK);

    await previewOf(page, ids.xlsx);
    const sheet = page.getByRole('table', { name: t('preview:xlsx.sheet', { name: 'Register' }) });
    await sheet.getByRole('cell', { name: 'Torque wrench TW-01' }).waitFor();
    await sheet.getByRole('cell', { name: '2027-03-31' }).waitFor();
    await page.getByRole('tab', { name: 'Summary' }).click();
    await page
      .getByRole('table', { name: t('preview:xlsx.sheet', { name: 'Summary' }) })
      .getByRole('cell', { name: 'Average score' })
      .waitFor();

    await previewOf(page, ids.pptx);
    await page.getByText(t('preview:officeNoServer', { type: 'PPTX' })).waitFor();
    await page
      .getByRole('main')
      .getByRole('button', { name: t('preview:download') })
      .first()
      .waitFor();
    expect(e2e.pageErrors).toEqual([]);
  });

  const tableLanguage = journeyLanguage('zh');
  it(`shows a CSV as a table, opens a text entry of a ZIP inside, and decodes a HEIC photo, with no server (${tableLanguage})`, async () => {
    const { page } = e2e;
    const t = wordsIn(tableLanguage);
    await startSignedIn(page, 'staff', { language: tableLanguage });

    await previewOf(page, ids.csv);
    const table = page.getByRole('table', { name: t('preview:table.content') });
    await table.getByRole('columnheader', { name: 'Owner' }).waitFor();
    await table.getByRole('cell', { name: '文控中心' }).waitFor();
    expect(await page.getByTestId('table-size').textContent()).toBe(t('preview:table.size', { rows: TABLE_SAMPLE_ROWS - 1, columns: 5 }));
    // Virtualised: the rows in view and a few more, not all of them.
    expect(await table.getByRole('row').count()).toBeLessThan(TABLE_SAMPLE_ROWS / 2);

    await previewOf(page, ids.zip);
    const entry = page.getByRole('row').filter({ hasText: ZIP_SAMPLE.text });
    await entry.getByText('2026-01-15 09:30').waitFor();
    await entry.getByRole('button', { name: t('preview:inner.openFile', { name: ZIP_SAMPLE.text }) }).click();
    await page.getByLabel(t('preview:text.content')).getByText(ZIP_SAMPLE.textLine, { exact: false }).waitFor();
    await page.getByRole('button', { name: new RegExp(`${t('preview:inner.back')}$`) }).click();
    await page.getByRole('button', { name: t('preview:inner.openFile', { name: ZIP_SAMPLE.image }) }).click();
    const plan = page.getByRole('img', { name: 'site-plan.png' });
    await expect.poll(() => plan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);

    // libheif's pure-JavaScript build: it runs under the production CSP (no eval, no WebAssembly).
    await previewOf(page, ids.heic);
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

    await previewOf(page, ids.unsupported);
    await page.getByText('Files of type DWG cannot be previewed online').waitFor();

    await previewOf(page, '987654321');
    await page.getByRole('alert').getByText('Download failed, the file does not exist or is corrupted').waitFor();

    // The PDF's bytes replaced by something that is not a PDF.
    await mockHook(page).override('GET', `/dms/files/download/${ids.pdf}`, { not: 'a pdf' });
    await previewOf(page, ids.pdf);
    await page.getByRole('alert').getByText('Read error').waitFor();
    await mockHook(page).clear();
    expect(e2e.pageErrors).toEqual([]);
  });
});

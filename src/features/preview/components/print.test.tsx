/**
 * Print from the preview: what the browser is handed when its print dialog would open (the dialog is stubbed:
 * jsdom has none), on the paper chosen, under the watermark; and no Print at all for a preview-only user.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { sampleFileIds } from '@mocks/db/sample-files';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { folderKeys } from '@/entities/folders/keys';
import { renderApp, renderWithProviders } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { printSheets, printText } from '../print';
import ImageViewer from './image-viewer';
import MarkdownViewer from './markdown-viewer';

const SLOW = { timeout: 10_000 };

interface Printed {
  /** The print-only container's text (the content and the watermark layer). */
  text: string;
  watermark: string;
  images: { alt: string; src: string }[];
  /** The @page rules in force. */
  pageRules: string;
  /** The body's classes: one of them hides the rest of the page for print. */
  bodyClasses: string;
}

/** Stubs window.print and records what the page holds when it is called. */
function stubPrint() {
  const printed: Printed[] = [];
  vi.spyOn(window, 'print').mockImplementation(() => {
    const root = document.querySelector<HTMLElement>('body > [class*="printRoot"]');
    const layer = root?.querySelector('[data-testid="print-watermark"]');
    printed.push({
      text: root?.textContent ?? '',
      watermark: layer?.textContent ?? '',
      images: [...(root?.querySelectorAll('img') ?? [])].map((image) => ({ alt: image.alt, src: image.getAttribute('src') ?? '' })),
      pageRules: [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n'),
      bodyClasses: document.body.className,
    });
  });
  return printed;
}

afterEach(() => vi.restoreAllMocks());

describe('print from the preview', () => {
  it('prints an image scaled to the page under the watermark, on A4 until another paper is chosen, and cleans up', async () => {
    const printed = stubPrint();
    signInAs('admin');
    const ids = sampleFileIds(db());
    await renderApp(`/pdf?id=${ids.png}`);
    const image = await screen.findByRole('img', { name: db().files.get(ids.png)!.fileName }, SLOW);
    // The viewer measures the image once it has loaded (jsdom loads nothing).
    Object.defineProperties(image, { naturalWidth: { value: 96 }, naturalHeight: { value: 64 } });
    act(() => void image.dispatchEvent(new Event('load')));
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printed).toHaveLength(1));
    const [page] = printed;
    expect(page.images).toEqual([{ alt: db().files.get(ids.png)!.fileName, src: expect.stringMatching(/^blob:/) }]);
    expect(page.watermark).toContain('(admin)');
    expect(page.watermark).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(page.pageRules).toMatch(/@page\s*{\s*size:\s*A4/);
    expect(page.bodyClasses).toMatch(/printing/);
    // Once the dialog closes the page is as it was.
    await waitFor(() => expect(document.querySelector('[class*="printRoot"]')).toBeNull());
    expect(document.body.className).not.toMatch(/printing/);
    expect([...document.querySelectorAll('style')].some((style) => style.textContent?.includes('@page'))).toBe(false);
  });

  it('prints the rendered Markdown under the watermark on Letter when chosen, and remembers Letter on this device', async () => {
    const printed = stubPrint();
    signInAs('admin');
    const ids = sampleFileIds(db());
    await renderApp(`/pdf?id=${ids.markdown}`);
    const article = await screen.findByRole('article', { name: 'Markdown document' }, SLOW);
    const heading = within(article).getAllByRole('heading', { level: 1 })[0].textContent!;
    await userEvent.click(screen.getByRole('button', { name: 'Paper size: A4' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Letter/ }));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0].text).toContain(heading);
    expect(printed[0].watermark).toContain('(admin)');
    expect(printed[0].pageRules).toMatch(/@page\s*{\s*size:\s*letter/);

    // Another preview on this device prints on Letter from the button itself.
    cleanup();
    signInAs('admin');
    await renderApp(`/pdf?id=${ids.markdown}`);
    await screen.findByRole('article', { name: 'Markdown document' }, SLOW);
    expect(screen.getByRole('button', { name: 'Paper size: Letter' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printed).toHaveLength(2));
    expect(printed[1].pageRules).toMatch(/@page\s*{\s*size:\s*letter/);
  });

  it('offers Print in a viewer only with the download, and none to a preview-only user on the page', async () => {
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const markdown = new Blob(['# Plan\n\nText'], { type: 'text/markdown' });
    const allowed = await renderWithProviders(
      <>
        <ImageViewer blob={png} fileName="plan.png" onDownload={() => undefined} />
        <MarkdownViewer blob={markdown} onDownload={() => undefined} />
      </>,
    );
    await screen.findByRole('article', { name: 'Markdown document' });
    expect(screen.getAllByRole('button', { name: 'Print' })).toHaveLength(2);
    allowed.unmount();
    await renderWithProviders(
      <>
        <ImageViewer blob={png} fileName="plan.png" />
        <MarkdownViewer blob={markdown} />
      </>,
    );
    await screen.findByRole('article', { name: 'Markdown document' });
    expect(screen.queryByRole('button', { name: /Print|Paper size/ })).not.toBeInTheDocument();
    cleanup();

    signInAs('guest');
    // The Markdown sample, put in a folder where the guest may preview but not download.
    const target = db().files.get(sampleFileIds(db()).markdown)!;
    target.dirId = SEED_FOLDERS.quality;
    const { queryClient } = await renderApp(`/pdf?id=${target.fileId}`);
    await screen.findByRole('article', { name: 'Markdown document' }, SLOW);
    await waitFor(() => expect(queryClient.getQueryState(folderKeys.auth(target.dirId))?.status).toBe('success'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Print|Paper size/ })).not.toBeInTheDocument();
  });

  it('prints plain text and every sheet of a workbook as text, under the watermark, on the paper asked for', async () => {
    const printed = stubPrint();
    const watermark = ['Wang Lei (wanglei)', '2026-03-01 09:30'];
    await printText('<b>not markup</b>\nline two', { paper: 'letter', watermark });
    await printSheets(
      [
        {
          name: 'Register',
          rows: [
            ['Item', 'Due'],
            ['Torque wrench', '2027-03-31'],
          ],
        },
        { name: 'Summary', rows: [['Total', '1']] },
      ],
      { paper: 'A4', watermark },
    );
    expect(printed).toHaveLength(2);
    expect(printed[0].text).toContain('<b>not markup</b>\nline two');
    expect(printed[0].watermark).toContain('Wang Lei (wanglei)2026-03-01 09:30');
    expect(printed[0].pageRules).toMatch(/@page\s*{\s*size:\s*letter/);
    for (const text of ['Register', 'Torque wrench', '2027-03-31', 'Summary', 'Total']) expect(printed[1].text).toContain(text);
    expect(printed[1].watermark).toContain('Wang Lei (wanglei)');
    expect(printed[1].pageRules).toMatch(/@page\s*{\s*size:\s*A4/);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { seededBytes } from '@mocks/db/file-content';
import { EML_SAMPLE, emlDocument, heicImage, TABLE_SAMPLE_ROWS, tableDocument, tiffDocument, ZIP_SAMPLE } from '@mocks/db/sample-content';
import { sampleFileIds } from '@mocks/db/sample-files';
import { captureDownloads } from '@tests/capture-downloads';
import { renderApp, renderWithProviders } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { stubLayoutForVirtualLists } from '@tests/virtual-layout';
import { drawnWatermarkLines } from '@tests/watermark-layer';
import { decodeHeic } from '../formats/decode-heic';
import { decodeTiff } from '../formats/decode-tiff';
import CsvViewer from './csv-viewer';
import EmlViewer from './eml-viewer';
import HeicViewer from './heic-viewer';
import TiffViewer from './tiff-viewer';
import ZipViewer from './zip-viewer';

stubLayoutForVirtualLists({ width: 1200, height: 600 });
afterEach(() => vi.restoreAllMocks());

const SLOW = { timeout: 10_000 };
const blobOf = (bytes: Uint8Array, type = '') => new Blob([bytes as BlobPart], { type });

describe('the CSV/TSV viewer', () => {
  it('shows the header and the rows, a quoted delimiter kept in its cell, and renders only the rows in view', async () => {
    await renderWithProviders(<CsvViewer blob={blobOf(tableDocument('Register', ','))} fileName="Register.csv" />);
    const table = await screen.findByRole('table', { name: 'Table' }, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No.', 'Item', 'Owner', 'Due date', 'Score']);
    expect(within(table).getByRole('cell', { name: 'Register, "master" copy' })).toBeInTheDocument();
    expect(screen.getByTestId('table-size')).toHaveTextContent(`${TABLE_SAMPLE_ROWS - 1} rows × 5 columns`);
    const rendered = within(table).getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(TABLE_SAMPLE_ROWS / 2);
  });

  it('splits a TSV on tabs', async () => {
    await renderWithProviders(<CsvViewer blob={blobOf(tableDocument('Scores', '\t'))} fileName="Scores.tsv" />);
    const table = await screen.findByRole('table', { name: 'Table' }, SLOW);
    expect(within(table).getByRole('cell', { name: 'Scores, "master" copy' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '文控中心' })).toBeInTheDocument();
  });

  it('opens a seeded CSV from the file list address, under the watermark', async () => {
    signInAs('staff');
    await renderApp(`/pdf?id=${sampleFileIds(db()).csv}`);
    expect(await screen.findByRole('table', { name: 'Table' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(drawnWatermarkLines().some((line) => line.includes('(staff)'))).toBe(true));
  });
});

describe('the TIFF viewer', () => {
  it('decodes every page of a two-page TIFF', () => {
    const bytes = tiffDocument();
    const pages = decodeTiff(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(pages.map(({ width, height }) => [width, height])).toEqual([
      [96, 64],
      [96, 64],
    ]);
    expect([...pages[0].rgba.slice(0, 4)]).toEqual([28, 92, 171, 255]);
    expect([...pages[1].rgba.slice(0, 4)]).toEqual([224, 120, 32, 255]);
  });

  it('shows page 1 of 2 in the image viewer and pages on', async () => {
    await renderWithProviders(<TiffViewer blob={blobOf(tiffDocument(), 'image/tiff')} fileName="Scan.tif" />);
    expect(await screen.findByTestId('raster-page', {}, SLOW)).toHaveTextContent('Page 1 of 2');
    expect(await screen.findByRole('img', { name: 'Scan.tif (1/2)' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('raster-page')).toHaveTextContent('Page 2 of 2');
    expect(await screen.findByRole('img', { name: 'Scan.tif (2/2)' })).toBeInTheDocument();
  });

  it('says a broken TIFF cannot be read', async () => {
    await renderWithProviders(<TiffViewer blob={blobOf(new TextEncoder().encode('not a tiff'))} fileName="Broken.tif" />);
    expect(await screen.findByText('Read error', { exact: false }, SLOW)).toBeInTheDocument();
  });
});

describe('the HEIC viewer', () => {
  it('decodes the photo with libheif: its size and the white square', async () => {
    const bytes = heicImage();
    const [image] = await decodeHeic(bytes.buffer as ArrayBuffer);
    expect([image.width, image.height]).toEqual([32, 24]);
    const at = (6 * 32 + 6) * 4;
    expect([...image.rgba.slice(at, at + 3)].every((channel) => channel > 230)).toBe(true);
  }, 30_000);

  it('shows the decoded photo in the image viewer', async () => {
    await renderWithProviders(<HeicViewer blob={blobOf(heicImage(), 'image/heic')} fileName="Site photo.heic" />);
    expect(await screen.findByRole('img', { name: 'Site photo.heic' }, { timeout: 30_000 })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.queryByTestId('raster-page')).not.toBeInTheDocument();
  }, 40_000);
});

describe('the e-mail viewer', () => {
  it('shows the headers and the sanitised HTML body: the script and the event handler do not survive', async () => {
    await renderWithProviders(<EmlViewer blob={blobOf(emlDocument('Audit'))} fileName="Audit.eml" />);
    expect(await screen.findByTestId('mail-subject', {}, SLOW)).toHaveTextContent(`${EML_SAMPLE.subject} 审核发现`);
    expect(screen.getByText('Wang Lei <wang.lei@dms.example.com>')).toBeInTheDocument();
    expect(screen.getByText('Emma Chen <emma.chen@dms.example.com>')).toBeInTheDocument();
    const body = screen.getByTestId('mail-body');
    expect(within(body).getByText(EML_SAMPLE.bodyLine)).toBeInTheDocument();
    expect(body.innerHTML).not.toMatch(/<script|onerror|onload/i);
    expect(body.querySelector('img')).not.toBeNull();
    expect((window as { __dmsMailScriptRan?: boolean }).__dmsMailScriptRan).toBeUndefined();
  });

  it('lists the attachment, opens it inside, and offers its download only to a user who may download', async () => {
    const { unmount } = await renderWithProviders(<EmlViewer blob={blobOf(emlDocument('Audit'))} fileName="Audit.eml" />);
    expect(await screen.findByText(EML_SAMPLE.attachment, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Download ${EML_SAMPLE.attachment}` })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Open ${EML_SAMPLE.attachment}` }));
    expect(await screen.findByText(/Audit checklist/, {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Back$/ }));
    unmount();

    await renderWithProviders(<EmlViewer blob={blobOf(emlDocument('Audit'))} fileName="Audit.eml" onDownload={() => {}} />);
    const button = await screen.findByRole('button', { name: `Download ${EML_SAMPLE.attachment}` }, SLOW);
    const saved = captureDownloads();
    await userEvent.click(button);
    expect(saved.map((download) => download.name)).toEqual([EML_SAMPLE.attachment]);
    expect(await saved[0].blob.text()).toContain('Audit checklist');
  });
});

describe('the ZIP viewer', () => {
  const archive = () => seededBytes('190006', 'Handover.zip', '.zip', 1 << 20, 1);

  it('lists the entries with their sizes and times, and opens a text entry inside', async () => {
    await renderWithProviders(<ZipViewer blob={blobOf(archive(), 'application/zip')} fileName="Handover.zip" />);
    const row = (await screen.findByText(ZIP_SAMPLE.text, {}, SLOW)).closest('tr')!;
    expect(within(row).getByText(/^\d+ B$/)).toBeInTheDocument();
    expect(within(row).getByText('2026-01-15 09:30')).toBeInTheDocument();
    expect(screen.getByText(ZIP_SAMPLE.table)).toBeInTheDocument();
    expect(screen.getByText(ZIP_SAMPLE.image)).toBeInTheDocument();
    expect(screen.getByTestId('zip-summary')).toHaveTextContent('3 files');
    expect(screen.queryByRole('button', { name: `Download ${ZIP_SAMPLE.text}` })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Open ${ZIP_SAMPLE.text}` }));
    expect(await screen.findByLabelText('Text content', {}, SLOW)).toHaveTextContent(ZIP_SAMPLE.textLine);
    await userEvent.click(screen.getByRole('button', { name: /Back$/ }));
    await userEvent.click(await screen.findByRole('button', { name: `Open ${ZIP_SAMPLE.image}` }));
    expect(await screen.findByRole('img', { name: 'site-plan.png' }, SLOW)).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it('says a broken archive cannot be read', async () => {
    await renderWithProviders(<ZipViewer blob={blobOf(new TextEncoder().encode('PK not really'))} fileName="Broken.zip" />);
    expect(await screen.findByText('Read error', { exact: false }, SLOW)).toBeInTheDocument();
  });
});

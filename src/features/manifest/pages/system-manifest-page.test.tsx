import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSheet } from 'read-excel-file/node';
import { mockControl } from '@mocks/test-hook';
import { captureDownloads, type SavedDownload } from '@tests/capture-downloads';
import { renderApp } from '@tests/render';
import { cellsOf, openListAsAdmin } from '@tests/open-list';
import { signInAs } from '@tests/sign-in-as';

let saved: SavedDownload[] = [];

beforeEach(() => {
  saved = captureDownloads();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('table', { name: 'System file manifest' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('system file manifest', () => {
  it('filters, then exports a workbook holding exactly the rows shown, under the server file name', async () => {
    await openListAsAdmin('/exportfilelist');
    await userEvent.type(screen.getByRole('textbox', { name: 'File name' }), 'procedure');
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(bodyRows().every((row) => row.textContent!.toLowerCase().includes('procedure'))).toBe(true));
    const total = Number(/\d+/.exec(screen.getByText(/^Total \d+ records$/).textContent!)![0]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(10);
    const shown = bodyRows().map((row) =>
      cellsOf(row)
        .slice(1, 3)
        .map((cell) => cell.textContent),
    );

    await userEvent.click(screen.getByRole('button', { name: /Export to Excel/ }));
    await screen.findByText(/^Saved as system-file-manifest-\d{8}\.xlsx$/);
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toMatch(/^system-file-manifest-\d{8}\.xlsx$/);
    const rows = await readSheet(Buffer.from(await saved[0].blob.arrayBuffer()));
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual(shown);
  });

  it('exports a folder manifest only once a folder is chosen, and keeps the choice when it fails', async () => {
    await openListAsAdmin('/exportfilelist');
    await userEvent.click(screen.getByRole('button', { name: /Export a folder's manifest/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Export/ }));
    expect(await within(dialog).findByText('Please choose a folder')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Folder' }));
    await userEvent.click(await screen.findByTitle('All documents'));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'This folder and its subfolders' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'File name' }), 'zzz-nothing');
    mockControl.fail('/dms/export/excel/exportFile', 'errno', 'Export service busy');
    await userEvent.click(within(dialog).getByRole('button', { name: /Export/ }));
    expect(await within(dialog).findByText('Export service busy')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'File name' })).toHaveValue('zzz-nothing');

    mockControl.clear();
    await userEvent.click(within(dialog).getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^All documents-manifest-\d{8}\.xlsx$/);
    const rows = await readSheet(Buffer.from(await saved[0].blob.arrayBuffer()));
    expect(rows).toHaveLength(1);
    expect(rows[0][0]).toBe('Folder');
  });

  it('shows a failed list with its message and keeps the page usable', async () => {
    signInAs('admin');
    mockControl.fail('/dms/file/showSystemListPage/*', 'network');
    await renderApp('/exportfilelist');
    expect((await screen.findAllByText("The server can't be reached, trying again")).length).toBeGreaterThan(0);
    expect(within(table()).getAllByText('No data').length).toBeGreaterThan(0);
    mockControl.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText(/^Total \d+ records$/, undefined, { timeout: 10_000 });
  });
});

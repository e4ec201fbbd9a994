import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/test-hook';
import { captureDownloads, type SavedDownload } from '@tests/capture-downloads';
import { cellsOf } from '@tests/open-list';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';

let saved: SavedDownload[] = [];

beforeEach(async () => {
  // jsdom's FormData and File lose a file's name and bytes on their way through MSW's XMLHttpRequest
  // interceptor; Node's own keep them (as the workspace upload tests do).
  vi.stubGlobal('FormData', (await new Response(new URLSearchParams('a=b')).formData()).constructor);
  saved = captureDownloads();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const table = () => screen.getByRole('table', { name: 'System file manifest' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const dialog = () => screen.getByRole('dialog');
const fileInput = () => dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

async function workbookFile(rows: (string | null)[][], name = 'metadata.xlsx') {
  return new NodeFile([new Uint8Array(await writeXlsxFile(rows).toBuffer())], name, { type: XLSX }) as unknown as File;
}

/** The manifest's first row: its document number and its cells (index, number, name, …, department at 7). */
async function openManifest() {
  await renderApp('/exportfilelist');
  await screen.findByText(/^Total \d+ records$/, undefined, { timeout: 10_000 });
  await waitFor(() => expect(bodyRows()[0].textContent).not.toBe(''));
  const cells = cellsOf(bodyRows()[0]).map((cell) => cell.textContent ?? '');
  return { documentNumber: cells[1], department: cells[7] };
}

async function openImport() {
  await userEvent.click(screen.getByRole('button', { name: /Import from Excel/ }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('Import system file metadata from Excel');
}

describe('system file import from Excel', () => {
  it('is offered to system managers only', async () => {
    signInAs('staff');
    await renderApp('/exportfilelist');
    await screen.findByText(/^Total \d+ records$/, undefined, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /Export to Excel/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import from Excel/ })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a workbook, an empty one and one over 5M before sending anything', async () => {
    signInAs('admin');
    await openManifest();
    await openImport();
    const sent = vi.fn();
    const { server } = await import('@mocks/node');
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('importSysFile')) sent();
    });
    const importButton = () => within(dialog()).getByRole('button', { name: /Import$/ });

    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog()).findByText('File format is not correct, please re-upload')).toBeInTheDocument();
    expect(within(dialog()).getByText(/^Chosen: notes\.txt/)).toBeInTheDocument();
    expect(importButton()).toBeDisabled();

    choose(new File([], 'empty.xlsx'));
    expect(await within(dialog()).findByText('File size is 0B. Please upload a file of an appropriate size')).toBeInTheDocument();
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.xls'));
    expect(await within(dialog()).findByText('File size larger than 5M is not supported by this interface')).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    await userEvent.click(importButton());
    expect(sent).not.toHaveBeenCalled();
    server.events.removeAllListeners('request:start');
  });

  it('imports a workbook, lists the refused rows with their row number and reason, and the list shows the new value', async () => {
    signInAs('admin');
    const first = await openManifest();
    const department = first.department === 'Logistics' ? 'Finance' : 'Logistics';
    await openImport();
    choose(
      await workbookFile([
        ['Document number', 'Leading department', 'Archive area'],
        [first.documentNumber, department, null],
        ['NO-SUCH-NUMBER', 'Finance', null],
        [first.documentNumber, 'Finance', null],
      ]),
    );
    expect(within(dialog()).getByText(/^Chosen: metadata\.xlsx \(\d/)).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: /Import$/ }));
    expect(await within(dialog()).findByText('1 file updated', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog()).getByText('2 rows were refused and changed nothing:')).toBeInTheDocument();
    const refused = within(dialog()).getByRole('table', { name: 'Refused rows' });
    const rows = within(refused)
      .getAllByRole('row')
      .slice(1)
      .map((row) => cellsOf(row).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['3', 'NO-SUCH-NUMBER', 'No system file has this document number'],
      ['4', first.documentNumber, 'The document number repeats row 2'],
    ]);

    await waitFor(() => expect(cellsOf(bodyRows()[0])[7]).toHaveTextContent(department), { timeout: 10_000 });
    // Closing after a result: the footer's button says Close rather than Cancel.
    expect(within(dialog()).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('shows a failed import with the message and keeps the chosen file, then succeeds on a retry', async () => {
    signInAs('admin');
    const first = await openManifest();
    const department = first.department === 'Logistics' ? 'Finance' : 'Logistics';
    await openImport();
    choose(
      await workbookFile([
        ['Document number', 'Leading department'],
        [first.documentNumber, department],
      ]),
    );

    mockControl.fail('/dms/file/importSysFile', 'errno', 'Import service busy');
    await userEvent.click(within(dialog()).getByRole('button', { name: /Import$/ }));
    expect(await within(dialog()).findByText('Import service busy')).toBeInTheDocument();
    expect(within(dialog()).getByText(/^Chosen: metadata\.xlsx/)).toBeInTheDocument();

    mockControl.fail('/dms/file/importSysFile', 'network');
    await userEvent.click(within(dialog()).getByRole('button', { name: /Import$/ }));
    expect(await within(dialog()).findByText("The server can't be reached, trying again")).toBeInTheDocument();
    expect(within(dialog()).getByText(/^Chosen: metadata\.xlsx/)).toBeInTheDocument();
    expect([...db().files.values()].find((f) => f.documentNumber === first.documentNumber)?.leadingDepartment).toBe(first.department);

    mockControl.clear();
    await userEvent.click(within(dialog()).getByRole('button', { name: /Import$/ }));
    expect(await within(dialog()).findByText('1 file updated', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog()).queryByText("The server can't be reached, trying again")).not.toBeInTheDocument();
  });

  it('downloads an import template holding the columns the import reads', async () => {
    signInAs('admin');
    await openManifest();
    await openImport();
    await userEvent.click(within(dialog()).getByRole('button', { name: /Download the import template/ }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0].name).toBe('system-file-import-template.xlsx');
    const rows = await readSheet(Buffer.from(await saved[0].blob.arrayBuffer()));
    expect(rows).toEqual([['Document number', 'Leading department', 'Document category', 'Archive area', 'File level', 'Effective date']]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSheet } from 'read-excel-file/node';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { captureDownloads, type SavedDownload } from '@tests/capture-downloads';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';

const LONG = { timeout: 10_000 };
let saved: SavedDownload[] = [];
const exportBodies: unknown[] = [];
const dispositions: string[] = [];

const onRequest = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/dms/export/excel/exportFile') {
    void request
      .clone()
      .json()
      .then((body) => exportBodies.push(body));
  }
};
const onResponse = ({ request, response }: { request: Request; response: Response }) => {
  if (new URL(request.url).pathname === '/dms/export/excel/exportFile') {
    dispositions.push(response.headers.get('Content-Disposition') ?? '');
  }
};

beforeEach(() => {
  exportBodies.length = 0;
  dispositions.length = 0;
  saved = captureDownloads();
  server.events.on('request:start', onRequest);
  server.events.on('response:mocked', onResponse);
});

afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  server.events.removeListener('response:mocked', onResponse);
  vi.restoreAllMocks();
});

/** The file name a Content-Disposition header gives (RFC 5987 filename* first). */
function fileNameOf(disposition: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) return decodeURIComponent(extended[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
}

describe('folder manifest export', { timeout: 60_000 }, () => {
  it("exports a real folder's files with the chosen scope and filters, under the server's file name", async () => {
    // Procurement & Suppliers holds numbered files, one of them past its effective date (expired).
    const numbered = [...db().files.values()].filter((f) => f.dirId === '4' && f.fileName.startsWith('PU-20') && f.status === 'normal');
    const current = numbered.filter((f) => Date.parse(f.editDate) >= Date.now());
    const expired = numbered.filter((f) => Date.parse(f.editDate) < Date.now());
    expect(current.length).toBeGreaterThan(0);
    expect(expired.length).toBeGreaterThan(0);

    signInAs('admin');
    await renderApp('/exportfilelist');
    await screen.findByText(/^Total \d+ records$/, undefined, LONG);
    await userEvent.click(screen.getByText("Export a folder's manifest", { selector: 'button span' }).closest('button')!);
    const dialog = await screen.findByRole('dialog', undefined, LONG);

    const folder = within(dialog).getByRole('combobox', { name: 'Folder' });
    await userEvent.click(folder);
    await userEvent.type(folder, 'Procurement');
    await userEvent.click((await screen.findAllByTitle('Procurement & Suppliers', undefined, LONG)).at(-1)!);
    expect(within(dialog).getByRole('radio', { name: 'This folder only' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'File name' }), 'PU-20');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await userEvent.click((await screen.findAllByTitle('Normal', undefined, LONG)).at(-1)!);

    await userEvent.click(within(dialog).getByText('Export', { selector: 'button span' }).closest('button')!);
    await waitFor(() => expect(saved).toHaveLength(1), LONG);

    expect(exportBodies).toEqual([{ directoryId: '4', type: 'current', fileName: 'PU-20', status: 'normal' }]);
    expect(dispositions).toHaveLength(1);
    const serverName = fileNameOf(dispositions[0]);
    expect(serverName).toMatch(/\.xlsx$/);
    expect(saved[0].name).toBe(serverName);

    const rows = await readSheet(Buffer.from(await saved[0].blob.arrayBuffer()));
    expect(rows[0][0]).toBe('Folder');
    const body = rows.slice(1);
    // Only this folder's current files whose name matches: not the expired one, not the unnumbered one,
    // not the subfolder's.
    expect(body.every((row) => row[0] === 'Procurement & Suppliers')).toBe(true);
    expect(body.map((row) => row[2]).sort()).toEqual(current.map((f) => f.fileName).sort());
    expect(body.every((row) => row[4] === 'Normal')).toBe(true);
  });
});

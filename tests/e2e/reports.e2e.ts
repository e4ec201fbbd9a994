/**
 * In Chromium as admin: the dashboard shows recent files after some are opened; the manifest exported and
 * the downloaded workbook's rows read back; a workbook of metadata imported. Paging and filters of the log,
 * OA, PLM and outgoing screens are Vitest's.
 */
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { demoOnly, goInApp, stackJourney, useBrowser } from './browser';
import { startSignedIn } from './sign-in';

/** The data rows of a table (the header row and antd's hidden measuring row left out). */
const dataRows = (table: Locator) => table.locator('tbody tr:not([aria-hidden="true"])');

/** The cell texts of every data row, its name (a row header) among them. */
async function rowTexts(table: Locator): Promise<string[][]> {
  return dataRows(table).evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll(':scope > td, :scope > th')].map((cell) => (cell.textContent ?? '').trim())),
  );
}

async function totalOf(page: Page): Promise<number> {
  const text = await page.getByText(/^Total \d+ records$/).innerText();
  return Number(/\d+/.exec(text)![0]);
}

/** Wait until the list shows `expected` records (after a filter or paging call answered). */
async function waitForTotal(page: Page, check: (total: number) => boolean) {
  await expect.poll(() => totalOf(page), { timeout: 15_000 }).toSatisfy(check);
}

describe('dashboard, logs, reports and integrations', () => {
  const e2e = useBrowser();

  stackJourney('exports the manifest and the downloaded workbook holds the rows shown', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');
    // Inside the app, not a reload: right after signing in, the mock may not have saved the new session yet.
    await goInApp(page, '/exportfilelist');
    const table = page.getByRole('table', { name: 'System file manifest' });
    // The total of this list, not the one the screen before it showed (the dashboard has one too).
    await dataRows(table).first().waitFor();
    await page.getByText(/^Total \d+ records$/).waitFor();
    const everything = await totalOf(page);
    await page.getByRole('textbox', { name: 'File name' }).fill('procedure');
    await page
      .getByRole('button', { name: /Search/ })
      .first()
      .click();
    await waitForTotal(page, (total) => total > 0 && total < everything && total <= 10);
    // Columns: index, document number, file name, revision, ...
    const shown = (await rowTexts(table)).map((cells) => [cells[1], cells[2], cells[3]]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Export to Excel/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^system-file-manifest-\d{8}\.xlsx$/);
    await page.getByText(`Saved as ${download.suggestedFilename()}`).waitFor();
    const rows = await readSheet((await download.path())!);
    expect(rows[0].slice(0, 3)).toEqual(['Document number', 'File name', 'Revision']);
    expect(rows.slice(1).map((row) => [String(row[0]), String(row[1]), String(row[2])])).toEqual(shown);
  });

  demoOnly('imports a workbook of file metadata and the manifest shows the new values', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');
    await goInApp(page, '/exportfilelist');
    const table = page.getByRole('table', { name: 'System file manifest' });
    // The total of this list, not the one the screen before it showed (the dashboard has one too).
    await dataRows(table).first().waitFor();
    await page.getByText(/^Total \d+ records$/).waitFor();
    // Columns: index, document number, file name, revision, status, effective date, updated, department, ...
    await expect.poll(async () => (await rowTexts(table))[0]?.[1] ?? '', { timeout: 15_000 }).toMatch(/\S/);
    const [first] = await rowTexts(table);
    const documentNumber = first[1];
    const department = first[7] === 'Logistics' ? 'Finance' : 'Logistics';
    const workbook = await writeXlsxFile([
      ['Document number', 'Leading department', 'Effective date'],
      [documentNumber, department, '2030-06-30'],
      ['NO-SUCH-NUMBER', 'Finance', null],
    ]).toBuffer();

    await page.getByRole('button', { name: 'Import from Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import system file metadata from Excel' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'metadata.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook,
    });
    await dialog.getByText(/^Chosen: metadata\.xlsx/).waitFor();
    await dialog.getByRole('button', { name: /Import$/ }).click();
    await dialog.getByText('1 file updated').waitFor();
    const refused = dialog.getByRole('table', { name: 'Refused rows' });
    await refused.getByText('No system file has this document number').waitFor();
    expect((await rowTexts(refused))[0].slice(0, 2)).toEqual(['3', 'NO-SUCH-NUMBER']);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await expect
      .poll(async () => (await rowTexts(table))[0].slice(1, 8), { timeout: 15_000 })
      .toEqual([documentNumber, first[2], first[3], 'Normal', '2030-06-30', expect.any(String), department]);
  });
});

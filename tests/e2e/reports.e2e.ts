/**
 * In Chromium as admin: the dashboard shows recent files after some are opened; the operation log
 * filtered by user and date; the manifest exported and the downloaded workbook's rows read back; the OA,
 * PLM and outgoing-log screens paged and filtered.
 */
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { demoOnly, mockReady, openSelectOption, stackJourney, useBrowser } from './browser';
import { startSignedIn } from './sign-in';

/**
 * Go to a route inside the running app (no reload): right after signing in, a reload could come before the
 * mock backend has saved the new session to IndexedDB (it saves 300 ms after a change).
 */
async function go(page: Page, route: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
  await page.waitForURL((url) => url.hash === `#${route}`);
}

/** The data rows of a table (the header row and antd's hidden measuring row left out). */
const dataRows = (table: Locator) => table.locator('tbody tr:not([aria-hidden="true"])');

/** The cell texts of every data row. */
async function rowTexts(table: Locator): Promise<string[][]> {
  return dataRows(table).evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));
}

async function totalOf(page: Page): Promise<number> {
  const text = await page.getByText(/^Total \d+ records$/).innerText();
  return Number(/\d+/.exec(text)![0]);
}

/** Wait until the list shows `expected` records (after a filter or paging call answered). */
async function waitForTotal(page: Page, check: (total: number) => boolean) {
  await expect.poll(() => totalOf(page), { timeout: 15_000 }).toSatisfy(check);
}

/** The first cell (the index column) of the first row, once the page in view has arrived. */
const firstIndex = async (table: Locator) => (await dataRows(table).first().locator('td').first().innerText()).trim();

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await openSelectOption(page, option).click();
}

/** Type a date range into antd's range picker (start, Enter, end, Enter). */
async function fillRange(page: Page, from: string, to: string) {
  await page.getByPlaceholder('Start date').click();
  await page.getByPlaceholder('Start date').fill(from);
  await page.keyboard.press('Enter');
  await page.getByPlaceholder('End date').fill(to);
  await page.keyboard.press('Enter');
}

describe('dashboard, logs, reports and integrations', () => {
  const e2e = useBrowser();

  demoOnly('the dashboard shows the recent files after some are opened', async () => {
    const { page, context } = e2e;
    await startSignedIn(page, 'admin');
    const favourites = page.getByRole('region', { name: 'My favourites' });
    const openers = favourites.getByTitle('Open the file in a new tab');
    await openers.first().waitFor();
    const recent = page.getByRole('region', { name: 'Recently opened' });
    await recent.getByText('Files you open show here').waitFor();

    const opened: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const opener = openers.nth(i);
      opened.push((await opener.innerText()).trim());
      const [tab] = await Promise.all([context.waitForEvent('page'), opener.click()]);
      await tab.waitForLoadState('domcontentloaded');
      expect(tab.url()).toMatch(/#\/pdf\?id=\d+$/);
      await tab.close();
    }

    // Newest first, and still there after a reload (local storage `history`).
    const recentNames = () => recent.getByTitle(/^Open the file in a new tab$|^No preview/).allInnerTexts();
    await expect.poll(async () => (await recentNames()).slice(0, 3)).toEqual([...opened].reverse());
    await page.reload();
    await mockReady(page);
    await expect.poll(async () => (await recentNames()).slice(0, 3), { timeout: 15_000 }).toEqual([...opened].reverse());
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('history') ?? '[]') as { fileName: string }[]);
    expect(stored.map((entry) => entry.fileName)).toEqual([...opened].reverse());

    // Re-opening one moves it to the front.
    const [tab] = await Promise.all([context.waitForEvent('page'), favourites.getByRole('button', { name: opened[0], exact: true }).first().click()]);
    await tab.close();
    await expect.poll(async () => (await recentNames()).slice(0, 3)).toEqual([opened[0], opened[2], opened[1]]);
    await page.getByRole('img', { name: /Document activity, last 30 days/ }).waitFor();
    expect(e2e.pageErrors).toEqual([]);
  });

  demoOnly('filters the operation log by user and date', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');
    await go(page, '/logger');
    const table = page.getByRole('table', { name: 'Operation log' });
    // The total of this list, not the one the screen before it showed (the dashboard has one too).
    await dataRows(table).first().waitFor();
    await page.getByText(/^Total \d+ records$/).waitFor();
    const everything = await totalOf(page);

    await page.getByRole('textbox', { name: 'User' }).fill('Administrator');
    await fillRange(page, '2026-10-01', '2026-10-31');
    await page.getByRole('button', { name: /Search/ }).first().click();
    await waitForTotal(page, (total) => total > 0 && total < everything);

    // Columns: index, time, user, action, file, revision, remark.
    const rows = await rowTexts(table);
    expect(rows.length).toBeGreaterThan(0);
    for (const [, time, user] of rows) {
      expect(user).toBe('Administrator');
      expect(time >= '2026-10-01 00:00:00' && time <= '2026-10-31 23:59:59').toBe(true);
    }
    expect(await page.getByRole('textbox', { name: 'User' }).inputValue()).toBe('Administrator');
  });

  stackJourney("exports the manifest and the downloaded workbook holds the rows shown", async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');
    await go(page, '/exportfilelist');
    const table = page.getByRole('table', { name: 'System file manifest' });
    // The total of this list, not the one the screen before it showed (the dashboard has one too).
    await dataRows(table).first().waitFor();
    await page.getByText(/^Total \d+ records$/).waitFor();
    const everything = await totalOf(page);
    await page.getByRole('textbox', { name: 'File name' }).fill('procedure');
    await page.getByRole('button', { name: /Search/ }).first().click();
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
    await go(page, '/exportfilelist');
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

    await expect.poll(async () => (await rowTexts(table))[0].slice(1, 8), { timeout: 15_000 }).toEqual([
      documentNumber, first[2], first[3], 'Normal', '2030-06-30', expect.any(String), department,
    ]);
  });

  demoOnly('pages and filters the OA received files', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');
    await go(page, '/OaAcceptingDocuments');
    const table = page.getByRole('table', { name: 'OA received files' });
    await page.getByText('Total 40 records').waitFor();
    await page.getByRole('listitem', { name: '2' }).click();
    await expect.poll(() => firstIndex(table)).toBe('11');

    await page.getByRole('searchbox', { name: 'Search titles' }).fill('holiday');
    await page.getByRole('searchbox', { name: 'Search titles' }).press('Enter');
    await waitForTotal(page, (total) => total > 0 && total < 40);
    await chooseOption(page, 'Status', 'Pending');
    await page.getByRole('search').getByRole('button', { name: /Search/ }).click();
    await expect.poll(async () => (await rowTexts(table)).every((cells) => /holiday|放假/i.test(cells[1]) && cells.includes('Pending'))).toBe(true);
  });

  demoOnly('pages and searches the PLM mail receivers, and adds one with a valid email', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');
    await go(page, '/plmReceiver');
    const table = page.getByRole('table', { name: 'PLM mail receivers' });
    await page.getByText('Total 24 records').waitFor();
    await page.getByRole('listitem', { name: '3' }).click();
    await expect.poll(() => dataRows(table).count()).toBe(4);
    const email = (await rowTexts(table))[0][2];
    await page.getByRole('searchbox', { name: 'Search name or email' }).fill(email);
    await page.getByRole('searchbox', { name: 'Search name or email' }).press('Enter');
    await page.getByText('Total 1 record').waitFor();

    await page.getByRole('button', { name: /Add receiver/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ann Lee');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('ann@example');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter a valid email address, e.g. name@example.com').waitFor();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('ann.lee@example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('searchbox', { name: 'Search name or email' }).fill('ann.lee');
    await page.getByRole('searchbox', { name: 'Search name or email' }).press('Enter');
    await expect.poll(async () => (await rowTexts(table)).map((cells) => cells[2])).toEqual(['ann.lee@example.com']);
  });

  demoOnly('pages and filters the data and shell mould outgoing logs', async () => {
    const { page } = e2e;
    await startSignedIn(page, 'admin');
    await go(page, '/outgoingLog');
    const data = page.getByRole('table', { name: 'Data outgoing log' });
    await page.getByText('Total 64 records').waitFor();
    await page.getByRole('listitem', { name: '4' }).click();
    await expect.poll(() => firstIndex(data)).toBe('31');
    await page.getByRole('textbox', { name: 'Receiving company' }).fill('Apex');
    await chooseOption(page, 'Channel', 'Email');
    await page.getByRole('search').getByRole('button', { name: /Search/ }).click();
    await waitForTotal(page, (total) => total > 0 && total < 64);
    // Columns: index, sent, number, name, revision, company, receiver, email, sender, department, purpose, channel.
    for (const cells of await rowTexts(data)) {
      expect(cells[5]).toContain('Apex');
      expect(cells[11]).toBe('Email');
    }

    await go(page, '/housOutLog');
    const mould = page.getByRole('table', { name: 'Shell mould outgoing log' });
    await page.getByText('Total 47 records').waitFor();
    await page.getByTitle('Next Page').click();
    await expect.poll(() => firstIndex(mould)).toBe('11');
    await chooseOption(page, 'Status', 'Returned');
    await fillRange(page, '2026-01-01', '2026-11-01');
    await page.getByRole('search').getByRole('button', { name: /Search/ }).click();
    await waitForTotal(page, (total) => total > 0 && total < 47);
    // Columns: index, sent out, ..., status (12th).
    for (const cells of await rowTexts(mould)) {
      expect(cells[11]).toBe('Returned');
      expect(cells[1] >= '2026-01-01' && cells[1] <= '2026-11-01 23:59:59').toBe(true);
    }
  });
});

/**
 * Recently opened across the tabs of one browser: a file previewed from the file list
 * in one tab shows at once under Recently opened on /home in another tab, as opened in this browser (not
 * 'Elsewhere'), and stays so after a reload, when the server remembers the preview too.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mockReady, useBrowser } from './browser';
import { startSignedIn } from './sign-in';

/** Project X200: admin may do anything there, and it holds small seeded files. */
const FOLDER_ID = '204';

const recent = (page: Page) => page.getByRole('region', { name: 'Recently opened' });

describe('recently opened', () => {
  const e2e = useBrowser();

  it('shows a file opened from the list in another tab at once, not as opened elsewhere', async () => {
    const home = e2e.page;
    await startSignedIn(home, 'admin');
    await mockReady(home);
    await recent(home).waitFor();

    const list = await e2e.context.newPage();
    list.on('pageerror', (error) => e2e.pageErrors.push(error.message));
    await list.goto(`/#/filelist?dir=${FOLDER_ID}`);
    await mockReady(list);
    const grid = list.getByRole('grid', { name: 'Files and folders' });
    const row = grid
      .locator('[role="row"][aria-label*=" PDF file, "], [role="row"][aria-label*=" DOCX file, "], [role="row"][aria-label*=" TXT file, "]')
      .first();
    await row.waitFor({ timeout: 30_000 });
    const name = (await row.getAttribute('aria-label'))!.replace(/, [A-Z0-9]+ file, .*$/, '');
    expect(await recent(home).getByText(name, { exact: true }).count()).toBe(0);

    const [preview] = await Promise.all([e2e.context.waitForEvent('page'), row.dblclick()]);
    preview.on('pageerror', (error) => e2e.pageErrors.push(error.message));

    // The home tab shows it at once, first, without a reload, and not as 'Elsewhere'.
    const entry = recent(home).getByRole('listitem').filter({ hasText: name });
    await entry.waitFor();
    expect(await recent(home).getByRole('listitem').first().innerText()).toContain(name);
    expect(await entry.getByText('Elsewhere').count()).toBe(0);

    // The preview told the server too; after a reload both lists agree on where it was opened.
    await preview.waitForLoadState();
    await home.reload();
    await mockReady(home);
    await recent(home).getByRole('listitem').filter({ hasText: name }).waitFor();
    expect(await recent(home).getByRole('listitem').filter({ hasText: name }).getByText('Elsewhere').count()).toBe(0);
    expect(e2e.pageErrors).toEqual([]);
  });
});

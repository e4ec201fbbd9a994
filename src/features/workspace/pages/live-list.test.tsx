/**
 * Other people's changes on the open folder without a reload: read again when the window regains focus or
 * the network returns, every few seconds while the tab is visible (never while hidden), and on the Refresh button, which keeps
 * the selection of the rows still there and says politely how many selected rows went away. The lists of
 * the administration and report screens have the same button.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { commit, db } from '@mocks/db';
import { findUserByAccount } from '@mocks/auth';
import { mockControl } from '@mocks/test-hook';
import { createFolder } from '@mocks/db/folders';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { LIVE_INTERVAL_MS } from '@/lib/api/live-query';
import { renderApp } from '@tests/render';
import { recordCalls } from '@tests/record-calls';
import { signInAs } from '@tests/sign-in-as';
import { stubLayoutForVirtualLists } from '@tests/virtual-layout';

stubLayoutForVirtualLists();
vi.setConfig({ testTimeout: 60_000 });

const SLOW = { timeout: 15_000 };
const DIR = SEED_FOLDERS.projectX200;
const findGrid = () => screen.findByLabelText('Files and folders', { selector: '[role="grid"]' }, SLOW);
const fileRow = (grid: HTMLElement, name: string) =>
  within(grid).findByRole('row', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`) }, SLOW);
const filesOf = (dirId: string) => [...db().files.values()].filter((file) => file.dirId === dirId && file.status === 'normal');
const LIST_CALL = 'POST /dms/files/showPageByDirId/';

/** The open folder signed in as admin, its first rows shown, with the interval's reads held until the test moves time. */
async function openFolderIntervalHeld() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  signInAs('admin');
  await renderApp(`/filelist?dir=${DIR}`);
  const grid = await findGrid();
  await fileRow(grid, filesOf(DIR)[0].fileName);
  return grid;
}

// The tab is in front (tests/setup.ts puts every other test's tab in the background).
beforeEach(() => focusManager.setFocused(undefined));
afterEach(() => vi.useRealTimers());

describe('the open folder follows other people', () => {
  it('shows a folder and a rename made elsewhere as soon as the window regains focus', async () => {
    // The interval's reads held back: only the focus can bring the changes.
    const grid = await openFolderIntervalHeld();
    const [file] = filesOf(DIR);

    // Another person, on the server: a new folder and a renamed file.
    createFolder(db(), DIR, 'Made elsewhere', findUserByAccount('staff')!);
    file.fileName = `Renamed elsewhere${file.fileType}`;
    commit();

    act(() => void window.dispatchEvent(new Event('focus')));
    await within(grid).findByRole('row', { name: 'Made elsewhere, folder' }, SLOW);
    await fileRow(grid, file.fileName);
  });

  it('shows a change made elsewhere as soon as the network returns', async () => {
    const grid = await openFolderIntervalHeld();
    act(() => void window.dispatchEvent(new Event('offline')));
    createFolder(db(), DIR, 'Made while offline', findUserByAccount('staff')!);
    commit();
    try {
      act(() => void window.dispatchEvent(new Event('online')));
      await within(grid).findByRole('row', { name: 'Made while offline, folder' }, SLOW);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('reads the open folder again at an interval while visible, and not at all while hidden', async () => {
    const grid = await openFolderIntervalHeld();
    createFolder(db(), DIR, 'Appears by itself', findUserByAccount('staff')!);
    commit();

    const calls = recordCalls();
    try {
      act(() => void vi.advanceTimersByTime(LIVE_INTERVAL_MS));
      await within(grid).findByRole('row', { name: 'Appears by itself, folder' }, SLOW);
      expect(calls.calls.filter((call) => call === LIST_CALL)).toHaveLength(1);

      calls.calls.length = 0;
      act(() => focusManager.setFocused(false));
      act(() => void vi.advanceTimersByTime(LIVE_INTERVAL_MS * 5));
      expect(calls.calls).toEqual([]);
    } finally {
      calls.stop();
    }
  });

  it('reads again in the background without marking the list busy; a Refresh pressed says so until done', async () => {
    const grid = await openFolderIntervalHeld();
    const refresh = within(screen.getByRole('toolbar', { name: 'Folder tools' })).getByRole('button', { name: 'Refresh' });
    // Each answer takes a while, so the state while a read is under way can be seen.
    mockControl.setLatency(300);
    const calls = recordCalls();
    try {
      act(() => void vi.advanceTimersByTime(LIVE_INTERVAL_MS));
      await waitFor(() => expect(calls.calls).toContain(LIST_CALL), SLOW);
      expect(grid).toHaveAttribute('aria-busy', 'false');
      expect(refresh).not.toHaveAttribute('aria-busy');

      fireEvent.click(refresh);
      expect(refresh).toHaveAttribute('aria-busy', 'true');
      expect(grid).toHaveAttribute('aria-busy', 'false');
      await waitFor(() => expect(refresh).not.toHaveAttribute('aria-busy'), SLOW);
    } finally {
      calls.stop();
      mockControl.setLatency(0);
    }
  });

  it('refreshes on request, keeping the selected rows still there and saying how many went away', async () => {
    signInAs('admin');
    await renderApp(`/filelist?dir=${DIR}`);
    const grid = await findGrid();
    const [gone, kept] = filesOf(DIR);
    for (const file of [gone, kept]) {
      const row = await fileRow(grid, file.fileName);
      await userEvent.click(within(row).getByRole('checkbox', { name: `Select ${file.fileName}` }));
    }
    expect(await screen.findByText('2 selected')).toBeInTheDocument();

    gone.status = 'void';
    commit();
    const calls = recordCalls();
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'Folder tools' })).getByRole('button', { name: 'Refresh' }));
    await waitFor(
      () => expect(within(grid).queryByRole('row', { name: new RegExp(`^${gone.fileName.replace('.', '\\.')},`) })).toBeNull(),
      SLOW,
    );
    calls.stop();
    expect(calls.calls).toContain(LIST_CALL);
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
    expect(within(await fileRow(grid, kept.fileName)).getByRole('checkbox', { name: `Select ${kept.fileName}` })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Announcements' })).toHaveTextContent('1 selected item is no longer in this folder');
  });
});

describe('the lists of the other screens', () => {
  it('offers Refresh on an administration list, which reads the list again', async () => {
    signInAs('admin');
    await renderApp('/userInfo');
    const refresh = await screen.findByRole('button', { name: 'Refresh' }, SLOW);
    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-busy'), SLOW);
    const calls = recordCalls();
    await userEvent.click(refresh);
    await waitFor(
      () => expect(calls.calls.some((call) => call.startsWith('POST /dms/user/') || call.startsWith('GET /dms/user/'))).toBe(true),
      SLOW,
    );
    calls.stop();
  });
});

/**
 * Saved views on the real screens and mock backend: saved from /filelist with its folder,
 * search, sort, size, label and columns; opened again from the workspace and from /home; renamed and
 * deleted; kept per account; a view whose folder the user can no longer see says so.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED_FOLDERS } from '@mocks/db/seed';
// The dialogs are a lazy chunk in the app: imported here, their cold start (antd's form and modal, which the
// screen's first load does not bring) stays out of the test's waits.
import '@/components/saved-views/saved-views-dialogs';
import { findDialog } from '@tests/find-dialog';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { stubLayoutForVirtualLists } from '@tests/virtual-layout';
import { readSavedViews, saveView } from '@/lib/saved-views';
import { STORAGE_KEYS } from '@/lib/storage';

stubLayoutForVirtualLists();
vi.setConfig({ testTimeout: 60_000 });

const SLOW = { timeout: 15_000 };
const viewsButton = () => screen.findByRole('button', { name: /Saved views/ }, SLOW);
const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const announcements = () => screen.getByRole('status', { name: 'Announcements' });

async function chooseInMenu(name: string | RegExp) {
  await userEvent.click(await viewsButton());
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('saved views', () => {
  beforeEach(() => localStorage.removeItem(STORAGE_KEYS.savedViews));

  it('saves the /filelist view under a name and opens it again from another folder', async () => {
    signInAs('staff');
    localStorage.setItem(STORAGE_KEYS.fileListColumns, JSON.stringify(['fileSize', 'uploader']));
    const { router } = await renderApp(`/filelist?dir=${SEED_FOLDERS.drawings}&size=20&sort=fileName&order=desc&label=To%20review`);
    await screen.findByLabelText('Files and folders', { selector: '[role="grid"]' }, SLOW);
    await chooseInMenu('Save this view…');
    const dialog = await findDialog('Save this view');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Drawings to review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(announcements()).toHaveTextContent('View “Drawings to review” saved'));
    expect(readSavedViews()).toEqual([
      expect.objectContaining({
        name: 'Drawings to review',
        screen: 'filelist',
        dir: SEED_FOLDERS.drawings,
        size: 20,
        sort: 'fileName',
        order: 'desc',
        label: 'To review',
        columns: ['fileSize', 'uploader'],
      }),
    ]);

    // Elsewhere, with other columns: opening the view brings all of it back.
    act(() => void router.navigate(`/filelist?dir=${SEED_FOLDERS.testReports}`));
    localStorage.setItem(STORAGE_KEYS.fileListColumns, JSON.stringify(['fileSize']));
    await chooseInMenu('Drawings to review');
    await waitFor(() =>
      expect(search(router)).toEqual({ dir: SEED_FOLDERS.drawings, size: '20', sort: 'fileName', order: 'desc', label: 'To review' }),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.fileListColumns)!)).toEqual(['fileSize', 'uploader']);
    const grid = await screen.findByLabelText('Files and folders', { selector: '[role="grid"]' }, SLOW);
    expect(within(grid).getByRole('columnheader', { name: /Uploader/ })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('gives the focus back to the menu button when its dialog closes', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.drawings}`);
    await chooseInMenu('Save this view…');
    const dialog = await findDialog('Save this view');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Saved views/ })).toHaveFocus());
  });

  it('are renamed, deleted and opened from /home, for the signed-in account only', async () => {
    signInAs('admin');
    saveView('Admin only', {
      screen: 'disk',
      mode: 'list',
      dir: SEED_FOLDERS.quality,
      search: '',
      sort: null,
      order: 'asc',
      size: 40,
      label: null,
    });
    signInAs('staff');
    saveView('Drawings', {
      screen: 'disk',
      mode: 'list',
      dir: SEED_FOLDERS.drawings,
      search: '',
      sort: 'updateTime',
      order: 'asc',
      size: 40,
      label: null,
    });
    saveView('Reports', { screen: 'filelist', dir: SEED_FOLDERS.testReports, search: '', sort: null, order: 'asc', size: 40, label: null });
    const { router } = await renderApp('/home');
    await userEvent.click(await viewsButton());
    expect(await screen.findByRole('menuitem', { name: 'Drawings' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin only' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename or delete views…' }));
    const dialog = (await screen.findByLabelText('Name of view Reports')).closest<HTMLElement>('[role="dialog"]')!;
    const name = within(dialog).getByLabelText('Name of view Reports');
    await userEvent.clear(name);
    await userEvent.type(name, 'Test reports{Enter}');
    await waitFor(() => expect(readSavedViews().map((view) => view.name)).toEqual(['Drawings', 'Test reports']));
    expect(announcements()).toHaveTextContent('View “Reports” renamed to “Test reports”');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete view Test reports' }));
    await waitFor(() => expect(readSavedViews().map((view) => view.name)).toEqual(['Drawings']));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open view Drawings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/disk'), SLOW);
    expect(search(router)).toEqual({ dir: SEED_FOLDERS.drawings, sort: 'updateTime', order: 'asc' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.diskView)!)).toBe('list');
    expect(await screen.findByLabelText('Files and folders', { selector: '[role="grid"]' }, SLOW)).toBeInTheDocument();
  });

  it('a view whose folder the user can no longer see says so instead of showing an empty list', async () => {
    signInAs('staff');
    saveView('HR files', {
      screen: 'filelist',
      dir: SEED_FOLDERS.hrConfidential,
      search: '',
      sort: null,
      order: 'asc',
      size: 40,
      label: null,
    });
    saveView('Gone', { screen: 'filelist', dir: '987654', search: '', sort: null, order: 'asc', size: 40, label: null });
    await renderApp('/home');
    await chooseInMenu('HR files');
    expect(await screen.findByText(/The saved view “HR files” opens a folder you can no longer see/, undefined, SLOW)).toBeInTheDocument();
    await chooseInMenu('Gone');
    expect(await screen.findByText(/The saved view “Gone” opens a folder you can no longer see/, undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('Files and folders', { selector: '[role="grid"]' })).not.toBeInTheDocument();
  });
});

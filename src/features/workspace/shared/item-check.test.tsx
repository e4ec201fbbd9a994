/**
 * No silent overwrite: before a change the item is read again. What changed is told and the user decides;
 * an item gone, voided or moved is named as such, the dialog closes and the list is read again.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commit, db } from '@mocks/db';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { findDialog } from '@tests/find-dialog';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { findRow, setUpWorkspaceListTests, SLOW } from '@tests/workspace-list';
import { fileChanges, folderChanges } from '@/entities/files/item-check';
import type { FileInfo, FileRow, FolderNode } from './types';

setUpWorkspaceListTests();

const row = {
  dataType: 1,
  id: '9',
  fileId: '9',
  fileName: 'Plan.pdf',
  fileType: '.pdf',
  revision: 2,
  totalSize: 1,
  dirId: '5',
  status: 'normal',
} as FileRow;
const info = (change: Partial<FileInfo>) => ({ ...row, path: [{ dirId: '7', dirName: 'Archive' }], ...change }) as FileInfo;
const tree: FolderNode[] = [
  {
    id: '1',
    directoryId: '1',
    directoryName: 'Quality',
    fatherDirectoryId: '0',
    status: 'normal',
    children: [{ id: '3', directoryId: '3', directoryName: 'Plans', fatherDirectoryId: '1', status: 'void' }],
  },
];

describe('what changed since the user saw it', () => {
  it('tells a file gone, voided, moved, renamed, given a new version or a new effective date', () => {
    expect(fileChanges(row, info({}))).toEqual([]);
    expect(fileChanges(row, null)).toEqual([{ kind: 'gone' }]);
    expect(fileChanges(row, info({ status: 'void' }))).toEqual([{ kind: 'voided' }]);
    expect(fileChanges(row, info({ dirId: '7' }))).toEqual([{ kind: 'moved', to: 'Archive' }]);
    expect(fileChanges(row, info({ fileName: 'Plan B.pdf', revision: 3 }))).toEqual([
      { kind: 'renamed', name: 'Plan B.pdf' },
      { kind: 'newVersion', revision: 3 },
    ]);
    expect(fileChanges({ ...row, status: 'void' }, info({ status: 'normal' }))).toEqual([{ kind: 'restored' }]);
    // A new effective date counts by its day, however each call writes the time.
    const dated = { ...row, editDate: '2030-06-30' };
    expect(fileChanges(dated, info({ editDate: '2030-06-30 00:00:00' }))).toEqual([]);
    expect(fileChanges(dated, info({ editDate: '2031-01-15' }))).toEqual([{ kind: 'newDate', date: '2031-01-15' }]);
  });

  it('tells a folder gone, voided, moved or renamed from the tree', () => {
    expect(folderChanges({ id: '1', name: 'Quality', parentId: '0', status: 'normal' }, tree, 'All documents')).toEqual([]);
    expect(folderChanges({ id: '8', name: 'Old', parentId: '0' }, tree, 'All documents')).toEqual([{ kind: 'gone' }]);
    expect(folderChanges({ id: '3', name: 'Plan', parentId: '0', status: 'normal' }, tree, 'All documents')).toEqual([
      { kind: 'voided' },
      { kind: 'moved', to: 'Quality' },
      { kind: 'renamed', name: 'Plans' },
    ]);
  });
});

describe('before a change, the item is read again', () => {
  it('two renames from one stale view: the second is told the name changed and overwrites nothing unseen', async () => {
    signInAs('admin');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    await userEvent.click(within(await findRow('Drawings')).getByRole('button', { name: 'More actions on Drawings' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Rename/ }, SLOW));
    const dialog = await findDialog('Rename Drawings');

    // Someone else renames it meanwhile.
    db().folders.get(SEED_FOLDERS.drawings)!.directoryName = 'Drawings (theirs)';
    commit();

    const field = within(dialog).getByLabelText('Folder name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Drawings (mine)');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Rename$/ }));
    const ask = await findDialog('Drawings has changed since you saw it');
    expect(within(ask).getByText('Its name is now Drawings (theirs).')).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename Drawings' })).toBeNull(), SLOW);
    expect(db().folders.get(SEED_FOLDERS.drawings)!.directoryName).toBe('Drawings (theirs)');
    await findRow('Drawings (theirs)');
  });

  it('setting invalid a file someone else moved says so, closes the dialog, sends nothing and the row goes', async () => {
    signInAs('admin');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const file = [...db().files.values()].find((each) => each.dirId === SEED_FOLDERS.projectX200 && each.status === 'normal')!;
    await userEvent.click(within(await findRow(file.fileName)).getByRole('button', { name: `More actions on ${file.fileName}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Set invalid/ }, SLOW));
    const dialog = await findDialog(`Set file ${file.fileName} invalid`);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Superseded');

    file.dirId = SEED_FOLDERS.drawings;
    commit();
    await userEvent.click(within(dialog).getByRole('button', { name: /Set invalid/ }));

    const announcements = screen.getByRole('status', { name: 'Announcements' });
    expect(
      await within(announcements).findByText(`${file.fileName} was moved to Drawings by someone else.`, undefined, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Set file ${file.fileName} invalid` })).toBeNull(), SLOW);
    await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(`^${file.fileName.replace('.', '\\.')},`) })).toBeNull(), SLOW);
    expect(file.status).toBe('normal');
  });
});

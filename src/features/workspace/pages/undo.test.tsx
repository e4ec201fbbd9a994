/**
 * Undo on the workspace, against the mock backend: the notice's Undo (or Ctrl+Z) runs the inverse call and
 * the server holds the state from before the change. The facility's timing and keys: src/lib/undo.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { findUserByAccount } from '@mocks/auth';
import { listFolder } from '@mocks/db/files';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { findDialog } from '@tests/find-dialog';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { findUndoButton, pressUndoKeys } from '@tests/undo-notice';
import { findRow, setUpWorkspaceListTests, SLOW } from '@tests/workspace-list';

setUpWorkspaceListTests();
const filesOf = (dirId: string, account: string) =>
  listFolder(db(), findUserByAccount(account)!, dirId, {}).flatMap((row) => (row.dataType === 1 && row.status === 'normal' ? [row] : []));
async function rowAction(name: string, action: RegExp) {
  await userEvent.click(within(await findRow(name)).getByRole('button', { name: `More actions on ${name}` }));
  // A menu closed earlier stays in the page, hidden: the one just opened is the last.
  await userEvent.click((await screen.findAllByRole('menuitem', { name: action })).at(-1)!);
}
const undone = () => screen.findAllByText('Undone', undefined, SLOW);

describe('undo on the workspace', () => {
  it('a file set invalid is back in its folder, normal, after Undo', async () => {
    signInAs('admin');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const [file] = filesOf(SEED_FOLDERS.projectX200, 'admin');
    await rowAction(file.fileName, /Set invalid/);
    const dialog = await findDialog(`Set file ${file.fileName} invalid`);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Superseded');
    await userEvent.click(within(dialog).getByRole('button', { name: /Set invalid/ }));
    const undo = await findUndoButton();
    expect(db().files.get(file.fileId)!.status).toBe('void');
    await userEvent.click(undo);
    await undone();
    expect(db().files.get(file.fileId)).toMatchObject({ status: 'normal', dirId: SEED_FOLDERS.projectX200, voidReason: null });
    expect(await findRow(file.fileName)).toBeInTheDocument();
  });

  it('a moved file goes back to its folder on Ctrl+Z', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const [file] = filesOf(SEED_FOLDERS.projectX200, 'staff');
    await rowAction(file.fileName, /^Move/);
    const dialog = await findDialog('Choose the folder to move to.');
    await userEvent.click(within(dialog).getByRole('treeitem', { name: 'Working Drafts 工作草稿' }));
    const ok = within(dialog).getByRole('button', { name: /Move here/ });
    await waitFor(() => expect(ok).toBeEnabled(), SLOW);
    await userEvent.click(ok);
    await findUndoButton();
    expect(db().files.get(file.fileId)!.dirId).toBe(SEED_FOLDERS.workingDrafts);
    pressUndoKeys();
    await undone();
    expect(db().files.get(file.fileId)!.dirId).toBe(SEED_FOLDERS.projectX200);
  });

  it('files moved together all go back to their folder after Undo', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const files = filesOf(SEED_FOLDERS.projectX200, 'staff').slice(0, 2);
    for (const file of files) await userEvent.click(within(await findRow(file.fileName)).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: /Move 2 files/ }));
    const dialog = await findDialog('Choose the folder to move to.');
    await userEvent.click(within(dialog).getByRole('treeitem', { name: 'Working Drafts 工作草稿' }));
    const ok = within(dialog).getByRole('button', { name: /Move here/ });
    await waitFor(() => expect(ok).toBeEnabled(), SLOW);
    await userEvent.click(ok);
    const undo = await findUndoButton();
    expect(files.map((file) => db().files.get(file.fileId)!.dirId)).toEqual([SEED_FOLDERS.workingDrafts, SEED_FOLDERS.workingDrafts]);
    await userEvent.click(undo);
    await undone();
    expect(files.map((file) => db().files.get(file.fileId)!.dirId)).toEqual([SEED_FOLDERS.projectX200, SEED_FOLDERS.projectX200]);
  });

  it('a renamed folder takes its old name again after Undo', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.workingDrafts}`);
    const before = db().folders.get(SEED_FOLDERS.workingDrafts)!.directoryName;
    await userEvent.click(await screen.findByLabelText(/Folder actions on Working Drafts/, { selector: 'button' }, SLOW));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Rename/ }));
    const dialog = await findDialog(`Rename ${before}`);
    const input = within(dialog).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'Drafts 2');
    await userEvent.click(within(dialog).getByRole('button', { name: /Rename|OK/ }));
    const undo = await findUndoButton();
    expect(db().folders.get(SEED_FOLDERS.workingDrafts)!.directoryName).toBe('Drafts 2');
    await userEvent.click(undo);
    await undone();
    expect(db().folders.get(SEED_FOLDERS.workingDrafts)!.directoryName).toBe(before);
  });

  it('a file added to favourites leaves them again after Undo', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const [file] = filesOf(SEED_FOLDERS.projectX200, 'staff');
    await rowAction(file.fileName, /Add to favourites/);
    const dialog = await findDialog('Choose one of your labels or type a new one.');
    await userEvent.type(within(dialog).getByRole('combobox'), 'Review');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Add$/ }));
    const filed = () => db().signs.some((sign) => sign.signName === 'Review' && sign.fileNum === file.fileId);
    const undo = await findUndoButton();
    expect(filed()).toBe(true);
    await userEvent.click(undo);
    await undone();
    expect(filed()).toBe(false);
  });
});

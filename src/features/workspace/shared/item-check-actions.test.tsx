/**
 * Each change to a file or folder reads the item again first: moving files, moving a folder (its dialog and
 * drag and drop), deleting and restarting a folder, a new version, a new effective date and edited details.
 * An item someone else set invalid, restored or moved is named as such and nothing is sent; a new name,
 * version or detail is asked about, and Cancel leaves the server as the other person left it.
 */
import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findUserByAccount } from '@mocks/auth';
import { commit, db } from '@mocks/db';
import { listFolder } from '@mocks/db/files';
import { createFolder } from '@mocks/db/folders';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { findDialog } from '@tests/find-dialog';
import { recordCalls } from '@tests/record-calls';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { escapeRegExp, findRow, setUpUploadTests, setUpWorkspaceListTests, SLOW } from '@tests/workspace-list';
import { uploadQueue } from '@/lib/upload/upload-queue';

setUpWorkspaceListTests();

/** The files of a folder as the user's list shows them, first page first. */
const filesOf = (dirId: string, account: 'admin' | 'staff') =>
  listFolder(db(), findUserByAccount(account)!, dirId, {}).flatMap((row) => (row.dataType === 1 ? [row] : []));

async function rowAction(name: string, action: RegExp) {
  await userEvent.click(within(await findRow(name)).getByRole('button', { name: `More actions on ${name}` }));
  // A menu closed earlier stays in the page, hidden: the one just opened is the last.
  await userEvent.click((await screen.findAllByRole('menuitem', { name: action }, SLOW)).at(-1)!);
}

const announced = (text: string) => within(screen.getByRole('status', { name: 'Announcements' })).findByText(text, undefined, SLOW);

const rowGone = (name: string) =>
  waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(`^${escapeRegExp(name)},`) })).toBeNull(), SLOW);

/** The dialog that says `text` has closed: it is gone, or leaving (jsdom never ends a confirm's closing motion). */
const dialogGone = (text: string) =>
  waitFor(() => {
    for (const element of screen.queryAllByText(text)) expect(element.closest('[role="dialog"]')).toHaveClass('ant-zoom-leave');
  }, SLOW);

describe('files are read again before a change', () => {
  it('moving a file someone else set invalid says so, sends nothing and the file stays as they left it', async () => {
    signInAs('admin');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const file = db().files.get(filesOf(SEED_FOLDERS.projectX200, 'admin').find((row) => row.status === 'normal')!.fileId)!;
    await rowAction(file.fileName, /Move to/);
    const dialog = await findDialog('Choose the folder to move to.');
    await userEvent.click(within(dialog).getByRole('treeitem', { name: 'Working Drafts 工作草稿' }));
    const ok = within(dialog).getByRole('button', { name: /Move here/ });
    await waitFor(() => expect(ok).toBeEnabled(), SLOW);

    Object.assign(file, { status: 'void', voidReason: 'Superseded', voidedBy: 'Someone else', voidedAt: new Date().toISOString() });
    commit();
    const { calls, stop } = recordCalls();
    await userEvent.click(ok);

    expect(await announced(`${file.fileName} was set invalid by someone else.`)).toBeInTheDocument();
    await dialogGone('Choose the folder to move to.');
    await rowGone(file.fileName);
    stop();
    expect(calls.filter((call) => call.includes('/files/updFather'))).toEqual([]);
    expect(file).toMatchObject({ status: 'void', dirId: SEED_FOLDERS.projectX200 });
  });

  it('changing the effective date of a file someone else moved says so, closes the dialog and keeps the date', async () => {
    signInAs('admin');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const file = db().files.get(filesOf(SEED_FOLDERS.projectX200, 'admin').find((row) => row.status === 'normal')!.fileId)!;
    const before = file.editDate;
    await rowAction(file.fileName, /Change effective date/);
    const title = `Change the effective date of ${file.fileName}`;
    const dialog = await findDialog(title);

    file.dirId = SEED_FOLDERS.drawings;
    commit();
    const { calls, stop } = recordCalls();
    // Enter in the date field submits the form.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New effective date' }), '2099-01-31{Enter}');

    expect(await announced(`${file.fileName} was moved to Drawings by someone else.`)).toBeInTheDocument();
    await dialogGone(title);
    await rowGone(file.fileName);
    stop();
    expect(calls.filter((call) => call.includes('/files/changeEditDate'))).toEqual([]);
    expect(file).toMatchObject({ editDate: before, dirId: SEED_FOLDERS.drawings });
  });
});

describe('edited details are read again before they are saved', () => {
  it('details someone else changed meanwhile are named; Cancel keeps the form and their values; Go ahead saves', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.testReports}`);
    const file = db().files.get(filesOf(SEED_FOLDERS.testReports, 'staff')[0].fileId)!;
    await userEvent.click(within(await findRow(file.fileName)).getByRole('button', { name: `Details of ${file.fileName}` }));
    const drawer = await findDialog(file.fileName);
    await userEvent.click(await within(drawer).findByRole('button', { name: /Edit details/ }, SLOW));
    const number = await within(drawer).findByLabelText('Document number');
    await userEvent.clear(number);
    await userEvent.type(number, 'TR-MINE');

    Object.assign(file, { documentNumber: 'TR-THEIRS', publisher: 'Their office' });
    commit();
    const { calls, stop } = recordCalls();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    const ask = await findDialog(`${file.fileName} has changed since you saw it`);
    expect(within(ask).getByText('Someone else changed: Document number, Publisher.')).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await dialogGone('Someone else changed: Document number, Publisher.');
    expect(calls.filter((call) => call.includes('/files/updInfo'))).toEqual([]);
    expect(file).toMatchObject({ documentNumber: 'TR-THEIRS', publisher: 'Their office' });
    expect(within(drawer).getByLabelText('Document number')).toHaveValue('TR-MINE');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    // The first question is still leaving (jsdom never ends its motion): the new one is the last.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Go ahead' })).toHaveLength(2), SLOW);
    await userEvent.click(screen.getAllByRole('button', { name: 'Go ahead' }).at(-1)!);
    await waitFor(() => expect(file.documentNumber).toBe('TR-MINE'), SLOW);
    stop();
    expect(calls.filter((call) => call.includes('/files/updInfo'))).toHaveLength(1);
  });
});

describe('a new version is read again before it is sent', () => {
  setUpUploadTests();

  it('a version someone else uploaded meanwhile is named; Cancel queues and sends nothing', async () => {
    const file = db().files.get(
      filesOf(SEED_FOLDERS.workingDrafts, 'staff').find((row) => {
        const stored = db().files.get(row.fileId)!;
        return stored.status === 'normal' && !stored.secret && stored.roleIds.length === 0;
      })!.fileId,
    )!;
    const theirs = file.revision + 1;
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.workingDrafts}`);
    await rowAction(file.fileName, /Upload new version/);
    const dialog = await findDialog(`New version of ${file.fileName}`);
    fireEvent.change(within(dialog).getByLabelText('Choose the new version'), {
      target: { files: [new NodeFile(['next version'], file.fileName) as unknown as File] },
    });
    expect(await within(dialog).findByText('Ready', undefined, SLOW)).toBeInTheDocument();

    file.revision = theirs;
    commit();
    const { calls, stop } = recordCalls();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload new version' }));

    const ask = await findDialog(`${file.fileName} has changed since you saw it`);
    expect(within(ask).getByText(`A new version was uploaded: it is now version ${theirs}.`)).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await dialogGone(`${file.fileName} has changed since you saw it`);
    stop();
    expect(uploadQueue.getSnapshot()).toEqual([]);
    expect(calls.filter((call) => call.includes('/files/upload'))).toEqual([]);
    expect(file.revision).toBe(theirs);
  });
});

describe('folders are read again before a change', () => {
  it('moving a folder someone else moved meanwhile says where it went, closes the dialog and moves nothing', async () => {
    signInAs('admin');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    await rowAction('Drawings', /Move to/);
    const dialog = await findDialog('Move Drawings');
    await userEvent.click(within(dialog).getByRole('treeitem', { name: 'Quality Management' }));
    const ok = within(dialog).getByRole('button', { name: /^Move$/ });
    await waitFor(() => expect(ok).toBeEnabled(), SLOW);

    const drawings = db().folders.get(SEED_FOLDERS.drawings)!;
    drawings.fatherDirectoryId = SEED_FOLDERS.designSpecs;
    commit();
    const { calls, stop } = recordCalls();
    await userEvent.click(ok);

    expect(await announced('Drawings was moved to Design Specifications 设计规范 by someone else.')).toBeInTheDocument();
    await dialogGone('Move Drawings');
    await rowGone('Drawings');
    stop();
    expect(calls.filter((call) => call.includes('/folder/updPath'))).toEqual([]);
    expect(drawings.fatherDirectoryId).toBe(SEED_FOLDERS.designSpecs);
  });

  it('a folder dropped on another after someone else renamed it asks first; Cancel moves nothing', async () => {
    signInAs('admin');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    const tree = await screen.findByLabelText('Folders', { selector: '[role="tree"]' }, SLOW);
    await within(tree).findByRole('treeitem', { name: 'Drawings' }, SLOW);
    fireEvent.drop(within(tree).getByRole('treeitem', { name: 'Quality Management' }), {
      dataTransfer: { getData: () => SEED_FOLDERS.drawings },
    });
    const confirm = await findDialog('Move Drawings into Quality Management?');

    const drawings = db().folders.get(SEED_FOLDERS.drawings)!;
    drawings.directoryName = 'Drawings (theirs)';
    commit();
    const { calls, stop } = recordCalls();
    await userEvent.click(within(confirm).getByRole('button', { name: /^Move$/ }));

    const ask = await findDialog('Drawings has changed since you saw it');
    expect(within(ask).getByText('Its name is now Drawings (theirs).')).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await dialogGone('Move Drawings into Quality Management?');
    expect(await within(tree).findByRole('treeitem', { name: 'Drawings (theirs)' }, SLOW)).toBeInTheDocument();
    stop();
    expect(calls.filter((call) => call.includes('/folder/updPath'))).toEqual([]);
    expect(drawings).toMatchObject({ directoryName: 'Drawings (theirs)', fatherDirectoryId: SEED_FOLDERS.rnd });
  });

  it('deleting a folder someone else set invalid says so, deletes nothing and the row goes', async () => {
    const scratch = createFolder(db(), SEED_FOLDERS.rnd, 'Scratch', findUserByAccount('admin')!);
    commit();
    signInAs('admin');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    await rowAction('Scratch', /Delete$/);
    const confirm = await findDialog('Delete folder Scratch?');

    Object.assign(scratch, { status: 'void', voidReason: 'Not needed', voidedBy: 'Someone else', voidedAt: new Date().toISOString() });
    commit();
    const { calls, stop } = recordCalls();
    await userEvent.click(within(confirm).getByRole('button', { name: /Delete/ }));

    expect(await announced('Scratch was set invalid by someone else.')).toBeInTheDocument();
    await dialogGone('Delete folder Scratch?');
    await rowGone('Scratch');
    stop();
    expect(calls.filter((call) => call.includes('/folder/delById'))).toEqual([]);
    expect(db().folders.get(scratch.id)).toMatchObject({ status: 'void' });
  });

  it('restarting a folder someone else restarted meanwhile says so, closes the dialog and sends nothing', async () => {
    const voided = [...db().folders.values()].find((folder) => folder.status === 'void')!;
    signInAs('admin');
    await renderApp(`/filelist?dir=${voided.id}`);
    await userEvent.click(await screen.findByRole('button', { name: `Folder actions on ${voided.directoryName}` }, SLOW));
    await userEvent.click((await screen.findAllByRole('menuitem', { name: /Restart/ }, SLOW)).at(-1)!);
    const title = `Restart folder ${voided.directoryName}`;
    const dialog = await findDialog(title);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Needed again');

    Object.assign(voided, { status: 'normal', voidReason: null, voidedBy: null, voidedAt: null });
    commit();
    const { calls, stop } = recordCalls();
    await userEvent.click(within(dialog).getByRole('button', { name: /Restart/ }));

    expect(await announced(`${voided.directoryName} was restored by someone else.`)).toBeInTheDocument();
    await dialogGone(title);
    stop();
    expect(calls.filter((call) => call.includes('/folder/void'))).toEqual([]);
    expect(voided).toMatchObject({ status: 'normal', voidReason: null });
  });
});

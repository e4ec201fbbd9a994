/**
 * The workspace's file actions on the real mock backend: move (one and a batch, through a picker that
 * offers only folders the user may write to), favourites under labels (add, list, filter, rename, remove),
 * a file's operation log (row and details drawer), restoring an expired file, and each call's failure.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { findUserByAccount } from '@mocks/auth';
import { listFolder } from '@mocks/db/files';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { mockControl } from '@mocks/test-hook';
import { findDialog } from '@tests/find-dialog';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { findUndoButton } from '@tests/undo-notice';
import { escapeRegExp as escape, findGrid, findRow, setUpWorkspaceListTests, SLOW } from '@tests/workspace-list';

setUpWorkspaceListTests();
async function rowAction(name: string, action: RegExp) {
  await userEvent.click(within(await findRow(name)).getByRole('button', { name: `More actions on ${name}` }));
  // A menu closed earlier stays in the page, hidden: the one just opened is the last.
  await userEvent.click((await screen.findAllByRole('menuitem', { name: action })).at(-1)!);
}
const filesOf = (dirId: string, account = 'staff') =>
  listFolder(db(), findUserByAccount(account)!, dirId, {}).flatMap((row) => (row.dataType === 1 ? [row] : []));
const rowNames = async () =>
  within(await findGrid())
    .queryAllByRole('row')
    .map((row) => row.getAttribute('aria-label'))
    .filter(Boolean);

describe('move files', () => {
  it('moves a batch to a folder the user may write to; folders without the right keep OK disabled', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const files = filesOf(SEED_FOLDERS.projectX200).slice(0, 2);
    for (const file of files) await userEvent.click(within(await findRow(file.fileName)).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: /Move 2 files/ }));
    const dialog = await findDialog('Choose the folder to move to.');
    const ok = () => within(dialog).getByRole('button', { name: /Move here/ });
    expect(ok()).toBeDisabled();
    const tree = within(within(dialog).getByRole('tree', { name: 'Target folder' }));

    // 生产制造 (Production): level 1 (see) only.
    await userEvent.click(tree.getByRole('treeitem', { name: '生产制造' }));
    expect(
      await within(dialog).findByText('You may not put files in 生产制造: choose another folder.', undefined, SLOW),
    ).toBeInTheDocument();
    expect(ok()).toBeDisabled();

    await userEvent.click(tree.getByRole('treeitem', { name: 'Working Drafts 工作草稿' }));
    await waitFor(() => expect(ok()).toBeEnabled(), SLOW);
    await userEvent.click(ok());
    expect(await screen.findByText('2 files moved to Working Drafts 工作草稿', undefined, SLOW)).toBeInTheDocument();
    for (const file of files) expect(db().files.get(file.fileId)!.dirId).toBe(SEED_FOLDERS.workingDrafts);
    await waitFor(async () => expect((await rowNames()).some((name) => name!.startsWith(files[0].fileName))).toBe(false), SLOW);
  });

  it('a refused move shows the message in the dialog, which keeps the chosen folder', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const [file] = filesOf(SEED_FOLDERS.projectX200);
    mockControl.fail('/dms/files/updFather*', 'errno', 'Folder locked for audit');
    await rowAction(file.fileName, /Move to/);
    const dialog = await findDialog('Choose the folder to move to.');
    await userEvent.click(within(dialog).getByRole('treeitem', { name: 'Working Drafts 工作草稿' }));
    const ok = within(dialog).getByRole('button', { name: /Move here/ });
    await waitFor(() => expect(ok).toBeEnabled(), SLOW);
    await userEvent.click(ok);
    expect(await within(dialog).findByText('The files were not moved: Folder locked for audit', undefined, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('Move to Working Drafts 工作草稿')).toBeInTheDocument();
    expect(db().files.get(file.fileId)!.dirId).toBe(SEED_FOLDERS.projectX200);
  });
});

describe('favourites and labels', () => {
  it('counts a label as the server does (43 math-bold letters fit in 50) and refuses one of invisible characters only', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const [file] = filesOf(SEED_FOLDERS.projectX200);
    await rowAction(file.fileName, /Add to favourites/);
    const dialog = await findDialog('Choose one of your labels or type a new one.');
    const box = within(dialog).getByRole('combobox');
    await userEvent.click(box);
    await userEvent.paste('\u200B\u200B');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Add$/ }));
    expect(await within(dialog).findByText(/needs at least one visible character/)).toBeInTheDocument();
    const label = '𝐑𝐞𝐯𝐢𝐞𝐰'.repeat(7) + '𝐀'; // 43 characters, 86 UTF-16 units
    await userEvent.clear(box);
    await userEvent.paste(label);
    expect(box).toHaveValue(label);
    expect(within(dialog).getByText('43 / 50')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Add$/ }));
    expect(await screen.findAllByText(`1 file added to ${label}`, undefined, SLOW)).not.toHaveLength(0);
    expect(db().signs.some((sign) => sign.signName === label && sign.fileNum === file.fileId)).toBe(true);
  });

  it('adds files under a new label, filters the list by it, lists, renames and removes it', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const [first, second, other] = filesOf(SEED_FOLDERS.projectX200);
    for (const file of [first, second]) {
      await rowAction(file.fileName, /Add to favourites/);
      const dialog = await findDialog('Choose one of your labels or type a new one.');
      await userEvent.type(within(dialog).getByRole('combobox'), 'Review 复核');
      await userEvent.click(within(dialog).getByRole('button', { name: /^Add$/ }));
      expect(await screen.findAllByText('1 file added to Review 复核', undefined, SLOW)).not.toHaveLength(0);
      await waitFor(() => expect(screen.queryByText('Choose one of your labels or type a new one.')).not.toBeInTheDocument());
    }
    const mine = db().signs.filter((sign) => sign.userId === findUserByAccount('staff')!.userId && sign.signName === 'Review 复核');
    expect(mine.map((sign) => sign.fileNum).sort()).toEqual([first.fileId, second.fileId].sort());

    // The label filter narrows the rows to the label's files.
    const filter = screen.getByRole('combobox', { name: 'Filter by label' });
    fireEvent.mouseDown(filter);
    await userEvent.click(await screen.findByTitle('Review 复核'));
    await waitFor(async () => expect(await rowNames()).toHaveLength(2), SLOW);
    const names = await rowNames();
    expect(names.some((name) => name!.startsWith(other.fileName))).toBe(false);

    // The drawer lists the label; rename, then remove (asked first).
    await userEvent.click(screen.getByRole('button', { name: /Favourites/ }));
    const section = await screen.findByRole('region', { name: 'Label Review 复核' }, SLOW);
    expect(within(section).getByText(first.fileName)).toBeInTheDocument();
    expect(within(section).getByText(second.fileName)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Rename label Review 复核' }));
    const rename = await findDialog('New name');
    const input = within(rename).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'Checked');
    await userEvent.click(within(rename).getByRole('button', { name: /Rename label/ }));
    const renamed = await screen.findByRole('region', { name: 'Label Checked' }, SLOW);
    await userEvent.click(within(renamed).getByRole('button', { name: 'Remove label Checked?' }));
    const confirm = await findDialog('Remove label Checked?');
    expect(within(confirm).getByText(/2 files leave your favourites/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: /Remove label/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Label Checked' })).not.toBeInTheDocument(), SLOW);
    expect(db().signs.some((sign) => sign.signName === 'Checked')).toBe(false);

    // Undone, the label is back with both its files.
    await userEvent.click(await findUndoButton());
    expect(await screen.findAllByText('Undone', undefined, SLOW)).not.toHaveLength(0);
    const back = await screen.findByRole('region', { name: 'Label Checked' }, SLOW);
    expect(within(back).getByText(first.fileName)).toBeInTheDocument();
    const checked = db()
      .signs.filter((sign) => sign.signName === 'Checked')
      .map((sign) => sign.fileNum);
    expect(checked.sort()).toEqual([first.fileId, second.fileId].sort());
  });

  it('a refused add shows the message and keeps the typed label', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const [file] = filesOf(SEED_FOLDERS.projectX200);
    mockControl.fail('/dms/collection/add*', 'errno', 'Favourites are read-only');
    await rowAction(file.fileName, /Add to favourites/);
    const dialog = await findDialog('Choose one of your labels or type a new one.');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Add$/ }));
    expect(await within(dialog).findByText('Please choose or type a label')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('combobox'), 'Later');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Add$/ }));
    expect(await within(dialog).findByText('Not added to favourites: Favourites are read-only', undefined, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox')).toHaveValue('Later');
  });
});

describe('operation log', () => {
  it('shows the file log from the row and from the details drawer; a failure says so with a retry', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const [file] = filesOf(SEED_FOLDERS.projectX200);
    const logs = db().fileLogs.filter((log) => log.fileId === file.fileId);
    expect(logs.some((log) => log.operation === 'upload')).toBe(true);
    await rowAction(file.fileName, /Operation log/);
    const drawer = await findDialog(`Operation log of ${file.fileName}`);
    expect(await within(drawer).findByText('Upload', undefined, SLOW)).toBeInTheDocument();
    expect(within(drawer).getByText(`Total ${logs.length} records`)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));

    mockControl.fail('/dms/files/showFilesLogPage', 'errno', 'Log store offline');
    await userEvent.click(within(await findRow(file.fileName)).getByRole('button', { name: `Details of ${file.fileName}` }));
    const details = await findDialog('Operation log');
    await userEvent.click(within(details).getByRole('button', { name: /Operation log/ }));
    expect(await screen.findByText('The operation log could not be loaded: Log store offline', undefined, SLOW)).toBeInTheDocument();
    mockControl.clear();
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument(), SLOW);
  });
});

describe('expired files', () => {
  it('restores an expired file with a required new effective date; a refusal keeps the dialog', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const expired = filesOf(SEED_FOLDERS.projectX200).find((file) => file.status === 'expired')!;
    expect(expired).toBeDefined();
    const row = await findRow(expired.fileName);
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    await rowAction(expired.fileName, /Restore to normal/);
    const dialog = await findDialog(`Restore ${expired.fileName} to normal`);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Restore$/ }));
    expect(await within(dialog).findByText('Please choose the new effective date')).toBeInTheDocument();

    const date = within(dialog).getByRole('textbox', { name: 'New effective date' });
    mockControl.fail('/dms/files/changeEditDate/*', 'errno', 'Date locked');
    // Enter in the date field submits the form.
    await userEvent.type(date, '2099-01-31{Enter}');
    expect(await within(dialog).findByText('The file was not restored: Date locked', undefined, SLOW)).toBeInTheDocument();
    expect(date).toHaveValue('2099-01-31');

    mockControl.clear();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Restore$/ }));
    expect(await screen.findByText(`${expired.fileName} is effective until 2099-01-31`, undefined, SLOW)).toBeInTheDocument();
    expect(db().files.get(expired.fileId)!.editDate.slice(0, 10)).toBe('2099-01-31');
    await waitFor(async () => expect(within(await findRow(expired.fileName)).queryByText('Expired')).not.toBeInTheDocument(), SLOW);
  });

  it('is not offered for a normal file', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const normal = filesOf(SEED_FOLDERS.projectX200).find((file) => file.status === 'normal')!;
    await userEvent.click(within(await findRow(normal.fileName)).getByRole('button', { name: `More actions on ${normal.fileName}` }));
    await screen.findByRole('menuitem', { name: /Operation log/ });
    expect(screen.queryByRole('menuitem', { name: /Restore to normal/ })).not.toBeInTheDocument();
  });

  it('gives the selection one effective date in one call; a refusal keeps the date and the selection', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const files = filesOf(SEED_FOLDERS.projectX200);
    const chosen = [files.find((file) => file.status === 'expired')!, files.find((file) => file.status === 'normal')!];
    for (const file of chosen) await userEvent.click(within(await findRow(file.fileName)).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: /Set the effective date of 2 files/ }));
    const dialog = await findDialog('Set the effective date of 2 files');
    expect(within(dialog).getByText(new RegExp(escape(chosen[0].fileName)))).toBeInTheDocument();

    const date = within(dialog).getByRole('textbox', { name: 'New effective date' });
    mockControl.fail('/dms/files/uniteSettingDate', 'errno', 'Date locked');
    await userEvent.type(date, '2099-03-31{Enter}');
    expect(await within(dialog).findByText('The effective date was not changed: Date locked', undefined, SLOW)).toBeInTheDocument();
    expect(date).toHaveValue('2099-03-31');
    for (const file of chosen) expect(within(await findRow(file.fileName)).getByRole('checkbox')).toBeChecked();
    for (const file of chosen) expect(db().files.get(file.fileId)!.editDate.slice(0, 10)).not.toBe('2099-03-31');

    mockControl.clear();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Change$/ }));
    expect(await screen.findByText('2 files are effective until 2099-03-31', undefined, SLOW)).toBeInTheDocument();
    for (const file of chosen) expect(db().files.get(file.fileId)!.editDate.slice(0, 10)).toBe('2099-03-31');
    // The expired one is normal again, and the selection is done with.
    await waitFor(async () => expect(within(await findRow(chosen[0].fileName)).queryByText('Expired')).not.toBeInTheDocument(), SLOW);
    for (const file of chosen) expect(within(await findRow(file.fileName)).getByRole('checkbox')).not.toBeChecked();
  });
});

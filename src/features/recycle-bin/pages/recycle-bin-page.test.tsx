import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { db } from '@mocks/db';
import { SEED_FOLDERS } from '@mocks/db/seed';
import type { DmsFile } from '@mocks/db/schema';
import { mockControl } from '@mocks/test-hook';
import { findDialog } from '@tests/find-dialog';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { findUndoButton } from '@tests/undo-notice';

// The pointer-events check reads computed styles up the tree: very slow in jsdom under antd's CSS-in-JS.
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const DAY = 86_400_000;
const table = () => screen.getByRole('table', { name: 'Recycle bin' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (name: string) => within(table()).getByText(name).closest('tr')!;
const totalOf = () => Number(/\d+/.exec(screen.getByText(/^Total \d+ records$/).textContent!)![0]);

/** Put seeded files of a folder in the bin under recognisable names ('Bin test 1.pdf', …). */
function voidFiles(dirId: string, count: number, changes: Partial<DmsFile> = {}, prefix = 'Bin test'): DmsFile[] {
  const files = [...db().files.values()].filter((f) => f.dirId === dirId && f.status === 'normal').slice(0, count);
  files.forEach((file, index) =>
    Object.assign(file, {
      fileName: `${prefix} ${index + 1}.pdf`,
      fileType: '.pdf',
      status: 'void',
      voidReason: 'Superseded',
      voidedBy: '王磊',
      voidedAt: new Date(Date.now() - (index + 1) * DAY).toISOString(),
      isSystem: false,
      ...changes,
    }),
  );
  return files;
}

/** Open the bin filtered by name, so that only the test's files show. */
async function openBin(account: 'admin' | 'staff', name = 'Bin test') {
  signInAs(account);
  await renderApp('/abandonpage');
  await screen.findByText(/^Total \d+ records$/, undefined, { timeout: 15_000 });
  await userEvent.type(screen.getByRole('textbox', { name: 'File name' }), name);
  await userEvent.click(screen.getByRole('button', { name: /Search/ }));
  await waitFor(() => expect(bodyRows().every((row) => row.textContent!.includes(name))).toBe(true));
}

describe('recycle bin', { timeout: 120_000 }, () => {
  it('keeps files as long as the retention setting (/department) says, and says so', async () => {
    db().paramConfig.recycleBinMonths = 6;
    const [older] = voidFiles(SEED_FOLDERS.workingDrafts, 1);
    older.voidedAt = new Date(Date.now() - 100 * DAY).toISOString();
    await openBin('staff');
    expect(
      screen.getByText('Voided files stay here for 6 months, then they are deleted permanently. System files are kept.'),
    ).toBeInTheDocument();
    const purgeAt = new Date(older.voidedAt);
    purgeAt.setUTCMonth(purgeAt.getUTCMonth() + 6);
    expect(rowOf('Bin test 1.pdf')).toHaveTextContent(`Deleted permanently in ${Math.ceil((purgeAt.getTime() - Date.now()) / DAY)} days`);
  });

  it('lists voided files with folder, voider and when each goes for good; system files are kept', async () => {
    const [plain] = voidFiles(SEED_FOLDERS.workingDrafts, 1);
    const [system] = voidFiles(SEED_FOLDERS.workingDrafts, 1, { isSystem: true }, 'Bin system');
    system.voidedAt = new Date(Date.now() - 200 * DAY).toISOString();
    signInAs('staff');
    await renderApp('/abandonpage');
    await screen.findByText(/^Total \d+ records$/, undefined, { timeout: 15_000 });
    expect(
      screen.getByText('Voided files stay here for 3 months, then they are deleted permanently. System files are kept.'),
    ).toBeInTheDocument();
    // Reading the bin purged what is older than 3 months; the seeded bin holds only younger files now.
    expect(bodyRows().length).toBeGreaterThan(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'File name' }), 'Bin ');
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    await screen.findByText('Total 2 records');
    const purgeAt = new Date(plain.voidedAt!);
    purgeAt.setUTCMonth(purgeAt.getUTCMonth() + 3);
    const days = Math.ceil((purgeAt.getTime() - Date.now()) / DAY);
    const row = rowOf('Bin test 1.pdf');
    expect(row).toHaveTextContent(`Deleted permanently in ${days} days`);
    expect(row).toHaveTextContent('Working Drafts');
    expect(row).toHaveTextContent('王磊');
    expect(row).toHaveTextContent('Superseded');
    // A system file voided 200 days ago is still there, kept.
    expect(rowOf('Bin system 1.pdf')).toHaveTextContent('Kept (system file)');

    // Newest void first; sorting by name asks the server for name order.
    expect(bodyRows()[0]).toHaveTextContent('Bin test 1.pdf');
    await userEvent.click(within(table()).getByRole('columnheader', { name: /File name/ }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Bin system 1.pdf'));
    await userEvent.click(within(table()).getByRole('columnheader', { name: /File name/ }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Bin test 1.pdf'));
  });

  it('filters by name (at least one character), voider and voiding date, and keeps the filters when the list fails', async () => {
    voidFiles(SEED_FOLDERS.workingDrafts, 3);
    db().files.forEach((f) => {
      if (f.fileName === 'Bin test 3.pdf')
        Object.assign(f, { voidedBy: 'Administrator', voidedAt: new Date(Date.now() - 40 * DAY).toISOString() });
    });
    await openBin('staff');
    expect(totalOf()).toBe(3);

    await userEvent.type(screen.getByRole('textbox', { name: 'Voided by' }), 'admin');
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    await screen.findByText('Total 1 record');
    expect(bodyRows()[0]).toHaveTextContent('Bin test 3.pdf');

    await userEvent.clear(screen.getByRole('textbox', { name: 'Voided by' }));
    const start = dayjs().subtract(10, 'day').format('YYYY-MM-DD');
    const [from] = screen.getAllByPlaceholderText('Start date');
    await userEvent.click(from);
    await userEvent.type(from, `${start}{Enter}`);
    const [to] = screen.getAllByPlaceholderText('End date');
    await userEvent.type(to, `${dayjs().format('YYYY-MM-DD')}{Enter}`);
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    await screen.findByText('Total 2 records');
    expect(within(table()).queryByText('Bin test 3.pdf')).not.toBeInTheDocument();

    // Only spaces in the name: at least one character is needed.
    await userEvent.clear(screen.getByRole('textbox', { name: 'File name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'File name' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('Enter at least one character to search')).toBeInTheDocument();

    mockControl.fail('/dms/files/showVoidPage/', 'http500');
    await userEvent.clear(screen.getByRole('textbox', { name: 'File name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'File name' }), 'Bin test 1');
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('Server exception')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'File name' })).toHaveValue('Bin test 1');
    mockControl.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Total 1 record');
  });

  it('filters by kind of file, so that any uploaded type can be found (.gif, .jpeg, .mov, .rar, .7z…)', async () => {
    const types = ['.gif', '.jpeg', '.mov', '.rar', '.7z', '.pdf', '.dwg'];
    [...voidFiles(SEED_FOLDERS.workingDrafts, 4, {}, 'Kind test'), ...voidFiles(SEED_FOLDERS.testReports, 3, {}, 'Kind test')].forEach(
      (file, index) => Object.assign(file, { fileName: `Kind test ${index + 1}${types[index]}`, fileType: types[index] }),
    );
    await openBin('admin', 'Kind test');
    expect(totalOf()).toBe(types.length);
    const kind = async (label: string, names: string[]) => {
      await userEvent.click(screen.getByRole('combobox', { name: 'File type' }));
      await userEvent.click((await screen.findAllByTitle(label)).at(-1)!);
      await userEvent.click(screen.getByRole('button', { name: /Search/ }));
      await waitFor(() =>
        expect(
          bodyRows()
            .map((row) => within(row).getByText(/^Kind test/).textContent)
            .sort(),
        ).toEqual(names),
      );
    };
    await kind('Images', ['Kind test 1.gif', 'Kind test 2.jpeg']);
    await kind('Video', ['Kind test 3.mov']);
    await kind('Archives', ['Kind test 4.rar', 'Kind test 5.7z']);
    await kind('Documents', ['Kind test 6.pdf']);
    await kind('Other', ['Kind test 7.dwg']);
  });

  it('restores selected files one by one and lists the ones that failed, which stay selected', async () => {
    const [first, second, third] = voidFiles(SEED_FOLDERS.workingDrafts, 3);
    // A normal file now holds the second one's name in the same folder: the server refuses that restore.
    const twin = [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.workingDrafts && f.status === 'normal')!;
    twin.fileName = second.fileName;
    mockControl.fail(`/dms/files/reduction/${third.fileId}`, 'network');
    await openBin('staff');
    expect(totalOf()).toBe(3);

    for (const row of bodyRows()) await userEvent.click(within(row).getByRole('checkbox'));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Restore selected \(3\)/ }));

    const failures = await screen.findByRole('list', { name: 'Files that failed' });
    expect(screen.getByText('2 files could not be restored')).toBeInTheDocument();
    expect(within(failures).getByText('Bin test 2.pdf: This file already exists, upload cancelled')).toBeInTheDocument();
    expect(within(failures).getByText("Bin test 3.pdf: The server can't be reached, trying again")).toBeInTheDocument();
    expect(await screen.findByText('1 file restored to its folder')).toBeInTheDocument();
    await screen.findByText('Total 2 records');
    expect(db().files.get(first.fileId)!.status).toBe('normal');
    expect(db().files.get(second.fileId)!.status).toBe('void');
    // What failed stays selected for another try.
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    mockControl.clear();
    twin.fileName = 'Renamed twin.pdf';
    await userEvent.click(screen.getByRole('button', { name: /Restore selected \(2\)/ }));
    await screen.findByText('The recycle bin is empty');
    expect(screen.queryByRole('list', { name: 'Files that failed' })).not.toBeInTheDocument();
  });

  it('a restored file goes back to the bin, void for the same reason, after Undo', async () => {
    const [file] = voidFiles(SEED_FOLDERS.workingDrafts, 1);
    await openBin('staff');
    await userEvent.click(within(rowOf('Bin test 1.pdf')).getByRole('button', { name: 'Restore Bin test 1.pdf' }));
    const undo = await findUndoButton();
    expect(db().files.get(file.fileId)!.status).toBe('normal');
    await userEvent.click(undo);
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    expect(db().files.get(file.fileId)).toMatchObject({ status: 'void', voidReason: 'Superseded', dirId: SEED_FOLDERS.workingDrafts });
    await waitFor(() => expect(rowOf('Bin test 1.pdf')).toBeInTheDocument());
  });

  it('restarts one file from its row: a reason is required, and it goes into the operation log', async () => {
    const [file] = voidFiles(SEED_FOLDERS.workingDrafts, 1);
    await openBin('staff');
    // Restore and Restart, side by side, each say what they do.
    await userEvent.hover(within(rowOf('Bin test 1.pdf')).getByRole('button', { name: 'Restore Bin test 1.pdf' }));
    expect(
      await screen.findByRole('tooltip', { name: 'Put the file back in its folder as it was, without asking a reason' }),
    ).toBeInTheDocument();
    await userEvent.hover(within(rowOf('Bin test 1.pdf')).getByRole('button', { name: 'Restart Bin test 1.pdf' }));
    expect(
      await screen.findByRole('tooltip', { name: 'Make the file normal again in its folder, with a reason kept in its operation log' }),
    ).toBeInTheDocument();
    await userEvent.click(within(rowOf('Bin test 1.pdf')).getByRole('button', { name: 'Restart Bin test 1.pdf' }));
    const dialog = await findDialog('Restart file Bin test 1.pdf');
    expect(dialog).toHaveTextContent('The file becomes normal again in its folder.');
    await userEvent.click(within(dialog).getByRole('button', { name: /Restart/ }));
    expect(await within(dialog).findByText('Please enter the reason')).toBeInTheDocument();
    expect(db().files.get(file.fileId)!.status).toBe('void');

    await userEvent.type(within(dialog).getByRole('textbox'), 'Back in force after review');
    await userEvent.click(within(dialog).getByRole('button', { name: /Restart/ }));
    expect(await screen.findByText('1 file restarted in its folder')).toBeInTheDocument();
    await screen.findByText('The recycle bin is empty');
    expect(db().files.get(file.fileId)!.status).toBe('normal');
    const log = db()
      .fileLogs.filter((entry) => entry.fileId === file.fileId)
      .at(-1)!;
    expect([log.operation, log.remark]).toEqual(['restart', 'Back in force after review']);
    // Undone, it is back in the bin, void for the reason it had.
    await userEvent.click(await findUndoButton());
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    expect(db().files.get(file.fileId)).toMatchObject({ status: 'void', voidReason: 'Superseded' });
    await waitFor(() => expect(rowOf('Bin test 1.pdf')).toBeInTheDocument());
  });

  it('restarts the selected files with one reason; a refusal is named and stays selected', async () => {
    const [first, second, third] = voidFiles(SEED_FOLDERS.workingDrafts, 3);
    // A normal file now holds the second one's name in the same folder: the server refuses that restart.
    const twin = [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.workingDrafts && f.status === 'normal')!;
    twin.fileName = second.fileName;
    await openBin('staff');
    for (const row of bodyRows()) await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Restart selected \(3\)/ }));
    const dialog = await findDialog('Restart 3 files');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Audit closed');
    await userEvent.click(within(dialog).getByRole('button', { name: /Restart/ }));

    const failures = await screen.findByRole('list', { name: 'Files that failed' });
    expect(screen.getByText('1 file could not be restarted')).toBeInTheDocument();
    expect(within(failures).getByText('Bin test 2.pdf: This file already exists, upload cancelled')).toBeInTheDocument();
    expect(await screen.findByText('2 files restarted in their folders')).toBeInTheDocument();
    await screen.findByText('Total 1 record');
    expect([first, second, third].map((file) => db().files.get(file.fileId)!.status)).toEqual(['normal', 'void', 'normal']);
    for (const file of [first, third]) {
      expect(
        db()
          .fileLogs.filter((entry) => entry.fileId === file.fileId)
          .at(-1)!.remark,
      ).toBe('Audit closed');
    }
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(within(rowOf('Bin test 2.pdf')).getByRole('checkbox')).toBeChecked();
  });

  it('asks before deleting permanently; cancel keeps the file, a refusal keeps it and the selection', async () => {
    const [first, second] = voidFiles(SEED_FOLDERS.workingDrafts, 2);
    await openBin('staff');
    await userEvent.click(within(rowOf('Bin test 1.pdf')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Bin test 2.pdf')).getByRole('checkbox'));
    const deleteSelected = screen.getByRole('button', { name: /Delete selected permanently \(2\)/ });

    await userEvent.click(deleteSelected);
    let dialog = (await screen.findAllByText('Delete 2 files permanently?'))[0].closest<HTMLElement>('.ant-modal')!;
    expect(dialog).toHaveTextContent('This cannot be undone');
    expect(dialog).toHaveTextContent('Bin test 1.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(db().files.has(first.fileId)).toBe(true);

    mockControl.fail('/dms/files/del/complete', 'errno', 'Permission is denied');
    await userEvent.click(deleteSelected);
    await waitFor(() => expect(screen.getAllByText('Delete 2 files permanently?').length).toBeGreaterThan(0));
    dialog = screen.getAllByText('Delete 2 files permanently?').at(-1)!.closest<HTMLElement>('.ant-modal')!;
    await userEvent.click(within(dialog).getByText('Delete permanently', { selector: 'button span' }));
    expect(await screen.findByText('Permission is denied')).toBeInTheDocument();
    expect(db().files.has(first.fileId)).toBe(true);
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    mockControl.clear();
    await userEvent.click(deleteSelected);
    await waitFor(() => expect(screen.getAllByText('Delete 2 files permanently?').length).toBeGreaterThan(0));
    dialog = screen.getAllByText('Delete 2 files permanently?').at(-1)!.closest<HTMLElement>('.ant-modal')!;
    await userEvent.click(within(dialog).getByText('Delete permanently', { selector: 'button span' }));
    expect(await screen.findByText('2 files deleted permanently')).toBeInTheDocument();
    await screen.findByText('The recycle bin is empty');
    expect(db().files.has(first.fileId)).toBe(false);
    expect(db().files.has(second.fileId)).toBe(false);
  });

  it('offers restore and delete only where the user may; a server refusal says Permission is denied', async () => {
    voidFiles(SEED_FOLDERS.testReports, 1, {}, 'Bin report');
    const [mine] = voidFiles(SEED_FOLDERS.workingDrafts, 1);
    signInAs('staff');
    await renderApp('/abandonpage');
    await screen.findByText(/^Total \d+ records$/, undefined, { timeout: 15_000 });
    await userEvent.type(screen.getByRole('textbox', { name: 'File name' }), 'Bin ');
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    await screen.findByText('Total 2 records');
    // Test reports: directory level 5, file level 40: neither restore nor delete, and no checkbox to tick.
    const report = rowOf('Bin report 1.pdf');
    expect(report).toHaveTextContent('No permission');
    expect(within(report).queryByRole('button')).not.toBeInTheDocument();
    expect(within(report).getByRole('checkbox')).toBeDisabled();

    // The server may still refuse (rights changed meanwhile): its message shows, the file stays.
    mockControl.override('POST', `/dms/files/reduction/${mine.fileId}`, { errno: 403, errmsg: 'Permission is denied', data: null });
    await userEvent.click(within(rowOf('Bin test 1.pdf')).getByRole('button', { name: 'Restore Bin test 1.pdf' }));
    const failures = await screen.findByRole('list', { name: 'Files that failed' });
    expect(within(failures).getByText('Bin test 1.pdf: Permission is denied')).toBeInTheDocument();
    expect(db().files.get(mine.fileId)!.status).toBe('void');
  });

  it('a timed-out restore says so and the screen stays usable', async () => {
    const [file] = voidFiles(SEED_FOLDERS.workingDrafts, 1);
    await openBin('staff');
    mockControl.fail(`/dms/files/reduction/${file.fileId}`, 'timeout');
    await userEvent.click(screen.getByRole('button', { name: 'Restore Bin test 1.pdf' }));
    const failures = await screen.findByRole('list', { name: 'Files that failed' }, { timeout: 5_000 });
    expect(within(failures).getByText("Bin test 1.pdf: The server can't be reached, trying again")).toBeInTheDocument();
    mockControl.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Restore Bin test 1.pdf' }));
    await screen.findByText('The recycle bin is empty');
    expect(db().files.get(file.fileId)!.status).toBe('normal');
  });
});

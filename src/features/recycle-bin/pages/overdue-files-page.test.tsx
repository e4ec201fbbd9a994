import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { commit, db } from '@mocks/db';
import { SEED_FOLDERS } from '@mocks/db/seed';
import type { DmsFile } from '@mocks/db/schema';
import { mockControl } from '@mocks/test-hook';
import { browserLocation } from '@/lib/browser-location';
import { getToken } from '@/lib/session';
import { submitName } from '@tests/dialog-form';
import { recordCalls } from '@tests/record-calls';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const DAY = 86_400_000;
const table = () => screen.getByRole('table', { name: 'Overdue system files' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (name: string) => within(table()).getByText(name).closest('tr')!;
const dialogTitled = async (title: string) => (await screen.findAllByText(title))[0].closest<HTMLElement>('[role="dialog"]')!;

/** Make seeded files of a folder overdue system files under recognisable names ('Overdue test 1.pdf', …). */
function overdueFiles(dirId: string, count: number, prefix = 'Overdue test'): DmsFile[] {
  const files = [...db().files.values()]
    .filter((f) => f.dirId === dirId && f.status === 'normal' && !f.secret && f.roleIds.length === 0)
    .slice(0, count);
  files.forEach((file, index) =>
    Object.assign(file, {
      fileName: `${prefix} ${index + 1}.pdf`,
      fileType: '.pdf',
      isSystem: true,
      editDate: new Date(Date.now() - (index + 5) * DAY).toISOString(),
    }),
  );
  return files;
}

async function openList(account: 'admin' | 'staff', search = 'Overdue ') {
  signInAs(account);
  await renderApp('/sysOvFileList');
  await screen.findByText(/^Total \d+ records$/, undefined, { timeout: 15_000 });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search file name' }), `${search}{Enter}`);
  await waitFor(() => expect(bodyRows().every((row) => row.textContent!.includes(search.trim()))).toBe(true));
}

afterEach(() => vi.restoreAllMocks());

/** The dialog's submit button, also while it is loading ("loading Set date"). */
const SET_DATE = submitName('Set date');

describe('overdue system files', { timeout: 120_000 }, () => {
  it('sets one new effective date for the selected files (required, not in the past); they leave the list', async () => {
    const files = overdueFiles(SEED_FOLDERS.quality, 3);
    await openList('admin');
    await screen.findByText('Total 3 records');
    expect(rowOf('Overdue test 1.pdf')).toHaveTextContent('5 days');
    expect(rowOf('Overdue test 1.pdf')).toHaveTextContent(dayjs(files[0].editDate).format('YYYY-MM-DD'));

    expect(screen.getByRole('button', { name: /Set effective date \(0\)/ })).toBeDisabled();
    await userEvent.click(within(rowOf('Overdue test 1.pdf')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Overdue test 2.pdf')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Set effective date \(2\)/ }));
    const dialog = await dialogTitled('Set the effective date of 2 files');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set date' }));
    expect(await within(dialog).findByText('Please choose the new effective date')).toBeInTheDocument();

    // A day in the past cannot be chosen.
    const input = within(dialog).getByLabelText('New effective date');
    await userEvent.type(input, `${dayjs().subtract(3, 'day').format('YYYY-MM-DD')}{Enter}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set date' }));
    expect(await within(dialog).findByText('Please choose the new effective date')).toBeInTheDocument();
    expect(db().files.get(files[0].fileId)!.editDate).toBe(files[0].editDate);

    const future = dayjs().add(1, 'year').format('YYYY-MM-DD');
    await userEvent.clear(input);
    await userEvent.type(input, `${future}{Enter}`);
    // Enter may have sent the form already (when the picker had closed): then the button is loading.
    await userEvent.click(within(dialog).getByRole('button', { name: SET_DATE }));
    expect((await screen.findAllByText(`The effective date of 2 files is now ${future}`))[0]).toBeInTheDocument();
    await screen.findByText('Total 1 record');
    expect(bodyRows()[0]).toHaveTextContent('Overdue test 3.pdf');
    for (const file of files.slice(0, 2)) expect(dayjs(db().files.get(file.fileId)!.editDate).format('YYYY-MM-DD')).toBe(future);
    expect(db().files.get(files[2].fileId)!.editDate).toBe(files[2].editDate);
  });

  it('restores one file with a new date where the user may; a refusal stays in the dialog with the date', async () => {
    overdueFiles(SEED_FOLDERS.drawings, 1, 'Overdue drawing');
    const [report] = overdueFiles(SEED_FOLDERS.testReports, 1, 'Overdue report');
    await openList('staff');
    await screen.findByText('Total 2 records');
    // Drawings: directory level 4, file level 30: no new date there.
    const drawing = rowOf('Overdue drawing 1.pdf');
    expect(drawing).toHaveTextContent('No permission');
    expect(within(drawing).getByRole('checkbox')).toBeDisabled();

    mockControl.fail(`/dms/files/changeEditDate/${report.fileId}`, 'errno', 'The file is locked by an audit');
    await userEvent.click(screen.getByRole('button', { name: 'Restore with new date: Overdue report 1.pdf' }));
    const dialog = await dialogTitled('Restore Overdue report 1.pdf with a new effective date');
    const future = dayjs().add(30, 'day').format('YYYY-MM-DD');
    const input = within(dialog).getByLabelText('New effective date');
    await userEvent.type(input, `${future}{Enter}`);
    await userEvent.click(within(dialog).getByRole('button', { name: SET_DATE }));
    expect(await within(dialog).findByText('The file is locked by an audit')).toBeInTheDocument();
    expect(input).toHaveValue(future);

    mockControl.clear();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set date' }));
    expect(await screen.findByText(`Overdue report 1.pdf is in force again until ${future}`)).toBeInTheDocument();
    await screen.findByText('Total 1 record');
    expect(within(table()).queryByText('Overdue report 1.pdf')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry and keeps the search', async () => {
    overdueFiles(SEED_FOLDERS.quality, 1);
    signInAs('admin');
    await renderApp('/sysOvFileList');
    await screen.findByText(/^Total \d+ records$/, undefined, { timeout: 15_000 });
    mockControl.fail('/dms/files/selectExpireSysFile', 'network');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search file name' }), 'Overdue test{Enter}');
    expect((await screen.findAllByText("The server can't be reached, trying again")).length).toBeGreaterThan(0);
    expect(screen.getByRole('searchbox', { name: 'Search file name' })).toHaveValue('Overdue test');
    mockControl.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Total 1 record');

    // Signed out meanwhile: the session ends and the user is sent to sign in again.
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    mockControl.fail('/dms/files/selectExpireSysFile', 'expired');
    await userEvent.click(screen.getByRole('columnheader', { name: /Effective date/ }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(getToken()).toBeNull();
  });
  it('a file someone else gave a new date meanwhile is asked about first; Cancel sends nothing and keeps their date', async () => {
    const [file] = overdueFiles(SEED_FOLDERS.quality, 1);
    await openList('admin');
    await userEvent.click(within(rowOf('Overdue test 1.pdf')).getByRole('button', { name: 'Restore with new date: Overdue test 1.pdf' }));
    const dialog = await dialogTitled('Restore Overdue test 1.pdf with a new effective date');

    const theirs = dayjs().add(2, 'year').format('YYYY-MM-DD');
    file.editDate = theirs;
    commit();
    const { calls, stop } = recordCalls();
    await userEvent.type(within(dialog).getByLabelText('New effective date'), `${dayjs().add(1, 'year').format('YYYY-MM-DD')}{Enter}`);
    const ask = await dialogTitled('Overdue test 1.pdf has changed since you saw it');
    expect(within(ask).getByText(`Its effective date is now ${theirs}.`)).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).toHaveClass('ant-zoom-leave'));
    stop();
    expect(calls.filter((call) => call.includes('/files/changeEditDate') || call.includes('/files/uniteSettingDate'))).toEqual([]);
    expect(db().files.get(file.fileId)!.editDate).toBe(theirs);
  });
});

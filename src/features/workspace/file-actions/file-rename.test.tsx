/**
 * Renaming a file from its row menu: the name before the extension, under the name rule; a name stored
 * before the rule shows visibly and can be put right; a file someone else renamed meanwhile is told first.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commit, db } from '@mocks/db';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { findDialog } from '@tests/find-dialog';
import { recordCalls } from '@tests/record-calls';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { findRow, setUpWorkspaceListTests, SLOW } from '@tests/workspace-list';
import { splitFileName } from './use-file-rename';

setUpWorkspaceListTests();

const normalFile = () =>
  [...db().files.values()].find((file) => file.dirId === SEED_FOLDERS.projectX200 && file.status === 'normal' && file.fileType === '.pdf')!;

async function openRename(fileName: string) {
  const row = await findRow(fileName);
  await userEvent.click(within(row).getByRole('button', { name: `More actions on ${fileName}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: /Rename/ }));
  return findDialog(/^Rename /);
}

describe('renaming a file', () => {
  it('splits a stored name into what may change and the extension it keeps', () => {
    expect(splitFileName('Plan.PDF', '.pdf')).toEqual({ base: 'Plan', extension: '.PDF' });
    expect(splitFileName('notes', '.txt')).toEqual({ base: 'notes', extension: '' });
  });

  it('renames a file, keeping its type, and the row shows the new name', { timeout: 60_000 }, async () => {
    signInAs('admin');
    const file = normalFile();
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const dialog = await openRename(file.fileName);
    const field = within(dialog).getByLabelText('File name');
    expect(field).toHaveValue(file.fileName.slice(0, -4));
    within(dialog).getByText('The file keeps its type, .pdf.');
    const { calls, stop } = recordCalls();
    try {
      await userEvent.clear(field);
      await userEvent.type(field, 'Renamed plan');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
      await findRow('Renamed plan.pdf');
      expect(db().files.get(file.fileId)!.fileName).toBe('Renamed plan.pdf');
      expect(calls).toContain('POST /dms/files/updInfo');
      expect(await screen.findAllByText('File renamed to Renamed plan.pdf', undefined, SLOW)).not.toHaveLength(0);
    } finally {
      stop();
    }
  });

  it('opens a name stored before the rule as it is, says why it is refused, and takes a corrected one', { timeout: 60_000 }, async () => {
    signInAs('admin');
    const file = normalFile();
    file.fileName = 'Draft\tcopy.pdf';
    commit();
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    // Shown with its tab made visible.
    const dialog = await openRename('Draft\u2409copy.pdf');
    const field = within(dialog).getByLabelText('File name');
    expect(field).toHaveValue('Draft\tcopy');
    // Sent as it is, it is refused with the reason, and nothing leaves.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText(/control character/i, undefined, SLOW)).toBeInTheDocument();
    expect(db().files.get(file.fileId)!.fileName).toBe('Draft\tcopy.pdf');
    await userEvent.clear(field);
    await userEvent.type(field, 'Draft copy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await findRow('Draft copy.pdf');
    expect(db().files.get(file.fileId)!.fileName).toBe('Draft copy.pdf');
  });

  it('tells a name someone else changed meanwhile and overwrites nothing unseen', { timeout: 60_000 }, async () => {
    signInAs('admin');
    const file = normalFile();
    const seen = file.fileName;
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const dialog = await openRename(seen);
    db().files.get(file.fileId)!.fileName = 'Theirs.pdf';
    commit();
    const field = within(dialog).getByLabelText('File name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Mine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const ask = await findDialog(`${seen} has changed since you saw it`);
    within(ask).getByText('Its name is now Theirs.pdf.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(db().files.get(file.fileId)!.fileName).toBe('Theirs.pdf'));
  });
});

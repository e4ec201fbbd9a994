/**
 * New version over an existing file and the version history, on the real mock backend: the row menu, the
 * check before sending (files/checkFileName/upd), the rising revision, downloading an older version, and
 * the bad paths.
 */
import { File as NodeFile } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { mockControl } from '@mocks/test-hook';
import * as saveBlobModule from '@/lib/save-blob';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { findRow, setUpUploadTests, setUpWorkspaceListTests, SLOW } from '@tests/workspace-list';

setUpWorkspaceListTests();
setUpUploadTests();
afterEach(() => {
  vi.restoreAllMocks();
});

const panel = () => screen.getByLabelText('Uploads', { selector: 'section' });
const nodeFile = (name: string, content = 'next version') => new NodeFile([content], name) as unknown as File;
const draft = () =>
  [...db().files.values()].find(
    (f) => f.dirId === SEED_FOLDERS.workingDrafts && f.status === 'normal' && !f.secret && f.roleIds.length === 0,
  )!;

async function rowMenu(fileName: string, item: string) {
  const row = await findRow(fileName);
  await userEvent.click(within(row).getByRole('button', { name: `More actions on ${fileName}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: new RegExp(item) }));
}

async function findDialog(text: string | RegExp) {
  const title = await screen.findByText(text, undefined, SLOW);
  return title.closest<HTMLElement>('[role="dialog"]')!;
}

describe('new version', () => {
  it('checks the file first, then uploads through the queue; the revision rises and the document keeps its name', async () => {
    const file = draft();
    const before = file.revision;
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.workingDrafts}`);
    await rowMenu(file.fileName, 'Upload new version');
    const dialog = await findDialog(`New version of ${file.fileName}`);
    expect(within(dialog).getByText(`Current revision: ${before}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload new version' })).toBeDisabled();
    // Another type is refused at once.
    fireEvent.change(within(dialog).getByLabelText('Choose the new version'), { target: { files: [nodeFile('other.exe')] } });
    expect(within(dialog).getByText('File format is not correct, please re-upload')).toBeInTheDocument();
    // The server's check passes a file of another name: the document keeps its own.
    const renamed = `renamed${file.fileType}`;
    fireEvent.change(within(dialog).getByLabelText('Choose the new version'), { target: { files: [nodeFile(renamed)] } });
    expect(await within(dialog).findByText('Ready', undefined, SLOW)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('What changed'), 'Fixed figures');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload new version' }));
    await waitFor(() => expect(db().files.get(file.fileId)!.revision).toBe(before + 1), SLOW);
    expect(db().files.get(file.fileId)!.versions.at(-1)!.revision).toBe(before);
    expect(db().files.get(file.fileId)!).toMatchObject({ fileName: file.fileName, versionFileName: renamed });
    await waitFor(() => expect(within(panel()).getByText('Uploads: 1 of 1 done')).toBeInTheDocument(), SLOW);
  });

  it('is not offered without the right to change the file (history still is)', async () => {
    signInAs('staff');
    const drawing = [...db().files.values()].find(
      (f) => f.dirId === SEED_FOLDERS.drawings && f.status === 'normal' && !f.secret && f.roleIds.length === 0,
    )!;
    await renderApp(`/filelist?dir=${SEED_FOLDERS.drawings}`);
    const row = await findRow(drawing.fileName);
    await userEvent.click(within(row).getByRole('button', { name: `More actions on ${drawing.fileName}` }));
    await screen.findByRole('menuitem', { name: /Version history/ });
    expect(screen.queryByRole('menuitem', { name: /Upload new version/ })).not.toBeInTheDocument();
  });

  it('a failed upload leaves the file as it was, with the message on the queue row', async () => {
    const file = draft();
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.workingDrafts}`);
    await rowMenu(file.fileName, 'Upload new version');
    const dialog = await findDialog(`New version of ${file.fileName}`);
    fireEvent.change(within(dialog).getByLabelText('Choose the new version'), { target: { files: [nodeFile(file.fileName)] } });
    expect(await within(dialog).findByText('Ready', undefined, SLOW)).toBeInTheDocument();
    mockControl.fail('/dms/files/upload/upd/*', 'errno', 'Storage is full');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload new version' }));
    await waitFor(() => expect(within(panel()).getByText('Storage is full')).toBeInTheDocument(), SLOW);
    expect(db().files.get(file.fileId)!.revision).toBe(file.revision);
  });
});

describe('version history', () => {
  it('lists the versions newest first and downloads an older one', async () => {
    const file = draft();
    file.versions.push({
      revision: file.revision,
      fileName: file.fileName,
      totalSize: 10,
      updateTime: file.updateTime,
      updater: 'Earlier',
      remark: '',
      contentKey: null,
    });
    file.revision += 1;
    const save = vi.spyOn(saveBlobModule, 'saveBlob').mockImplementation(() => {});
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.workingDrafts}`);
    await rowMenu(file.fileName, 'Version history');
    const dialog = await findDialog(`Version history of ${file.fileName}`);
    const rows = await within(dialog).findAllByRole('row', undefined, SLOW);
    expect(within(rows[1]).getByText('Current')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(String(file.revision));
    expect(rows[2]).toHaveTextContent('Earlier');
    const older = file.revision - 1;
    await userEvent.click(within(dialog).getByRole('button', { name: `Download revision ${older} of ${file.fileName}` }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1), SLOW);
    const [blob, name] = save.mock.calls[0];
    expect(name).toBe(file.fileName);
    expect(blob.size).toBeGreaterThan(0);
    expect(db().fileLogs.some((l) => l.fileId === file.fileId && l.operation === 'download' && l.remark === `Revision ${older}`)).toBe(
      true,
    );
  });

  it('a failed download shows the message and the history stays', async () => {
    const file = draft();
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.workingDrafts}`);
    await rowMenu(file.fileName, 'Version history');
    const dialog = await findDialog(`Version history of ${file.fileName}`);
    await within(dialog).findAllByRole('row', undefined, SLOW);
    mockControl.fail('/dms/files/download/*', 'errno', 'Download failed, the file does not exist or is corrupted');
    await userEvent.click(within(dialog).getByRole('button', { name: `Download revision ${file.revision} of ${file.fileName}` }));
    expect(await screen.findByText('Download failed, the file does not exist or is corrupted', undefined, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('Current')).toBeInTheDocument();
  });
});

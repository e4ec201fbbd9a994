/**
 * Upload into the open folder on the real mock backend: the dialog, the refusals before sending, the name
 * check before each file is sent, the queue, the refreshed list, drops of folders, and the bad paths.
 */
import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { findUserByAccount } from '@mocks/auth';
import { createFolder } from '@mocks/db/folders';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { mockControl } from '@mocks/test-hook';
import { uploadQueue } from '@/lib/upload/upload-queue';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { findGrid, setUpUploadTests, setUpWorkspaceListTests, SLOW } from '@tests/workspace-list';

setUpWorkspaceListTests();
setUpUploadTests();

const toolbar = () => within(screen.getByLabelText('Folder tools', { selector: '[role="toolbar"]' }));
const panel = () => screen.getByLabelText('Uploads', { selector: 'section' });
const textFile = (name: string, size = 12) => new NodeFile(['x'.repeat(size)], name, { type: 'text/plain' }) as unknown as File;

/** A file whose size is claimed, not stored (the rules read `size` only). */
function sizedFile(name: string, size: number) {
  const file = textFile(name, 1);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function findDialog(text: string | RegExp) {
  const title = await screen.findByText(text, undefined, SLOW);
  return title.closest<HTMLElement>('[role="dialog"]')!;
}

async function openUpload(dirId: string = SEED_FOLDERS.workingDrafts) {
  signInAs('staff');
  const app = await renderApp(`/filelist?dir=${dirId}`);
  await findGrid();
  const upload = await waitFor(() => toolbar().getByRole('button', { name: /Upload/ }), SLOW);
  await userEvent.click(upload);
  const dialog = await findDialog(/^Upload to /);
  return { ...app, dialog };
}

function choose(dialog: HTMLElement, files: File[]) {
  fireEvent.change(within(dialog).getByLabelText('Choose files'), { target: { files } });
}

async function pickDate(dialog: HTMLElement, date = '2030-06-30') {
  const input = within(dialog).getByLabelText('Effective date');
  await userEvent.click(input);
  await userEvent.type(input, `${date}{Enter}`);
}

const fileItem = (dialog: HTMLElement, path: string) =>
  within(within(dialog).getByRole('list', { name: 'Files to upload' })).getByRole('listitem', { name: path });
const existingName = () => [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.workingDrafts && f.status !== 'void')!.fileName;

describe('upload dialog', () => {
  it('offers Upload only where the folder allows it', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.quality}`);
    await findGrid();
    await waitFor(() => expect(toolbar().getByRole('button', { name: /Find/ })).toBeInTheDocument());
    expect(toolbar().queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
  });

  it('shows each file with its refusal before sending: size 0, over 500 MB, duplicate (server check), two of a name, the name rule', async () => {
    const { dialog } = await openUpload();
    choose(dialog, [
      textFile('notes.txt'),
      sizedFile('empty.txt', 0),
      sizedFile('huge.iso.txt', 501 * 1024 * 1024),
      textFile(existingName()),
      textFile('notes.TXT'),
      textFile('plan.txt.'),
    ]);
    await waitFor(() => expect(within(fileItem(dialog, 'notes.txt')).getByText('Ready')).toBeInTheDocument());
    expect(
      within(fileItem(dialog, 'empty.txt')).getByText('File size is 0B. Please upload a file of an appropriate size'),
    ).toBeInTheDocument();
    // Several files are a bulk upload: 0K–50M each. The refusal names the file, its size, the limit and the way out.
    expect(
      within(fileItem(dialog, 'huge.iso.txt')).getByText(
        'The file upload limit is exceeded! huge.iso.txt is 501.0 MB, and in a batch each file may be up to 50 MB (up to 10 files). Remove it here and upload it alone (up to 500 MB).',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(fileItem(dialog, existingName())).getByText('This file already exists, upload cancelled')).toBeInTheDocument(),
    );
    expect(within(fileItem(dialog, 'notes.TXT')).getByText('This file already exists, upload cancelled')).toBeInTheDocument();
    expect(
      within(fileItem(dialog, 'plan.txt.')).getByText(/^The file name is “\.” or “\.\.”, ends in a dot or a space/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('5 refused files will not be sent')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload (1)' })).toBeEnabled();
  });

  it('refuses more than 10 files past the tenth, and a lone file over 500 MB', async () => {
    const { dialog } = await openUpload();
    choose(
      dialog,
      Array.from({ length: 11 }, (_, i) => textFile(`bulk-${i}.txt`)),
    );
    expect(
      within(fileItem(dialog, 'bulk-10.txt')).getByText(
        'The file upload limit is exceeded! A batch holds up to 10 files of up to 50 MB each; bulk-10.txt (12 B) comes after the first 10. Remove some files and send the rest in another batch.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove bulk-10.txt' }));
    expect(within(dialog).queryByText(/The file upload limit is exceeded!/)).not.toBeInTheDocument();
    for (let i = 0; i < 10; i += 1) await userEvent.click(within(dialog).getByRole('button', { name: `Remove bulk-${i}.txt` }));
    choose(dialog, [sizedFile('video.mp4', 501 * 1024 * 1024)]);
    expect(
      within(fileItem(dialog, 'video.mp4')).getByText('video.mp4 is 501.0 MB: files larger than 500MB cannot be uploaded'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload (0)' })).toBeDisabled();
    // A bidirectional control in a chosen name is shown, not obeyed.
    choose(dialog, [textFile('invoice\u202Efdp.exe.txt')]);
    expect(fileItem(dialog, 'invoice⟨RLO⟩fdp.exe.txt')).toHaveTextContent('invoice⟨RLO⟩fdp.exe.txt');
  });

  it('needs the effective date, checks each name once (in the dialog, not again when sending), queues each file and refreshes the list', async () => {
    const { dialog } = await openUpload();
    choose(dialog, [textFile('plan-a.txt'), textFile('plan-b.txt')]);
    await waitFor(() => expect(within(fileItem(dialog, 'plan-b.txt')).getByText('Ready')).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload (2)' }));
    expect(await within(dialog).findByText('Please choose the effective date')).toBeInTheDocument();
    // Nothing was lost.
    expect(fileItem(dialog, 'plan-a.txt')).toBeInTheDocument();
    await pickDate(dialog);
    const seen: string[] = [];
    mockControl.setLatency(0);
    const { server } = await import('@mocks/node');
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.includes('/files/checkFileName/add') || path.includes('/files/upload/'))
        seen.push(`${path.includes('check') ? 'check' : 'upload'}:${new URL(request.url).searchParams.get('fileName') ?? ''}`);
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload (2)' }));
    await waitFor(() => expect(within(panel()).getByText('Uploads: 2 of 2 done')).toBeInTheDocument(), SLOW);
    server.events.removeAllListeners();
    // The dialog asked about each name (both showed Ready): sending does not ask again.
    expect(seen.filter((s) => s.startsWith('upload')).length).toBe(2);
    expect(seen.filter((s) => s.startsWith('check'))).toEqual([]);
    const stored = [...db().files.values()].filter((f) => f.dirId === SEED_FOLDERS.workingDrafts && f.fileName.startsWith('plan-'));
    expect(stored.map((f) => f.fileName).sort()).toEqual(['plan-a.txt', 'plan-b.txt']);
    expect(stored[0].editDate.startsWith('2030-06-30')).toBe(true);
    const grid = await findGrid();
    await within(grid).findByRole('row', { name: /^plan-a\.txt,/ }, SLOW);
  });

  it('sends the chosen roles; a past effective date is said and asked about first', async () => {
    const { dialog } = await openUpload();
    choose(dialog, [textFile('restricted.txt')]);
    await pickDate(dialog, '2020-01-01');
    await userEvent.click(within(dialog).getByLabelText('Roles that may access the file'));
    await userEvent.click(await screen.findByTitle('Engineer', undefined, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload (1)' }));
    const ask = (await screen.findAllByText('The effective date 2020-01-01 has already passed'))[0].closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    expect(ask).toHaveTextContent('The file will be expired as soon as it is uploaded. Upload it anyway?');
    expect([...db().files.values()].some((f) => f.fileName === 'restricted.txt')).toBe(false);
    await userEvent.click(within(ask).getByRole('button', { name: 'Upload anyway' }));
    await waitFor(() => expect([...db().files.values()].find((f) => f.fileName === 'restricted.txt')?.roleIds).toEqual(['3']), SLOW);
  });

  it('one failure never touches the others: a file taken meanwhile is refused alone by the server, and can be retried', async () => {
    const { dialog } = await openUpload();
    choose(dialog, [textFile('ok-1.txt'), textFile('ok-2.txt')]);
    await pickDate(dialog);
    await waitFor(() => expect(within(fileItem(dialog, 'ok-2.txt')).getByText('Ready')).toBeInTheDocument());
    // Someone else uploads ok-2.txt after the dialog checked it: the upload call itself refuses it.
    const other = {
      ...[...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.workingDrafts && f.status === 'normal')!,
      fileId: '999001',
      fileName: 'ok-2.txt',
      versions: [],
    };
    db().files.set(other.fileId, other);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload (2)' }));
    await waitFor(() => expect(within(panel()).getByText('This file already exists, upload cancelled')).toBeInTheDocument(), SLOW);
    await waitFor(() => expect([...db().files.values()].some((f) => f.fileName === 'ok-1.txt')).toBe(true));
    expect(uploadQueue.getSnapshot().map((task) => [task.name, task.status])).toEqual([
      ['ok-1.txt', 'done'],
      ['ok-2.txt', 'failed'],
    ]);
    db().files.delete(other.fileId);
    await userEvent.click(within(panel()).getByRole('button', { name: 'Retry uploading ok-2.txt' }));
    await waitFor(() => expect([...db().files.values()].some((f) => f.fileName === 'ok-2.txt')).toBe(true), SLOW);
  });

  it('a check that fails in the dialog keeps the files and fields, and can be asked again', async () => {
    signInAs('staff');
    mockControl.fail('/dms/files/checkFileName/add*', 'network');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.workingDrafts}`);
    await findGrid();
    await userEvent.click(await waitFor(() => toolbar().getByRole('button', { name: /Upload/ }), SLOW));
    const dialog = await findDialog(/^Upload to /);
    await pickDate(dialog);
    choose(dialog, [textFile('kept.txt')]);
    await waitFor(() => expect(within(fileItem(dialog, 'kept.txt')).getByText(/^Could not be checked/)).toBeInTheDocument(), SLOW);
    expect(within(dialog).getByLabelText('Effective date')).toHaveValue('2030-06-30');
    mockControl.clear();
    await userEvent.click(within(fileItem(dialog, 'kept.txt')).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(within(fileItem(dialog, 'kept.txt')).getByText('Ready')).toBeInTheDocument());
  });

  it('a failed upload call shows the app message on its row', async () => {
    const { dialog } = await openUpload();
    choose(dialog, [textFile('net.txt')]);
    await pickDate(dialog);
    mockControl.fail('/dms/files/upload/*', 'http500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload (1)' }));
    await waitFor(() => expect(uploadQueue.getSnapshot()[0]?.status).toBe('failed'), SLOW);
    expect(uploadQueue.getSnapshot()[0].error).toBeTruthy();
    expect(within(panel()).getByText(uploadQueue.getSnapshot()[0].error!)).toBeInTheDocument();
    expect([...db().files.values()].some((f) => f.fileName === 'net.txt')).toBe(false);
  });
});

/** A fake directory entry tree, as DataTransferItem.webkitGetAsEntry gives it. */
type Tree = { [name: string]: Tree | File };
function entry(name: string, node: Tree | File): unknown {
  if (node instanceof NodeFile) return { name, isFile: true, isDirectory: false, file: (ok: (f: File) => void) => ok(node as File) };
  const children = Object.entries(node as Tree).map(([n, child]) => entry(n, child));
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      let read = false;
      return {
        readEntries: (ok: (e: unknown[]) => void) => {
          ok(read ? [] : children);
          read = true;
        },
      };
    },
  };
}
function dropOn(target: HTMLElement, tree: Tree) {
  const items = Object.entries(tree).map(([name, node]) => ({
    kind: 'file',
    webkitGetAsEntry: () => entry(name, node),
    getAsFile: () => null,
  }));
  const dataTransfer = { types: ['Files'], items, files: [], dropEffect: 'none' };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  expect(screen.getByText(/^Drop files or folders to upload them to /)).toBeInTheDocument();
  fireEvent.drop(target, { dataTransfer });
}

describe('drop files and folders', () => {
  it('recreates the dropped structure (reusing a folder that exists) and uploads each file into its folder', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.workingDrafts}`);
    await findGrid();
    await waitFor(() => toolbar().getByRole('button', { name: /Upload/ }), SLOW);
    const existing = createFolder(db(), SEED_FOLDERS.workingDrafts, 'Reused', findUserByAccount('staff')!);
    const reused = existing.directoryName;
    dropOn(screen.getByLabelText('Files and folders', { selector: '[role="grid"]' }), {
      'top.txt': textFile('top.txt'),
      Batch: { 'a.txt': textFile('a.txt'), Inner: { 'b.txt': textFile('b.txt') }, Empty: {} },
      [reused]: { 'c.txt': textFile('c.txt') },
    });
    const dialog = await findDialog(/^Upload the dropped items to /);
    expect(fileItem(dialog, 'Batch/Inner/b.txt')).toBeInTheDocument();
    expect(within(fileItem(dialog, 'Batch/a.txt')).getByText('Checked when its folder is created')).toBeInTheDocument();
    await waitFor(() => expect(within(fileItem(dialog, 'top.txt')).getByText('Ready')).toBeInTheDocument());
    await pickDate(dialog);
    const checks: string[] = [];
    const { server } = await import('@mocks/node');
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/files/checkFileName/add')) checks.push(url.searchParams.get('fileName') ?? '');
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload (4)' }));
    await waitFor(() => expect(within(panel()).getByText('Uploads: 4 of 4 done')).toBeInTheDocument(), SLOW);
    server.events.removeAllListeners();
    // The files bound for subfolders are asked about once, by their jobs; top.txt was asked by the dialog.
    expect(checks.sort()).toEqual(['a.txt', 'b.txt', 'c.txt']);
    const folderNamed = (name: string, parent: string) =>
      [...db().folders.values()].find((f) => f.directoryName === name && f.fatherDirectoryId === parent);
    const batch = folderNamed('Batch', SEED_FOLDERS.workingDrafts)!;
    const inner = folderNamed('Inner', batch.id)!;
    await waitFor(() => expect(folderNamed('Empty', batch.id)).toBeTruthy());
    const where = (name: string) => [...db().files.values()].find((f) => f.fileName === name)?.dirId;
    expect(where('top.txt')).toBe(SEED_FOLDERS.workingDrafts);
    expect(where('a.txt')).toBe(batch.id);
    expect(where('b.txt')).toBe(inner.id);
    expect(where('c.txt')).toBe(existing.id);
    expect(
      [...db().folders.values()].filter((f) => f.directoryName === reused && f.fatherDirectoryId === SEED_FOLDERS.workingDrafts),
    ).toHaveLength(1);
  });

  it('a chosen folder (the folder picker) is uploaded with its structure, as a dropped one', async () => {
    const { dialog } = await openUpload();
    const picker = within(dialog).getByLabelText('Choose folder');
    expect(picker).toHaveAttribute('webkitdirectory');
    const inFolder = (path: string) => {
      const file = textFile(path.split('/').at(-1)!);
      Object.defineProperty(file, 'webkitRelativePath', { value: path });
      return file;
    };
    fireEvent.change(picker, { target: { files: [inFolder('Picked/p1.txt'), inFolder('Picked/Sub/p2.txt')] } });
    expect(fileItem(dialog, 'Picked/p1.txt')).toBeInTheDocument();
    expect(fileItem(dialog, 'Picked/Sub/p2.txt')).toBeInTheDocument();
    await pickDate(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload (2)' }));
    await waitFor(() => expect(within(panel()).getByText('Uploads: 2 of 2 done')).toBeInTheDocument(), SLOW);
    const folderNamed = (name: string, parent: string) =>
      [...db().folders.values()].find((f) => f.directoryName === name && f.fatherDirectoryId === parent);
    const picked = folderNamed('Picked', SEED_FOLDERS.workingDrafts)!;
    const sub = folderNamed('Sub', picked.id)!;
    const where = (name: string) => [...db().files.values()].find((f) => f.fileName === name)?.dirId;
    expect(where('p1.txt')).toBe(picked.id);
    expect(where('p2.txt')).toBe(sub.id);
  });

  it('is not offered where the user may not upload', async () => {
    signInAs('guest');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.publicDocs}`);
    const grid = await findGrid();
    const dataTransfer = { types: ['Files'], items: [], files: [], dropEffect: 'none' };
    fireEvent.dragEnter(grid, { dataTransfer });
    expect(screen.queryByText(/^Drop files or folders/)).not.toBeInTheDocument();
    expect(toolbar().queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
  });
});

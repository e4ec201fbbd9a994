/**
 * Downloads in the workspace on the real mock backend: a selection under 2 MB as one zip (the rule is
 * shown first), a larger one file by file, the streamed zip of any size, one file from its row, and the
 * bad paths (failure text, the dialog and the selection stay).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unzipSync } from 'fflate';
import { commit, db } from '@mocks/db';
import { findUserByAccount } from '@mocks/auth';
import { contentOf, versionOf } from '@mocks/db/file-content';
import { listFolder } from '@mocks/db/files';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { mockControl } from '@mocks/test-hook';
import { captureDownloads, type SavedDownload } from '@tests/capture-downloads';
import { findDialog } from '@tests/find-dialog';
import { recordCalls } from '@tests/record-calls';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { findRow, setUpWorkspaceListTests, SLOW } from '@tests/workspace-list';

// What the app hands the browser to save (src/lib/save-blob.ts): an object URL clicked as a download.
let saved: SavedDownload[] = [];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => {
  vi.restoreAllMocks();
});
setUpWorkspaceListTests();

type FileOf = { fileId: string; fileName: string; totalSize: number };
const filesOf = (dirId: string, account = 'staff') =>
  listFolder(db(), findUserByAccount(account)!, dirId, {}).filter(
    (row): row is typeof row & FileOf & { dataType: 1 } => row.dataType === 1,
  );
/** Bytes as a plain Uint8Array of this realm (the mock may hand out a Buffer). */
const plain = (bytes: Uint8Array) => Uint8Array.from(bytes);
/** The bytes the mock serves for a file. */
const served = (fileId: string) => {
  const file = db().files.get(fileId)!;
  return plain(contentOf(db(), file, versionOf(file)!));
};
const savedBlob = async (call: number) => {
  const { blob, name } = saved[call];
  return { name, bytes: plain(new Uint8Array(await blob.arrayBuffer())) };
};

async function selectFiles(names: string[]) {
  for (const name of names) await userEvent.click(within(await findRow(name)).getByRole('checkbox'));
}

/** Staff on Project X200 with its first two files under 600 KB selected. */
async function twoSmallSelected() {
  signInAs('staff');
  await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
  const small = filesOf(SEED_FOLDERS.projectX200)
    .filter((file) => file.totalSize < 600_000)
    .slice(0, 2);
  expect(small).toHaveLength(2);
  await selectFiles(small.map((file) => file.fileName));
  return small;
}

describe('download a selection', () => {
  it('under 2 MB together: says so, then saves one zip whose entries are the served bytes', async () => {
    const small = await twoSmallSelected();
    await userEvent.click(await screen.findByRole('button', { name: /Download 2 files/ }));
    const dialog = await findDialog(/under 2\.0 MB: they will be downloaded as one zip file/);
    expect(
      within(dialog).getByText(/under 2\.0 MB: they will be downloaded as one zip file, Project X200 \d{4}-\d\d-\d\d\.zip\./),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Download$/ }));
    await waitFor(() => expect(saved).toHaveLength(1), SLOW);
    const { name, bytes } = await savedBlob(0);
    expect(name).toMatch(/^Project X200 \d{4}-\d\d-\d\d\.zip$/);
    const entries = unzipSync(bytes);
    expect(Object.keys(entries).sort()).toEqual(small.map((file) => file.fileName).sort());
    for (const file of small) expect(plain(entries[file.fileName])).toEqual(served(file.fileId));
    await waitFor(() => expect(screen.queryByText(/they will be downloaded as one zip file/)).not.toBeInTheDocument());
  });

  it('2 MB or more: says each goes on its own and saves every file under its name', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const files = filesOf(SEED_FOLDERS.projectX200)
      .filter((file) => file.totalSize > 2_000_000)
      .slice(0, 2);
    expect(files).toHaveLength(2);
    await selectFiles(files.map((file) => file.fileName));
    await userEvent.click(await screen.findByRole('button', { name: /Download 2 files/ }));
    const dialog = await findDialog(/2\.0 MB or more: each will be downloaded on its own \(2 downloads\)/);
    await userEvent.click(within(dialog).getByRole('button', { name: /Download$/ }));
    await waitFor(() => expect(saved).toHaveLength(2), SLOW);
    for (const index of [0, 1]) {
      const { name, bytes } = await savedBlob(index);
      const file = files.find((candidate) => candidate.fileName === name)!;
      expect(bytes).toEqual(served(file.fileId));
    }
  });

  it('the zip threshold is the system setting (/department): 2 MB or more go as one zip under a higher one', async () => {
    db().paramConfig.zipThresholdMb = 100;
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const files = filesOf(SEED_FOLDERS.projectX200)
      .filter((file) => file.totalSize > 2_000_000)
      .slice(0, 2);
    await selectFiles(files.map((file) => file.fileName));
    await userEvent.click(await screen.findByRole('button', { name: /Download 2 files/ }));
    expect(await findDialog(/under 100\.0 MB: they will be downloaded as one zip file/)).toBeInTheDocument();
  });

  it('one zip of any size: without the save picker, collected in memory as the note says', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const files = filesOf(SEED_FOLDERS.projectX200)
      .filter((file) => file.totalSize > 2_000_000)
      .slice(0, 2);
    await selectFiles(files.map((file) => file.fileName));
    await userEvent.click(await screen.findByRole('button', { name: /Download 2 files/ }));
    const dialog = await findDialog(/each will be downloaded on its own/);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Download as one zip (any size)' }));
    expect(within(dialog).getByText(/will be streamed into one zip file/)).toBeInTheDocument();
    expect(within(dialog).getByText(/collected in memory first/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Download$/ }));
    await waitFor(() => expect(saved).toHaveLength(1), SLOW);
    const entries = unzipSync((await savedBlob(0)).bytes);
    for (const file of files) expect(plain(entries[file.fileName])).toEqual(served(file.fileId));
  });

  it('one zip of any size: streamed piece by piece into the file chosen with the save picker', async () => {
    const written: Uint8Array[] = [];
    let closed = false;
    const picker = vi.fn(() =>
      Promise.resolve({
        createWritable: () =>
          Promise.resolve(
            new WritableStream<Uint8Array>({
              write: (chunk) => {
                written.push(Uint8Array.from(chunk));
              },
              close: () => {
                closed = true;
              },
            }),
          ),
      }),
    );
    Object.assign(window, { showSaveFilePicker: picker });
    try {
      signInAs('staff');
      await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
      const files = filesOf(SEED_FOLDERS.projectX200).slice(0, 3);
      await selectFiles(files.map((file) => file.fileName));
      await userEvent.click(await screen.findByRole('button', { name: /Download 3 files/ }));
      const dialog = await findDialog(/Download 3 files/);
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Download as one zip (any size)' }));
      expect(within(dialog).getByText(/You choose where to save the zip/)).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: /Download$/ }));
      await waitFor(() => expect(closed).toBe(true), SLOW);
      expect(picker).toHaveBeenCalledWith(expect.objectContaining({ suggestedName: expect.stringMatching(/^Project X200 .*\.zip$/) }));
      expect(saved).toHaveLength(0);
      expect(written.length).toBeGreaterThan(files.length);
      const zip = new Uint8Array(written.reduce((sum, chunk) => sum + chunk.length, 0));
      written.reduce((offset, chunk) => (zip.set(chunk, offset), offset + chunk.length), 0);
      const entries = unzipSync(zip);
      for (const file of files) expect(plain(entries[file.fileName])).toEqual(served(file.fileId));
    } finally {
      Reflect.deleteProperty(window, 'showSaveFilePicker');
    }
  });

  it('a failure shows the spec text; the dialog and the selection stay', async () => {
    await twoSmallSelected();
    mockControl.fail('/dms/files/download/*', 'errno', 'Download failed, the file does not exist or is corrupted');
    await userEvent.click(await screen.findByRole('button', { name: /Download 2 files/ }));
    const dialog = await findDialog(/they will be downloaded as one zip file/);
    await userEvent.click(within(dialog).getByRole('button', { name: /Download$/ }));
    expect(
      await within(dialog).findByText('Download failed, the file does not exist or is corrupted', undefined, SLOW),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    // Once the server is back, the same dialog goes on.
    mockControl.clear();
    await userEvent.click(within(dialog).getByRole('button', { name: /Download$/ }));
    await waitFor(() => expect(saved).toHaveLength(1), SLOW);
  });

  it('a file someone else set invalid meanwhile is said so in those words, and the dialog closes', async () => {
    const small = await twoSmallSelected();
    await userEvent.click(await screen.findByRole('button', { name: /Download 2 files/ }));
    const dialog = await findDialog(/they will be downloaded as one zip file/);

    db().files.get(small[1].fileId)!.status = 'void';
    commit();
    await userEvent.click(within(dialog).getByRole('button', { name: /Download$/ }));

    // Said on screen and to screen readers.
    expect(await screen.findAllByText(`${small[1].fileName} was set invalid by someone else.`, undefined, SLOW)).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByText(/they will be downloaded as one zip file/)).toBeNull(), SLOW);
    expect(screen.queryByText('Download failed, the file does not exist or is corrupted')).toBeNull();
    expect(saved).toHaveLength(0);
  });
});

/** Staff on Project X200, and its first file's row. */
async function firstFileRow() {
  signInAs('staff');
  await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
  const [file] = filesOf(SEED_FOLDERS.projectX200);
  return { file, row: await findRow(file.fileName) };
}

/** Download from the row's menu. */
async function downloadFromRow(fileName: string, row: HTMLElement) {
  await userEvent.click(within(row).getByRole('button', { name: `More actions on ${fileName}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: /Download/ }));
}

describe('download one file from its row', () => {
  it('saves the file under its name; a refusal shows the spec text', async () => {
    const { file, row } = await firstFileRow();
    await downloadFromRow(file.fileName, row);
    await waitFor(() => expect(saved).toHaveLength(1), SLOW);
    const download = await savedBlob(0);
    expect(download.name).toBe(file.fileName);
    expect(download.bytes).toEqual(served(file.fileId));

    mockControl.fail('/dms/files/getDownloadPaths*', 'errno', 'Download failed, the file does not exist or is corrupted');
    await downloadFromRow(file.fileName, row);
    expect(await screen.findByText('Download failed, the file does not exist or is corrupted', undefined, SLOW)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('a file someone else set invalid meanwhile is said so in those words, not as corrupted', async () => {
    const { file, row } = await firstFileRow();
    db().files.get(file.fileId)!.status = 'void';
    commit();
    await downloadFromRow(file.fileName, row);

    // Said on screen and to screen readers.
    expect(await screen.findAllByText(`${file.fileName} was set invalid by someone else.`, undefined, SLOW)).not.toHaveLength(0);
    expect(screen.queryByText('Download failed, the file does not exist or is corrupted')).toBeNull();
    expect(saved).toHaveLength(0);
  });

  it('a server that cannot be reached is not asked about the file', async () => {
    const { file, row } = await firstFileRow();
    mockControl.fail('/dms/files/getDownloadPaths*', 'network');
    const calls = recordCalls();
    try {
      await downloadFromRow(file.fileName, row);
      expect(await screen.findAllByText(/can't be reached|Download failed/, undefined, SLOW)).not.toHaveLength(0);
      expect(calls.calls.filter((call) => call.includes('/files/getInfo/'))).toEqual([]);
    } finally {
      calls.stop();
    }
  });

  it('is not offered without the download level (guest)', async () => {
    signInAs('guest');
    const dir = SEED_FOLDERS.publicDocs;
    await renderApp(`/filelist?dir=${dir}`);
    const [file] = filesOf(dir, 'guest');
    expect(file).toBeDefined();
    const row = await findRow(file.fileName);
    await userEvent.click(within(row).getByRole('button', { name: `More actions on ${file.fileName}` }));
    await screen.findByRole('menuitem', { name: /Operation log/ });
    expect(screen.queryByRole('menuitem', { name: /^Download/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Move to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Add to favourites/ })).not.toBeInTheDocument();
  });
});

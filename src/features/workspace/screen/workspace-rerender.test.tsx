/**
 * The workspace screen's parts subscribe to what they read: on the real screen and mock backend, the file list
 * is not drawn again while only the upload panel changes (the queue's progress, the upload dialog, the drop
 * overlay), and is drawn again when something it shows changes.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { uploadQueue, type UploadProgress } from '@/lib/upload/upload-queue';
// The panel is a lazy chunk in the app: imported here, its cold start stays out of the test's waits.
import '@/components/upload-panel/upload-panel';
import { findDialog } from '@tests/find-dialog';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { findGrid, setUpUploadTests, setUpWorkspaceListTests, SLOW } from '@tests/workspace-list';
import * as fileGrid from '../list/components/file-grid';

setUpWorkspaceListTests();
setUpUploadTests();

const toolbar = () => within(screen.getByLabelText('Folder tools', { selector: '[role="toolbar"]' }));
const panel = () => screen.findByLabelText('Uploads', { selector: 'section' }, SLOW);
const overlay = /^Drop files or folders to upload them to /;

// The table's renders, counted as React calls it (installed before the screen is drawn: the spy is the component React sees).
let renders: MockInstance<typeof fileGrid.FileGrid>;
beforeEach(() => {
  renders = vi.spyOn(fileGrid, 'FileGrid');
});
afterEach(() => renders.mockRestore());

/** How many times the list is drawn while `change` runs. */
async function listRendersDuring(change: () => Promise<void>) {
  renders.mockClear();
  await change();
  return renders.mock.calls.length;
}

async function openSettledScreen() {
  signInAs('staff');
  const { queryClient } = await renderApp(`/filelist?dir=${SEED_FOLDERS.workingDrafts}`);
  await findGrid();
  await waitFor(() => toolbar().getByRole('button', { name: /Upload/ }), SLOW);
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), SLOW);
  expect(renders).toHaveBeenCalled();
}

describe('the file list while only the upload panel changes', () => {
  it('is not drawn again by upload progress, the upload dialog or the drop overlay', async () => {
    await openSettledScreen();

    // A job the test moves by hand: its progress ticks as bytes would flow.
    let progress: UploadProgress | undefined;
    let finish = () => {};
    act(() => {
      uploadQueue.add([
        {
          name: 'report.pdf',
          size: 1000,
          run: (given) =>
            new Promise<void>((resolve) => {
              progress = given;
              finish = resolve;
            }),
        },
      ]);
    });
    // Counted from here: the panel's arrival does draw the list, which keeps its active row above the panel
    // (useCoveredBottom reads where the panel is).
    expect(await within(await panel()).findByText('report.pdf', undefined, SLOW)).toBeInTheDocument();
    expect(progress).toBeDefined();
    const ticks = await listRendersDuring(async () => {
      for (let loaded = 100; loaded <= 900; loaded += 100) {
        act(() => progress!.onProgress(loaded));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await act(async () => finish());
      expect(await within(await panel()).findByText('Uploads: 1 of 1 done', undefined, SLOW)).toBeInTheDocument();
    });
    expect(ticks).toBe(0);

    const dialog = await listRendersDuring(async () => {
      await userEvent.click(toolbar().getByRole('button', { name: /Upload/ }));
      const opened = await findDialog(/^Upload to /);
      await userEvent.click(within(opened).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByText(/^Upload to /)).not.toBeInTheDocument());
    });
    expect(dialog).toBe(0);

    const drag = await listRendersDuring(async () => {
      const area = screen.getByLabelText('Folder contents', { selector: 'section' });
      const dataTransfer = { types: ['Files'], items: [], files: [], dropEffect: 'none' };
      fireEvent.dragEnter(area, { dataTransfer });
      expect(await screen.findByText(overlay)).toBeInTheDocument();
      fireEvent.dragLeave(area, { dataTransfer });
      await waitFor(() => expect(screen.queryByText(overlay)).not.toBeInTheDocument());
    });
    expect(drag).toBe(0);

    // The count is the list's: what it shows (a row selected) draws it again.
    const selected = await listRendersDuring(async () => {
      const row = (await findGrid()).querySelector<HTMLElement>('[role="row"][aria-rowindex="2"]')!;
      await userEvent.click(within(row).getByRole('checkbox'));
      await waitFor(() => expect(row).toHaveAttribute('aria-selected', 'true'));
    });
    expect(selected).toBeGreaterThan(0);
  });
});

/**
 * What the screen tests of the workspace's list share: the virtual list laid out (stubbed), the time a file
 * of them may take, and finding the grid and a row in it as a user does, by its accessible name.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { uploadQueue } from '@/lib/upload/upload-queue';
import { WORKSPACE_PART_LOADERS } from '@/features/workspace/screen/workspace-parts';
import { stubLayoutForVirtualLists } from './virtual-layout';

// The screen's dialogs are lazy chunks in the app. Vitest transforms a module on its first import: loaded
// here, once per worker, their cold start stays out of the tests' waits for a dialog to open.
await Promise.all(Object.values(WORKSPACE_PART_LOADERS).map((load) => load()));

/** How long a find waits on a slow, busy machine. */
export const SLOW = { timeout: 15_000 };

/** Lays out the virtual list for the tests of one file and gives each test a minute. */
export function setUpWorkspaceListTests() {
  stubLayoutForVirtualLists();
  vi.setConfig({ testTimeout: 60_000 });
}

/**
 * For the tests of one file that upload: Node's FormData (jsdom's FormData and File lose a file's name and
 * bytes on their way through MSW's XMLHttpRequest interceptor; Node's keep them, as browsers do), and an
 * empty upload queue after each test.
 */
export function setUpUploadTests() {
  beforeEach(async () => {
    vi.stubGlobal('FormData', (await new Response(new URLSearchParams('a=b')).formData()).constructor);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const task of uploadQueue.getSnapshot()) uploadQueue.cancel(task.id);
    uploadQueue.clearFinished();
  });
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The list of the open folder (the table). */
export const findGrid = () => screen.findByLabelText('Files and folders', { selector: '[role="grid"]' }, SLOW);

/** The row of the file or folder named `name` (a row's name starts with the file's name). */
export async function findRow(name: string) {
  return within(await findGrid()).findByRole('row', { name: new RegExp(`^${escapeRegExp(name)},`) }, SLOW);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import type { DmsFile } from '@mocks/db/schema';
import type { FileRow } from '@/entities/files/types';
import { renderWithProviders } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { VersionHistoryDialog } from './version-history-dialog';

afterEach(() => {
  vi.restoreAllMocks();
});

const SLOW = { timeout: 15_000 };

const plain = (f: DmsFile) => Number(f.fileId) < 200001 && f.status === 'normal' && !f.secret && f.roleIds.length === 0;
const withRevisions = (type: string, revisions: number) =>
  [...db().files.values()]
    .sort((a, b) => Number(a.fileId) - Number(b.fileId))
    .find((f) => plain(f) && f.fileType === type && f.revision >= revisions)!;

async function open(file: DmsFile) {
  const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
  const target = { fileId: file.fileId, fileName: file.fileName, fileType: file.fileType, dataType: 1 } as FileRow;
  await renderWithProviders(<VersionHistoryDialog target={target} onClose={() => undefined} />);
  await screen.findByRole('table', undefined, SLOW);
  return opened;
}

describe('version history: compare', () => {
  it('compares any two picked versions, at most two at a time', async () => {
    signInAs('admin');
    const file = withRevisions('.docx', 3);
    const opened = await open(file);
    const compare = await screen.findByRole('button', { name: /^Compare$/ }, SLOW);
    expect(compare).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick revision 1 to compare' }));
    expect(compare).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: `Pick revision ${file.revision} to compare` }));
    expect(compare).toBeEnabled();
    expect(screen.getByText('2 of 2 versions picked')).toBeInTheDocument();
    // A third waits until one of the two is unticked.
    expect(screen.getByRole('checkbox', { name: 'Pick revision 2 to compare' })).toBeDisabled();

    await userEvent.click(compare);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.mock.calls[0][0]).toMatch(new RegExp(`#/compare\\?id=${file.fileId}&a=1&b=${file.revision}$`));
    expect(opened.mock.calls[0][1]).toBe('_blank');
  });

  it('compares an older version with the current one in one click', async () => {
    signInAs('admin');
    const file = withRevisions('.xlsx', 3);
    const opened = await open(file);
    await userEvent.click(await screen.findByRole('button', { name: 'Compare revision 2 with the current version' }, SLOW));
    expect(opened.mock.calls[0][0]).toMatch(new RegExp(`#/compare\\?id=${file.fileId}&a=2&b=${file.revision}$`));
    // The current version's row has no such button.
    expect(screen.queryByRole('button', { name: `Compare revision ${file.revision} with the current version` })).not.toBeInTheDocument();
  });

  it('offers no comparison for a type it cannot compare', async () => {
    signInAs('admin');
    const file = [...db().files.values()].find((f) => plain(f) && f.fileType === '.pptx' && f.revision >= 2)!;
    await open(file);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Download revision/ }).length).toBe(file.revision));
    expect(screen.queryByRole('button', { name: /^Compare$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /with the current version/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

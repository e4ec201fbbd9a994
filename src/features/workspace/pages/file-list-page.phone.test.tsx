/**
 * The document management screen on a phone, on the real mock backend: the folder tree in
 * a drawer opened from the "Folders" button, closed by the folder chosen; the list as a compact one (name,
 * size and date, the "more" button with the same menu as on a desktop) with a sort list in place of the
 * column headers.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { db } from '@mocks/db';
import { findUserByAccount } from '@mocks/auth';
import { listFolder } from '@mocks/db/files';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { renderApp } from '@tests/render';
import { emulatePhoneWidth } from '@tests/phone-width';
import { signInAs } from '@tests/sign-in-as';
import { stubLayoutForVirtualLists } from '@tests/virtual-layout';
import { escapeRegExp } from '@tests/workspace-list';
import * as fileIcon from '@/components/file-icon';

stubLayoutForVirtualLists({ width: 390, height: 700 });
vi.setConfig({ testTimeout: 60_000 });

const SLOW = { timeout: 15_000 };

emulatePhoneWidth();

const findList = () => screen.findByLabelText('Files and folders', { selector: '[role="grid"]' }, SLOW);
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('the workspace on a phone', () => {
  it('keeps the tree in a drawer: the Folders button opens it, a folder chosen there opens and closes it', async () => {
    signInAs('staff');
    const { router } = await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    await findList();
    // No tree beside the list.
    expect(screen.queryByLabelText('Folders', { selector: '[role="tree"]' })).not.toBeInTheDocument();

    const open = screen.getByText('Folders', { selector: 'button *' }).closest('button')!;
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    // Role queries over the whole page are slow in jsdom: the drawer is found by its tree.
    const tree = await screen.findByLabelText('Folders', { selector: '[role="tree"]' }, SLOW);
    expect(tree.closest('[role="dialog"]')).not.toBeNull();
    expect(tree.closest('.ant-drawer-open')).not.toBeNull();
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(tree).getByRole('treeitem', { name: 'R&D' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(tree).getByRole('treeitem', { name: 'Drawings' }));
    await waitFor(() => expect(search(router).get('dir')).toBe(SEED_FOLDERS.drawings));
    await waitFor(() => expect(tree.closest('.ant-drawer-open')).toBeNull(), SLOW);
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a compact list: each file with its name, size and date and a "more" button opening the row menu', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.workingDrafts}`);
    const list = await findList();
    const [file] = listFolder(db(), findUserByAccount('staff')!, SEED_FOLDERS.workingDrafts, {}).filter((row) => row.dataType === 1);
    if (!file || file.dataType !== 1) throw new Error('no file in Working Drafts');
    const row = await within(list).findByRole('row', { name: new RegExp(`^${escapeRegExp(file.fileName)}, `) }, SLOW);
    // No table: no column headers, no column chooser; sorting is a list of its own.
    expect(within(list).queryAllByRole('columnheader')).toHaveLength(0);
    expect(screen.queryByText('Columns', { selector: 'button *' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sort')).toBeInTheDocument();
    expect(within(row).getByText(`${file.fileSize} · ${dayjs(file.updateTime).format('YYYY-MM-DD')}`)).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: `More actions on ${file.fileName}` }));
    const menu = await screen.findByRole('menu', {}, SLOW);
    expect(within(menu).getByRole('menuitem', { name: /Version history/ })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Operation log/ })).toBeInTheDocument();
  });

  it('draws again only the line whose menu opens, not the whole page of lines', async () => {
    signInAs('admin');
    // Every line draws its file's icon: the spy (the component React sees) counts the lines drawn.
    const icons = vi.spyOn(fileIcon, 'FileIcon');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.archive10k}`);
    const list = await findList();
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThanOrEqual(20), SLOW);
    const row = within(list).getAllByRole('row')[5];
    const name = row.getAttribute('aria-label')!.split(', ')[0];

    icons.mockClear();
    await userEvent.click(within(row).getByRole('button', { name: `More actions on ${name}` }));
    await screen.findByRole('menu', {}, SLOW);
    // That line, twice at most (made active, then its menu open); not the 40 lines around it.
    expect(icons.mock.calls.length).toBeGreaterThan(0);
    expect(icons.mock.calls.length).toBeLessThanOrEqual(2);
    icons.mockRestore();
  });
});
